import { imbalance } from './balance';
import { debeHaber } from './debe-haber';
import type { Line, StateView } from './lines';
import type { Cents } from './money';
import { CHART_ORDER } from './sections';

/** The lines of one double-entry entry, gathered from the five lists. */
export interface Entry {
  /** transactionId, or a key of its own for a line that has none. */
  readonly key: string;
  readonly transactionId?: string;
  /** Lines in chart order (assets, liabilities, equity, revenues, expenses), list order within. */
  readonly lines: readonly Line[];
  /** Earliest date among its lines. */
  readonly date?: string;
}

/** Keys of lines without an entry; the NUL prefix cannot collide with a transactionId from a reply. */
const LONE_PREFIX = '\u0000line:';

export function entryKeyOf(line: Line): string {
  return line.transactionId ?? LONE_PREFIX + line.id;
}

/**
 * Every entry, in the order they were booked. The state keeps five separate lists, so no list alone
 * knows the order: each list orders the entries it touches, and the entries are the merge of those
 * orders (a topological sort). An expense list then no longer puts a late expense before the opening
 * capital. Among entries the lists leave unordered, the one with fewer entries known to precede it
 * goes first (its largest position in any list is a lower bound of its true position), then the one
 * seen first. Contradictory orders, which only hand-made data can produce, fall back to first sight.
 */
export function entriesOf(state: StateView): Entry[] {
  const index = new Map<string, number>();
  const keys: string[] = [];
  const lines: Line[][] = [];
  const dates: (string | undefined)[] = [];
  const stamp: number[] = [];
  const pos: number[] = [];
  const succ: number[][] = [];
  const indeg: number[] = [];

  for (let si = 0; si < CHART_ORDER.length; si++) {
    const section = CHART_ORDER[si] as (typeof CHART_ORDER)[number];
    let prev = -1;
    let ordinal = 0;
    for (const line of state[section]) {
      const key = entryKeyOf(line);
      let idx = index.get(key);
      if (idx === undefined) {
        idx = keys.length;
        index.set(key, idx);
        keys.push(key);
        lines.push([]);
        dates.push(undefined);
        stamp.push(-1);
        pos.push(0);
        succ.push([]);
        indeg.push(0);
      }
      (lines[idx] as Line[]).push(line);
      if (line.date !== undefined) {
        const d = dates[idx];
        if (d === undefined || line.date < d) dates[idx] = line.date;
      }
      if (stamp[idx] !== si) {
        stamp[idx] = si;
        if (ordinal > (pos[idx] as number)) pos[idx] = ordinal;
        ordinal++;
        if (prev >= 0) {
          (succ[prev] as number[]).push(idx);
          indeg[idx] = (indeg[idx] ?? 0) + 1;
        }
        prev = idx;
      }
    }
  }

  const n = keys.length;
  const emitted = new Uint8Array(n);
  // Heap keys order by (lower bound of position, first sight); both are below n, so pos × n + index is exact.
  const heap = new MinHeap();
  const keyOf = (i: number) => (pos[i] as number) * n + i;
  for (let i = 0; i < n; i++) if (indeg[i] === 0) heap.push(keyOf(i));
  const out: Entry[] = [];
  let scan = 0;
  while (out.length < n) {
    const top = heap.pop();
    let i: number;
    if (top === undefined) {
      while (emitted[scan] === 1) scan++;
      i = scan;
    } else {
      i = top % n;
    }
    if (emitted[i] === 1) continue;
    emitted[i] = 1;
    const key = keys[i] as string;
    const date = dates[i];
    const entryLines = lines[i] as Line[];
    const txId = entryLines[0]?.transactionId;
    out.push({ key, ...(txId !== undefined ? { transactionId: txId } : {}), lines: entryLines, ...(date !== undefined ? { date } : {}) });
    for (const j of succ[i] as number[]) {
      const d = (indeg[j] ?? 0) - 1;
      indeg[j] = d;
      if (d === 0 && emitted[j] === 0) heap.push(keyOf(j));
    }
  }
  return out;
}

export function entryImbalance(entry: Entry): Cents {
  return imbalance(entry.lines);
}

/** Binary min-heap of numbers (the ready entries' keys). */
class MinHeap {
  private readonly a: number[] = [];

  push(v: number): void {
    const a = this.a;
    a.push(v);
    let i = a.length - 1;
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pv = a[p] as number;
      if (pv <= v) break;
      a[i] = pv;
      i = p;
    }
    a[i] = v;
  }

  pop(): number | undefined {
    const a = this.a;
    if (a.length === 0) return undefined;
    const top = a[0] as number;
    const last = a.pop() as number;
    if (a.length > 0) {
      let i = 0;
      const len = a.length;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= len) break;
        const r = l + 1;
        const c = r < len && (a[r] as number) < (a[l] as number) ? r : l;
        if ((a[c] as number) >= last) break;
        a[i] = a[c] as number;
        i = c;
      }
      a[i] = last;
    }
    return top;
  }
}

/**
 * What the entry is about, for the journal's concept column: the description of its first Debe line
 * (what was acquired or incurred), else the first description at all.
 */
export function conceptOf(entry: Entry): string {
  let first = '';
  for (const l of entry.lines) {
    if (!l.description) continue;
    if (!first) first = l.description;
    if (debeHaber(l).debe > 0) return l.description;
  }
  return first;
}
