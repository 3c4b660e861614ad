import { accountBalances } from './accounts';
import { imbalance } from './balance';
import { OPENING_TRANSACTION_ID } from './entries';
import { ACCOUNT, canonicalName, catalogRank } from './catalog';
import {
  accountKey,
  emptyState,
  makeLine,
  termOf,
  type Line,
  type StateView,
  type WorkingState,
} from './lines';
import { cents, type Cents } from './money';
import { SECTIONS, sectionHasType, type AccountType, type Section } from './sections';

/*
 * Opening balances (month two, or a company that existed before these books). They are one entry of
 * the report's own journal, the 'Asiento de apertura', under a reserved transactionId: the statements,
 * the books, the exports and the assistant read them as any other entry, and a save stores them in
 * the same transaction as the rest. What makes them an opening, and not a movement of the period, is
 * decided here: the cash flow starts from their cash instead of counting it as a flow, the equity
 * statement starts from their equity, and the journal shows them first.
 */

export const OPENING_LINE_DESCRIPTION = 'Saldo inicial';

/** The sections an opening balance may sit in: a new period starts with no revenues or expenses. */
export type BalanceSection = 'assets' | 'liabilities' | 'equity';
export const BALANCE_SECTIONS: readonly BalanceSection[] = ['assets', 'liabilities', 'equity'];

export function isBalanceSection(section: Section): section is BalanceSection {
  return section === 'assets' || section === 'liabilities' || section === 'equity';
}

/** One account's opening balance, signed in its section's sense (a loss carried is negative equity). */
export interface OpeningBalance {
  readonly section: BalanceSection;
  readonly category: string;
  /** Term, assets and liabilities only. */
  readonly type?: AccountType;
  readonly amount: Cents;
}

export function isOpeningLine(line: Pick<Line, 'transactionId'>): boolean {
  return line.transactionId === OPENING_TRANSACTION_ID;
}

export function hasOpening(state: StateView): boolean {
  for (const s of BALANCE_SECTIONS) for (const l of state[s]) if (isOpeningLine(l)) return true;
  return false;
}

/** The opening entry's lines, in chart order. */
export function openingLinesOf(state: StateView): Line[] {
  const out: Line[] = [];
  for (const s of BALANCE_SECTIONS) for (const l of state[s]) if (isOpeningLine(l)) out.push(l);
  return out;
}

function normalized(b: OpeningBalance): OpeningBalance {
  const category = canonicalName(b.section, b.category) ?? b.category;
  if (!sectionHasType(b.section)) return { section: b.section, category, amount: b.amount };
  const type = termOf({ section: b.section, category, type: b.type }) ?? 'corriente';
  return { section: b.section, category, type, amount: b.amount };
}

/**
 * Balances per account (section, term, name), zeros dropped, in chart order: two rows of one account
 * add up, so a list typed with a repeated account and the same list typed once are the same opening.
 */
export function mergeBalances(list: readonly OpeningBalance[]): OpeningBalance[] {
  const byKey = new Map<string, OpeningBalance>();
  for (const raw of list) {
    const b = normalized(raw);
    const key = accountKey(b);
    const had = byKey.get(key);
    byKey.set(key, had ? { ...had, amount: cents(had.amount + b.amount) } : b);
  }
  const order: Record<BalanceSection, number> = { assets: 0, liabilities: 1, equity: 2 };
  return [...byKey.values()]
    .filter((b) => b.amount !== 0)
    .sort((x, y) => {
      const tx = x.type === 'no_corriente' ? 1 : 0;
      const ty = y.type === 'no_corriente' ? 1 : 0;
      const rx = catalogRank(x.section, x.category);
      const ry = catalogRank(y.section, y.category);
      return (
        order[x.section] - order[y.section] ||
        tx - ty ||
        (rx === ry ? x.category.localeCompare(y.category, 'es') : rx < ry ? -1 : 1)
      );
    });
}

