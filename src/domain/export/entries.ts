import { journal, type JournalEntry } from '../books';
import type { StateView } from '../lines';
import { cents, type Cents } from '../money';
import { plainTextAccounts, type PlainTextAccount } from './accounts';
import type { Currency } from '../sections';

/** What the exported file says about the books: whose they are, in which currency, which period. */
export interface ExportMeta {
  readonly company: string;
  readonly currency: Currency;
  /** YYYY-MM-DD; the date of every entry that has none. */
  readonly startDate: string;
  /** YYYY-MM-DD. */
  readonly endDate: string;
}

/** One posting: an account and its signed amount, Debe positive and Haber negative. */
export interface Posting {
  readonly account: PlainTextAccount;
  readonly amount: Cents;
  /** The line's own description, when it says more than the entry's concept. */
  readonly description?: string;
}

export interface PlainEntry {
  readonly number: number;
  readonly date: string;
  readonly dated: boolean;
  readonly concept: string;
  readonly postings: readonly Posting[];
  /** Debe − Haber of an entry that does not balance (zero when it does). */
  readonly discrepancy: Cents;
  readonly note?: string;
}

export interface PlainBooks {
  readonly accounts: readonly PlainTextAccount[];
  readonly entries: readonly PlainEntry[];
  /** The earliest date in the file, where every account opens. */
  readonly openDate: string;
  readonly hasDiscrepancy: boolean;
}

/**
 * The Libro Diario in the form both plain-text files share: the journal's entries, numbers and
 * concepts as the app shows them, each line signed from its Debe and Haber (the tools' convention:
 * debits positive, so revenues and liabilities come out negative).
 */
export function plainBooks(state: StateView, meta: ExportMeta): PlainBooks {
  const accounts = plainTextAccounts(state);
  const byKey = new Map(accounts.map((a) => [a.key, a]));
  let openDate = meta.startDate;
  let hasDiscrepancy = false;
  const entries = journal(state).entries.map((e: JournalEntry): PlainEntry => {
    const date = e.date ?? meta.startDate;
    if (date < openDate) openDate = date;
    const postings = e.lines.map((l): Posting => {
      const account = byKey.get(l.accountKey);
      if (account === undefined) throw new Error(`Cuenta sin ruta en la exportación: ${l.accountKey}`);
      const amount = cents(l.debe - l.haber);
      return l.description !== e.concept
        ? { account, amount, description: l.description }
        : { account, amount };
    });
    const discrepancy = cents(e.totalDebe - e.totalHaber);
    if (discrepancy !== 0) hasDiscrepancy = true;
    return {
      number: e.number,
      date,
      dated: e.date !== undefined,
      concept: e.concept,
      postings,
      discrepancy,
      note: e.note,
    };
  });
  return { accounts, entries, openDate, hasDiscrepancy };
}
