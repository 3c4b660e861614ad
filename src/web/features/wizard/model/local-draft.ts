import { z } from 'zod';
import { CURRENCIES, createHistory, fromPlainState, toPlainState } from '@/domain';
import { chatMessageSchema } from '@/shared/assistant';
import { newId } from './new-id';
import type { WizardState } from './wizard-state';

/** The fixed prefix of specification §7; the key ends with the report id or 'new'. */
export const DRAFT_PREFIX = 'cuentas-claras:borrador:';

export function draftKey(reportId: string | null): string {
  return `${DRAFT_PREFIX}${reportId ?? 'new'}`;
}

const storedDraftSchema = z.object({
  version: z.literal(1),
  form: z.object({
    companyName: z.string(),
    currency: z.enum(CURRENCIES),
    startDate: z.string(),
    endDate: z.string(),
    // Absent in drafts written before issue 15: those started from zero.
    start: z.enum(['new', 'carried', 'opening']).default('new'),
    openingFrom: z.string().min(1).nullable().default(null),
  }),
  // Read by the domain's own reader, which knows every rule for a line.
  state: z.unknown(),
  messages: z.array(chatMessageSchema).min(1),
  step: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  welcomeSeen: z.boolean(),
});

export function writeDraft(state: WizardState): void {
  const stored: z.infer<typeof storedDraftSchema> = {
    version: 1,
    form: state.form,
    state: toPlainState(state.history.present),
    messages: [...state.messages],
    step: state.step,
    welcomeSeen: state.welcomeSeen,
  };
  try {
    localStorage.setItem(draftKey(state.reportId), JSON.stringify(stored));
  } catch (error) {
    // Private mode or a full quota: the draft is a convenience, the wizard keeps working without it.
    console.warn('No se pudo guardar el borrador local', error);
  }
}

/**
 * The local draft of a new report, restored as unsaved work. Null when there is none or it cannot
 * be read (an older format, edited by hand): the wizard then starts from the defaults.
 */
export function readNewDraft(): WizardState | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(draftKey(null));
  } catch {
    return null;
  }
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  const parsed = storedDraftSchema.safeParse(json);
  if (!parsed.success) return null;
  const lines = fromPlainState(parsed.data.state, { newId });
  if (!lines.ok) return null;
  const d = parsed.data;
  return {
    reportId: null,
    version: null,
    form: d.form,
    history: createHistory(lines.state),
    messages: d.messages,
    step: d.step,
    welcomeSeen: d.welcomeSeen,
    dirty: true,
  };
}

export function clearDraft(reportId: string | null): void {
  try {
    localStorage.removeItem(draftKey(reportId));
  } catch {
    // Nothing to clear when storage is unavailable.
  }
}
