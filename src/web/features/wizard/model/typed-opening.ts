import {
  ACCOUNT,
  cents,
  formatAmount,
  MAX_ABS_CENTS,
  mergeBalances,
  namesFor,
  openingDifference,
  parseAmount,
  type AccountType,
  type BalanceSection,
  type Cents,
  type OpeningBalance,
} from '@/domain';

/** One row of the typed opening: an account (see accountValue) and the amount as written. */
export interface OpeningRow {
  readonly key: string;
  readonly account: string;
  readonly amount: string;
}

type Account = Pick<OpeningBalance, 'section' | 'category' | 'type'>;

/** An account as the value of a select option: section, term and name. */
export function accountValue(a: Account): string {
  return `${a.section}|${a.type ?? ''}|${a.category}`;
}

export function readAccount(value: string): Account | null {
  const [section, type, ...rest] = value.split('|');
  const category = rest.join('|');
  if (!category) return null;
  if (section === 'assets' || section === 'liabilities') {
    if (type !== 'corriente' && type !== 'no_corriente') return null;
    return { section, type, category };
  }
  if (section === 'equity' && type === '') return { section, category };
  return null;
}

export interface AccountGroup {
  readonly label: string;
  readonly options: readonly { readonly value: string; readonly label: string }[];
}

function group(label: string, section: BalanceSection, type?: AccountType): AccountGroup {
  return {
    label,
    options: namesFor(section, type).map((name) => ({
      value: accountValue({ section, category: name, ...(type ? { type } : {}) }),
      label: name,
    })),
  };
}

/** The accounts an opening may use: the catalogue's assets, liabilities and equity, by term. */
export const OPENING_ACCOUNT_GROUPS: readonly AccountGroup[] = [
  group('Activo corriente', 'assets', 'corriente'),
  group('Activo no corriente', 'assets', 'no_corriente'),
  group('Pasivo corriente', 'liabilities', 'corriente'),
  group('Pasivo no corriente', 'liabilities', 'no_corriente'),
  group('Patrimonio', 'equity'),
];

export const CASH_ACCOUNT = accountValue({ section: 'assets', type: 'corriente', category: ACCOUNT.cash });
export const CAPITAL_ACCOUNT = accountValue({ section: 'equity', category: ACCOUNT.shareCapital });

/** The rows an opening already applied reads back as (amounts as the app writes them). */
export function rowsFromBalances(balances: readonly OpeningBalance[], newKey: () => string): OpeningRow[] {
  return balances.map((b) => ({ key: newKey(), account: accountValue(b), amount: formatAmount(b.amount) }));
}

/** Two empty rows, cash and capital, the most common opening of a small company. */
export function starterRows(newKey: () => string): OpeningRow[] {
  return [
    { key: newKey(), account: CASH_ACCOUNT, amount: '' },
    { key: newKey(), account: CAPITAL_ACCOUNT, amount: '' },
  ];
}

export type RowsReading =
  | { readonly ok: true; readonly balances: OpeningBalance[] }
  | { readonly ok: false; readonly message: string };

function amountOf(text: string): Cents | null {
  const cents = parseAmount(text);
  return cents === null || Math.abs(cents) > MAX_ABS_CENTS ? null : cents;
}

/**
 * The rows as opening balances. A row with no amount is left out; an amount that is not a number,
 * or a row without an account, is an error that names the row, and then nothing is applied.
 */
export function readRows(rows: readonly OpeningRow[]): RowsReading {
  const balances: OpeningBalance[] = [];
  for (const [i, row] of rows.entries()) {
    const text = row.amount.trim();
    if (!text) continue;
    const account = readAccount(row.account);
    if (!account) return { ok: false, message: `Elige la cuenta de la fila ${i + 1}.` };
    const amount = amountOf(text);
    if (amount === null)
      return {
        ok: false,
        message: `El monto «${text}» de la fila ${i + 1} no es válido: escribe un número, por ejemplo 1,250.50.`,
      };
    balances.push({ ...account, amount });
  }
  if (mergeBalances(balances).length === 0)
    return { ok: false, message: 'Escribe al menos un saldo distinto de cero.' };
  return { ok: true, balances };
}

export interface OpeningTotals {
  readonly assets: Cents;
  readonly liabilitiesAndEquity: Cents;
  /** Activos − (Pasivos + Patrimonio): what would go to 'Resultados acumulados'. */
  readonly difference: Cents;
}

/** The totals of the rows that read, while the user types (rows that do not read count as nothing). */
export function rowsTotals(rows: readonly OpeningRow[]): OpeningTotals {
  const list: OpeningBalance[] = [];
  for (const row of rows) {
    const account = readAccount(row.account);
    const amount = amountOf(row.amount.trim());
    if (account && amount !== null) list.push({ ...account, amount });
  }
  let assets = 0;
  let other = 0;
  for (const b of list) {
    if (b.section === 'assets') assets += b.amount;
    else other += b.amount;
  }
  return {
    assets: cents(assets),
    liabilitiesAndEquity: cents(other),
    difference: openingDifference(list),
  };
}
