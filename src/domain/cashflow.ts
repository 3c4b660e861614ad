import { ACCOUNT, LOAN_ACCOUNTS, catalogRank, normalizeName } from './catalog';
import { conceptOf, indexEntries, indexFromEntries, type Entry, type EntryIndex } from './entries';
import { assignAccounts, type AccountIds, type AccountInfo } from './accounts';
import { termOf, type Line, type StateView } from './lines';
import { cents, splitProportionally, type Cents } from './money';
import type { Section } from './sections';

/*
 * Estado de Flujos de Efectivo, NIIF para las PYMES sección 7, método indirecto.
 *
 * Each entry's cash movement (its lines on 'Efectivo y equivalentes de efectivo') is explained by
 * its other lines, the counter-lines. A counter-line's "effect" is the cash it would bring if it were
 * settled in cash: −sign × amount in the equation Δassets = Δliabilities + Δequity + revenues −
 * expenses, so that in a balanced entry cash = Σ effects. Counter-lines fall in three classes:
 * non-current assets are investing (7.5), equity and loans are financing (7.6), everything else
 * (revenues, expenses, working capital, provisions) is operating (7.4).
 *
 * When every class moves in the cash's direction, each class is exactly its effect. When an entry
 * mixes directions (a laptop of 1,200 paid 400 in cash and 800 on credit: investing −1,200,
 * operating +800, cash −400), the cash goes to the classes that move in its direction, in proportion
 * and exact to the cent; what is left of each class is non-cash (7.18): the 800 bought on credit is
 * not an investing outflow and the 800 owed is not an operating inflow. The non-cash part of a class
 * sits on the lines that move in the same direction as it, again in proportion.
 *
 * The operating section is then presented by the indirect method (7.8): net income, plus the
 * non-cash part of revenues and expenses (depreciation and the like) added back, plus the cash
 * part of each working-capital account. Built that way its total is the operating cash of the
 * entries by construction, and investing + financing + operating = the change in cash, always.
 * A non-current asset sold for cash with its gain or loss in the same entry puts the whole price
 * in investing and takes the gain or loss out of operating. An entry that does not balance (only
 * hand-made data) is closed with a labelled residual line.
 */

export type FlowClass = 'operating' | 'investing' | 'financing';

const LOAN_NAMES = new Set(LOAN_ACCOUNTS);
const CASH = ACCOUNT.cash;
const LOAN_WORDS =
  /prestamo|hipoteca|bono|obligaciones financieras|credito bancario|linea de credito|tarjeta de credito/;

/** The activity a non-cash line's cash effect belongs to. */
export function flowClassOf(line: Pick<Line, 'section' | 'category' | 'type' | 'isCustom'>): FlowClass {
  switch (line.section) {
    case 'equity':
      return 'financing';
    case 'liabilities':
      return isLoan(line) ? 'financing' : 'operating';
    case 'assets':
      return termOf(line) === 'no_corriente' ? 'investing' : 'operating';
    default:
      return 'operating';
  }
}

export interface CashFlowRow {
  readonly key: string;
  readonly label: string;
  readonly amount: Cents;
  /** The account or category behind the row, when there is one. */
  readonly account?: string;
  readonly section?: Section;
}

export interface CashFlowSection {
  readonly label: string;
  readonly rows: readonly CashFlowRow[];
  readonly total: Cents;
  readonly totalLabel: string;
  /** Text to show when the section has no movements. */
  readonly emptyText?: string;
}

export interface NonCashTransaction {
  readonly transactionId?: string;
  readonly description: string;
  readonly date?: string;
  /** Size of the exchange that did not go through cash. */
  readonly amount: Cents;
  /** Non-cash part per class (negative = an acquisition or a use, positive = a source). */
  readonly investing: Cents;
  readonly financing: Cents;
  readonly operating: Cents;
  /** The non-cash part of each line that carries one. */
  readonly lines: readonly { readonly account: string; readonly section: Section; readonly amount: Cents }[];
}

