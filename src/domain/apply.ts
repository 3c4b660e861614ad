import { imbalance } from './balance';
import { canonicalName, catalogTypeOf, fallbackCategory, normalizeName } from './catalog';
import { debeHaber } from './debe-haber';
import { formatAmount, formatMoney, isIsoDate } from './format';
import {
  appendLines,
  makeLine,
  removeTransactions,
  type Line,
  type StateView,
  type WorkingState,
} from './lines';
import { MAX_ABS_CENTS, parseAmount, type Cents } from './money';
import {
  isBalanceSection,
  mergeBalances,
  openingBalancesOf,
  openingDifference,
  openingEntryLines,
  openingLinesOf,
  OPENING_MESSAGES,
  replaceOpening,
  type OpeningBalance,
} from './opening';
import { OPENING_TRANSACTION_ID } from './entries';
import {
  SECTIONS,
  isAccountType,
  isSection,
  sectionHasType,
  type AccountType,
  type Currency,
} from './sections';

/** The six actions of the assistant's reply (specification §3). */
export const REPLY_ACTIONS = ['register', 'edit', 'delete', 'query', 'clarify', 'inform'] as const;
export type ReplyAction = (typeof REPLY_ACTIONS)[number];

/**
 * The reply as it arrives, before anyone trusted it: every field may be missing or of another type.
 * The domain reads it structurally so it does not depend on the server's schema library.
 */
export interface RawReply {
  readonly action?: unknown;
  readonly response?: unknown;
  readonly transactions?: unknown;
  readonly transactions_to_remove?: unknown;
  readonly transactions_to_add?: unknown;
  /** true: the lines are opening balances (the asiento de apertura), not a movement of the period. */
  readonly opening?: unknown;
}

export interface ApplyOptions {
  /** Source of ids for the new lines and the new entry (the caller owns randomness). */
  readonly newId: () => string;
  /** Only used to write amounts in the reasons. */
  readonly currency?: Currency;
  /** The report's period: dates outside it are dropped with a warning. */
  readonly period?: { readonly start: string; readonly end: string };
}

export type ApplyKind = 'registered' | 'edited' | 'deleted' | 'none';

export type ApplyResult =
  | {
      readonly ok: true;
      readonly state: WorkingState;
      readonly kind: ApplyKind;
      readonly action: ReplyAction;
      /** Lines skipped or corrected, in Spanish, for the console or a discreet notice. */
      readonly warnings: string[];
      /** The success toast of §8 for this change, or null when nothing changed. */
      readonly toast: string | null;
      /** The new entry's id (register and edit). */
      readonly transactionId?: string;
      readonly removedTransactionIds: string[];
    }
  | { readonly ok: false; readonly reason: string; readonly warnings: string[] };

const TOAST: Readonly<Record<ApplyKind, string | null>> = {
  registered: '¡Movimiento Registrado!',
  edited: '¡Movimiento Editado!',
  deleted: '¡Movimiento Eliminado!',
  none: null,
};

/** A parsed reply line, before it gets ids. */
export type DraftLine = Omit<Line, 'id' | 'transactionId'>;

/**
 * Applies an assistant reply to the working state as specification §4 and §5 say, with one rule
 * more: a group that does not balance is never applied, and the caller gets the reason instead. The
 * input state is never modified; a refused reply leaves it as it was.
 */
