import type { AssistantReply } from '../../shared/assistant';

/**
 * The evaluation's pass rule (../shared/assistant-eval/score.mjs) for in-process tests: lines summed
 * per (section, category, type) to the cent, every booked group balanced, the right action and ids.
 */
export interface ExpectedLine {
  readonly section: string;
  readonly category: string | readonly string[];
  readonly type?: string;
  readonly amount: number;
}

export interface Expectation {
  readonly action: AssistantReply['action'];
  readonly lines?: readonly ExpectedLine[];
  readonly remove?: readonly string[];
  readonly figures?: readonly number[];
}

const SIGN: Readonly<Record<string, number>> = {
  assets: 1,
  liabilities: -1,
  equity: -1,
  revenues: -1,
  expenses: 1,
};
const toCents = (x: number): number => Math.round(x * 100);
const norm = (s: string | undefined): string =>
  (s ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
const hasType = (section: string): boolean => section === 'assets' || section === 'liabilities';

/** Null when the reply passes, else why it fails. */
export function judge(expect: Expectation, reply: AssistantReply): string | null {
  if (reply.action !== expect.action) return `action ${reply.action} instead of ${expect.action}`;
  const booked = [...reply.transactions, ...reply.transactions_to_add].map((t) => ({
    key: `${t.section}|${norm(t.data.category)}|${hasType(t.section) ? norm(t.data.type) : ''}`,
    section: t.section,
    amount: toCents(t.data.amount),
  }));
  const removed = new Set(reply.transactions_to_remove.map((r) => r.transaction_id));
  if (booked.length && booked.reduce((s, l) => s + (SIGN[l.section] ?? Number.NaN) * l.amount, 0) !== 0)
    return 'booking does not balance';
  const linesMatch = (): boolean => {
    const got = new Map<string, number>();
    for (const l of booked) got.set(l.key, (got.get(l.key) ?? 0) + l.amount);
    for (const [k, v] of got) if (v === 0) got.delete(k);
    const want = new Map<string, number>();
    for (const e of expect.lines ?? []) {
      const options = (Array.isArray(e.category) ? e.category : [e.category]).map((c: string) => norm(c));
      const type = hasType(e.section) ? norm(e.type) : '';
      const key =
        options.map((c) => `${e.section}|${c}|${type}`).find((k) => got.has(k)) ??
        `${e.section}|${options[0] ?? ''}|${type}`;
      want.set(key, (want.get(key) ?? 0) + toCents(e.amount));
    }
    for (const [k, v] of want) if (v === 0) want.delete(k);
    return got.size === want.size && [...want].every(([k, v]) => got.get(k) === v);
  };
  const sameRemoved = (): boolean => {
    const want = new Set(expect.remove ?? []);
    return want.size === removed.size && [...want].every((id) => removed.has(id));
  };
  switch (expect.action) {
    case 'register':
      if (removed.size) return 'removed lines on a register';
      return linesMatch() ? null : 'lines differ';
    case 'edit':
      if (!sameRemoved())
        return `removed ${[...removed].join(',')} instead of ${(expect.remove ?? []).join(',')}`;
      return linesMatch() ? null : 'lines differ';
    case 'delete':
      if (booked.length) return 'booked lines on a delete';
      return sameRemoved()
        ? null
        : `removed ${[...removed].join(',')} instead of ${(expect.remove ?? []).join(',')}`;
    case 'query': {
      if (booked.length || removed.size) return 'changed the books on a query';
      const found = numbersIn(reply.response);
      const missing = (expect.figures ?? []).filter((f) => !found.has(toCents(f)));
      return missing.length ? `response lacks ${missing.join(', ')}` : null;
    }
    default:
      return booked.length || removed.size ? `changed the books on ${expect.action}` : null;
  }
}

function numbersIn(text: string): Set<number> {
  const out = new Set<number>();
  for (const token of text.match(/\d[\d.,]*/g) ?? []) {
    const t = token.replace(/[.,]$/, '');
    for (const v of [t.replace(/,/g, ''), t.replace(/\./g, '').replace(',', '.')]) {
      const n = Number(v);
      if (Number.isFinite(n)) out.add(Math.round(n * 100));
    }
  }
  return out;
}