export interface CashFlowStatement {
  readonly title: string;
  readonly method: string;
  readonly operating: {
    readonly label: string;
    readonly netIncome: CashFlowRow;
    readonly adjustmentsLabel: string;
    /** Non-cash revenues and expenses added back, and non-current operating items. */
    readonly adjustments: readonly CashFlowRow[];
    readonly workingCapitalLabel: string;
    readonly workingCapital: readonly CashFlowRow[];
    /** Cash explained by no counter-line: only when some entry does not balance. */
    readonly residual?: CashFlowRow;
    readonly total: Cents;
    readonly totalLabel: string;
  };
  readonly investing: CashFlowSection;
  readonly financing: CashFlowSection;
  readonly netChange: Cents;
  readonly netChangeLabel: string;
  readonly openingCash: Cents;
  readonly openingCashLabel: string;
  readonly closingCash: Cents;
  readonly closingCashLabel: string;
  /** Balance of the cash account: always equals closingCash. */
  readonly cashAccountBalance: Cents;
  readonly reconciles: boolean;
  readonly nonCashTitle: string;
  readonly nonCashTransactions: readonly NonCashTransaction[];
  /**
   * The specification's simplified figures (operating = net income, investing = 0, financing = all
   * equity), kept only for comparison: they are wrong as soon as anything is bought on credit,
   * contributed in kind or financed with a loan.
   */
  readonly simplified: {
    readonly operating: Cents;
    readonly investing: Cents;
    readonly financing: Cents;
    readonly net: Cents;
  };
}

export const NO_INVESTING_TEXT = 'No se registraron actividades de inversión.';
export const NO_FINANCING_TEXT = 'No se registraron actividades de financiación.';

// Kinds of counter-line, as small integers for the hot loop.
const K_RESULT = 0;
const K_WORKING_CAPITAL = 1;
const K_NON_CURRENT_OPERATING = 2;
const K_INVESTING = 3;
const K_FINANCING = 4;
const K_RESIDUAL = 5;
/** The gain or loss booked with the cash sale of a non-current asset: its cash is investing (7.5). */
const K_DISPOSAL_RESULT = 6;
const CLASS_OF_KIND = [0, 0, 0, 1, 2, 0, 1] as const;

/** Rows of the operating adjustment that takes a disposal's gain or loss out of net income. */
const GAIN_ROW: Line = {
  id: '',
  section: 'revenues',
  category: 'Ganancia en venta de activos no corrientes',
  description: '',
  amount: 0 as Cents,
};
const LOSS_ROW: Line = {
  id: '',
  section: 'expenses',
  category: 'Pérdida en venta de activos no corrientes',
  description: '',
  amount: 0 as Cents,
};

function isLoan(line: Pick<Line, 'category' | 'isCustom'>): boolean {
  return (
    LOAN_NAMES.has(line.category) || (line.isCustom === true && LOAN_WORDS.test(normalizeName(line.category)))
  );
}

function kindOf(l: Line): number {
  switch (l.section) {
    case 'revenues':
    case 'expenses':
      return K_RESULT;
    case 'equity':
      return K_FINANCING;
    case 'liabilities':
      if (isLoan(l)) return K_FINANCING;
      return termOf(l) === 'no_corriente' ? K_NON_CURRENT_OPERATING : K_WORKING_CAPITAL;
    case 'assets':
      return termOf(l) === 'no_corriente' ? K_INVESTING : K_WORKING_CAPITAL;
  }
}

interface Bucket {
  readonly key: string;
  readonly line: Line;
  amount: number;
  readonly seen: number;
}

/**
 * Accumulates rows per (account, variant), remembering first sight for a stable order. Variants
 * separate directions (a purchase and a sale of the same asset are two rows). Accounts come as ids
 * from assignAccounts, so adding is an array access, not a name lookup.
 */
class Buckets {
  private readonly byId: (Bucket | undefined)[] = [];
  readonly list: Bucket[] = [];

