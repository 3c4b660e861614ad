import {
  EQUATION_SIGN,
  ACCOUNT,
  CATEGORY,
  cents,
  formatAmount,
  mulDiv,
  neg,
  type Cents,
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
  /(?:^|\s)(?:puse|pusimos|registre|registramos|anote|anotamos|apunte|apuntamos|escribi|escribimos|aparece|figura|dice)\s*(?:de\s*)?$|(?:^|\s)(?:no|ni)\s*(?:era|eran|fue|fueron|es|son|costo|costaron|valia|valian|de|los|las|el|la)?\s*(?:de\s*|a\s*)?$|(?:en vez de|en lugar de|y no)\s*$|(?:^|\s)(?:de|desde)\s*$/;

export function corrections(msg: Msg): Correction[] {
  const nums = msg.mentions.filter((m) => m.kind === 'money' || m.kind === 'qty');
  const olds = new Set<Mention>();
  for (const m of nums) {
    const before = msg.text.slice(Math.max(0, m.start - 16), m.start);
    if (
      /(?:^|\s)(?:de|desde)\s*$/.test(before) &&
      !/(?:(?:^|\s)(?:no|ni)\s+(?:era\s+|eran\s+|fue\s+|fueron\s+|es\s+|son\s+|costo\s+|salio\s+)?|en vez |en lugar )de\s*$/.test(
        before,
      )
    ) {
      // 'de 600 a 650' is a change only when a later number follows 'a'.
      const after = msg.text.slice(m.end, m.end + 6);
      if (/^\s*a\s*\$?\d/.test(after)) olds.add(m);
      continue;
    }
    if (OLD_BEFORE.test(before)) olds.add(m);
  }
  // 'fueron dos (1.700)': the figure in brackets is what the count amounts to; the count is not one.
  const news = nums.filter(
    (m) =>
      !olds.has(m) && !(m.value < 10_000 && /^\s*[(:]\s*\$?\s*\d/.test(msg.text.slice(m.end, m.end + 6))),
  );
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
  const words = refTokens(clauseOf(msg.text, cl, c.next.start));
  let best: LedgerLine | undefined;
  let bestScore = 0;
  for (const l of lines) {
    const score = lineScore(words, l);
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
  let countChanged = false;
  for (const c of list) {
    const next = cents(c.next.value);
    if (c.old) {
      const old = c.old.value;
      let idx = lines.map((l, i) => (Math.abs(l.amount) === old ? i : -1)).filter((i) => i >= 0);
      // 'el depósito no fue 450, fueron dos meses: 900' where rent and deposit were both 450: the
      // line the clause names, when its words name one.
      if (idx.length > 1) {
        const words = refTokens(clauseOf(msg.text, cl, c.old.start));
        const scores = idx.map((i) => {
          const l = lines[i];
          return l && !isMeans(l) ? 2 * matchScore(words, `${l.category}${accountWords(l)}`).score : 0;
        });
        const top = Math.max(...scores);
        const named = idx.filter((_i, k) => top > 0 && scores[k] === top);
        if (named.length === 1) idx = named;
      }
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
      // 'el sueldo de Bruno no era 650, eran 690' in the month's payroll: one person's part of the
      // line its words name changes by the difference.
      const part = countSaid(msg.text, c.old.start, c.next.start) ? undefined : partOfLine(msg, lines, old);
      if (part !== undefined) {
        const l = lines[part];
        // 'no era 320 c/u sino 340 c/u': the difference counts once for every head the line holds.
        const heads =
          l &&
          /(?<![a-z])(?:c\/u|cada un[oa]|cada quien)(?![a-z])/.test(msg.text) &&
          Math.abs(l.amount) % old === 0
            ? Math.abs(l.amount) / old
            : 1;
        const diff = (next - old) * heads;
        if (l) lines[part] = { ...l, amount: (l.amount + (l.amount < 0 ? -diff : diff)) as Cents };
        touched.add(part);
        continue;
      }
      // 'no eran 300 piezas sino 320, mismo precio': a count of the one thing the entry holds, not in
      // its words; the thing's line is scaled and what pays for it takes the difference.
      const counted = countedThing(msg, lines, old, next);
      if (counted !== undefined) {
        const l = lines[counted];
        if (l) lines[counted] = { ...l, amount: mulDiv(l.amount, next, old) };
        touched.add(counted);
        countChanged = true;
        lines.forEach((x, i) => {
          if (i !== counted && !isMeans(x)) touched.add(i);
        });
        continue;
      }
      // 'el aceite no fue a 7 sino a 7,50 el tarro': a unit price; the one line it prices, a whole
      // number of units, is scaled, and what paid for it takes the difference.
      const priced = pricedLine(msg, lines, old, next, c.old.start);
      if (priced !== undefined) {
        const l = lines[priced];
        if (l) lines[priced] = { ...l, amount: mulDiv(l.amount, next, old) };
        touched.add(priced);
        continue;
      }
      return {
        ok: false,
        question: `No encuentro el importe ${formatAmount(cents(old))} en «${tx.lines[0]?.description ?? tx.id}». ¿Qué importe hay que cambiar exactamente?`,
      };
    }
    // After a count changed at the same price, the price itself ('al mismo precio de 18') changes
    // nothing, and a figure the entry already holds ('pagamos los 675') keeps its line as it is.
    // 'no es de 700 sino de 750, y el depósito también fue de 750': the new figure said again.
    if (lines.some((l, i) => touched.has(i) && Math.abs(l.amount) === next)) continue;
    // 'el adelanto sí fue de 1.000': a figure said to be right keeps its line as it is.
    const kept = lines.findIndex((l) => Math.abs(l.amount) === next);
    if (saidRight(msg.text, c.next.start)) {
      // 'la fibra sí son 35', a part of a line: it confirms, and changes nothing.
      if (kept >= 0) touched.add(kept);
      continue;
    }
    if (countChanged) {
      if (/precio(?: de)?\s*\$?\s*$/.test(msg.text.slice(Math.max(0, c.next.start - 20), c.next.start)))
        continue;
      if (kept >= 0) {
        touched.add(kept);
        continue;
      }
    }
    // Only the new figure: the line its clause names, else the main line(s) of the entry.
    const clause = clauseOf(msg.text, cl, c.next.start);
    const ref = refTokens(clause);
    let bestI = -1;
    let bestScore = 0;
    lines.forEach((l, i) => {
      if (touched.has(i)) return;
      const s = lineScore(ref, l);
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

/**
 * The words a figure is said with: its clause, or, when the clause is the figure alone ('fueron dos
 * (1.700)'), the sentence around it.
 */
function clauseOf(text: string, cl: ReturnType<typeof clauses>, at: number): string {
  const own = cl[clauseAt(cl, at)]?.text ?? '';
  if (/[a-z]{4}/.test(own.replace(/\d[\d.,]*/g, ''))) return own;
  const start =
    Math.max(text.lastIndexOf('.', at - 2), text.lastIndexOf('!', at), text.lastIndexOf('?', at)) + 1;
  const ends = ['.', '!', '?'].map((p) => text.indexOf(p, at + 6)).filter((i) => i >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : text.length);
}

/**
 * How well a correction's words name a line: its account and how people call it count twice (the
 * lines of one entry share their description), then the description.
 */
function lineScore(words: readonly string[], l: LedgerLine): number {
  const also = accountWords(l);
  return 2 * matchScore(words, `${l.category}${also}`).score + matchScore(words, l.description).score;
}

/** Words that name a line's account in everyday speech, beyond its catalogue name. */
function accountWords(l: LedgerLine): string {
  if (l.category === CATEGORY.rent) return ' renta arriendo alquiler mensualidad';
  if (l.category === ACCOUNT.otherNonCurrentAssets || l.category === ACCOUNT.otherCurrentAssets)
    return ' garantia deposito fianza';
  if (l.category === CATEGORY.salaries) return ' sueldo sueldos nomina nominas quincena salario planilla';
  return '';
}

/** The one line, named by its account's words, that holds more than the old figure as a part of it. */
function partOfLine(msg: Msg, lines: readonly LedgerLine[], old: number): number | undefined {
  const words = refTokens(msg.text);
  const hits = lines
    .map((l, i) => ({ l, i }))
    .filter(
      (x) =>
        !isMeans(x.l) &&
        Math.abs(x.l.amount) > old &&
        matchScore(words, `${x.l.category}${accountWords(x.l)}`).score > 0,
    );
  if (hits.length) return hits.length === 1 ? hits[0]?.i : undefined;
  // 'no eran 84,30 sino 94,30' of the light in «Luz y fibra»: the part is named by the entry's own
  // words, and the one line it can be part of is the entry's only line that is not its payment.
  const things = lines.map((l, i) => ({ l, i })).filter((x) => !isMeans(x.l));
  const only = things.length === 1 ? things[0] : undefined;
  return only && Math.abs(only.l.amount) > old && matchScore(words, only.l.description).score > 0
    ? only.i
    : undefined;
}

/** 'fueron 25 kg, no 20', 'al mismo precio': the figures corrected are counts, not money. */
function countSaid(text: string, oldAt: number, nextAt: number): boolean {
  const unitAfter = (at: number): boolean =>
    /^[\d.,]+\s*(?:kg|kilos?|gramos|g|litros?|l|unidades|uds?|piezas|cajas|sacos|metros|m2|horas|dias|personas|alumnos)(?![a-z])/.test(
      text.slice(at, at + 20),
    );
  return SAME_PRICE.test(text) || unitAfter(oldAt) || unitAfter(nextAt);
}

/**
 * The line a corrected unit price prices ('no fue a 7 sino a 7,50 el tarro'): the price is said
 * after 'a' or with its unit, and exactly one line that is not a payment is a whole number of it.
 */
function pricedLine(
  msg: Msg,
  lines: readonly LedgerLine[],
  old: number,
  next: number,
  oldAt: number,
): number | undefined {
  const before = msg.text.slice(Math.max(0, oldAt - 12), oldAt);
  const after = msg.text.slice(oldAt, oldAt + 40);
  const asPrice =
    /(?<![a-z])a\s*[$€]?\s*$/.test(before) ||
    /^[\d.,]+\s*(?:€|\$|euros|dolares|soles|pesos)?\s*(?:el|la|por|cada|c\/u)(?![a-z])/.test(after);
  if (!asPrice || old <= 0) return undefined;
  const fits = lines
    .map((l, i) => ({ l, i }))
    .filter(
      (x) =>
        !isMeans(x.l) &&
        Math.abs(x.l.amount) % old === 0 &&
        Math.abs(x.l.amount) / old > 1 &&
        ((Math.abs(x.l.amount) / old) * next) % 1 === 0,
    );
  return fits.length === 1 ? fits[0]?.i : undefined;
}

/** Whether the figure at `at` is said to be right ('el total sí fue 485', 'también era de 750'). */
export function saidRight(text: string, at: number): boolean {
  return /(?<![a-z])(?:si|tambien) (?:fue|era|es|son|fueron|esta|estaba)(?: de| los| las)?\s*\$?\s*$/.test(
    text.slice(Math.max(0, at - 24), at),
  );
}

/** Lines that say how a movement was paid or collected: cash, receivables, liabilities. */
function isMeans(l: LedgerLine): boolean {
  return l.section === 'liabilities' || l.category === ACCOUNT.cash || l.category === ACCOUNT.receivables;
}

const SAME_PRICE = /(?<![a-z])(?:(?:al|a|el|con el|por el) )?(?:mismo|igual) precio(?![a-z])/;

/**
 * The line of the one thing an entry holds whose count changes ('no eran 60 libros sino 65, al mismo
 * precio de 18'): whole counts, the same price said, and either that price times the old count is the
 * line or the entry names a single thing. Undefined when the entry holds several things.
 */
function countedThing(msg: Msg, lines: readonly LedgerLine[], old: number, next: number): number | undefined {
  if (old % 100 !== 0 || next % 100 !== 0 || old === 0 || old > 100_000) return undefined;
  const price =
    /(?<![a-z])(?:(?:al|a|el|con el|por el) )?(?:mismo|igual) precio(?: de)? \$?\s*(\d+(?:[.,]\d+)?)/.exec(
      msg.text,
    );
  if (!SAME_PRICE.test(msg.text) && !price) return undefined;
  const things = lines.map((l, i) => ({ l, i })).filter((x) => !isMeans(x.l) && x.l.amount > 0);
  const each = price?.[1] ? Math.round(Number(price[1].replace(',', '.')) * 100) : undefined;
  if (each !== undefined) {
    const hit = things.filter((x) => Math.abs(x.l.amount) === (old / 100) * each);
    return hit.length === 1 ? hit[0]?.i : undefined;
  }
  const only = things.length === 1 ? things[0] : undefined;
  if (!only || /,| y | e /.test(only.l.description)) return undefined;
  return only.i;
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
