import {
  EQUATION_SIGN,
  ACCOUNT,
  cents,
  formatAmount,
  mulDiv,
  neg,
  type Revision,
  type Settlement,
} from '../../domain';
import type { Mention } from './amounts';
import type { Msg } from './analyze';
import { clauseAt, clauses } from './clauses';
import { balanced, line, type Line } from './entry';
import type { LedgerLine, Transaction } from './ledger';
import { meansIn } from './means';
import { matchScore, refTokens } from './refs';

/**
 * Corrections of an earlier entry: pairs of new/old figures ('no era 800 sino 850', 'eran 1.850 no
 * 1.050', 'fueron 14, no 12') applied to the referenced transaction, which is then rebalanced through
 * its payment line (credit first, then cash) so the corrected entry still squares.
 */
export interface Correction {
  readonly next: Mention;
  readonly old?: Mention;
}

const OLD_BEFORE =
  /(?:^|\s)(?:puse|pusimos|registre|registramos|anote|anotamos|apunte|apuntamos|escribi|escribimos|aparece|figura|dice)\s*(?:de\s*)?$|(?:^|\s)(?:no|ni)\s*(?:era|eran|fue|fueron|es|son|costo|costaron|valia|valian|de|los|las|el|la)?\s*(?:de\s*)?$|(?:en vez de|en lugar de|y no)\s*$|(?:^|\s)(?:de|desde)\s*$/;

export function corrections(msg: Msg): Correction[] {
  const nums = msg.mentions.filter((m) => m.kind === 'money' || m.kind === 'qty');
  const olds = new Set<Mention>();
  for (const m of nums) {
    const before = msg.text.slice(Math.max(0, m.start - 16), m.start);
    if (
      /(?:^|\s)(?:de|desde)\s*$/.test(before) &&
      !/(?:(?:^|\s)(?:no|ni)\s+(?:era\s+|eran\s+|fue\s+)?|en vez |en lugar )de\s*$/.test(before)
    ) {
      // 'de 600 a 650' is a change only when a later number follows 'a'.
      const after = msg.text.slice(m.end, m.end + 6);
      if (/^\s*a\s*\$?\d/.test(after)) olds.add(m);
      continue;
    }
    if (OLD_BEFORE.test(before)) olds.add(m);
  }
  const news = nums.filter((m) => !olds.has(m));
  const out: Correction[] = [];
  const taken = new Set<Mention>();
  for (const o of olds) {
    const candidates = news.filter((n) => !taken.has(n) && n.kind === o.kind);
    const pool = candidates.length ? candidates : news.filter((n) => !taken.has(n));
    const nearest = [...pool].sort((a, b) => Math.abs(a.start - o.start) - Math.abs(b.start - o.start))[0];
    if (nearest) {
      taken.add(nearest);
      out.push({ next: nearest, old: o });
    }
  }
  for (const n of news) if (!taken.has(n)) out.push({ next: n });
  return out;
}

/**
 * One new figure for an entry as a `Revision` for the domain, which rebalances the entry: the line
 * that held the old figure, the line the figure's clause names, the largest line, or the whole entry
 * when it has two lines. Undefined when only the older path reads it (a count in the description, an
 * old figure on several lines of a longer entry).
 */
export function amountRevision(msg: Msg, tx: Transaction, c: Correction): Revision | undefined {
  const next = cents(c.next.value);
  const lines = tx.lines;
  const ref = (l: LedgerLine): Revision => ({
    kind: 'amount',
    amount: next,
    line: { section: l.section, category: l.category, ...(l.type ? { type: l.type } : {}) },
  });
  if (lines.length === 2) {
    if (c.old && !lines.some((l) => Math.abs(l.amount) === c.old?.value)) return undefined;
    return { kind: 'amount', amount: next };
  }
  if (c.old) {
    const held = lines.filter((l) => Math.abs(l.amount) === c.old?.value);
    const only = held.length === 1 ? held[0] : undefined;
    return only ? ref(only) : undefined;
  }
  const cl = clauses(msg.text);
  const words = refTokens(cl[clauseAt(cl, c.next.start)]?.text ?? '');
  let best: LedgerLine | undefined;
  let bestScore = 0;
  for (const l of lines) {
    const score = matchScore(words, `${l.description} ${l.category}`).score;
    if (score > bestScore) {
      bestScore = score;
      best = l;
    }
  }
  const maxAbs = Math.max(...lines.map((l) => Math.abs(l.amount)));
  const mains = lines.filter((l) => Math.abs(l.amount) === maxAbs);
  if (best && mains.length === 1) return ref(best);
  return mains.length === 1 && mains[0] ? ref(mains[0]) : undefined;
}

export type EditResult =
  { readonly ok: true; readonly lines: Line[] } | { readonly ok: false; readonly question: string };