/** Assets − liabilities − equity of an opening: zero when it balances. */
export function openingDifference(list: readonly OpeningBalance[]): Cents {
  return imbalance(list);
}

/**
 * The opening balanced against 'Resultados acumulados' (the gap between what the company has and
 * what it owes and was given is what it earned or lost before). Only for the user to confirm: never
 * applied silently.
 */
export function balanceAgainstRetained(list: readonly OpeningBalance[]): OpeningBalance[] {
  const diff = openingDifference(list);
  if (diff === 0) return mergeBalances(list);
  return mergeBalances([...list, { section: 'equity', category: ACCOUNT.retainedEarnings, amount: diff }]);
}

/**
 * The balance sheet a period closes with, as the next period's opening: every asset, liability and
 * equity account with its balance, and the period's result (with any 'Resultado del ejercicio'
 * booked) moved to 'Resultados acumulados', so revenues and expenses start again at zero.
 */
export function closingBalances(state: StateView): OpeningBalance[] {
  const out: OpeningBalance[] = [];
  let result = 0;
  for (const b of accountBalances(state)) {
    switch (b.section) {
      case 'revenues':
        result += b.amount;
        break;
      case 'expenses':
        result -= b.amount;
        break;
      case 'equity':
        if (!b.isCustom && b.account === ACCOUNT.currentYearEarnings) result += b.amount;
        else out.push({ section: 'equity', category: b.account, amount: b.amount });
        break;
      default:
        out.push({ section: b.section, category: b.account, type: b.type, amount: b.amount });
    }
  }
  out.push({ section: 'equity', category: ACCOUNT.retainedEarnings, amount: cents(result) });
  return mergeBalances(out);
}

/** The lines of the opening entry for these balances, dated the first day of the period. */
export function openingEntryLines(
  balances: readonly OpeningBalance[],
  opts: { readonly date: string | undefined; readonly newId: () => string },
): Line[] {
  return mergeBalances(balances).map((b) =>
    makeLine({
      id: opts.newId(),
      transactionId: OPENING_TRANSACTION_ID,
      section: b.section,
      category: b.category,
      ...(b.type ? { type: b.type } : {}),
      description: OPENING_LINE_DESCRIPTION,
      amount: b.amount,
      ...(opts.date ? { date: opts.date } : {}),
      ...(catalogRank(b.section, b.category) === Number.POSITIVE_INFINITY ? { isCustom: true } : {}),
    }),
  );
}

/**
 * The state with its opening entry replaced by these lines (none: the opening removed). The opening
 * goes first in every list it touches, so it is the first entry of the journal whatever was booked
 * before it was typed or refreshed.
 */
export function replaceOpening(state: StateView, lines: readonly Line[]): WorkingState {
  const next = emptyState();
  for (const s of SECTIONS) {
    const list = state[s];
    const added = lines.filter((l) => l.section === s);
    const kept = list.filter((l) => !isOpeningLine(l));
    next[s] = added.length === 0 && kept.length === list.length ? (list as Line[]) : [...added, ...kept];
  }
  return next;
}

/** The opening entry moved to a new first day of the period (the start date changed). */
export function redateOpening(state: StateView, date: string): WorkingState {
  const next = emptyState();
  for (const s of SECTIONS) {
    const list = state[s];
    next[s] = list.some((l) => isOpeningLine(l) && l.date !== date)
      ? list.map((l) => (isOpeningLine(l) ? makeLine({ ...l, date }) : l))
      : (list as Line[]);
  }
  return next;
}

/** The opening of a state as balances per account. */
export function openingBalancesOf(state: StateView): OpeningBalance[] {
  return mergeBalances(
    openingLinesOf(state).flatMap((l) =>
      isBalanceSection(l.section)
        ? [{ section: l.section, category: l.category, type: l.type, amount: l.amount }]
        : [],
    ),
  );
}

