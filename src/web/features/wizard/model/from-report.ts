import { countLines, createHistory, fromPlainState, hasOpening, type StateView } from '@/domain';
import type { ReportDetail } from '@/shared/reports';
import { newId } from './new-id';
import type { StartKind, WizardStep } from './types';
import { GREETING_MESSAGE, type WizardState } from './wizard-state';

/** Where the user was in the wizard; kept in the browser history entry of /wizard/{id}. */
export interface WizardPosition {
  readonly step: WizardStep;
  readonly welcomeSeen: boolean;
}

export function isWizardPosition(value: unknown): value is WizardPosition {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (v.step === 1 || v.step === 2 || v.step === 3) && typeof v.welcomeSeen === 'boolean';
}

/** How a saved report started: carried from the report it names, else typed in if it has an opening, else from zero. */
export function startKindOf(openingFrom: string | null, state: StateView): StartKind {
  if (openingFrom !== null) return 'carried';
  return hasOpening(state) ? 'opening' : 'new';
}

/**
 * A saved report (draft or completed) as the wizard's starting point. Null when its lines cannot be
 * read, which the page treats like a failed load.
 */
export function wizardStateFromReport(detail: ReportDetail, position?: WizardPosition): WizardState | null {
  const parsed = fromPlainState(detail.sections, { newId });
  if (!parsed.ok) return null;
  const { report } = detail;
  // The chat history of a saved report comes with it; an empty one starts with the greeting.
  const messages = detail.messages.length > 0 ? detail.messages : [GREETING_MESSAGE];
  // Someone who already talked to the assistant does not need its welcome card again.
  const used = countLines(parsed.state) > 0 || detail.messages.some((m) => m.role === 'user');
  return {
    reportId: report.id,
    version: report.version,
    form: {
      companyName: report.name,
      currency: report.currency,
      startDate: report.startDate,
      endDate: report.endDate,
      start: startKindOf(report.openingFrom, parsed.state),
      openingFrom: report.openingFrom,
    },
    history: createHistory(parsed.state),
    messages,
    step: position?.step ?? 1,
    welcomeSeen: position?.welcomeSeen ?? used,
    dirty: false,
  };
}
