import type { Cents } from '../../domain';
import type { Mention } from '../local/amounts';
import { analyze, type Msg } from '../local/analyze';
import { perMessage } from '../local/memo';
import { normalize } from '../local/text';
import { contextKey, type DateContext } from '../local/dates';
import { values, type Value } from '../local/values';
import { CUE_TABLE, type Cue } from './cue-table';

/**
 * A message read once: the normalised text, its date, every number with its role, the cues of the
 * cue table with their positions, and the message cut into clauses. Rules read this and nothing else.
 */
export interface CueHit {
  readonly cue: Cue;
  readonly start: number;
  readonly end: number;
}

export interface Clause {
  readonly start: number;
  readonly end: number;
  readonly text: string;
}

export interface Reading {
  readonly msg: Msg;
  readonly text: string;
  /**
   * The message as typed, only normalised: no date taken out. Promises of a payment date ('se la
   * pagamos el 5 del mes que viene') are read here, since the date leaves `text`.
   */
  readonly said: string;
  readonly date?: string;
  readonly mentions: readonly Mention[];
  /** Money values, quantities already multiplied by their unit prices. */
  readonly values: readonly Value[];
  readonly hits: readonly CueHit[];
  readonly clauses: readonly Clause[];
  readonly question: boolean;
}

const NUMBER = '\\d+(?:[.,]\\d+)*';

/** Splits a phrase at its top-level spaces (a group may hold spaces of its own). */
function tokens(phrase: string): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (const ch of phrase) {
    if (ch === '(') depth++;
    if (ch === ')') depth--;
    if (ch === ' ' && depth === 0) {
      if (cur) out.push(cur);
      cur = '';
    } else cur += ch;
  }
  if (cur) out.push(cur);
  return out;
}

