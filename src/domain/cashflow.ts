import { LOAN_ACCOUNTS, catalogRank, normalizeName } from './catalog';
import { conceptOf, entriesOf, type Entry } from './entries';
import { isCashLine, termOf, type Line, type StateView } from './lines';
import { cents, splitProportionally, type Cents } from './money';
import { EQUATION_SIGN, type Section } from './sections';

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
 * An entry that does not balance (only hand-made data) is closed with a labelled residual line.
 */

export type FlowClass = 'operating' | 'investing' | 'financing';

const LOAN_NAMES = new Set(LOAN_ACCOUNTS);
const LOAN_WORDS = /prestamo|hipoteca|bono|obligaciones financieras|credito bancario/;

/** The activity a non-cash line's cash effect belongs to. */
export function flowClassOf(line: Pick<Line, 'section' | 'category' | 'type' | 'isCustom'>): FlowClass {
  switch (line.section) {
    case 'equity':
      return 'financing';
    case 'liabilities':
      return LOAN_NAMES.has(line.category) || (line.isCustom === true && LOAN_WORDS.test(normalizeName(line.category))) ? 'financing' : 'operating';
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
  readonly simplified: { readonly operating: Cents; readonly investing: Cents; readonly financing: Cents; readonly net: Cents };
}

export const NO_INVESTING_TEXT = 'No se registraron actividades de inversión.';
export const NO_FINANCING_TEXT = 'No se registraron actividades de financiación.';

type RowKind = 'result' | 'workingCapital' | 'nonCurrentOperating' | 'investing' | 'financing' | 'residual';

const CLASS_INDEX: Readonly<Record<FlowClass, 0 | 1 | 2>> = { operating: 0, investing: 1, financing: 2 };

interface Bucket {
  readonly key: string;
  readonly line: Line | null;
  amount: number;
  readonly seen: number;
}

/** Accumulates rows by key, remembering first sight for a stable order. */
class Buckets {
  readonly map = new Map<string, Bucket>();
  add(key: string, line: Line | null, amount: number): void {
    if (amount === 0) return;
    const b = this.map.get(key);
    if (b) b.amount += amount;
    else this.map.set(key, { key, line, amount, seen: this.map.size });
  }
}

export function cashFlowStatement(state: StateView): CashFlowStatement {
  return cashFlowFromEntries(entriesOf(state), state);
}

export function cashFlowFromEntries(entries: readonly Entry[], state: StateView): CashFlowStatement {
  let netIncome = 0;
  let cashTotal = 0;
  let residual = 0;
  const classCash = [0, 0, 0];
  const adjustments = new Buckets();
  const workingCapital = new Buckets();
  const investing = new Buckets();
  const financing = new Buckets();
  const nonCash: NonCashTransaction[] = [];

  // Scratch arrays reused across entries: counter-lines, their class, kind and effect.
  const cLines: Line[] = [];
  const cClass: number[] = [];
  const cKind: RowKind[] = [];
  const cEffect: number[] = [];
  const cNonCash: number[] = [];

  for (const entry of entries) {
    cLines.length = 0;
    cClass.length = 0;
    cKind.length = 0;
    cEffect.length = 0;
    let cash = 0;
    const E = [0, 0, 0];
    for (const l of entry.lines) {
      if (isCashLine(l)) {
        cash += l.amount;
        continue;
      }
      const effect = -EQUATION_SIGN[l.section] * l.amount;
      if (l.section === 'revenues' || l.section === 'expenses') netIncome += effect;
      if (effect === 0) continue;
      const cls = flowClassOf(l);
      const ci = CLASS_INDEX[cls];
      cLines.push(l);
      cClass.push(ci);
      cKind.push(kindOf(l, cls));
      cEffect.push(effect);
      E[ci] = (E[ci] as number) + effect;
    }
    cashTotal += cash;
    // Cash no counter-line explains (an unbalanced entry) becomes a virtual operating line.
    const unexplained = cash - ((E[0] as number) + (E[1] as number) + (E[2] as number));
    const virtualIndex = cLines.length;
    if (unexplained !== 0) {
      cClass.push(0);
      cKind.push('residual');
      cEffect.push(unexplained);
      E[0] = (E[0] as number) + unexplained;
    }
    const n = cEffect.length;
    cNonCash.length = n;
    cNonCash.fill(0);

    const cashByClass = allocateCash(cash, E);
    let anyNonCash = false;
    for (let k = 0; k < 3; k++) {
      classCash[k] = (classCash[k] as number) + (cashByClass[k] as number);
      const nc = (E[k] as number) - (cashByClass[k] as number);
      if (nc === 0) continue;
      anyNonCash = true;
      // The non-cash part of the class sits on its lines that move in the same direction.
      const idx: number[] = [];
      const weights: Cents[] = [];
      for (let i = 0; i < n; i++) {
        const e = cEffect[i] as number;
        if (cClass[i] === k && (e > 0) === (nc > 0)) {
          idx.push(i);
          weights.push(e as Cents);
        }
      }
      const shares = splitProportionally(cents(nc), weights);
      idx.forEach((i, j) => (cNonCash[i] = shares[j] as number));
    }

    for (let i = 0; i < n; i++) {
      const c = (cEffect[i] as number) - (cNonCash[i] as number);
      const kind = cKind[i] as RowKind;
      if (kind === 'residual') {
        residual += c;
        continue;
      }
      const l = cLines[i] as Line;
      switch (kind) {
        case 'result':
          // Net income already holds the whole effect; the non-cash part is added back.
          adjustments.add(`result|${l.section}|${l.category}`, l, -(cNonCash[i] as number));
          break;
        case 'nonCurrentOperating':
          adjustments.add(`balance|${l.section}|${l.category}`, l, c);
          break;
        case 'workingCapital':
          workingCapital.add(`${l.section}|${l.category}`, l, c);
          break;
        case 'investing':
          investing.add(`${l.category}|${c > 0 ? '+' : '-'}`, l, c);
          break;
        case 'financing':
          financing.add(`${l.section}|${l.category}|${c > 0 ? '+' : '-'}`, l, c);
          break;
      }
    }

    if (anyNonCash) {
      const note = nonCashNote(entry, cLines, cKind, cClass, cNonCash, virtualIndex);
      if (note) nonCash.push(note);
    }
  }

  const operatingTotal = cents(classCash[0] as number);
  const investingTotal = cents(classCash[1] as number);
  const financingTotal = cents(classCash[2] as number);
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
      netIncome: { key: 'netIncome', label: cents(netIncome) < 0 ? 'Pérdida del ejercicio' : 'Utilidad del ejercicio', amount: cents(netIncome) },
      adjustmentsLabel: 'Ajustes por partidas que no afectan el efectivo',
      adjustments: rowsOf(adjustments, adjustmentLabel, true),
      workingCapitalLabel: 'Cambios en el capital de trabajo',
      workingCapital: rowsOf(workingCapital, workingCapitalLabel, true),
      ...(residual !== 0
        ? { residual: { key: 'residual', label: 'Efectivo sin contrapartida (asientos que no cuadran)', amount: cents(residual) } }
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

function kindOf(l: Line, cls: FlowClass): RowKind {
  if (cls !== 'operating') return cls;
  if (l.section === 'revenues' || l.section === 'expenses') return 'result';
  return termOf(l) === 'no_corriente' ? 'nonCurrentOperating' : 'workingCapital';
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
  lines: readonly Line[],
  kinds: readonly RowKind[],
  classes: readonly number[],
  shares: readonly number[],
  virtualIndex: number,
): NonCashTransaction | null {
  const perClass = [0, 0, 0];
  let balanceSheetCounterpart = false;
  const out: { account: string; section: Section; amount: Cents }[] = [];
  let amount = 0;
  for (let i = 0; i < shares.length; i++) {
    const s = shares[i] as number;
    if (s === 0) continue;
    const k = classes[i] as number;
    perClass[k] = (perClass[k] as number) + s;
    if (i >= virtualIndex) continue;
    const l = lines[i] as Line;
    if (kinds[i] !== 'result' && k !== 1) balanceSheetCounterpart = true;
    out.push({ account: l.category, section: l.section, amount: cents(s) });
    if (s > 0) amount += s;
  }
  if (perClass[2] === 0 && !(perClass[1] !== 0 && balanceSheetCounterpart)) return null;
  return {
    ...(entry.transactionId !== undefined ? { transactionId: entry.transactionId } : {}),
    description: conceptOf(entry),
    ...(entry.date !== undefined ? { date: entry.date } : {}),
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
  const list = [...buckets.map.values()].filter((b) => b.amount !== 0);
  if (chartOrder) {
    const rank = (b: Bucket) => (b.line ? [CHART_RANK[b.line.section], catalogRank(b.line.section, b.line.category)] : [0, 0]) as [number, number];
    list.sort((x, y) => {
      const [xs, xr] = rank(x);
      const [ys, yr] = rank(y);
      return xs - ys || (xr === yr ? x.seen - y.seen : xr < yr ? -1 : 1);
    });
  }
  return list.map((b) => {
    const l = b.line;
    return { key: b.key, label: label(b), amount: cents(b.amount), ...(l ? { account: l.category, section: l.section } : {}) };
  });
}

const CHART_RANK: Readonly<Record<Section, number>> = { assets: 0, liabilities: 1, equity: 2, revenues: 3, expenses: 4 };

function adjustmentLabel(b: Bucket): string {
  const l = b.line as Line;
  if (l.section === 'revenues' || l.section === 'expenses') return l.category;
  return changeLabel(l, b.amount);
}

function workingCapitalLabel(b: Bucket): string {
  return changeLabel(b.line as Line, b.amount);
}

/** Cash from an asset means it went down; cash from a liability means it went up. */
function changeLabel(l: Line, cash: number): string {
  const grew = l.section === 'assets' ? cash < 0 : cash > 0;
  return `${grew ? 'Aumento' : 'Disminución'} en ${l.category}`;
}

function investingLabel(b: Bucket): string {
  const l = b.line as Line;
  return b.amount < 0 ? `Pagos por adquisición de ${l.category}` : `Cobros por venta de ${l.category}`;
}

function financingLabel(b: Bucket): string {
  const l = b.line as Line;
  if (l.section === 'equity') return b.amount > 0 ? `Aportes de los propietarios (${l.category})` : `Retiros y dividendos pagados (${l.category})`;
  return b.amount > 0 ? `Préstamos recibidos (${l.category})` : `Pagos de préstamos (${l.category})`;
}
