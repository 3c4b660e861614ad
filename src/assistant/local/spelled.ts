import { dictionary } from './dictionary';
/**
 * Spanish numbers written in words ('diez mil', 'mil quinientos', 'un millón doscientos mil',
 * 'quinientos cincuenta') rewritten as digits, so the amount grammar only has to read digits.
 */

const UNITS: Readonly<Record<string, number>> = dictionary({
  un: 1,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  dieciseis: 16,
  diecisiete: 17,
  dieciocho: 18,
  diecinueve: 19,
  veinte: 20,
  veintiun: 21,
  veintiuno: 21,
  veintiuna: 21,
  veintidos: 22,
  veintitres: 23,
  veinticuatro: 24,
  veinticinco: 25,
  veintiseis: 26,
  veintisiete: 27,
  veintiocho: 28,
  veintinueve: 29,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
  cien: 100,
  ciento: 100,
  doscientos: 200,
  doscientas: 200,
  trescientos: 300,
  trescientas: 300,
  cuatrocientos: 400,
  cuatrocientas: 400,
  quinientos: 500,
  quinientas: 500,
  seiscientos: 600,
  seiscientas: 600,
  setecientos: 700,
  setecientas: 700,
  ochocientos: 800,
  ochocientas: 800,
  novecientos: 900,
  novecientas: 900,
});
const TENS = new Set([20, 30, 40, 50, 60, 70, 80, 90]);
const ARTICLES = new Set(['un', 'una', 'uno']);

function isNumberWord(w: string): boolean {
  return w in UNITS || w === 'mil' || w === 'millon' || w === 'millones';
}

/**
 * Value of a run of number words, in whole units, or null when the run is not a number
 * (a lone 'un'/'una' is an article, not the amount one).
 */
export function spelledValue(run: readonly string[]): number | null {
  if (run.length === 0) return null;
  if (run.length === 1 && ARTICLES.has(run[0] ?? '')) return null;
  let total = 0;
  let current = 0;
  let any = false;
  for (const w of run) {
    if (w === 'y') continue;
    if (w === 'mil') {
      total += (current || 1) * 1000;
      current = 0;
    } else if (w === 'millon' || w === 'millones') {
      total = (total + (current || 1)) * 1_000_000;
      current = 0;
    } else {
      const v = UNITS[w];
      if (v === undefined) return null;
      current += v;
    }
    any = true;
  }
  return any ? total + current : null;
}

