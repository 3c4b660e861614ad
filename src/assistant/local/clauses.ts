/**
 * Clauses: the stretches of a message between commas, semicolons, full stops and the conjunctions
 * 'y'/'pero'. Splits, items and their amounts are read clause by clause ('400 de contado | y el resto
 * a crédito'). Decimal commas ('6,25') never split.
 */
export interface Clause {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

const SPLIT =
  /[,;:](?=\s|$)|\.(?=\s|$)|\s(?:y|e|pero|mas(?! o menos)|aunque|\+)\s|\(|\)|(?<=\d)\s+(?=(?:pague|pagamos|cobre|cobramos|dimos|abonamos|abone)(?![a-z]))/g;

export function clauses(text: string): Clause[] {
  const out: Clause[] = [];
  let last = 0;
  for (const m of text.matchAll(SPLIT)) {
    push(out, text, last, m.index);
    last = m.index + m[0].length;
  }
  push(out, text, last, text.length);
  return out;
}

function push(out: Clause[], text: string, start: number, end: number): void {
  const slice = text.slice(start, end);
  if (slice.trim()) out.push({ start, end, text: slice });
}

export function clauseAt(list: readonly Clause[], pos: number): number {
  return list.findIndex((c) => pos >= c.start && pos < c.end);
}
