import { imbalance, isBalanced } from '../balance';
import { abs, cents, mulDiv, neg, type Cents } from '../money';
import { EQUATION_SIGN, type Currency } from '../sections';
import {
  account,
  assetAccount,
  CASH,
  expenseAccount,
  FINANCIAL_EXPENSES,
  incomeAccount,
  INVENTORIES,
  LONG_TERM_LOANS,
  MORTGAGES,
  OTHER_CURRENT_ASSETS,
  OTHER_NON_CURRENT_ASSETS,
  PAYABLES,
  RECEIVABLES,
  SALARIES,
  SALARIES_PAYABLE,
  sameAccount,
  SHORT_TERM_LOANS,
  SHORT_TERM_MONTHS,
  SUPPLIERS,
  type Account,
} from './accounts';
import { ask, isQuestion, positive, put, tidy, validMonths, type Lines, type Question } from './entry';
import type {
  AccountRef,
  BookedLine,
  Booking,
  BooksLine,
  BooksView,
  Reclassification,
  Revision,
  Settlement,
} from './movement';
import { payFor, receiveFor } from './settle';
import { QUESTION, summarize } from './text';

export const REVISED_LABEL = 'Asiento corregido';

export const REVISION_TEXT = {
  empty: 'No encuentro las líneas de ese asiento.',
  unbalanced: 'Ese asiento no cuadra en los libros; conviene borrarlo y registrarlo de nuevo.',
  noLine: (category: string): string => `Ese asiento no tiene la cuenta ${category}.`,
  noSettlement: 'Ese asiento no es una compra ni una venta: no tiene una forma de pago que cambiar.',
  noTerm: 'Ese asiento no tiene un préstamo cuyo plazo cambiar.',
  noSubject: 'Ese asiento no tiene una cuenta que se pueda reclasificar así.',
  noValuation: 'Ese asiento no tiene un bien cuya valoración cambiar.',
  newAmount: '¿Cuál es el importe correcto?',
} as const;

/** Accounts that say how an entry was paid or collected: cash, a receivable, a debt, the card, a loan. */
const CREDIT_SIDE: readonly Account[] = [
  PAYABLES,
  SUPPLIERS,
  SALARIES_PAYABLE,
  SHORT_TERM_LOANS,
  LONG_TERM_LOANS,
  MORTGAGES,
  RECEIVABLES,
];
const isCash = (l: BookedLine): boolean => sameAccount(l, CASH);
const isCredit = (l: BookedLine): boolean => CREDIT_SIDE.some((a) => sameAccount(l, a));
const isSettlement = (l: BookedLine): boolean => isCash(l) || isCredit(l);

/** The line's amount on the Debe (positive) or the Haber (negative): the sign it has in the equation. */
const debe = (l: BookedLine): number => EQUATION_SIGN[l.section] * l.amount;
const side = (l: BookedLine): number => Math.sign(debe(l));

function matches(l: BookedLine, ref: AccountRef): boolean {
  if (l.section !== ref.section || l.category !== ref.category) return false;
  return !ref.type || l.type === account(ref.section, ref.category, ref.type).type;
}

function toBooked(l: BooksLine): BookedLine {
  return put(account(l.section, l.category, l.type), l.amount, l.description);
}

function nothing(text: string): Booking {
  return { kind: 'nothing', text };
}

/**
 * Corrects an entry already in the books (movimientos §11): given all the lines of that one
 * transaction and the correction, returns the complete corrected entry (not the difference),
 * balanced, one line per account; or the question when the correction leaves a fact open; or
 * nothing, with the reason, when the correction does not apply to that entry. `books` is the
 * context the correction is made in; the rules applied today read only the entry.
 */