/** Rewrites every run of number words in a normalised text as digits. */
export function spelledToDigits(text: string): string {
  const tokens = text.split(' ');
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    const start = i;
    const run: string[] = [];
    let trailing = '';
    while (i < tokens.length) {
      const raw = tokens[i] ?? '';
      // '(mil cien)': a figure in brackets is read with its brackets kept.
      const m = /^\(?([a-z]+)([,.;:)]*)$/.exec(run.length === 0 ? raw : raw.startsWith('(') ? '' : raw);
      const w = m?.[1] ?? '';
      if (isNumberWord(w) || (w === 'y' && canJoinWithY(run, tokens[i + 1]))) {
        // 'medio millón' is the only place 'medio' counts.
        run.push(w);
        i++;
        if (m?.[2]) {
          trailing = m[2];
          break;
        }
        continue;
      }
      if (w === 'medio' && /^millon/.test(tokens[i + 1] ?? '') && run.length === 0) {
        run.push('medio');
        i++;
        continue;
      }
      break;
    }
    if (run.length === 0) {
      out.push(tokens[i] ?? '');
      i++;
      continue;
    }
    // '10 mil' and '2 millones' are read by the amount grammar, which keeps the decimals of '1,5 millones'.
    const afterDigits =
      /^(mil|millon|millones)$/.test(run[0] ?? '') && /^\d[\d.,]*$/.test(out[out.length - 1] ?? '');
    // 'tres a 60 y uno grande a 250': a lone 'uno'/'una' priced per unit is the count one.
    const pricedOne =
      run.length === 1 &&
      (run[0] === 'uno' || run[0] === 'una') &&
      !trailing &&
      // 'a una cooperativa a 4.000 el kilo': after a preposition it is the article of who bought.
      !/^(?:a|para|con|de|por)$/.test(tokens[start - 1] ?? '') &&
      PRICED_AFTER.test(tokens.slice(i, i + 5).join(' '));
    // '29 mil quinientos': the thousands in digits, the rest in words.
    const tail = afterDigits && run[0] === 'mil' && run.length > 1 ? spelledValue(run.slice(1)) : null;
    if (tail !== null && tail < 1000) {
      const thousands = Number(out.pop());
      out.push(String(thousands * 1000 + tail) + trailing);
      continue;
    }
    // 'a dos cincuenta', 'seis noventa y nueve': units then cents, the way a price is said aloud.
    const priced = afterDigits ? null : unitsAndCents(run);
    if (priced && !trailing) {
      out.push((tokens[start]?.startsWith('(') ? '(' : '') + priced);
      continue;
    }
    let value = afterDigits ? null : pricedOne ? 1 : run[0] === 'medio' ? 500_000 : spelledValue(run);
    // 'mil y media', 'dos millones y medio': half of the last scale word more.
    const last = run[run.length - 1] ?? '';
    const halfOf = last === 'mil' ? 500 : /^millon/.test(last) ? 500_000 : 0;
    const half = !trailing && value !== null && halfOf ? HALF.exec(tokens.slice(i, i + 2).join(' ')) : null;
    if (half && value !== null) {
      value += halfOf;
      i += 2;
      trailing = half[1] ?? '';
    }
    // 'seiscientos veintiocho con cincuenta': units 'con' cents, a price said aloud.
    // 'tres punto cinco por ciento', 'veinte coma cinco': the decimals as said.
    const mark = tokens[i];
    if (value !== null && !trailing && (mark === 'con' || mark === 'punto' || mark === 'coma')) {
      let j = i + 1;
      const cents: string[] = [];
      let tail = '';
      while (j < tokens.length) {
        const m = /^([a-z]+)([,.;:)]*)$/.exec(tokens[j] ?? '');
        const w = m?.[1] ?? '';
        if (!(w in UNITS) && !(w === 'y' && canJoinWithY(cents, tokens[j + 1]))) break;
        cents.push(w);
        j++;
        if (m?.[2]) {
          tail = m[2];
          break;
        }
      }
      const c = spelledValue(cents);
      if (c !== null && c >= 1 && c <= 99) {
        out.push(`${value},${mark === 'con' ? String(c).padStart(2, '0') : String(c)}${tail}`);
        i = j;
        continue;
      }
    }
    if (value === null) {
      out.push(...tokens.slice(start, i));
    } else {
      out.push((tokens[start]?.startsWith('(') ? '(' : '') + String(value) + trailing);
    }
  }
  return out.join(' ');
}

const HALF = /^y medi[oa]([,.;:)]*)$/;

/**
 * 'dos cincuenta' (2,50), 'uno veinte' (1,20), 'quince noventa y nueve' (15,99): a count under a
 * hundred followed by a tens word is never one number in Spanish ('cincuenta y dos' is), so it is a
 * price in units and cents. Null for every run that is one number.
 */
function unitsAndCents(run: readonly string[]): string | null {
  for (let k = 1; k < run.length; k++) {
    const at = UNITS[run[k] ?? ''];
    if (at === undefined || !TENS.has(at) || run[k - 1] === 'y') continue;
    const units = k === 1 && ARTICLES.has(run[0] ?? '') ? 1 : spelledValue(run.slice(0, k));
    const cents = spelledValue(run.slice(k));
    const before = UNITS[run[k - 1] ?? ''];
    if (units === null || cents === null || before === undefined || before >= 100) return null;
    if (units < 1 || units > 99 || cents < 10 || cents > 99) return null;
    return `${units},${String(cents).padStart(2, '0')}`;
  }
  return null;
}

/** One or two words, then a price per unit: 'grande a 250', 'mas por 40' (never a term: 'a 30 dias'). */
const PRICED_AFTER =
  /^(?:[a-z]+ ){1,2}(?:a|por) \$?\d[\d.,]*(?!\s*(?:dias|meses|anos|semanas|cuotas|%))(?:[ ,.;]|$)/;

/** 'treinta y cinco' joins with 'y'; '300 y 400' or 'luz y agua' do not. */
function canJoinWithY(run: readonly string[], next: string | undefined): boolean {
  const prev = run[run.length - 1];
  if (!prev || !next) return false;
  const pv = UNITS[prev];
  const nv = UNITS[next.replace(/[,.;:)]+$/, '')];
  return pv !== undefined && TENS.has(pv) && nv !== undefined && nv < 10;
}
