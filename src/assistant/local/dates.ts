import { MONTHS_ES } from '../../domain';
import { blank } from './text';

/**
 * The date grammar: 'el 15 de marzo', '15/03', '2024-03-15', 'ayer', 'hoy', 'el lunes'. Every date
 * phrase is blanked out of the text (so '15 de marzo' never becomes an amount); the entry date is kept
 * only when the phrase dates the movement itself, not a future payment ('se lo pago el lunes').
 */
export interface DateContext {
  readonly today?: string;
  readonly period?: { readonly start: string; readonly end: string };
}

/** The context as a key of the per-message memo (./memo.ts). */
export function contextKey(ctx: DateContext): string {
  return `${ctx.today ?? ''}|${ctx.period?.start ?? ''}|${ctx.period?.end ?? ''}`;
}

export interface DateResult {
  readonly text: string;
  readonly date?: string;
}

/** The domain's month names; the text read has no accents, and so have none of them. */
const MONTHS: readonly string[] = MONTHS_ES;
const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'];
const MONTH_ALT = `${MONTHS.join('|')}|setiembre`;

/** Phrases announcing a future payment: the date after them is not the entry date. */
const FUTURE_BEFORE =
  /(pago|pagamos|pagare|pagaremos|paga|pagara|pagaran|cobro|cobramos|cobraremos|cobrare|vence|vencen|para|hasta|antes de|proximo|que viene)\s*$/;

interface Found {
  start: number;
  end: number;
  iso?: string;
  /** A day named by a word, left in the text. */
  keep?: boolean;
}

export function extractDate(text: string, ctx: DateContext): DateResult {
  const found: Found[] = [];
  const base = baseDate(ctx);
  const push = (start: number, end: number, iso: string | undefined, keep = false): void => {
    if (found.some((f) => start < f.end && end > f.start)) return;
    found.push({ start, end, iso, ...(keep ? { keep } : {}) });
  };
  /** A day of the month named in the text ('el 5', 'el lunes 4'): a date of the current month. */
  const pushDay = (start: number, end: number, day: number): void => {
    if (day < 1 || day > 31) return;
    push(start, end, base ? valid(Number(base.slice(0, 4)), Number(base.slice(5, 7)) - 1, day) : undefined);
  };

  for (const m of text.matchAll(
    new RegExp(
      `(?:el\\s+)?(?:dia\\s+)?(\\d{1,2})\\s+de\\s+(${MONTH_ALT})(?:\\s+(?:de|del)\\s+(\\d{4}))?`,
      'g',
    ),
  )) {
    const day = Number(m[1]);
    const month = monthIndex(m[2] ?? '');
    const year = m[3] ? Number(m[3]) : yearFor(month, day, ctx, base);
    push(m.index, m.index + m[0].length, valid(year, month, day));
  }
  for (const m of text.matchAll(/(?<![\d.,/])(\d{4})-(\d{2})-(\d{2})(?![\d])/g)) {
    push(m.index, m.index + m[0].length, valid(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  }
  for (const m of text.matchAll(/(?<![\d.,/])(\d{1,2})\/(\d{1,2})(?:\/(\d{2,4}))?(?![\d])/g)) {
    const day = Number(m[1]);
    const month = Number(m[2]) - 1;
    if (day < 1 || day > 31 || month < 0 || month > 11) continue;
    const y = m[3]
      ? m[3].length === 2
        ? 2000 + Number(m[3])
        : Number(m[3])
      : yearFor(month, day, ctx, base);
    push(m.index, m.index + m[0].length, valid(y, month, day));
  }
  for (const m of text.matchAll(
    /(?<![a-z])(anteayer|antier|antes de ayer|ayer|hoy|esta manana|esta tarde)(?![a-z])/g,
  )) {
    const back = m[1] === 'ayer' ? 1 : m[1]?.startsWith('ant') ? 2 : 0;
    push(m.index, m.index + m[0].length, base ? shift(base, -back) : undefined, true);
  }
  // 'arrancan el lunes 4': a weekday and its day of the month, never an amount.
  for (const m of text.matchAll(
    new RegExp(
      `(?<![a-z])(?:el\\s+)?(?:${WEEKDAYS.join('|')})\\s+(\\d{1,2})(?![.,]?\\d)(?=\\s*(?:$|[.,;!)]|y\\s|que\\s|de este mes|del mes|del proximo mes|del mes que viene))`,
      'g',
    ),
  )) {
    pushDay(m.index, m.index + m[0].length, Number(m[1]));
  }
  for (const m of text.matchAll(
    new RegExp(
      `(?<![a-z])(?:el\\s+)?(?:(pasado|proximo)\\s+)?(${WEEKDAYS.join('|')})(?:\\s+(pasado|que viene))?(?![a-z])`,
      'g',
    ),
  )) {
    const future = m[1] === 'proximo' || m[3] === 'que viene';
    const wd = WEEKDAYS.indexOf(m[2] ?? '');
    push(m.index, m.index + m[0].length, base && !future ? lastWeekday(base, wd) : undefined);
  }
  // 'el 5', 'el día 20 de este mes': a day of the current month, never an amount.
  for (const m of text.matchAll(
    /(?<![a-z])el\s+(?:dia\s+)?(\d{1,2})(?![.,]\d)(?=\s*(?:$|[.,;)]|y\s|que\s|porque\s|pues\s|de este mes|del mes|de cada mes|del proximo mes|del mes que viene|del otro mes|del siguiente mes|del proximo|del siguiente|del otro))/g,
  )) {
    pushDay(m.index, m.index + m[0].length, Number(m[1]));
  }

  let out = text;
  let date: string | undefined;
  for (const f of found.sort((a, b) => a.start - b.start)) {
    // 'ayer', 'hoy' hold no figure to mistake for an amount, and say when money moved ('1.200 hoy
    // y el resto el mes que viene', 'se la pagamos ayer'): they stay in the text.
    if (!f.keep) out = blank(out, f.start, f.end);
    const before = text.slice(Math.max(0, f.start - 30), f.start);
    if (!date && f.iso && !FUTURE_BEFORE.test(before.trimEnd())) date = f.iso;
  }
  return date ? { text: out, date } : { text: out };
}

function monthIndex(name: string): number {
  return name === 'setiembre' ? 8 : MONTHS.indexOf(name);
}

/** The reference day for relative dates: today inside the report period, else the period's end. */
function baseDate(ctx: DateContext): string | undefined {
  const { today, period } = ctx;
  if (today && period) {
    if (today < period.start) return period.start;
    if (today > period.end) return period.end;
    return today;
  }
  return today ?? period?.end;
}

/** The year that puts day/month inside the report period, else the reference year. */
function yearFor(month: number, day: number, ctx: DateContext, base: string | undefined): number {
  const p = ctx.period;
  if (p) {
    const y0 = Number(p.start.slice(0, 4));
    const y1 = Number(p.end.slice(0, 4));
    for (let y = y0; y <= y1; y++) {
      const iso = valid(y, month, day);
      if (iso && iso >= p.start && iso <= p.end) return y;
    }
  }
  return base ? Number(base.slice(0, 4)) : Number.NaN;
}

function valid(year: number, month: number, day: number): string | undefined {
  if (!Number.isInteger(year) || month < 0 || month > 11 || day < 1) return undefined;
  const d = new Date(Date.UTC(year, month, day));
  if (d.getUTCMonth() !== month) return undefined;
  return d.toISOString().slice(0, 10);
}

function shift(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The most recent given weekday on or before `iso`. */
function lastWeekday(iso: string, weekday: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  const diff = (d.getUTCDay() - weekday + 7) % 7;
  return shift(iso, -diff);
}
