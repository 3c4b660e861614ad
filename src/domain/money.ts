/**
 * Money is an integer number of cents behind a brand, so a float can never be passed where money is
 * expected without going through `toCents`/`parseAmount`, which round exactly once.
 */
declare const centsBrand: unique symbol;
export type Cents = number & { readonly [centsBrand]: 'Cents' };

export const ZERO = 0 as Cents;

/** Largest amount the product accepts for one line: ±1e12 in currency units. */
export const MAX_ABS_CENTS = 100_000_000_000_000 as Cents;

export function isCents(value: unknown): value is Cents {
  return typeof value === 'number' && Number.isSafeInteger(value);
}

/** Wraps an integer count of cents; throws on anything that is not a safe integer. */
export function cents(value: number): Cents {
  if (!Number.isSafeInteger(value)) throw new RangeError(`Not an integer number of cents: ${value}`);
  return (value === 0 ? 0 : value) as Cents;
}

export function add(a: Cents, b: Cents): Cents {
  return cents(a + b);
}

export function sub(a: Cents, b: Cents): Cents {
  return cents(a - b);
}

export function neg(a: Cents): Cents {
  return cents(-a);
}

export function sum(values: Iterable<Cents>): Cents {
  let total = 0;
  for (const v of values) total += v;
  return cents(total);
}

export function abs(a: Cents): Cents {
  return cents(Math.abs(a));
}

/**
 * Multiplies by a rational factor num/den and rounds half away from zero, using BigInt so large
 * amounts stay exact. Used for quantities × prices, percentages and halves.
 */
export function mulDiv(a: Cents, num: number, den: number): Cents {
  if (!Number.isSafeInteger(num) || !Number.isSafeInteger(den) || den === 0) {
    throw new RangeError('mulDiv needs integer numerator and non-zero integer denominator');
  }
  const n = BigInt(a) * BigInt(num);
  const d = BigInt(den);
  const sign = n < 0n !== d < 0n ? -1n : 1n;
  const an = n < 0n ? -n : n;
  const ad = d < 0n ? -d : d;
  const q = (an * 2n + ad) / (2n * ad);
  return cents(Number(sign * q));
}

/** Decimal number of currency units → cents, rounding half away from zero at the third decimal. */
export function toCents(units: number): Cents | null {
  if (!Number.isFinite(units)) return null;
  const text = Math.abs(units).toFixed(6);
  const [intPart = '0', frac = ''] = text.split('.');
  const c =
    Number(intPart) * 100 + Number(frac.slice(0, 2).padEnd(2, '0')) + (Number(frac[2] ?? '0') >= 5 ? 1 : 0);
  if (!Number.isSafeInteger(c)) return null;
  return cents(units < 0 ? -c : c);
}

/** Cents → a JavaScript number of currency units, for JSON contracts that carry decimals. */
export function toUnits(a: Cents): number {
  return a / 100;
}

/**
 * Parses an amount written by a person or returned by a model: numbers, '1200', '1,200.50',
 * '1.200,50', '-45.5', '$1,234.56', '1.250,75 €'. Returns null when it is not an amount.
 */