export function reviseEntry(
  lines: readonly BooksLine[],
  revision: Revision,
  _books: BooksView,
  currency: Currency,
): Booking {
  const entry = tidy(lines.map(toBooked));
  if (entry.length === 0) return nothing(REVISION_TEXT.empty);
  if (!isBalanced(entry)) return nothing(REVISION_TEXT.unbalanced);
  let revised: BookedLine[] | Question | Booking;
  switch (revision.kind) {
    case 'amount':
      revised = reviseAmount(entry, revision.amount, revision.line);
      break;
    case 'settlement':
      revised = reviseSettlement(entry, revision.settlement);
      break;
    case 'term':
      revised = reviseTerm(entry, revision.termMonths);
      break;
    case 'account':
      revised = reviseAccount(entry, revision.to, revision.line);
      break;
    case 'valuation':
      revised = reviseValuation(entry, revision.value, revision.line);
      break;
  }
  if (!Array.isArray(revised)) return revised;
  return finish(revised, currency);
}

function finish(lines: readonly BookedLine[], currency: Currency): Lines | Question {
  const out = tidy(lines);
  if (out.length === 0 || !isBalanced(out)) return ask('amount', REVISION_TEXT.newAmount);
  return { kind: 'lines', lines: out, summary: summarize(REVISED_LABEL, out, currency) };
}

function findLine(entry: readonly BookedLine[], ref: AccountRef): number | Booking {
  const i = entry.findIndex((l) => matches(l, ref));
  return i >= 0 ? i : nothing(REVISION_TEXT.noLine(ref.category));
}

/**
 * The line that absorbs a change of line `i` (whose amount was `old`): on the other side of the
 * entry, first one of the same size (its natural counterpart), then a debt or receivable, then cash,
 * then, with `preferEquity`, an equity line, then the largest.
 */
function counterpart(entry: readonly BookedLine[], i: number, old: Cents, preferEquity = false): number {
  const oldSide = Math.sign(EQUATION_SIGN[entry[i]?.section ?? 'assets'] * old);
  const others = entry.map((l, j) => ({ l, j })).filter(({ l, j }) => j !== i && side(l) === -oldSide);
  const tiers: ((l: BookedLine) => boolean)[] = [
    (l) => abs(l.amount) === abs(old),
    ...(preferEquity ? [(l: BookedLine) => l.section === 'equity'] : []),
    isCredit,
    isCash,
  ];
  for (const tier of tiers) {
    const hit = others.find(({ l }) => tier(l));
    if (hit) return hit.j;
  }
  const largest = [...others].sort((a, b) => abs(b.l.amount) - abs(a.l.amount))[0];
  return largest ? largest.j : -1;
}

/** Moves the entry's imbalance onto line `c`; a line that would change sign means the figure is wrong. */
function rebalance(entry: BookedLine[], c: number): BookedLine[] | Question {
  const imb = imbalance(entry);
  if (imb === 0) return entry;
  const line = entry[c];
  if (!line) return ask('amount', REVISION_TEXT.newAmount);
  const amount = cents(line.amount - EQUATION_SIGN[line.section] * imb);
  if (amount !== 0 && Math.sign(amount) !== Math.sign(line.amount))
    return ask('amount', REVISION_TEXT.newAmount);
  entry[c] = { ...line, amount };
  return entry;
}

function replaceLine(
  entry: readonly BookedLine[],
  i: number,
  amount: Cents,
  preferEquity = false,
): BookedLine[] | Question {
  const line = entry[i];
  if (!line) return ask('amount', REVISION_TEXT.newAmount);
  const out = [...entry];
  out[i] = { ...line, amount };
  return rebalance(
    out,
    sameSideSettlement(entry, i) ?? feeOfSale(entry, i) ?? counterpart(entry, i, line.amount, preferEquity),
  );
}

/**
 * A card terminal's fee kept out of a sale: the money received absorbs its change (the sale stays
 * what the customer paid).
 */
function feeOfSale(entry: readonly BookedLine[], i: number): number | undefined {
  const line = entry[i];
  if (!line || !sameAccount(line, FINANCIAL_EXPENSES)) return undefined;
  if (!entry.some((l) => l.section === 'revenues' && l.amount > 0)) return undefined;
  const j = entry.findIndex((l, k) => k !== i && isCash(l) && l.amount > 0);
  return j >= 0 ? j : undefined;
}

