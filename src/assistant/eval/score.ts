import type { AssistantAction, AssistantReply } from '../../shared/assistant';

/**
 * The evaluation's pass rule (../shared/assistant-eval/score.mjs, same rules): lines summed per
 * (section, category, type) to the cent, every booked group balanced, the right action and ids, the
 * expected figures in a query's answer. On top of it, each failure is sorted by how bad it is for
 * the user: a wrong booking (the books changed, wrongly) is worse than a needless question.
 */
export interface ExpectedLine {
  readonly section: string;
  readonly category: string | readonly string[];
  readonly type?: string;
  readonly amount: number;
}

export interface Expectation {
  readonly action: AssistantAction;
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
export function judge(expect: Expectation, reply: AssistantReply | undefined): string | null {
  if (!reply) return 'no reply';
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

/**
 * How a case ended, worst first:
 * - `wrong-booking`: it failed and the reply changes the books (books lines or removes entries): a
 *   register or edit with other lines, a delete of other entries, or anything booked where a question,
 *   an answer or an explanation was expected;
 * - `needless-question`: it failed by asking (clarify) where a booking, a correction or a deletion was
 *   expected;
 * - `other`: any other failure (a query without the figure, an explanation instead of a booking…).
 */
export type Outcome = 'passed' | 'wrong-booking' | 'needless-question' | 'other';

const CHANGES: ReadonlySet<AssistantAction> = new Set(['register', 'edit', 'delete']);

export function outcome(
  expect: Expectation,
  reply: AssistantReply | undefined,
): { outcome: Outcome; why: string | null } {
  const why = judge(expect, reply);
  if (why === null) return { outcome: 'passed', why };
  if (!reply) return { outcome: 'other', why };
  const changes =
    reply.transactions.length > 0 ||
    reply.transactions_to_add.length > 0 ||
    reply.transactions_to_remove.length > 0;
  if (changes) return { outcome: 'wrong-booking', why };
  if (reply.action === 'clarify' && CHANGES.has(expect.action)) return { outcome: 'needless-question', why };
  return { outcome: 'other', why };
}

export interface EvalCase {
  readonly id: string;
  readonly message: string;
  readonly expect: Expectation;
}

export interface CaseResult {
  readonly id: string;
  readonly message: string;
  readonly expected: AssistantAction;
  readonly outcome: Outcome;
  readonly why: string | null;
  readonly reply: AssistantReply | undefined;
}

export interface EvalReport {
  readonly cases: readonly CaseResult[];
  /** Per expected action, in order of first appearance. */
  readonly byAction: ReadonlyMap<AssistantAction, { passed: number; total: number }>;
  readonly passed: number;
  readonly failed: number;
  readonly wrongBookings: number;
  readonly needlessQuestions: number;
  readonly otherFailures: number;
  /** Share passed, in percent. */
  readonly share: number;
}

export function scoreCases(
  cases: readonly EvalCase[],
  replies: ReadonlyMap<string, AssistantReply>,
): EvalReport {
  const results: CaseResult[] = cases.map((c) => {
    const reply = replies.get(c.id);
    return { id: c.id, message: c.message, expected: c.expect.action, reply, ...outcome(c.expect, reply) };
  });
  const byAction = new Map<AssistantAction, { passed: number; total: number }>();
  for (const r of results) {
    const a = byAction.get(r.expected) ?? { passed: 0, total: 0 };
    a.total++;
    if (r.outcome === 'passed') a.passed++;
    byAction.set(r.expected, a);
  }
  const count = (o: Outcome): number => results.filter((r) => r.outcome === o).length;
  const passed = count('passed');
  return {
    cases: results,
    byAction,
    passed,
    failed: results.length - passed,
    wrongBookings: count('wrong-booking'),
    needlessQuestions: count('needless-question'),
    otherFailures: count('other'),
    share: results.length ? (100 * passed) / results.length : 0,
  };
}

const LABEL: Readonly<Record<Exclude<Outcome, 'passed'>, string>> = {
  'wrong-booking': 'wrong booking',
  'needless-question': 'needless question',
  other: 'other',
};

/**
 * The printed report: each failure with its kind, a count per expected action (passed/total, wrong
 * bookings, needless questions), the summary, and last `assistant-eval: P passed, F failed` as the
 * evaluation's scorer prints it.
 */
export function formatReport(report: EvalReport, options: { verbose?: boolean } = {}): string {
  const out: string[] = [];
  for (const r of report.cases) {
    if (r.outcome === 'passed') continue;
    out.push(`FAIL ${r.id} [${LABEL[r.outcome]}]: ${r.why ?? ''}`, `  mensaje: ${r.message}`);
    if (options.verbose) out.push(`  respuesta: ${JSON.stringify(r.reply)}`);
  }
  for (const [action, a] of report.byAction) {
    const mine = report.cases.filter((r) => r.expected === action);
    const wrong = mine.filter((r) => r.outcome === 'wrong-booking').length;
    const asked = mine.filter((r) => r.outcome === 'needless-question').length;
    out.push(
      `${action}: ${a.passed}/${a.total}` +
        (wrong || asked ? ` (wrong bookings ${wrong}, needless questions ${asked})` : ''),
    );
  }
  out.push(
    `share passed: ${report.share.toFixed(1)}%`,
    `wrong bookings: ${report.wrongBookings}`,
    `needless questions: ${report.needlessQuestions}`,
    `other failures: ${report.otherFailures}`,
    `assistant-eval: ${report.passed} passed, ${report.failed} failed`,
  );
  return `${out.join('\n')}\n`;
}