export function parseAmount(input: unknown): Cents | null {
  if (typeof input === 'number') return toCents(input);
  if (typeof input !== 'string') return null;
  let s = input
    .trim()
    .replace(/[\s\u00a0]/g, '')
    .replace(/[$€]|US\$|USD|EUR/gi, '');
  let negative = false;
  if (/^\(.*\)$/.test(s)) {
    negative = true;
    s = s.slice(1, -1);
  }
  if (s.startsWith('-')) {
    negative = !negative;
    s = s.slice(1);
  } else if (s.startsWith('+')) {
    s = s.slice(1);
  }
  if (!/^[\d.,]+$/.test(s) || !/\d/.test(s)) return null;
  const lastDot = s.lastIndexOf('.');
  const lastComma = s.lastIndexOf(',');
  let intPart: string;
  let fracPart = '';
  if (lastDot >= 0 && lastComma >= 0) {
    // Both separators: the last one is the decimal mark.
    const dec = Math.max(lastDot, lastComma);
    intPart = s.slice(0, dec);
    fracPart = s.slice(dec + 1);
    const thousands = lastDot > lastComma ? ',' : '.';
    if (intPart.includes(lastDot > lastComma ? '.' : ',')) return null;
    if (!validGrouping(intPart, thousands)) return null;
    intPart = intPart.split(thousands).join('');
  } else if (lastDot >= 0 || lastComma >= 0) {
    const sep = lastDot >= 0 ? '.' : ',';
    const parts = s.split(sep);
    const last = parts[parts.length - 1] ?? '';
    if (parts.length > 2 || (last.length === 3 && (parts[0] ?? '').length > 0 && (parts[0] ?? '') !== '0')) {
      // '1.200' or '1,200,000': thousands grouping.
      if (!validGrouping(s, sep)) return null;
      intPart = parts.join('');
    } else {
      intPart = parts[0] ?? '';
      fracPart = last;
    }
  } else {
    intPart = s;
  }
  if (intPart === '') intPart = '0';
  if (!/^\d+$/.test(intPart) || !/^\d*$/.test(fracPart)) return null;
  const whole = Number(intPart);
  const frac2 = Number(fracPart.slice(0, 2).padEnd(2, '0'));
  const roundUp = Number(fracPart[2] ?? '0') >= 5 ? 1 : 0;
  const total = whole * 100 + frac2 + roundUp;
  if (!Number.isSafeInteger(total)) return null;
  return cents(negative ? -total : total);
}

function validGrouping(intPart: string, sep: string): boolean {
  const groups = intPart.split(sep);
  if (groups.length === 1) return /^\d+$/.test(intPart);
  const [first = '', ...rest] = groups;
  return /^\d{1,3}$/.test(first) && rest.every((g) => /^\d{3}$/.test(g));
}

/**
 * Splits `total` into parts proportional to `weights` so that the parts add up to `total` exactly:
 * each part is rounded down and the cents left over go to the largest remainders (earliest first on
 * ties). The weights must all have the same sign (zeros get nothing); the parts carry total's sign.
 */
export function splitProportionally(total: Cents, weights: readonly Cents[]): Cents[] {
  const n = weights.length;
  const out = new Array<Cents>(n).fill(ZERO);
  if (total === 0) return out;
  let wSum = 0;
  let positive = false;
  let negative = false;
  for (const w of weights) {
    wSum += w;
    if (w > 0) positive = true;
    else if (w < 0) negative = true;
  }
  if (positive && negative) throw new RangeError('splitProportionally needs weights of one sign');
  if (wSum === 0) throw new RangeError('splitProportionally needs a non-zero total weight');
  const t = Math.abs(total);
  const a = Math.abs(wSum);
  const sign = total < 0 ? -1 : 1;
  const floors = new Array<number>(n);
  const rems = new Array<number>(n);
  let given = 0;
  // Products stay exact in doubles up to 2^53; beyond that BigInt keeps them exact.
  // (half the safe range leaves room for the correction of a quotient the division rounded up).
  const exactInNumber = t * a <= Number.MAX_SAFE_INTEGER / 2;
  for (let i = 0; i < n; i++) {
    const w = Math.abs(weights[i] ?? 0);
    if (exactInNumber) {
      const p = t * w;
      let f = Math.floor(p / a);
      let r = p - f * a;
      if (r < 0) {
        f -= 1;
        r += a;
      } else if (r >= a) {
        f += 1;
        r -= a;
      }
      floors[i] = f;
      rems[i] = r;
    } else {
      const p = BigInt(t) * BigInt(w);
      const f = p / BigInt(a);
      floors[i] = Number(f);
      rems[i] = Number(p - f * BigInt(a));
    }
    given += floors[i] ?? 0;
  }
  let left = t - given;
  if (left > 0) {
    const order = Array.from({ length: n }, (_, i) => i).filter((i) => weights[i] !== 0);
    order.sort((x, y) => (rems[y] ?? 0) - (rems[x] ?? 0) || x - y);
    for (const i of order) {
      if (left === 0) break;
      floors[i] = (floors[i] ?? 0) + 1;
      left--;
    }
  }
  for (let i = 0; i < n; i++) out[i] = cents(sign * (floors[i] ?? 0));
  return out;
}