/**
 * When the line changed is a settlement line ('pagamos 500 al contado, no 400'), the other settlement
 * line on its side absorbs the change (the part on credit), so the total stays; a debt or receivable
 * first, then cash.
 */
function sameSideSettlement(entry: readonly BookedLine[], i: number): number | undefined {
  const line = entry[i];
  if (!line || !isSettlement(line)) return undefined;
  const mates = entry
    .map((l, j) => ({ l, j }))
    .filter(({ l, j }) => j !== i && isSettlement(l) && side(l) === side(line));
  return (mates.find(({ l }) => isCredit(l)) ?? mates[0])?.j;
}

/**
 * A new amount: for a named line, that line takes it (keeping its direction) and its counterpart
 * absorbs the difference (for a settlement line, the other settlement line beside it); for the whole entry, every line is scaled by new total ÷ old total (the
 * total being the Debe side), the cents of rounding going to a settlement line.
 */
function reviseAmount(entry: readonly BookedLine[], amount: Cents, ref?: AccountRef): BookedLine[] | Booking {
  if (!positive(amount)) return ask('amount', REVISION_TEXT.newAmount);
  if (ref) {
    const i = findLine(entry, ref);
    if (typeof i !== 'number') return i;
    const old = entry[i]?.amount ?? 0;
    return replaceLine(entry, i, old < 0 ? neg(amount) : amount);
  }
  const total = entry.reduce((t, l) => t + Math.max(0, debe(l)), 0);
  if (total === 0 || !Number.isSafeInteger(total)) return ask('amount', REVISION_TEXT.newAmount);
  const scaled = entry.map((l) => ({ ...l, amount: mulDiv(l.amount, amount, total) }));
  const order = scaled
    .map((l, j) => ({ l, j }))
    .sort(
      (a, b) => Number(isSettlement(b.l)) - Number(isSettlement(a.l)) || abs(b.l.amount) - abs(a.l.amount),
    );
  return rebalance(scaled, order[0]?.j ?? -1);
}

/**
 * Another way of paying or collecting: the settlement lines (cash, the debt or receivable, the card,
 * the loan) are replaced by those of the new settlement for the same total. An entry with income is
 * a sale (cash or Cuentas por cobrar); otherwise a purchase, whose credit stays with the account it
 * already used, or goes to Proveedores for stock, Salarios por pagar for pay, Cuentas por pagar else.
 */
function reviseSettlement(entry: readonly BookedLine[], settlement: Settlement): BookedLine[] | Booking {
  const sale = entry.some((l) => l.section === 'revenues' && l.amount > 0);
  const settles = (l: BookedLine): boolean =>
    sale
      ? (isCash(l) || sameAccount(l, RECEIVABLES)) && l.amount > 0
      : (isCash(l) && l.amount < 0) || (isCredit(l) && !sameAccount(l, RECEIVABLES) && l.amount > 0);
  const old = entry.filter(settles);
  const rest = entry.filter((l) => !settles(l));
  if (old.length === 0 || rest.length === 0 || rest.some(isCash)) return nothing(REVISION_TEXT.noSettlement);
  const total = cents(old.reduce((t, l) => t + abs(l.amount), 0));
  const description = old[0]?.description ?? '';
  let fresh: BookedLine[] | Question;
  if (sale) {
    fresh = receiveFor(total, settlement, description);
  } else {
    const kept = old.find((l) => [PAYABLES, SUPPLIERS, SALARIES_PAYABLE].some((a) => sameAccount(l, a)));
    const credit: Account = kept
      ? account(kept.section, kept.category, kept.type)
      : rest.some((l) => sameAccount(l, INVENTORIES) && l.amount > 0)
        ? SUPPLIERS
        : rest.some((l) => sameAccount(l, SALARIES) && l.amount > 0)
          ? SALARIES_PAYABLE
          : PAYABLES;
    fresh = payFor(total, settlement, credit, description);
  }
  if (isQuestion(fresh)) return fresh;
  return [...rest, ...fresh];
}