  constructor(
    private readonly prefix: string,
    private readonly accounts: readonly AccountInfo[],
  ) {}

  add(id: number, variant: number, line: Line, amount: number): void {
    if (amount === 0) return;
    const at = id * 4 + variant;
    const b = this.byId[at];
    if (b) b.amount += amount;
    else {
      // Keys stay unique and stable: the account's own key (section, term and name), not its id.
      const account = this.accounts[id]?.key ?? `${line.section}||${line.category}`;
      const created = { key: `${this.prefix}|${variant}|${account}`, line, amount, seen: this.list.length };
      this.byId[at] = created;
      this.list.push(created);
    }
  }
}

export function cashFlowStatement(state: StateView): CashFlowStatement {
  return cashFlowFromIndex(indexEntries(state), state);
}

export function cashFlowFromEntries(entries: readonly Entry[], state: StateView): CashFlowStatement {
  return cashFlowFromIndex(indexFromEntries(entries), state);
}

export function cashFlowFromIndex(
  ix: EntryIndex,
  state: StateView,
  ids: AccountIds = assignAccounts(ix.flat),
): CashFlowStatement {
  const accountOf = ids.of;
  // Rows that are no account: the gain and the loss of a disposal.
  const GAIN_ID = ids.accounts.length;
  const LOSS_ID = GAIN_ID + 1;
  let netIncome = 0;
  let cashTotal = 0;
  let residual = 0;
  let cash0 = 0;
  let cash1 = 0;
  let cash2 = 0;
  const adjustments = new Buckets('adj', ids.accounts);
  const workingCapital = new Buckets('wc', ids.accounts);
  const investing = new Buckets('inv', ids.accounts);
  const financing = new Buckets('fin', ids.accounts);
  const nonCash: NonCashTransaction[] = [];

  // Scratch space reused across entries (grown when an entry is longer): counter-lines, their kind,
  // effect and non-cash share. No allocation per entry on the common path.
  let cap = 16;
  let cLines: (Line | undefined)[] = new Array<Line | undefined>(cap);
  let cKind = new Uint8Array(cap);
  let cAccount = new Int32Array(cap);
  let cEffect = new Float64Array(cap);
  let cNonCash = new Float64Array(cap);

  const flat = ix.flat;
  for (let p = 0; p < ix.size; p++) {
    const from = ix.start[p] as number;
    const to = ix.start[p + 1] as number;
    if (to - from + 1 > cap) {
      cap = 2 * (to - from + 1);
      cLines = new Array<Line | undefined>(cap);
      cKind = new Uint8Array(cap);
      cAccount = new Int32Array(cap);
      cEffect = new Float64Array(cap);
      cNonCash = new Float64Array(cap);
    }
    let m = 0;
    let cash = 0;
    let e0 = 0;
    let e1 = 0;
    let e2 = 0;
    let results = 0;
    let disposed: Line | undefined;
    let disposedId = -1;
    for (let li = from; li < to; li++) {
      const l = flat[li] as Line;
      const a = l.amount;
      if (l.section === 'assets' && l.category === CASH) {
        cash += a;
        continue;
      }
      // Inline sign of the equation (an imported table would be a getter call per line under tsx).
      const section = l.section;
      const effect = section === 'assets' || section === 'expenses' ? -a : a;
      if (effect === 0) continue;
      const kind = kindOf(l);
      if (kind === K_RESULT) {
        netIncome += effect;
        results++;
      } else if (kind === K_INVESTING && effect > 0 && !disposed) {
        disposed = l;
        disposedId = accountOf[li] as number;
      }
      const cls = CLASS_OF_KIND[kind];
      if (cls === 0) e0 += effect;
      else if (cls === 1) e1 += effect;
      else e2 += effect;
      cLines[m] = l;
      cKind[m] = kind;
      cAccount[m] = accountOf[li] as number;
      cEffect[m] = effect;
      m++;
    }
    cashTotal += cash;
    // A non-current asset sold for cash with its gain or loss in the same entry: the whole price
    // is an investing receipt, and the gain or loss leaves operating as an adjustment (7.5, 7.8).
    if (disposed && cash > 0 && results > 0) {
      for (let i = 0; i < m; i++) {
        if (cKind[i] !== K_RESULT) continue;
        cKind[i] = K_DISPOSAL_RESULT;
        e0 -= cEffect[i] as number;
        e1 += cEffect[i] as number;
      }
    }
    // Cash no counter-line explains (an unbalanced entry) becomes a virtual operating line.
    const unexplained = cash - (e0 + e1 + e2);
    if (unexplained !== 0) {
      cLines[m] = undefined;
      cKind[m] = K_RESIDUAL;
      cEffect[m] = unexplained;
      m++;
      e0 += unexplained;
    }

    const positive = cash > 0;
    const mixed =
      cash === 0
        ? e0 !== 0 || e1 !== 0 || e2 !== 0
        : (e0 !== 0 && e0 > 0 !== positive) ||
          (e1 !== 0 && e1 > 0 !== positive) ||
          (e2 !== 0 && e2 > 0 !== positive);
    if (!mixed) {
      // Every class moves with the cash: each line's cash is its whole effect.
      cash0 += e0;
      cash1 += e1;
      cash2 += e2;
      for (let i = 0; i < m; i++)
        addCash(
          cKind[i] as number,
          cLines[i],
          cAccount[i] as number,
          cEffect[i] as number,
          0,
          disposed,
          disposedId,
        );
      continue;
    }

    const E = [e0, e1, e2];
    const byClass = allocateCash(cash, E);
    cash0 += byClass[0] as number;
    cash1 += byClass[1] as number;
    cash2 += byClass[2] as number;
    cNonCash.fill(0, 0, m);
    for (let k = 0; k < 3; k++) {
      const nc = (E[k] as number) - (byClass[k] as number);
      if (nc === 0) continue;
      // The non-cash part of the class sits on its lines that move in the same direction.
      const idx: number[] = [];
      const weights: Cents[] = [];
      for (let i = 0; i < m; i++) {
        const e = cEffect[i] as number;
        if (CLASS_OF_KIND[cKind[i] as number] === k && e > 0 === nc > 0) {
          idx.push(i);
          weights.push(e as Cents);
        }
      }
      const shares = splitProportionally(cents(nc), weights);
      idx.forEach((i, j) => (cNonCash[i] = shares[j] as number));
    }
    for (let i = 0; i < m; i++)
      addCash(
        cKind[i] as number,
        cLines[i],
        cAccount[i] as number,
        cEffect[i] as number,
        cNonCash[i] as number,
        disposed,
        disposedId,
      );
    const lines = flat.slice(from, to);
    const entry: Entry = {
      key: ix.keys[p] as string,
      transactionId: lines[0]?.transactionId,
      lines,
      date: ix.dates[p],
    };
    const note = nonCashNote(entry, cLines, cKind, cNonCash, m);
    if (note) nonCash.push(note);
  }

  /** Books a counter-line's cash (its effect less its non-cash share) on its row. */
  function addCash(
    kind: number,
    l: Line | undefined,
    id: number,
    effect: number,
    share: number,
    disposed: Line | undefined,
    disposedId: number,
  ): void {
    const c = effect - share;
    if (kind === K_RESIDUAL || !l) {
      residual += c;
      return;
    }
    switch (kind) {
      case K_RESULT:
        // Net income already holds the whole effect; the non-cash part is added back.
        if (share !== 0) adjustments.add(id, 0, l, -share);
        break;
      case K_NON_CURRENT_OPERATING:
        adjustments.add(id, 0, l, c);
        break;
      case K_WORKING_CAPITAL:
        workingCapital.add(id, 0, l, c);
        break;
      case K_INVESTING:
        investing.add(id, c > 0 ? 1 : 0, l, c);
        break;
      case K_FINANCING:
        financing.add(id, c > 0 ? 1 : 0, l, c);
        break;
      case K_DISPOSAL_RESULT:
        // Net income holds the gain (or loss); the adjustment takes it out, the price goes to investing.
        if (effect > 0) adjustments.add(GAIN_ID, 0, GAIN_ROW, -effect);
        else adjustments.add(LOSS_ID, 0, LOSS_ROW, -effect);
        if (disposed) investing.add(disposedId, 1, disposed, c);
        break;
    }
  }

  const operatingTotal = cents(cash0);
  const investingTotal = cents(cash1);
  const financingTotal = cents(cash2);
  const netChange = cents(operatingTotal + investingTotal + financingTotal);
  const cashAccountBalance = cents(cashTotal);
  const equityTotal = state.equity.reduce((s, l) => s + l.amount, 0);
  const investingRows = rowsOf(investing, investingLabel);
  const financingRows = rowsOf(financing, financingLabel);

  return {
    title: 'Estado de Flujos de Efectivo',
    method: 'Método indirecto (NIIF para las PYMES, sección 7)',
    operating: {
      label: 'Actividades de operación',
      netIncome: {
        key: 'netIncome',
        label: cents(netIncome) < 0 ? 'Pérdida del ejercicio' : 'Utilidad del ejercicio',
        amount: cents(netIncome),
      },
      adjustmentsLabel: 'Ajustes por partidas que no afectan el efectivo',
      adjustments: rowsOf(adjustments, adjustmentLabel, true),
      workingCapitalLabel: 'Cambios en el capital de trabajo',
      workingCapital: rowsOf(workingCapital, workingCapitalLabel, true),
      ...(residual !== 0
        ? {
            residual: {
              key: 'residual',
              label: 'Efectivo sin contrapartida (asientos que no cuadran)',
              amount: cents(residual),
            },
          }
        : {}),
      total: operatingTotal,
      totalLabel: 'Efectivo neto de actividades de operación',
    },
    investing: {
      label: 'Actividades de inversión',
      rows: investingRows,
      total: investingTotal,
      totalLabel: 'Efectivo neto de actividades de inversión',
      ...(investingRows.length === 0 ? { emptyText: NO_INVESTING_TEXT } : {}),
    },
    financing: {
      label: 'Actividades de financiación',
      rows: financingRows,
      total: financingTotal,
      totalLabel: 'Efectivo neto de actividades de financiación',
      ...(financingRows.length === 0 ? { emptyText: NO_FINANCING_TEXT } : {}),
    },
    netChange,
    netChangeLabel: 'Aumento (disminución) neto del efectivo',
    openingCash: cents(0),
    openingCashLabel: 'Efectivo al inicio del período',
    closingCash: netChange,
    closingCashLabel: 'Efectivo al final del período',
    cashAccountBalance,
    reconciles: netChange === cashAccountBalance,
    nonCashTitle: 'Transacciones que no requirieron efectivo',
    nonCashTransactions: nonCash,
    simplified: {
      operating: cents(netIncome),
      investing: cents(0),
      financing: cents(equityTotal),
      net: cents(netIncome + equityTotal),
    },
  };
}

