import {
  cents,
  sum,
  toCents,
  type Cents,
  SECTIONS,
  type AccountType,
  type BooksView,
  type Section,
} from '../../domain';
import type { AssistantState, StateLine } from '../../shared/assistant';
import { matchScore } from './refs';

/**
 * The current books as the interpreter sees them: lines with cents, grouped by transaction in
 * booking order, plus the totals queries and settlements need.
 */
export interface LedgerLine {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
  readonly amount: Cents;
  readonly description: string;
  readonly transactionId?: string;
}

export interface Transaction {
  readonly id: string;
  readonly lines: readonly LedgerLine[];
  /** All descriptions of the group, which is what references are matched against. */
  readonly text: string;
}

export class Ledger {
  readonly lines: readonly LedgerLine[];
  readonly transactions: readonly Transaction[];

  constructor(state: AssistantState) {
    const lines: LedgerLine[] = [];
    for (const section of SECTIONS) {
      for (const l of state[section] ?? []) lines.push(toLedgerLine(section, l));
    }
    this.lines = lines;
    this.transactions = groupTransactions(lines);
  }

  private view: BooksView | undefined;

  /** The books as the domain's booking reads them, section by section (built once, on first use). */
  get books(): BooksView {
    if (this.view) return this.view;
    const view: { [S in Section]: LedgerLine[] } = {
      revenues: [],
      expenses: [],
      assets: [],
      liabilities: [],
      equity: [],
    };
    for (const l of this.lines) view[l.section].push(l);
    this.view = view;
    return view;
  }

  get last(): Transaction | undefined {
    return this.transactions[this.transactions.length - 1];
  }

  total(section: Section, filter?: (l: LedgerLine) => boolean): Cents {
    return sum(
      this.lines.filter((l) => l.section === section && (!filter || filter(l))).map((l) => l.amount),
    );
  }

  category(section: Section, category: string): Cents {
    return this.total(section, (l) => l.category === category);
  }

  /** Lines of a section whose transaction mentions the reference words, best matches first. */
  matching(
    ref: readonly string[],
    filter: (l: LedgerLine) => boolean,
  ): { line: LedgerLine; score: number; specific: number }[] {
    const out: { line: LedgerLine; score: number; specific: number }[] = [];
    for (const tx of this.transactions) {
      const txScore = matchScore(ref, tx.text);
      for (const line of tx.lines) {
        if (!filter(line)) continue;
        const own = matchScore(ref, `${line.description} ${line.category}`);
        const score = Math.max(txScore.score, own.score);
        const specific = Math.max(txScore.specific, own.specific);
        if (score > 0) out.push({ line, score, specific });
      }
    }
    return out.sort((a, b) => b.score - a.score);
  }

  /** Revenue category used most, to classify a sale that names no product. */
  dominantRevenue(): string | undefined {
    const byCat = new Map<string, number>();
    for (const l of this.lines)
      if (l.section === 'revenues') byCat.set(l.category, (byCat.get(l.category) ?? 0) + 1);
    return [...byCat.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  }
}

function toLedgerLine(section: Section, l: StateLine): LedgerLine {
  const amount = toCents(l.amount) ?? cents(0);
  return {
    section,
    category: l.category,
    amount,
    description: l.description,
    ...(l.type ? { type: l.type } : {}),
    ...(l.transactionId ? { transactionId: l.transactionId } : {}),
  };
}

/**
 * Groups by transaction id in booking order. Ids like 't12' sort by their number; other ids keep the
 * order in which they first appear, which is the order the app stores them.
 */
function groupTransactions(lines: readonly LedgerLine[]): Transaction[] {
  const map = new Map<string, LedgerLine[]>();
  lines.forEach((l, i) => {
    const id = l.transactionId ?? `__line${i}`;
    const group = map.get(id) ?? [];
    group.push(l);
    map.set(id, group);
  });
  const ids = [...map.keys()];
  const numeric = ids.every((id) => /\d+$/.test(id));
  if (numeric) ids.sort((a, b) => Number(/\d+$/.exec(a)?.[0]) - Number(/\d+$/.exec(b)?.[0]));
  return ids.map((id) => {
    const group = map.get(id) ?? [];
    return { id, lines: group, text: group.map((l) => l.description).join(' | ') };
  });
}
