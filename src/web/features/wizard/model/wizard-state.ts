import {
  canRedo,
  canUndo,
  createHistory,
  emptyState,
  hasOpening,
  isIsoDate,
  openingBalancesOf,
  record,
  redateOpening,
  redo,
  replaceOpening,
  undo,
  type Currency,
  type History,
  type Line,
  type WorkingState,
} from '@/domain';
import { GREETING, type ChatMessage } from '@/shared/assistant';
import { DEFAULT_FORM, type CompanyForm, type StartKind, type WizardStep } from './types';

/** Everything the wizard edits, in one place so every change goes through the reducer. */
export interface WizardState {
  /** Null until the report is first saved. */
  readonly reportId: string | null;
  /** The version the server last gave us; a save must send it back (409 when stale). */
  readonly version: number | null;
  readonly form: CompanyForm;
  /** The five lists with undo and redo; the chat is not part of it, so undo never erases messages. */
  readonly history: History<WorkingState>;
  readonly messages: readonly ChatMessage[];
  readonly step: WizardStep;
  readonly welcomeSeen: boolean;
  /** The unsaved-change flag (specification §4). */
  readonly dirty: boolean;
  /**
   * The earlier report each opening put in this session came from, by the opening's balances. Undo
   * and redo change the lists, not the form: this lets a step back bring the link of the opening it
   * brings back (picked from A, then B, undone: A's lines and A's link).
   */
  readonly openingLinks?: Readonly<Record<string, string | null>>;
}

export type TextField = 'companyName' | 'startDate' | 'endDate';

export type WizardAction =
  | { readonly type: 'field'; readonly field: TextField; readonly value: string }
  | { readonly type: 'currency'; readonly currency: Currency }
  /**
   * How the report starts. 'new' removes the opening entry (the screen asks first); the other two
   * keep whatever opening there is until one is picked or applied.
   */
  | { readonly type: 'startKind'; readonly kind: StartKind }
  /**
   * The opening entry replaced by these lines (none: removed), and the earlier report they were
   * carried from (null when typed in): picking a report, applying typed balances, refreshing.
   */
  | {
      readonly type: 'opening';
      readonly lines: readonly Line[];
      readonly openingFrom: string | null;
    }
  | { readonly type: 'goTo'; readonly step: WizardStep }
  | { readonly type: 'welcomeSeen' }
  | { readonly type: 'userMessage'; readonly content: string }
  /** The assistant's answer, with the new lists when the answer booked something. */
  | { readonly type: 'assistantMessage'; readonly content: string; readonly state?: WorkingState }
  /** A change to the lists made outside the chat (a manual delete in the side panel). */
  | { readonly type: 'book'; readonly state: WorkingState }
  | { readonly type: 'undo' }
  | { readonly type: 'redo' }
  | { readonly type: 'saved'; readonly reportId: string; readonly version: number }
  | { readonly type: 'reset' };

export const GREETING_MESSAGE: ChatMessage = { role: 'assistant', content: GREETING };

/** The wizard draft default of specification §3. */
export function initialWizardState(): WizardState {
  return {
    reportId: null,
    version: null,
    form: DEFAULT_FORM,
    history: createHistory(emptyState()),
    messages: [GREETING_MESSAGE],
    step: 1,
    welcomeSeen: false,
    dirty: false,
  };
}

/**
 * The opening entry of every snapshot moved to the new first day of the period. The date follows
 * the start date, which undo does not touch, so a step back never brings an opening dated on a day
 * the period no longer starts (the server would refuse it).
 */
function redated(history: History<WorkingState>, date: string): History<WorkingState> {
  const one = (s: WorkingState) => (hasOpening(s) ? redateOpening(s, date) : s);
  return { past: history.past.map(one), present: one(history.present), future: history.future.map(one) };
}

/** An opening told apart by its balances per account, whatever its line ids or descriptions. */
function openingKey(s: WorkingState): string {
  return JSON.stringify(openingBalancesOf(s).map((b) => [b.section, b.type ?? '', b.category, b.amount]));
}

/**
 * The form after undo or redo: no opening, no link; an opening put in this session, its own link, and
 * the start kind that goes with it (a carried opening brought back by undoing 'Empresa nueva').
 */
function linkAfterStep(state: WizardState, history: History<WorkingState>): WizardState {
  const present = history.present;
  const opened = hasOpening(present);
  const key = opened ? openingKey(present) : '';
  const known = opened && state.openingLinks !== undefined && key in state.openingLinks;
  const openingFrom = !opened ? null : known ? (state.openingLinks?.[key] ?? null) : state.form.openingFrom;
  const start =
    opened && openingFrom !== null
      ? 'carried'
      : opened && state.form.start === 'new'
        ? 'opening'
        : state.form.start;
  const form =
    openingFrom === state.form.openingFrom && start === state.form.start
      ? state.form
      : { ...state.form, openingFrom, start };
  return { ...state, history, dirty: true, form };
}

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  switch (action.type) {
    case 'field': {
      if (state.form[action.field] === action.value) return state;
      const form = { ...state.form, [action.field]: action.value };
      const history =
        action.field === 'startDate' && isIsoDate(action.value)
          ? redated(state.history, action.value)
          : state.history;
      return { ...state, form, history, dirty: true };
    }
    case 'currency':
      if (state.form.currency === action.currency) return state;
      return { ...state, form: { ...state.form, currency: action.currency }, dirty: true };
    case 'startKind': {
      if (state.form.start === action.kind) return state;
      const history =
        action.kind === 'new'
          ? record(state.history, replaceOpening(state.history.present, []))
          : state.history;
      // Only a carried opening names its source; a kind picked anew starts without one.
      const form = { ...state.form, start: action.kind, openingFrom: null };
      return { ...state, form, history, dirty: true };
    }
    case 'opening': {
      const history = record(state.history, replaceOpening(state.history.present, action.lines));
      if (history === state.history && state.form.openingFrom === action.openingFrom) return state;
      const openingLinks = { ...state.openingLinks, [openingKey(history.present)]: action.openingFrom };
      return {
        ...state,
        form: { ...state.form, openingFrom: action.openingFrom },
        history,
        dirty: true,
        openingLinks,
      };
    }
    case 'goTo':
      return state.step === action.step ? state : { ...state, step: action.step };
    case 'welcomeSeen':
      return state.welcomeSeen ? state : { ...state, welcomeSeen: true };
    case 'userMessage':
      return {
        ...state,
        messages: [...state.messages, { role: 'user', content: action.content }],
        dirty: true,
      };
    case 'assistantMessage': {
      // Opening balances told in the chat make a report that started from zero an existing company's.
      const opened = state.form.start === 'new' && action.state !== undefined && hasOpening(action.state);
      return {
        ...state,
        form: opened ? { ...state.form, start: 'opening' } : state.form,
        messages: [...state.messages, { role: 'assistant', content: action.content }],
        history: action.state ? record(state.history, action.state) : state.history,
        dirty: true,
      };
    }
    case 'book': {
      const history = record(state.history, action.state);
      return history === state.history ? state : { ...state, history, dirty: true };
    }
    case 'undo':
      return canUndo(state.history) ? linkAfterStep(state, undo(state.history)) : state;
    case 'redo':
      return canRedo(state.history) ? linkAfterStep(state, redo(state.history)) : state;
    case 'saved':
      return { ...state, reportId: action.reportId, version: action.version, dirty: false };
    case 'reset':
      return initialWizardState();
  }
}