/**
 * Cash of one entry per class. Classes moving against the cash get none; the cash is shared among
 * the others in proportion to their effects (Σ of those effects is at least the cash, since the
 * opposite ones only add to the gap).
 */
function allocateCash(cash: number, E: readonly number[]): number[] {
  const out = [0, 0, 0];
  if (cash === 0) return out;
  const positive = cash > 0;
  let mixed = false;
  for (const e of E) if (e !== 0 && e > 0 !== positive) mixed = true;
  if (!mixed) return [...E];
  const idx: number[] = [];
  const weights: Cents[] = [];
  E.forEach((e, k) => {
    if (e !== 0 && e > 0 === positive) {
      idx.push(k);
      weights.push(e as Cents);
    }
  });
  const shares = splitProportionally(cents(cash), weights);
  idx.forEach((k, j) => (out[k] = shares[j] as number));
  return out;
}

/**
 * NIIF 7.18 asks to disclose investing and financing transactions that used no cash (assets bought
 * on credit or with a loan, contributions in kind). A non-cash item that only crosses a revenue or
 * expense, like depreciation, is already an adjustment of the operating section and is not repeated.
 */
function nonCashNote(
  entry: Entry,
  lines: readonly (Line | undefined)[],
  kinds: Uint8Array,
  shares: Float64Array,
  m: number,
): NonCashTransaction | null {
  const perClass = [0, 0, 0];
  let balanceSheetCounterpart = false;
  const out: { account: string; section: Section; amount: Cents }[] = [];
  let amount = 0;
  for (let i = 0; i < m; i++) {
    const s = shares[i] as number;
    if (s === 0) continue;
    const kind = kinds[i] as number;
    const k = CLASS_OF_KIND[kind] as number;
    perClass[k] = (perClass[k] as number) + s;
    const l = lines[i];
    if (!l) continue;
    if (kind !== K_RESULT && k !== 1) balanceSheetCounterpart = true;
    out.push({ account: l.category, section: l.section, amount: cents(s) });
    if (s > 0) amount += s;
  }
  if (perClass[2] === 0 && !(perClass[1] !== 0 && balanceSheetCounterpart)) return null;
  return {
    transactionId: entry.transactionId,
    description: conceptOf(entry),
    date: entry.date,
    amount: cents(amount),
    operating: cents(perClass[0] as number),
    investing: cents(perClass[1] as number),
    financing: cents(perClass[2] as number),
    lines: out,
  };
}