/**
 * Another term: the loans of the entry move to Préstamos a corto plazo (≤ 12 months) or a largo
 * plazo; without a loan, a loan given or deposit moves between Otros activos corrientes and no
 * corrientes. Mortgages stay where they are.
 */
function reviseTerm(entry: readonly BookedLine[], termMonths: number): BookedLine[] | Booking {
  if (!validMonths(termMonths)) return ask('term', QUESTION.term);
  const long = termMonths > SHORT_TERM_MONTHS;
  const loans = [SHORT_TERM_LOANS, LONG_TERM_LOANS];
  const claims = [OTHER_CURRENT_ASSETS, OTHER_NON_CURRENT_ASSETS];
  const isLoan = (l: BookedLine): boolean => loans.some((a) => sameAccount(l, a));
  const isClaim = (l: BookedLine): boolean => claims.some((a) => sameAccount(l, a)) && l.amount > 0;
  const moved = entry.some(isLoan) ? isLoan : entry.some(isClaim) ? isClaim : undefined;
  if (!moved) return nothing(REVISION_TEXT.noTerm);
  const to =
    moved === isLoan
      ? long
        ? LONG_TERM_LOANS
        : SHORT_TERM_LOANS
      : long
        ? OTHER_NON_CURRENT_ASSETS
        : OTHER_CURRENT_ASSETS;
  return entry.map((l) => (moved(l) ? put(to, l.amount, l.description) : l));
}

function reclassified(to: Reclassification): Account {
  if ('asset' in to) return assetAccount(to.asset);
  if ('expense' in to) return expenseAccount(to.expense);
  return incomeAccount(to.income);
}

/**
 * Another account: the named line (or the only line of the entry that can be that kind of thing: an
 * income for an income, else the asset or expense bought) moves to the new account with the same
 * Debe or Haber amount, so the entry still balances.
 */
function reviseAccount(
  entry: readonly BookedLine[],
  to: Reclassification,
  ref?: AccountRef,
): BookedLine[] | Booking {
  const target = reclassified(to);
  let i: number;
  if (ref) {
    const found = findLine(entry, ref);
    if (typeof found !== 'number') return found;
    i = found;
  } else {
    const candidates = entry
      .map((l, j) => ({ l, j }))
      .filter(({ l }) =>
        target.section === 'revenues'
          ? l.section === 'revenues' && l.amount > 0
          : (l.section === 'assets' || l.section === 'expenses') && !isSettlement(l) && debe(l) > 0,
      );
    if (candidates.length === 0) return nothing(REVISION_TEXT.noSubject);
    if (candidates.length > 1) return ask('which_line', QUESTION.whichLine);
    i = candidates[0]?.j ?? -1;
  }
  const line = entry[i];
  if (!line) return nothing(REVISION_TEXT.noSubject);
  const amount = cents(EQUATION_SIGN[target.section] * debe(line));
  return entry.map((l, j) => (j === i ? put(target, amount, l.description) : l));
}

/**
 * A new value for a thing (an in-kind contribution, an asset bought): the named asset line, or the
 * only asset of the entry that is not cash or a receivable, takes the value, and its counterpart
 * (the contribution of the same size, else the debt, else cash) absorbs the difference.
 */
function reviseValuation(
  entry: readonly BookedLine[],
  value: Cents,
  ref?: AccountRef,
): BookedLine[] | Booking {
  let i: number;
  if (ref) {
    const found = findLine(entry, ref);
    if (typeof found !== 'number') return found;
    i = found;
  } else {
    const things = entry
      .map((l, j) => ({ l, j }))
      .filter(({ l }) => l.section === 'assets' && !isSettlement(l) && l.amount > 0);
    if (things.length === 0) return nothing(REVISION_TEXT.noValuation);
    if (things.length > 1) return ask('which_line', QUESTION.whichLine);
    i = things[0]?.j ?? -1;
  }
  const line = entry[i];
  if (!line) return nothing(REVISION_TEXT.noValuation);
  if (!positive(value)) return ask('value', QUESTION.value(line.description));
  return replaceLine(entry, i, line.amount < 0 ? neg(value) : value, true);
}