/** One account whose opening differs from the balances it is compared with. */
export interface OpeningChange {
  readonly balance: Pick<OpeningBalance, 'section' | 'category' | 'type'>;
  /** What the opening holds now (zero when the account is not in it). */
  readonly from: Cents;
  /** What the other balances hold (zero when the account is not among them). */
  readonly to: Cents;
}

/** The accounts whose amounts differ between an opening and other balances (a closing), in chart order. */
export function openingChanges(
  opening: readonly OpeningBalance[],
  closing: readonly OpeningBalance[],
): OpeningChange[] {
  const now = new Map(mergeBalances(opening).map((b) => [accountKey(b), b]));
  const then = new Map(mergeBalances(closing).map((b) => [accountKey(b), b]));
  const keys = [...new Set([...then.keys(), ...now.keys()])];
  const out: OpeningChange[] = [];
  for (const key of keys) {
    const a = now.get(key);
    const b = then.get(key);
    const from = a?.amount ?? cents(0);
    const to = b?.amount ?? cents(0);
    if (from !== to) out.push({ balance: (b ?? a) as OpeningBalance, from, to });
  }
  return out;
}

/** Whether the state's opening holds exactly these balances (descriptions and ids aside). */
export function openingMatches(state: StateView, balances: readonly OpeningBalance[]): boolean {
  return openingChanges(openingBalancesOf(state), balances).length === 0;
}

/** Why a report cannot continue from an earlier one (its OPENING_MESSAGES key), or null when it can. */
export function continuationProblem(
  earlier: { readonly currency: string; readonly endDate: string },
  later: { readonly currency: string; readonly startDate: string },
): 'sourceCurrency' | 'sourcePeriod' | null {
  if (earlier.currency !== later.currency) return 'sourceCurrency';
  if (earlier.endDate >= later.startDate) return 'sourcePeriod';
  return null;
}

/** A report the new one may continue from: it must end before the new period starts, in the same currency. */
export function canContinueFrom(
  earlier: { readonly currency: string; readonly endDate: string },
  later: { readonly currency: string; readonly startDate: string },
): boolean {
  return continuationProblem(earlier, later) === null;
}

export const OPENING_MESSAGES = {
  onlyBalanceSheet:
    'El asiento de apertura solo lleva activos, pasivos y patrimonio: los ingresos y gastos empiezan en cero.',
  unbalanced:
    'El asiento de apertura no cuadra: activos = pasivos + patrimonio. Confirma llevar la diferencia a Resultados acumulados.',
  date: 'El asiento de apertura lleva la fecha del primer día del período.',
  sourceCurrency: 'El reporte anterior debe estar en la misma moneda.',
  sourcePeriod: 'El reporte anterior debe terminar antes de que empiece este período.',
  sourceMissing: 'El reporte anterior no existe o no es tuyo.',
  sourceSelf: 'Un reporte no puede continuar desde sí mismo.',
  sourceMismatch:
    'Los saldos iniciales no coinciden con el cierre del reporte anterior: vuelve a elegirlo para traerlos de nuevo.',
  notFromChat:
    'El asiento de apertura no se cambia desde el chat: edita los saldos iniciales en el paso 1 (Datos de la Empresa).',
} as const;

/** What is wrong with a state's opening entry for a period starting on `startDate`; empty when nothing. */
export function openingProblems(
  lines: readonly Pick<Line, 'section' | 'amount' | 'date'>[],
  startDate: string,
): string[] {
  if (lines.length === 0) return [];
  const problems: string[] = [];
  if (lines.some((l) => !isBalanceSection(l.section))) problems.push(OPENING_MESSAGES.onlyBalanceSheet);
  if (imbalance(lines) !== 0) problems.push(OPENING_MESSAGES.unbalanced);
  if (lines.some((l) => l.date !== startDate)) problems.push(OPENING_MESSAGES.date);
  return problems;
}