export function applyReply(state: StateView, rawReply: unknown, opts: ApplyOptions): ApplyResult {
  const warnings: string[] = [];
  if (!isRecord(rawReply))
    return fail(
      'La respuesta del asistente no tiene el formato esperado; no se aplicó ningún cambio.',
      warnings,
    );
  const reply: RawReply = rawReply;
  const action = reply.action;
  if (!isReplyAction(action)) {
    return fail(
      `La respuesta del asistente trae una acción desconocida («${String(action)}»); no se aplicó ningún cambio.`,
      warnings,
    );
  }
  const unchanged = (): ApplyResult => ({
    ok: true,
    state: viewAsState(state),
    kind: 'none',
    action,
    warnings,
    toast: null,
    removedTransactionIds: [],
  });

  switch (action) {
    case 'query':
    case 'clarify':
    case 'inform':
      return unchanged();
    case 'register': {
      if (reply.opening === true) return registerOpening(state, reply, warnings, opts, false);
      const source = nonEmptyArray(reply.transactions) ?? nonEmptyArray(reply.transactions_to_add) ?? [];
      const drafts = parseReplyLines(source, warnings, opts);
      if (drafts.length === 0) return fail(noLinesReason('No se registró nada', warnings), warnings);
      const unbalanced = unbalancedReason(drafts, opts.currency);
      if (unbalanced) return fail(unbalanced, warnings);
      const { lines, transactionId } = materialize(drafts, opts.newId);
      return {
        ok: true,
        state: appendLines(state, lines),
        kind: 'registered',
        action,
        warnings,
        toast: TOAST.registered,
        transactionId,
        removedTransactionIds: [],
      };
    }
    case 'edit': {
      if (reply.opening === true) return registerOpening(state, reply, warnings, opts, true);
      const ids = readRemovedIds(reply.transactions_to_remove, warnings);
      if (ids.length === 0)
        return fail('La edición no indica qué movimiento cambiar; no se aplicó ningún cambio.', warnings);
      if (ids.includes(OPENING_TRANSACTION_ID)) return fail(OPENING_MESSAGES.notFromChat, warnings);
      const missing = missingIds(state, ids);
      if (missing) return fail(missing, warnings);
      const source = nonEmptyArray(reply.transactions_to_add) ?? nonEmptyArray(reply.transactions) ?? [];
      const drafts = parseReplyLines(source, warnings, opts);
      if (drafts.length === 0) return fail(noLinesReason('No se editó nada', warnings), warnings);
      const unbalanced = unbalancedReason(drafts, opts.currency);
      if (unbalanced) return fail(unbalanced, warnings);
      const { lines, transactionId } = materialize(drafts, opts.newId);
      return {
        ok: true,
        state: appendLines(removeTransactions(state, new Set(ids)), lines),
        kind: 'edited',
        action,
        warnings,
        toast: TOAST.edited,
        transactionId,
        removedTransactionIds: ids,
      };
    }
    case 'delete': {
      const ids = readRemovedIds(reply.transactions_to_remove, warnings);
      if (ids.length === 0)
        return fail('La eliminación no indica qué movimiento borrar; no se aplicó ningún cambio.', warnings);
      if (ids.includes(OPENING_TRANSACTION_ID)) return fail(OPENING_MESSAGES.notFromChat, warnings);
      const missing = missingIds(state, ids);
      if (missing) return fail(missing, warnings);
      return {
        ok: true,
        state: removeTransactions(state, new Set(ids)),
        kind: 'deleted',
        action,
        warnings,
        toast: TOAST.deleted,
        removedTransactionIds: ids,
      };
    }
  }
}

/**
 * Opening balances told in the chat ('ya teníamos 5.000 en el banco'): added to the opening entry
 * (an edit replaces it), which must still balance; the gap goes to 'Resultados acumulados' only in
 * a reply that says so, after the user confirmed it.
 */
