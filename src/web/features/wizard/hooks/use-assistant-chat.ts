import { useMutation } from '@tanstack/react-query';
import type { Dispatch } from 'react';
import { applyReply, toPlainState, type WorkingState } from '@/domain';
import {
  AI_FAILURE_MESSAGE,
  AI_FAILURE_TOAST_FALLBACK,
  GREETING,
  type ChatMessage,
} from '@/shared/assistant';
import { toast } from '@/web/components/ui/toast-store';
import { ApiError } from '@/web/lib/api-client';
import { saveChat } from '../api/save-chat';
import { sendMessage } from '../api/send-message';
import { newId } from '../model/new-id';
import { periodOf } from '../model/validation';
import type { WizardAction, WizardState } from '../model/wizard-state';

/**
 * Earlier messages sent with each new one. A model reads the last 10 and the offline assistant only
 * the last few question-and-answer pairs, so more would only make the request bigger.
 */
const HISTORY_SENT = 20;

/** The conversation the assistant needs: the fixed greeting carries nothing and would use up a slot. */
function historyFor(messages: readonly ChatMessage[]): ChatMessage[] {
  const first = messages[0];
  const start = first && first.role === 'assistant' && first.content === GREETING ? 1 : 0;
  return messages.slice(start).slice(-HISTORY_SENT);
}

function persistChat(reportId: string | null, messages: readonly ChatMessage[]): void {
  if (!reportId) return;
  saveChat(reportId, messages).catch((error: unknown) => console.error('Error saving chat history', error));
}

export interface AssistantChat {
  readonly pending: boolean;
  /** False when the message was ignored (blank, or another one is in progress). */
  readonly send: (text: string) => boolean;
}

/**
 * One chat turn: the user's message is shown at once, the server answers, and the domain applies
 * the answer to the lists. Nothing is booked unless the domain accepts it.
 */
export function useAssistantChat(
  state: WizardState,
  dispatch: Dispatch<WizardAction>,
  blocked: boolean,
): AssistantChat {
  const mutation = useMutation({ mutationFn: sendMessage });
  const pending = mutation.isPending;

  const send = (text: string): boolean => {
    const message = text.trim();
    if (!message || pending || blocked) return false;
    // The lists and period the assistant sees are the ones the answer is applied to: editing is
    // frozen while the answer is pending.
    const lines = state.history.present;
    const { currency } = state.form;
    const period = periodOf(state.form);
    const reportId = state.reportId;
    const sent: ChatMessage[] = [...state.messages, { role: 'user', content: message }];
    dispatch({ type: 'userMessage', content: message });

    const answer = (content: string, booked?: WorkingState) => {
      dispatch(
        booked ? { type: 'assistantMessage', content, state: booked } : { type: 'assistantMessage', content },
      );
      persistChat(reportId, [...sent, { role: 'assistant', content }]);
    };

    mutation
      .mutateAsync({
        currency,
        ...(period ? { period } : {}),
        state: toPlainState(lines),
        history: historyFor(state.messages),
        message,
      })
      .then(
        (reply) => {
          const result = applyReply(lines, reply, { newId, currency, ...(period ? { period } : {}) });
          if (!result.ok) {
            console.warn('Respuesta del asistente rechazada', result.reason, result.warnings);
            answer(result.reason);
            return;
          }
          if (result.warnings.length > 0)
            console.warn('Avisos al aplicar la respuesta del asistente', result.warnings);
          if (result.kind === 'none') {
            answer(reply.response);
            return;
          }
          answer(reply.response, result.state);
          if (result.toast)
            toast({ title: result.toast, variant: result.kind === 'deleted' ? 'destructive' : 'default' });
        },
        (error: unknown) => {
          answer(AI_FAILURE_MESSAGE);
          toast({
            title: 'Error de IA',
            description: error instanceof ApiError ? error.message : AI_FAILURE_TOAST_FALLBACK,
            variant: 'destructive',
          });
        },
      );
    return true;
  };

  return { pending, send };
}