function core(token: string): string {
  return token
    .replace(/\((?!\?)/g, '(?:')
    .replace(/\*/g, '[a-z]*')
    .replace(/#/g, NUMBER)
    .replace(/ /g, '\\s+');
}

/** One phrase of the table as a regular expression body. */
/**
 * A whole word group followed by '?' ('(la|una)?') is an optional word; a '?' after part of a word
 * ('personal(es)?') is the pattern's own quantifier.
 */
function isOptionalWord(tok: string): boolean {
  if (!tok.startsWith('(') || !tok.endsWith(')?')) return false;
  let depth = 0;
  for (let i = 0; i < tok.length - 1; i++) {
    if (tok[i] === '(') depth++;
    if (tok[i] === ')') depth--;
    if (depth === 0 && i < tok.length - 2) return false;
  }
  return true;
}

function isBareLookaround(tok: string): boolean {
  if (!/^\(\?<?[!=]/.test(tok)) return false;
  let depth = 0;
  for (let i = 0; i < tok.length; i++) {
    if (tok[i] === '(') depth++;
    if (tok[i] === ')') depth--;
    if (depth === 0) return i === tok.length - 1;
  }
  return false;
}

export function compilePhrase(phrase: string): string {
  const toks = tokens(phrase);
  // A phrase made only of optional words would match everywhere.
  if (toks.every(isOptionalWord)) throw new Error(`Frase de pista vacía: ${phrase}`);
  // A lookaround standing as a word of its own sits after a space, where the cue's word end can
  // never hold: the phrase would silently match nothing. It belongs inside the word it qualifies.
  if (toks.some(isBareLookaround)) throw new Error(`Frase de pista con una condición suelta: ${phrase}`);
  let out = '';
  toks.forEach((tok, i) => {
    const optional = isOptionalWord(tok);
    const body = core(optional ? tok.slice(0, -1) : tok);
    const last = i === toks.length - 1;
    if (!optional) out += body + (last ? '' : '\\s+');
    else if (!last) out += `(?:${body}\\s+)?`;
    else out = `${out.replace(/\\s\+$/, '')}(?:\\s+${body})?`;
  });
  return out;
}

/**
 * Each cue as a sticky pattern tried only where a word may start: after the start of the text or a
 * character that is not a letter or digit, which is what a cue's leading `(?<![a-z0-9])` allowed.
 * Trying a cue at those few places, not at every character, is what keeps one reading of a message
 * cheap; the matches are the same as a left-to-right global scan.
 */
const COMPILED: readonly (readonly [Cue, RegExp])[] = (Object.keys(CUE_TABLE) as Cue[]).map((cue) => [
  cue,
  new RegExp(`(?:${CUE_TABLE[cue].map(compilePhrase).join('|')})(?![a-z0-9])`, 'y'),
]);

/** Cues that a negation right before them takes back ('es aportación, nada de préstamo'). */
const NEGATABLE: ReadonlySet<Cue> = new Set<Cue>(['borrow', 'contribute']);
const NEGATED_BEFORE =
  /(?:^|[\s,])(?:no|ni|nada de|non|tampoco)\s+(?:(?:es|era|fue|son|eran|hay)\s+)?(?:(?:un|una|el|la|de)\s+)?$/;

const WORD_CHAR = /[a-z0-9]/;

export function cueHits(text: string): CueHit[] {
  const starts: number[] = [];
  for (let i = 0; i < text.length; i++) if (i === 0 || !WORD_CHAR.test(text.charAt(i - 1))) starts.push(i);
  const out: CueHit[] = [];
  for (const [cue, re] of COMPILED) {
    let from = 0;
    for (const start of starts) {
      if (start < from) continue;
      re.lastIndex = start;
      const m = re.exec(text);
      if (!m) continue;
      const end = start + m[0].length;
      from = Math.max(end, start + 1);
      if (NEGATABLE.has(cue) && NEGATED_BEFORE.test(text.slice(Math.max(0, start - 24), start))) continue;
      out.push({ cue, start, end });
    }
  }
  return out.sort((a, b) => a.start - b.start);
}

/** Clauses end at a full stop, a semicolon or a colon; commas stay inside (they separate parts). */
const CLAUSE_END = /[;:](?=\s|$)|\.(?=\s|$)/g;

function cut(text: string): Clause[] {
  const out: Clause[] = [];
  let last = 0;
  const push = (start: number, end: number): void => {
    const slice = text.slice(start, end);
    if (slice.trim()) out.push({ start, end, text: slice });
  };
  for (const m of text.matchAll(CLAUSE_END)) {
    push(last, m.index);
    last = m.index + m[0].length;
  }
  push(last, text.length);
  return out;
}

/**
 * Sizes of a thing ('carpas de 6x12', 'bolsas de 25 kg', 'barriles de 50 litros') and a model's
 * 'N en 1' ('una prensa 5 en 1') and a surface ('la finca, 8 hectáreas') describe it; they are never a
 * quantity or a price, so they leave the text before numbers are read.
 */
const SIZE =
  /\s(?:de|con)\s+\d+(?:[.,]\d+)?\s?(?:x|×)\s?\d+(?:[.,]\d+)?(?:\s?(?:m|mts|metros|cm))?(?![\p{L}\d])|\s(?:de|con)\s+\d+(?:[.,]\d+)?\s?(?:kg|kgs|kilos?|g|gr|gramos|l|lts?|litros?|ml|cm|mts?|metros?|m2|pulgadas|gb|tb)(?![\p{L}\d])|\s\d\s?en\s?1(?![\p{L}\d.,])|\s\d+(?:[.,]\d+)?\s?(?:hectareas|hectáreas|m2|metros cuadrados)(?![\p{L}\d])/giu;

/** Colombia's tax on bank movements is named by a number: it is a word, not an amount. */
const FOUR_PER_THOUSAND = /(?<![\d.,])4\s?(?:x|×|por)\s?(?:1000|mil)(?![\d])/gi;

export function read(message: string, ctx: DateContext = {}): Reading {
  return readOnce(message, ctx);
}

const readOnce = perMessage(
  (message: string, ctx: DateContext) => `${contextKey(ctx)}|${message}`,
  (message: string, ctx: DateContext): Reading =>
    fromMsg(analyze(message.replace(SIZE, '').replace(FOUR_PER_THOUSAND, ' gmf '), ctx)),
);

export function fromMsg(msg: Msg): Reading {
  const text = msg.text;
  return {
    msg,
    text,
    said: normalize(msg.raw),
    ...(msg.date ? { date: msg.date } : {}),
    mentions: msg.mentions,
    values: values(msg),
    hits: cueHits(text),
    clauses: cut(text),
    // A question mark, or a question word opening a message that states no amount ('cuánto
    // debemos'); 'qué onda, pusimos 4.000…' is a greeting before a movement.
    question:
      /\?/.test(msg.raw) ||
      (/^(cuanto|cuanta|cuantos|cuantas|cual|cuales|donde|por que|como (?:va|vamos|esta|estamos|quedo|queda))\b/.test(
        text,
      ) &&
        msg.mentions.every((m) => m.kind !== 'money')),
  };
}

/** Queries on a reading, all answered from the one scan. */
export function has(r: Reading, cue: Cue, from = 0, to = Infinity): boolean {
  return r.hits.some((h) => h.cue === cue && h.start >= from && h.end <= to);
}

export function first(r: Reading, cue: Cue): CueHit | undefined {
  return r.hits.find((h) => h.cue === cue);
}

export function within(r: Reading, clause: Clause, cue: Cue): boolean {
  return has(r, cue, clause.start, clause.end);
}

export function moneyIn(r: Reading, from = 0, to = Infinity): Value[] {
  return r.values.filter((v) => v.start >= from && v.end <= to);
}

export function total(vals: readonly Value[]): Cents {
  return vals.reduce((a, v) => a + v.cents, 0) as Cents;
}

/** The text around a position, for phrase checks near a number ('38.50 de comisión'). */
export function around(
  r: Reading,
  start: number,
  end: number,
  before = 30,
  after = 30,
): { before: string; after: string } {
  return { before: r.text.slice(Math.max(0, start - before), start), after: r.text.slice(end, end + after) };
}