function registerOpening(
  state: StateView,
  reply: RawReply,
  warnings: string[],
  opts: ApplyOptions,
  replace: boolean,
): ApplyResult {
  const source = nonEmptyArray(reply.transactions) ?? nonEmptyArray(reply.transactions_to_add) ?? [];
  const drafts = parseReplyLines(source, warnings, opts);
  if (drafts.length === 0) return fail(noLinesReason('No se registró nada', warnings), warnings);
  const balances: OpeningBalance[] = [];
  for (const d of drafts) {
    if (!isBalanceSection(d.section)) return fail(OPENING_MESSAGES.onlyBalanceSheet, warnings);
    balances.push({ section: d.section, category: d.category, type: d.type, amount: d.amount });
  }
  const merged = mergeBalances(replace ? balances : [...openingBalancesOf(state), ...balances]);
  const diff = openingDifference(merged);
  if (diff !== 0) {
    const gap = opts.currency ? formatMoney(diff, opts.currency) : formatAmount(diff);
    return fail(`${OPENING_MESSAGES.unbalanced} (diferencia: ${gap})`, warnings);
  }
  const date = opts.period?.start ?? openingLinesOf(state)[0]?.date;
  const lines = openingEntryLines(merged, { date, newId: opts.newId });
  return {
    ok: true,
    state: replaceOpening(state, lines),
    kind: replace ? 'edited' : 'registered',
    action: replace ? 'edit' : 'register',
    warnings,
    toast: TOAST[replace ? 'edited' : 'registered'],
    transactionId: OPENING_TRANSACTION_ID,
    removedTransactionIds: [],
  };
}

export function isReplyAction(value: unknown): value is ReplyAction {
  return typeof value === 'string' && (REPLY_ACTIONS as readonly string[]).includes(value);
}

/**
 * Reads the lines of a reply (specification §5): a line without section or data, without amount or
 * with an amount that is not a number is skipped, and so is a line of a section that does not exist;
 * each skip leaves a warning. Names are matched to the catalogue's spelling; other names are custom.
 */
export function parseReplyLines(
  raw: readonly unknown[],
  warnings: string[],
  opts: Pick<ApplyOptions, 'period'> = {},
): DraftLine[] {
  const out: DraftLine[] = [];
  raw.forEach((item, i) => {
    const line = parseReplyLine(item, i + 1, warnings, opts);
    if (line) out.push(line);
  });
  return out;
}

function parseReplyLine(
  item: unknown,
  n: number,
  warnings: string[],
  opts: Pick<ApplyOptions, 'period'>,
): DraftLine | null {
  if (
    !isRecord(item) ||
    item.section === undefined ||
    item.section === null ||
    item.section === '' ||
    !isRecord(item.data)
  ) {
    warnings.push(`Se omitió la línea ${n}: le falta la sección o los datos.`);
    return null;
  }
  const data = item.data;
  const description = typeof data.description === 'string' ? data.description.trim() : '';
  const label = description ? `la línea ${n} («${description}»)` : `la línea ${n}`;
  if (!isSection(item.section)) {
    warnings.push(`Se omitió ${label}: la sección «${String(item.section)}» no existe.`);
    return null;
  }
  const section = item.section;
  if (data.amount === undefined || data.amount === null) {
    warnings.push(`Se omitió ${label}: no trae monto.`);
    return null;
  }
  const amount = parseAmount(data.amount);
  if (amount === null) {
    warnings.push(`Se omitió ${label}: el monto «${String(data.amount)}» no es un número.`);
    return null;
  }
  if (Math.abs(amount) > MAX_ABS_CENTS) {
    warnings.push(`Se omitió ${label}: el monto está fuera del rango permitido.`);
    return null;
  }

  const givenType = isAccountType(data.type) ? data.type : undefined;
  if (sectionHasType(section) && data.type !== undefined && data.type !== null && givenType === undefined) {
    warnings.push(`En ${label} el plazo «${String(data.type)}» no es válido; se dedujo de la cuenta.`);
  }
  let category = typeof data.category === 'string' ? data.category.trim() : '';
  if (!category) {
    category = fallbackCategory(section, givenType);
    warnings.push(`${capitalize(label)} no trae cuenta ni categoría; se registró en «${category}».`);
  }
  const canonical = canonicalName(section, category);
  if (canonical) category = canonical;

  let type: AccountType | undefined;
  if (sectionHasType(section)) {
    const catalogType = canonical ? catalogTypeOf(section, canonical) : undefined;
    if (catalogType) {
      if (givenType && givenType !== catalogType) {
        warnings.push(
          `En ${label} «${category}» es una cuenta ${catalogType === 'corriente' ? 'corriente' : 'no corriente'}; se corrigió el plazo.`,
        );
      }
      type = catalogType;
    } else {
      type = givenType ?? guessTerm(category);
    }
  }

  let date: string | undefined;
  if (data.date !== undefined && data.date !== null && data.date !== '') {
    if (!isIsoDate(data.date)) {
      warnings.push(`En ${label} la fecha «${String(data.date)}» no es válida; se registró sin fecha.`);
    } else if (opts.period && (data.date < opts.period.start || data.date > opts.period.end)) {
      warnings.push(
        `En ${label} la fecha ${data.date} está fuera del período del reporte; se registró sin fecha.`,
      );
    } else {
      date = data.date;
    }
  }

  return {
    section,
    category,
    ...(type ? { type } : {}),
    description,
    amount,
    ...(date ? { date } : {}),
    ...(canonical ? {} : { isCustom: true }),
  };
}

