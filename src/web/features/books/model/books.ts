import {
  fromPlainState,
  journal,
  ledgerFromJournal,
  trialBalance,
  type Journal,
  type Ledger,
  type TrialBalance,
} from '@/domain';
import type { Sections } from '@/shared/reports';

export interface Books {
  readonly journal: Journal;
  readonly ledger: Ledger;
  readonly trialBalance: TrialBalance;
}

/**
 * The three books of a saved report, from the same domain the server's PDFs use. The ledger is
 * grouped from the journal already built rather than booked a second time.
 */
export function booksOf(sections: Sections): Books | null {
  let n = 0;
  const parsed = fromPlainState(sections, { newId: () => `l${++n}` });
  if (!parsed.ok) return null;
  const j = journal(parsed.state);
  return { journal: j, ledger: ledgerFromJournal(j), trialBalance: trialBalance(parsed.state) };
}