export function applyCorrections(msg: Msg, tx: Transaction, list: readonly Correction[]): EditResult {
  let lines: LedgerLine[] = tx.lines.map((l) => ({ ...l }));
  const touched = new Set<number>();
  const cl = clauses(msg.text);
  for (const c of list) {
    const next = cents(c.next.value);
    if (c.old) {
      const old = c.old.value;
      const idx = lines.map((l, i) => (Math.abs(l.amount) === old ? i : -1)).filter((i) => i >= 0);
      if (idx.length) {
        for (const i of idx) {
          const l = lines[i];
          if (l) lines[i] = { ...l, amount: l.amount < 0 ? neg(next) : next };
          touched.add(i);
        }
        continue;
      }
      // A quantity in the description ('12 membresías'): scale the whole entry by new/old.
      const oldN = old / 100;
      const qtyRe = new RegExp(`(?<![\\d.,])${oldN}(?![\\d.,])`);
      if (old % 100 === 0 && next % 100 === 0 && lines.some((l) => qtyRe.test(l.description))) {
        const newN = next / 100;
        lines = lines.map((l) => ({
          ...l,
          amount: mulDiv(l.amount, newN, oldN),
          description: l.description.replace(qtyRe, String(newN)),
        }));
        lines.forEach((_l, i) => touched.add(i));
        continue;
      }
      return {
        ok: false,
        question: `No encuentro el importe ${formatAmount(cents(old))} en «${tx.lines[0]?.description ?? tx.id}». ¿Qué importe hay que cambiar exactamente?`,
      };
    }
    // Only the new figure: the line its clause names, else the main line(s) of the entry.
    const clause = cl[clauseAt(cl, c.next.start)]?.text ?? '';
    const ref = refTokens(clause);
    let bestI = -1;
    let bestScore = 0;
    lines.forEach((l, i) => {
      if (touched.has(i)) return;
      const s = matchScore(ref, `${l.description} ${l.category}`).score;
      if (s > bestScore) {
        bestScore = s;
        bestI = i;
      }
    });
    if (bestI < 0 || list.length === 1) {
      const maxAbs = Math.max(...lines.map((l) => Math.abs(l.amount)));
      const mains = lines.map((l, i) => (Math.abs(l.amount) === maxAbs ? i : -1)).filter((i) => i >= 0);
      if (bestI < 0 || mains.length > 1 || lines.length === 2) {
        for (const i of lines.length === 2 ? [0, 1] : mains) {
          const l = lines[i];
          if (l) lines[i] = { ...l, amount: l.amount < 0 ? neg(next) : next };
          touched.add(i);
        }
        continue;
      }
    }
    const l = lines[bestI];
    if (l) lines[bestI] = { ...l, amount: l.amount < 0 ? neg(next) : next };
    touched.add(bestI);
  }
  const rebalanced = rebalance(lines, touched);
  if (!rebalanced)
    return {
      ok: false,
      question: 'Con ese cambio el asiento ya no cuadra: ¿qué otra parte cambia (efectivo, crédito...)?',
    };
  const out = rebalanced.map((l) => line(l.section, l.category, l.amount, l.description, l.type));
  return balanced(out)
    ? { ok: true, lines: out }
    : { ok: false, question: '¿Me confirmas los importes corregidos de cada parte del movimiento?' };
}

/** Absorbs the difference in an untouched payment line: liabilities and receivables first, then cash. */
function rebalance(lines: LedgerLine[], touched: ReadonlySet<number>): LedgerLine[] | null {
  const imbalance = lines.reduce((s, l) => s + EQUATION_SIGN[l.section] * l.amount, 0);
  if (imbalance === 0) return lines;
  const rank = (l: LedgerLine): number =>
    l.section === 'liabilities'
      ? 0
      : l.category === ACCOUNT.receivables
        ? 1
        : l.category === ACCOUNT.cash
          ? 2
          : 3;
  const candidates = lines
    .map((l, i) => ({ l, i }))
    .filter((x) => !touched.has(x.i))
    .sort((a, b) => rank(a.l) - rank(b.l));
  const pick = candidates[0];
  if (!pick) return null;
  const adjusted = cents(pick.l.amount - EQUATION_SIGN[pick.l.section] * imbalance);
  if (adjusted === 0 || Math.sign(adjusted) !== Math.sign(pick.l.amount)) return null;
  const out = [...lines];
  out[pick.i] = { ...pick.l, amount: cents(adjusted) };
  return out;
}

const NEGATED =
  /(?<![a-z])(no|ni|en vez de|en lugar de|y no)\s+(?:lo |la |los |las |se |fue |era |pagamos |pague |cobramos |cobre |quedo |nada )*/;

/**
 * A change of means on an earlier entry ('fue a crédito, no en efectivo', 'lo pagamos con la tarjeta
 * de crédito'): the new settlement, for the domain to move the payment line (amounts unchanged).
 */
export function changedMeans(msg: Msg): Settlement | null {
  let target: 'cash' | 'credit' | 'card' | undefined;
  for (const c of clauses(msg.text)) {
    const neg = NEGATED.exec(c.text);
    const found = meansIn(neg ? c.text.slice(0, neg.index) : c.text)[0];
    if (found && found !== 'loan') target = found;
  }
  if (!target) return null;
  return target === 'cash' ? { kind: 'now' } : { kind: target };
}

/** 'el aporte fue de Vale, no de Nico': only a word of the description changes. */
export function swapWords(msg: Msg, tx: Transaction): EditResult | null {
  const m =
    /(?:fue|era|es|fueron|eran)\s+(?:de|para|a|del|con)?\s*([a-z]+)[^,;.]*?,?\s+no\s+(?:de|para|a|del|con)?\s*([a-z]+)/.exec(
      msg.text,
    );
  if (!m?.[1] || !m[2] || m[1] === m[2]) return null;
  const next = m[1];
  const old = m[2];
  const re = new RegExp(`(?<![\\p{L}])${old}(?![\\p{L}])`, 'iu');
  const plain = (s: string): string => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (!tx.lines.some((l) => re.test(plain(l.description)))) return null;
  const raw = msg.raw.split(/[^\p{L}]+/u).find((w) => plain(w).toLowerCase() === next) ?? next;
  const lines = tx.lines.map((l) =>
    line(
      l.section,
      l.category,
      l.amount,
      plain(l.description) === l.description
        ? l.description.replace(re, raw)
        : plain(l.description).replace(re, raw),
      l.type,
    ),
  );
  return { ok: true, lines };
}
