/**
 * The model could not be reached or did not answer in time. The message is Spanish and safe to show
 * in the 'Error de IA' toast; the detail is for the logs only.
 */
export class AssistantUnavailableError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'AssistantUnavailableError';
  }
}