/**
 * Rows of a bucket set. Adjustments and working capital follow the chart (assets before
 * liabilities, catalogue order within); investing and financing keep the order they happened in.
 */
function rowsOf(buckets: Buckets, label: (b: Bucket) => string, chartOrder = false): CashFlowRow[] {
  const list = buckets.list.filter((b) => b.amount !== 0);
  if (chartOrder) {
    const rank = (b: Bucket) => catalogRank(b.line.section, b.line.category);
    list.sort((x, y) => {
      const bySection = CHART_RANK[x.line.section] - CHART_RANK[y.line.section];
      if (bySection !== 0) return bySection;
      const xr = rank(x);
      const yr = rank(y);
      return xr === yr ? x.seen - y.seen : xr < yr ? -1 : 1;
    });
  }
  return list.map((b) => ({
    key: b.key,
    label: label(b),
    amount: cents(b.amount),
    account: b.line.category,
    section: b.line.section,
  }));
}

const CHART_RANK: Readonly<Record<Section, number>> = {
  assets: 0,
  liabilities: 1,
  equity: 2,
  revenues: 3,
  expenses: 4,
};

function adjustmentLabel(b: Bucket): string {
  const l = b.line;
  if (l.section === 'revenues' || l.section === 'expenses') return l.category;
  return changeLabel(l, b.amount);
}

function workingCapitalLabel(b: Bucket): string {
  return changeLabel(b.line, b.amount);
}

/** Cash from an asset means it went down; cash from a liability means it went up. */
function changeLabel(l: Line, cash: number): string {
  const grew = l.section === 'assets' ? cash < 0 : cash > 0;
  return `${grew ? 'Aumento' : 'Disminución'} en ${l.category}`;
}

function investingLabel(b: Bucket): string {
  const l = b.line;
  return b.amount < 0 ? `Pagos por adquisición de ${l.category}` : `Cobros por venta de ${l.category}`;
}

function financingLabel(b: Bucket): string {
  const l = b.line;
  if (l.section === 'equity')
    return b.amount > 0
      ? `Aportes de los propietarios (${l.category})`
      : `Retiros y dividendos pagados (${l.category})`;
  return b.amount > 0 ? `Préstamos recibidos (${l.category})` : `Pagos de préstamos (${l.category})`;
}