/** A custom asset or liability with no term: 'largo plazo' in its name says non-current, else current. */
function guessTerm(name: string): AccountType {
  return /largo plazo|no corriente/.test(normalizeName(name)) ? 'no_corriente' : 'corriente';
}

function materialize(
  drafts: readonly DraftLine[],
  newId: () => string,
): { lines: Line[]; transactionId: string } {
  const transactionId = newId();
  return { transactionId, lines: drafts.map((d) => makeLine({ ...d, id: newId(), transactionId })) };
}

/** Null when the group balances; else the Spanish reason with Debe and Haber totals. */
export function unbalancedReason(
  lines: readonly Pick<Line, 'section' | 'amount'>[],
  currency?: Currency,
): string | null {
  if (imbalance(lines) === 0) return null;
  let debe = 0;
  let haber = 0;
  for (const l of lines) {
    const dh = debeHaber(l);
    debe += dh.debe;
    haber += dh.haber;
  }
  const fmt = (c: number) => (currency ? formatMoney(c as Cents, currency) : formatAmount(c as Cents));
  return `El asiento no cuadra: el Debe suma ${fmt(debe)} y el Haber ${fmt(haber)} (diferencia de ${fmt(Math.abs(debe - haber))}). No se aplicó ningún cambio.`;
}

function readRemovedIds(raw: unknown, warnings: string[]): string[] {
  if (!Array.isArray(raw)) return [];
  const ids: string[] = [];
  for (const item of raw) {
    const id = isRecord(item) ? item.transaction_id : undefined;
    if ((typeof id === 'string' && id.trim() !== '') || typeof id === 'number') {
      const s = String(id).trim();
      if (!ids.includes(s)) ids.push(s);
    } else {
      warnings.push('Se ignoró un elemento de transactions_to_remove sin transaction_id.');
    }
  }
  return ids;
}

function missingIds(state: StateView, ids: readonly string[]): string | null {
  const present = new Set<string>();
  for (const s of SECTIONS)
    for (const l of state[s]) if (l.transactionId !== undefined) present.add(l.transactionId);
  const missing = ids.filter((id) => !present.has(id));
  if (missing.length === 0) return null;
  const list = missing.map((id) => `«${id}»`).join(', ');
  return missing.length === 1
    ? `No existe ningún movimiento con el identificador ${list}; no se aplicó ningún cambio.`
    : `No existen movimientos con los identificadores ${list}; no se aplicó ningún cambio.`;
}

function noLinesReason(prefix: string, warnings: readonly string[]): string {
  const why = warnings.length ? ` ${warnings.join(' ')}` : '';
  return `${prefix}: la respuesta no trae ninguna línea válida.${why}`;
}

function fail(reason: string, warnings: string[]): ApplyResult {
  return { ok: false, reason, warnings };
}

function nonEmptyArray(value: unknown): readonly unknown[] | undefined {
  return Array.isArray(value) && value.length > 0 ? value : undefined;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** The domain never mutates a state, so handing the same lists back is safe and keeps identity. */
function viewAsState(state: StateView): WorkingState {
  return state as WorkingState;
}
