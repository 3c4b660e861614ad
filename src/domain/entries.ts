import { imbalance } from './balance';
import type { Line, StateView } from './lines';
import type { Cents } from './money';
import { CHART_ORDER, NORMAL_SIDE } from './sections';

/** Kept here (and re-exported by opening.ts) so the entry order needs nothing from the opening module. */
export const OPENING_TRANSACTION_ID = 'apertura';

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
const LOOK_AHEAD = 16;

export function entryKeyOf(line: Line): string {
  return line.transactionId ?? LONE_PREFIX + line.id;
}

/**
 * The entries as flat arrays, for the statements' hot loops: no object or list per entry. Position
 * p (booking order) owns the lines flat[start[p]] … flat[start[p + 1] − 1].
 */
export interface EntryIndex {
  readonly size: number;
  readonly flat: readonly Line[];
  readonly start: Int32Array;
  readonly keys: readonly string[];
  readonly dates: readonly (string | undefined)[];
}

/** Every entry as an object with its own list of lines, in booking order (see indexEntries). */
export function entriesOf(state: StateView): Entry[] {
  return entriesFromIndex(indexEntries(state));
}

export function entriesFromIndex(ix: EntryIndex): Entry[] {
  const out = new Array<Entry>(ix.size);
  for (let p = 0; p < ix.size; p++) {
    const lines = ix.flat.slice(ix.start[p], ix.start[p + 1]);
    // One object shape for every entry (absent fields are undefined): spreads cost a third of the time.
    out[p] = { key: ix.keys[p] as string, transactionId: lines[0]?.transactionId, lines, date: ix.dates[p] };
  }
  return out;
}

/** The flat form of entries already grouped (so callers holding Entry objects reach the same loops). */
export function indexFromEntries(entries: readonly Entry[]): EntryIndex {
  const start = new Int32Array(entries.length + 1);
  const flat: Line[] = [];
  entries.forEach((e, p) => {
    for (const l of e.lines) flat.push(l);
    start[p + 1] = flat.length;
  });
  return {
    size: entries.length,
    flat,
    start,
    keys: entries.map((e) => e.key),
    dates: entries.map((e) => e.date),
  };
}

/**
 * Every entry, in the order they were booked. The state keeps five separate lists, so no list alone
 * knows the order: each list orders the entries it touches, and the entries are the merge of those
 * orders (a topological sort). An expense list then no longer puts a late expense before the opening
 * capital. Among entries the lists leave unordered, the one with fewer entries known to precede it
 * goes first (its largest position in any list is a lower bound of its true position), then the one
 * seen first. Contradictory orders, which only hand-made data can produce, fall back to first sight.
 */
export function indexEntries(state: StateView): EntryIndex {
  let capacity = 0;
  for (const section of CHART_ORDER) capacity += state[section].length;
  // Flat typed arrays sized by the line count (an upper bound of entries and of order edges) keep
  // the first pass free of allocations; the second fills each entry's list at its exact size.
  // Allocation, not lookup, is what costs most with 100,000 lines.
  const index = new Map<string, number>();
  const keys: string[] = [];
  const dates: (string | undefined)[] = [];
  const entryOfLine = new Int32Array(capacity);
  const count = new Int32Array(capacity);
  const stamp = new Int8Array(capacity).fill(-1);
  const pos = new Int32Array(capacity);
  const indeg = new Int32Array(capacity);
  const head = new Int32Array(capacity).fill(-1);
  const edgeTo = new Int32Array(capacity);
  const edgeNext = new Int32Array(capacity);
  let edges = 0;
  let g = 0;

  for (let si = 0; si < CHART_ORDER.length; si++) {
    const list = state[CHART_ORDER[si] as (typeof CHART_ORDER)[number]];
    let prev = -1;
    let ordinal = 0;
    let lastKey: string | undefined;
    let idx = -1;
    let cursor = 0;
    for (let li = 0; li < list.length; li++) {
      const line = list[li] as Line;
      const key = line.transactionId ?? LONE_PREFIX + line.id;
      // An entry's lines sit together in a list: only a change of entry needs a search. Each list
      // meets known entries in about the order they were first seen, so a short look ahead of the
      // last one found usually hits before the map is needed.
      if (key !== lastKey) {
        lastKey = key;
        let found: number | undefined;
        const stop = Math.min(cursor + LOOK_AHEAD, keys.length);
        for (let j = cursor; j < stop; j++) {
          if (keys[j] === key) {
            found = j;
            break;
          }
        }
        if (found === undefined) found = index.get(key);
        if (found === undefined) {
          idx = keys.length;
          index.set(key, idx);
          keys.push(key);
          dates.push(undefined);
        } else {
          idx = found;
        }
        cursor = idx + 1;
      }
      entryOfLine[g++] = idx;
      count[idx] = (count[idx] as number) + 1;
      if (line.date !== undefined) {
        const d = dates[idx];
        if (d === undefined || line.date < d) dates[idx] = line.date;
      }
      if (stamp[idx] !== si) {
        stamp[idx] = si;
        if (ordinal > (pos[idx] as number)) pos[idx] = ordinal;
        ordinal++;
        if (prev >= 0) {
          edgeTo[edges] = idx;
          edgeNext[edges] = head[prev] as number;
          head[prev] = edges++;
          indeg[idx] = (indeg[idx] as number) + 1;
        }
        prev = idx;
      }
    }
  }

  const n = keys.length;
  const emitted = new Uint8Array(n);
  const order = new Int32Array(n);
  // Heap keys order by (lower bound of position, first sight); both are below n, so pos × n + index is exact.
  const heap = new MinHeap();
  for (let i = 0; i < n; i++) if (indeg[i] === 0) heap.push((pos[i] as number) * n + i);
  let emittedCount = 0;
  let scan = 0;
  while (emittedCount < n) {
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
    order[emittedCount++] = i;
    for (let e = head[i] as number; e !== -1; e = edgeNext[e] as number) {
      const j = edgeTo[e] as number;
      const d = (indeg[j] as number) - 1;
      indeg[j] = d;
      if (d === 0 && emitted[j] === 0) heap.push((pos[j] as number) * n + j);
    }
  }

  // The opening entry comes first whatever the lists say: it is the state the period starts from.
  const opening = index.get(OPENING_TRANSACTION_ID);
  if (opening !== undefined && order[0] !== opening) {
    let at = order.indexOf(opening);
    for (; at > 0; at--) order[at] = order[at - 1] as number;
    order[0] = opening;
  }

  // Counting sort of the lines by their entry's position: one flat list, each entry's lines together.
  const start = new Int32Array(n + 1);
  const cursor = new Int32Array(n);
  const keysByPosition = new Array<string>(n);
  const datesByPosition = new Array<string | undefined>(n);
  for (let p = 0; p < n; p++) {
    const id = order[p] as number;
    cursor[id] = start[p] as number;
    start[p + 1] = (start[p] as number) + (count[id] as number);
    keysByPosition[p] = keys[id] as string;
    datesByPosition[p] = dates[id];
  }
  const flat = new Array<Line>(g);
  g = 0;
  for (const section of CHART_ORDER) {
    for (const line of state[section]) {
      const id = entryOfLine[g++] as number;
      const at = cursor[id] as number;
      flat[at] = line;
      cursor[id] = at + 1;
    }
  }
  return { size: n, flat, start, keys: keysByPosition, dates: datesByPosition };
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
    if (l.amount !== 0 && (NORMAL_SIDE[l.section] === 'debe') === l.amount > 0) return l.description;
  }
  return first;
}
