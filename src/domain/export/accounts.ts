import { accountBalances } from '../accounts';
import { ACCOUNT } from '../catalog';
import type { StateView } from '../lines';
import type { AccountType, Section } from '../sections';
import { oneLine } from './text';

/** One account of the books with the path each plain-text tool knows it by. */
export interface PlainTextAccount {
  /** section|term|name, as the books' accountKey. */
  readonly key: string;
  readonly section: Section;
  readonly type?: AccountType;
  /** The name as the company wrote it. */
  readonly account: string;
  readonly isCustom: boolean;
  /** hledger account type: A assets, C cash (an asset), L liabilities, E equity, R revenues, X expenses. */
  readonly hledgerType: HledgerType;
  readonly hledger: string;
  readonly beancount: string;
}

export type HledgerType = 'A' | 'C' | 'L' | 'E' | 'R' | 'X';

/**
 * Where an entry that does not balance is closed. Both tools refuse an unbalanced transaction,
 * while the app keeps (and flags) them, so the difference goes to an equity account of its own.
 */
export const HLEDGER_DISCREPANCY = 'Patrimonio:Descuadre';
export const BEANCOUNT_DISCREPANCY = 'Equity:Descuadre';

const HLEDGER_PARENT: Readonly<Record<Section, string>> = {
  assets: 'Activo',
  liabilities: 'Pasivo',
  equity: 'Patrimonio',
  revenues: 'Ingresos',
  expenses: 'Gastos',
};

// Beancount only knows these five roots (unless the file renames them, which other tools ignore).
const BEANCOUNT_PARENT: Readonly<Record<Section, string>> = {
  assets: 'Assets',
  liabilities: 'Liabilities',
  equity: 'Equity',
  revenues: 'Income',
  expenses: 'Expenses',
};

const HLEDGER_TERM: Readonly<Record<AccountType, string>> = {
  corriente: 'Corriente',
  no_corriente: 'No corriente',
};

const BEANCOUNT_TERM: Readonly<Record<AccountType, string>> = {
  corriente: 'Corriente',
  no_corriente: 'No-corriente',
};

const HLEDGER_TYPE: Readonly<Record<Section, HledgerType>> = {
  assets: 'A',
  liabilities: 'L',
  equity: 'E',
  revenues: 'R',
  expenses: 'X',
};

/**
 * An account name as one hledger path component. hledger splits names on ':' and ends them at two
 * spaces, and newer versions read ';' as the start of a comment, so those become ' - ', one space
 * and ','; control characters go too. Everything else (accents, ñ, parentheses) hledger reads as
 * it is.
 */
export function hledgerComponent(name: string): string {
  const clean = oneLine(name.replace(/:/g, ' - ').replace(/;/g, ','));
  return clean === '' ? 'Cuenta' : clean;
}

// Letters that Unicode decomposition does not reduce to ASCII.
const LATIN: Readonly<Record<string, string>> = {
  ß: 'ss',
  æ: 'ae',
  Æ: 'AE',
  œ: 'oe',
  Œ: 'OE',
  ø: 'o',
  Ø: 'O',
  đ: 'd',
  Đ: 'D',
  ð: 'd',
  Ð: 'D',
  ł: 'l',
  Ł: 'L',
  þ: 'th',
  Þ: 'TH',
};

/**
 * An account name as one Beancount path component: ASCII letters and digits, words joined by '-',
 * starting with a capital or a digit. Beancount 2 accepts some UTF-8 here and Beancount 3 other
 * rules, so ASCII is what every version reads ('Préstamos a corto plazo' → 'Prestamos-a-corto-plazo').
 */
export function beancountComponent(name: string): string {
  const ascii = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^ -~]/g, (ch) => LATIN[ch] ?? ' ');
  const words = ascii.split(/[^A-Za-z0-9]+/).filter((w) => w !== '');
  if (words.length === 0) return 'Cuenta';
  const joined = words.join('-');
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/**
 * Every account of the state with its hledger and Beancount paths, in chart order. Two names that
 * map to the same component under one parent ('Caja: chica' and 'Caja - chica') get numbered
 * suffixes. Who keeps the plain name depends only on the set of names (catalogue names first, then
 * by code point), so the same books always export the same paths.
 */
export function plainTextAccounts(state: StateView): PlainTextAccount[] {
  const balances = accountBalances(state);
  const order = balances
    .map((b, i) => ({ b, i }))
    .sort((x, y) =>
      x.b.isCustom !== y.b.isCustom
        ? x.b.isCustom
          ? 1
          : -1
        : x.b.account < y.b.account
          ? -1
          : x.b.account > y.b.account
            ? 1
            : x.i - y.i,
    );
  const hledgerTaken = new Set<string>([HLEDGER_DISCREPANCY]);
  const beancountTaken = new Set<string>([BEANCOUNT_DISCREPANCY]);
  const paths = new Array<{ hledger: string; beancount: string }>(balances.length);
  for (const { b, i } of order) {
    const term = b.type;
    const hledgerParent = HLEDGER_PARENT[b.section] + (term ? `:${HLEDGER_TERM[term]}` : '');
    const beancountParent = BEANCOUNT_PARENT[b.section] + (term ? `:${BEANCOUNT_TERM[term]}` : '');
    paths[i] = {
      hledger: claim(hledgerTaken, `${hledgerParent}:${hledgerComponent(b.account)}`, (n) => ` (${n})`),
      beancount: claim(beancountTaken, `${beancountParent}:${beancountComponent(b.account)}`, (n) => `-${n}`),
    };
  }
  return balances.map((b, i) => {
    const p = paths[i] as { hledger: string; beancount: string };
    return {
      key: b.key,
      section: b.section,
      type: b.type,
      account: b.account,
      isCustom: b.isCustom,
      hledgerType: b.section === 'assets' && b.account === ACCOUNT.cash ? 'C' : HLEDGER_TYPE[b.section],
      hledger: p.hledger,
      beancount: p.beancount,
    };
  });
}

/** The path itself when free, else the first free one with a numbered suffix (2, 3…). */
function claim(taken: Set<string>, path: string, suffix: (n: number) => string): string {
  let candidate = path;
  for (let n = 2; taken.has(candidate); n++) candidate = path + suffix(n);
  taken.add(candidate);
  return candidate;
}
