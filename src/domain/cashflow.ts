import { ACCOUNT, CATEGORY, LOAN_ACCOUNTS, catalogRank } from './catalog';
import {
  conceptOf,
  indexEntries,
  indexFromEntries,
  OPENING_TRANSACTION_ID,
  type Entry,
  type EntryIndex,
} from './entries';
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
 * non-current assets are investing (7.5), equity and borrowings are financing (7.6), everything else
 * (revenues, expenses, working capital, provisions) is operating (7.4).
 *
 * Whether a liability is a borrowing is a property of the account, never of words in its name: the
 * catalogue's four loan accounts (Préstamos a corto plazo is where the company's credit card and
 * credit lines are booked) and every liability the company named itself (a card, an overdraft, a
 * partner's loan: the catalogue already has an account for each operating debt) are borrowings.
 *
 * A settlement inherits its origin (7.5(a)/(b), 7.16). Every entry that raises a payable or a
 * receivable leaves a lot on that account saying what the balance paid for or came from: a machine
 * (investing), a dividend (equity debited: financing), interest (7.14) or ordinary business
 * (operating). A later payment or collection on the account takes the lot its line names in
 * `settles`, else the oldest lots first (FIFO, one queue per account), split exactly to the cent when
 * it spans several; the part that settles a machine is then an investing outflow on the machine's row.
 * The origin entry itself stays a non-cash transaction (7.18). A borrowing is repaid as financing
 * whatever it paid for; only a dividend owed through it is shown as a dividend.
 *
 * When every class moves in the cash's direction, each class is exactly its effect. When an entry
 * mixes directions (a laptop of 1,200 paid 400 in cash and 800 on credit: investing −1,200,
 * operating +800, cash −400), the cash goes to the classes that move in its direction, in proportion
 * and exact to the cent; what is left of each class is non-cash (7.18): the 800 bought on credit is
 * not an investing outflow and the 800 owed is not an operating inflow. The non-cash part of a class
 * sits on the lines that move in the same direction as it, again in proportion. Within investing and
 * financing, a class's cash goes only to the lines moving with it: an asset traded in, or the
 * accumulated depreciation taken off with a machine sold, nets into the row of what was bought or sold
 * and never shows as a receipt or a payment of its own.
 *
 * The operating section is then presented by the indirect method (7.8): net income, plus the
 * non-cash part of revenues and expenses (depreciation and the like) added back, plus the cash
 * part of each working-capital account. Interest ('Gastos financieros') is added back whole and the
 * interest actually paid is its own line, 'Intereses pagados' (7.14; the policy is operating, the
 * choice 7.14 allows for an entity that is not a financial institution). Built that way the
 * operating total is the operating cash of the entries by construction, and investing + financing +
 * operating = the change in cash, always. A non-current asset sold, for cash or on credit, with its
 * gain or loss in the same entry puts the whole price in investing and takes the gain or loss out of
 * operating. An entry that does not balance (only hand-made data) is closed with a labelled residual
 * line.
 */

export type FlowClass = 'operating' | 'investing' | 'financing';

const LOAN_NAMES = new Set(LOAN_ACCOUNTS);
const CASH = ACCOUNT.cash;
const INTEREST = CATEGORY.financial;
// Current assets that are used up rather than collected: they never settle anything.
const NOT_COLLECTED = new Set<string>([ACCOUNT.inventories, ACCOUNT.prepaid]);

/**
 * A liability is a borrowing (financing, 7.6(c)–(d)) by the account alone: a catalogue loan account,
 * or any liability the company named itself. Custom names are never read, so renaming a card from
 * 'Tarjeta corporativa' to 'Tarjeta de crédito' changes nothing.
 */
export function isBorrowing(line: Pick<Line, 'category'>): boolean {
  return LOAN_NAMES.has(line.category) || catalogRank('liabilities', line.category) === Infinity;
}

/** The activity a non-cash line's cash effect belongs to, before its origin is known. */
export function flowClassOf(line: Pick<Line, 'section' | 'category' | 'type' | 'isCustom'>): FlowClass {
  switch (line.section) {
    case 'equity':
      return 'financing';
    case 'liabilities':
      return isBorrowing(line) ? 'financing' : 'operating';
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
    /**
     * Interest paid (7.14), its own line: the policy puts it in operating, so 'Gastos financieros' is
     * added back whole among the adjustments and what was paid is shown here.
     */
    readonly interestPaid?: CashFlowRow;
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

export const INTEREST_PAID_LABEL = 'Intereses pagados';

// Kinds of counter-line, as small integers for the hot loop.
const K_RESULT = 0;
const K_WORKING_CAPITAL = 1;
const K_NON_CURRENT_OPERATING = 2;
const K_INVESTING = 3;
const K_FINANCING = 4;
const K_RESIDUAL = 5;
/** The gain or loss booked with the sale of a non-current asset: its cash is investing (7.5). */
const K_DISPOSAL_RESULT = 6;
/** A liability that is a borrowing (7.6): financing, and repaid as financing whatever it paid for. */
const K_BORROWING = 7;
/** 'Gastos financieros': interest, shown as paid on its own line (7.14). */
const K_INTEREST_RESULT = 8;
/** The part of a payable that owes interest: it moves the interest paid, not working capital. */
const K_INTEREST = 9;
const K_CASH = 10;
/** In a lot: the part that settles as the account's own kind. */
const K_OWN = 11;
const CLASS_OF_KIND = [0, 0, 0, 1, 2, 0, 1, 2, 0, 0, 0, 0] as const;
/** Kinds a raised payable or receivable can take its origin from (partKind gives them a part). */
const TELLS = [0, 0, 0, 1, 1, 0, 1, 1, 1, 1, 0, 0] as const;

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

function kindOfAccount(a: AccountInfo): number {
  switch (a.section) {
    case 'revenues':
      return K_RESULT;
    case 'expenses':
      return a.account === INTEREST ? K_INTEREST_RESULT : K_RESULT;
    case 'equity':
      return K_FINANCING;
    case 'liabilities':
      if (LOAN_NAMES.has(a.account) || a.isCustom) return K_BORROWING;
      return a.type === 'no_corriente' ? K_NON_CURRENT_OPERATING : K_WORKING_CAPITAL;
    case 'assets':
      if (a.account === CASH) return K_CASH;
      return a.type === 'no_corriente' ? K_INVESTING : K_WORKING_CAPITAL;
  }
}

/** Payables, borrowings and receivables: the accounts whose later movements settle an origin. */
function settlesOrigins(a: AccountInfo): boolean {
  if (a.section === 'liabilities') return true;
  return (
    a.section === 'assets' && a.type !== 'no_corriente' && a.account !== CASH && !NOT_COLLECTED.has(a.account)
  );
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

/** One part of a lot: what that much of the balance paid for (or came from), and where it shows. */
interface Part {
  readonly kind: number;
  readonly line: Line;
  readonly id: number;
  left: number;
}

/**
 * The open balance of one payable or receivable, oldest first. Lots are parallel arrays with a moving
 * head, so taking from the front is O(1); consecutive lots that are all the account's own kind merge
 * into one, so an account that never finances anything else keeps a queue of one.
 */
class Lots {
  readonly amount: number[] = [];
  /** null: the whole lot settles as the account's own kind. */
  readonly parts: (Part[] | null)[] = [];
  /** Lots some line names in `settles`: they never merge, so the name keeps pointing at them. */
  readonly named: boolean[] = [];
  head = 0;

  push(amount: number, parts: Part[] | null, named: boolean): number {
    const last = this.amount.length - 1;
    if (parts === null && !named && last >= this.head && this.parts[last] === null && !this.named[last]) {
      this.amount[last] = (this.amount[last] as number) + amount;
      return last;
    }
    this.amount.push(amount);
    this.parts.push(parts);
    this.named.push(named);
    return last + 1;
  }
}

/** What a part of a raised balance settles as, from the kind of the line it financed (or came from). */
function partKind(own: number, counterpart: number): number {
  if (own === K_BORROWING) return counterpart === K_FINANCING ? K_FINANCING : K_OWN;
  switch (counterpart) {
    case K_INVESTING:
    case K_DISPOSAL_RESULT:
      return K_INVESTING;
    case K_FINANCING:
      return K_FINANCING;
    case K_BORROWING:
      return K_BORROWING;
    case K_INTEREST_RESULT:
    case K_INTEREST:
      return K_INTEREST;
    default:
      return K_OWN;
  }
}

function addPart(parts: Part[], kind: number, line: Line, id: number, amount: number): void {
  for (const p of parts)
    if (p.kind === kind && p.id === id) {
      p.left += amount;
      return;
    }
  parts.push({ kind, line, id, left: amount });
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
  const accounts = ids.accounts;
  // Rows that are no account: the gain and the loss of a disposal.
  const GAIN_ID = accounts.length;
  const LOSS_ID = GAIN_ID + 1;
  // Each account is classified once; the loop below only indexes these arrays.
  const baseKind = new Uint8Array(accounts.length);
  const settling = new Uint8Array(accounts.length);
  for (const a of accounts) {
    baseKind[a.id] = kindOfAccount(a);
    settling[a.id] = settlesOrigins(a) ? 1 : 0;
  }
  const queues: (Lots | undefined)[] = new Array<Lots | undefined>(accounts.length);
  const flat = ix.flat;
  // Origins some line names: only their lots are remembered by name (account id and entry key).
  let namedOrigins: Set<string> | undefined;
  for (let li = 0; li < flat.length; li++) {
    const named = (flat[li] as Line).settles;
    if (named !== undefined) (namedOrigins ??= new Set()).add(named);
  }
  const lotByOrigin = new Map<string, number>();

  let netIncome = 0;
  let cashTotal = 0;
  let residual = 0;
  let interestPaid = 0;
  let cash0 = 0;
  let cash1 = 0;
  let cash2 = 0;
  const adjustments = new Buckets('adj', accounts);
  const workingCapital = new Buckets('wc', accounts);
  const investing = new Buckets('inv', accounts);
  const financing = new Buckets('fin', accounts);
  const nonCash: NonCashTransaction[] = [];

  // Scratch space reused across entries (grown when an entry needs more): counter-lines, their kind,
  // account, effect, non-cash share and row cash. No allocation per entry on the common path.
  let cap = 16;
  let cLines: (Line | undefined)[] = new Array<Line | undefined>(cap);
  let cKind = new Uint8Array(cap);
  let cAccount = new Int32Array(cap);
  let cEffect = new Float64Array(cap);
  let cNonCash = new Float64Array(cap);
  let cRow = new Float64Array(cap);
  let m = 0;
  // Per entry, kept as lines are pushed: the effect of each class, and how many lines investing and
  // financing have (with the last one's position), so most entries need no second pass.
  let sum0 = 0;
  let sum1 = 0;
  let sum2 = 0;
  let n1 = 0;
  let n2 = 0;
  let last1 = -1;
  let last2 = -1;
  // Lines of kinds a raised balance can take its origin from (see partKind): without one, it is plain.
  let telling = 0;
  // Per entry: the cash of each class once shared out, and whether the entry mixes directions.
  const classCash = [0, 0, 0];
  let mixed = false;
  // Lines of the entry that raise a payable or receivable (positions in the scratch arrays).
  let raisedAt = new Int32Array(cap);
  let raisedCount = 0;
  // Parts taken by one settlement, before they become counter-lines.
  const taken: Part[] = [];

  function grow(need: number): void {
    if (need <= cap) return;
    const next = Math.max(need, 2 * cap);
    const lines = new Array<Line | undefined>(next);
    for (let i = 0; i < m; i++) lines[i] = cLines[i];
    cLines = lines;
    const kind = new Uint8Array(next);
    kind.set(cKind.subarray(0, m));
    cKind = kind;
    const account = new Int32Array(next);
    account.set(cAccount.subarray(0, m));
    cAccount = account;
    const effect = new Float64Array(next);
    effect.set(cEffect.subarray(0, m));
    cEffect = effect;
    const nonCash = new Float64Array(next);
    nonCash.set(cNonCash.subarray(0, m));
    cNonCash = nonCash;
    cRow = new Float64Array(next);
    const raised = new Int32Array(next);
    raised.set(raisedAt.subarray(0, raisedCount));
    raisedAt = raised;
    cap = next;
  }

  function push(l: Line | undefined, kind: number, id: number, effect: number): void {
    if (m >= cap) grow(m + 1);
    cLines[m] = l;
    cKind[m] = kind;
    cAccount[m] = id;
    cEffect[m] = effect;
    cNonCash[m] = 0;
    if (TELLS[kind] === 1) telling++;
    const cls = CLASS_OF_KIND[kind];
    if (cls === 0) sum0 += effect;
    else if (cls === 1) {
      sum1 += effect;
      n1++;
      last1 = m;
    } else {
      sum2 += effect;
      n2++;
      last2 = m;
    }
    m++;
  }

  /** The class sums and counts again, after lines changed class. */
  function resum(): void {
    sum0 = sum1 = sum2 = 0;
    n1 = n2 = 0;
    telling = 0;
    for (let i = 0; i < m; i++) {
      if (TELLS[cKind[i] as number] === 1) telling++;
      const cls = CLASS_OF_KIND[cKind[i] as number];
      const e = cEffect[i] as number;
      if (cls === 0) sum0 += e;
      else if (cls === 1) {
        sum1 += e;
        n1++;
        last1 = i;
      } else {
        sum2 += e;
        n2++;
        last2 = i;
      }
    }
  }

  /** Takes up to x from lot j of q into `taken` (own parts under K_OWN); returns what is left of x. */
  function take(q: Lots, j: number, x: number, l: Line, id: number): number {
    const have = q.amount[j] as number;
    if (have <= 0) return x;
    const t = x < have ? x : have;
    q.amount[j] = have - t;
    const parts = q.parts[j];
    if (parts === null || parts === undefined) {
      addTaken(K_OWN, l, id, t);
      return x - t;
    }
    if (t === have) {
      for (const p of parts) {
        if (p.left !== 0) addTaken(p.kind, p.line, p.id, p.left);
        p.left = 0;
      }
    } else {
      const shares = splitProportionally(
        cents(t),
        parts.map((p) => p.left as Cents),
      );
      parts.forEach((p, k) => {
        const s = shares[k] as number;
        if (s === 0) return;
        p.left -= s;
        addTaken(p.kind, p.line, p.id, s);
      });
    }
    return x - t;
  }

  function addTaken(kind: number, line: Line, id: number, amount: number): void {
    addPart(taken, kind, line, id, amount);
  }

  /**
   * A payment of a payable or a collection of a receivable: its effect splits by the lots it settles,
   * the one it names first, then the oldest. What no lot covers (a balance from before these books,
   * or an overpayment) settles as the account's own kind.
   */
  function settle(l: Line, id: number, kind: number, effect: number): void {
    const q = queues[id];
    if (q === undefined) {
      push(l, kind, id, effect);
      return;
    }
    let x = effect < 0 ? -effect : effect;
    // The usual case: an account that financed nothing else, paid from its oldest lot.
    while (q.head < q.amount.length && (q.amount[q.head] as number) <= 0) q.head++;
    if (l.settles === undefined && q.parts[q.head] === null && (q.amount[q.head] as number) >= x) {
      q.amount[q.head] = (q.amount[q.head] as number) - x;
      push(l, kind, id, effect);
      return;
    }
    taken.length = 0;
    if (l.settles !== undefined) {
      const j = lotByOrigin.get(`${id}\u0000${l.settles}`);
      if (j !== undefined) x = take(q, j, x, l, id);
    }
    while (x > 0 && q.head < q.amount.length) {
      if ((q.amount[q.head] as number) <= 0) {
        q.head++;
        continue;
      }
      x = take(q, q.head, x, l, id);
    }
    if (x > 0) addTaken(K_OWN, l, id, x);
    const sign = effect < 0 ? -1 : 1;
    for (const p of taken) {
      if (p.kind === K_OWN) push(l, kind, id, sign * p.left);
      else push(p.line, p.kind, p.id, sign * p.left);
    }
  }

  /**
   * Shares the entry's cash among the classes (and, when it mixes directions, marks the non-cash part
   * of each line), from the counter-lines as they are now.
   */
  function allocate(cash: number): void {
    const e0 = sum0;
    const e1 = sum1;
    const e2 = sum2;
    const positive = cash > 0;
    mixed =
      cash === 0
        ? e0 !== 0 || e1 !== 0 || e2 !== 0
        : (e0 !== 0 && e0 > 0 !== positive) ||
          (e1 !== 0 && e1 > 0 !== positive) ||
          (e2 !== 0 && e2 > 0 !== positive);
    if (!mixed) {
      classCash[0] = e0;
      classCash[1] = e1;
      classCash[2] = e2;
      return;
    }
    const E = [e0, e1, e2];
    const byClass = allocateCash(cash, E);
    for (let k = 0; k < 3; k++) {
      classCash[k] = byClass[k] as number;
      const nc = (E[k] as number) - (byClass[k] as number);
      if (nc === 0) continue;
      // The non-cash part of the class sits on its lines that move in the same direction.
      const idx: number[] = [];
      const weights: Cents[] = [];
      for (let i = 0; i < m; i++) {
        const e = cEffect[i] as number;
        if (CLASS_OF_KIND[cKind[i] as number] === k && e !== 0 && e > 0 === nc > 0) {
          idx.push(i);
          weights.push(e as Cents);
        }
      }
      const shares = splitProportionally(cents(nc), weights);
      idx.forEach((i, j) => (cNonCash[i] = shares[j] as number));
    }
  }

  /**
   * What a raised payable or receivable paid for or came from, as the lot it leaves on its account.
   * Its non-cash part financed the non-cash part of the other classes moving against it (a machine
   * bought on credit, a dividend declared); its cash part, the lines of its own class moving against
   * it (an expense, interest) and the entry's cash. Returns true when part of it changed class here
   * (a dividend owed is financing from the day it is declared), so the entry must be shared again.
   */
  function raise(i: number, originKey: string): boolean {
    const l = cLines[i] as Line;
    const id = cAccount[i] as number;
    const own = cKind[i] as number;
    const e = cEffect[i] as number;
    const sigma = e > 0 ? 1 : -1;
    const share = cNonCash[i] as number;
    const k = CLASS_OF_KIND[own] as number;
    const amount = e < 0 ? -e : e;
    let parts: Part[] | null = null;
    for (let pass = 0; pass < 2 && telling > (TELLS[own] as number); pass++) {
      const whole = pass === 0 ? share : e - share;
      if (whole === 0) continue;
      // A first look without allocating: most lines finance nothing but their own kind.
      let tells = false;
      for (let j = 0; j < m && !tells; j++) {
        if (j === i || (pass === 0) === (CLASS_OF_KIND[cKind[j] as number] === k)) continue;
        const w = pass === 0 ? (cNonCash[j] as number) : (cEffect[j] as number) - (cNonCash[j] as number);
        if (w !== 0 && w > 0 !== sigma > 0 && partKind(own, cKind[j] as number) !== K_OWN) tells = true;
      }
      if (!tells) continue;
      const idx: number[] = [];
      const weights: Cents[] = [];
      for (let j = 0; j < m; j++) {
        if (j === i || (pass === 0) === (CLASS_OF_KIND[cKind[j] as number] === k)) continue;
        const w = pass === 0 ? (cNonCash[j] as number) : (cEffect[j] as number) - (cNonCash[j] as number);
        if (w === 0 || w > 0 === sigma > 0) continue;
        idx.push(j);
        weights.push((w < 0 ? -w : w) as Cents);
      }
      // The entry's own cash, when the class brings it in, is one more counterpart (a loan received).
      const inflow = pass === 1 ? sigma * (classCash[k] as number) : 0;
      if (inflow > 0) {
        idx.push(-1);
        weights.push(inflow as Cents);
      }
      const abs = whole < 0 ? -whole : whole;
      const shares = idx.length === 1 ? [abs] : splitProportionally(cents(abs), weights);
      parts ??= [];
      for (let n = 0; n < idx.length; n++) {
        const s = shares[n] as number;
        if (s === 0) continue;
        const j = idx[n] as number;
        const pk = j < 0 ? K_OWN : partKind(own, cKind[j] as number);
        if (pk === K_OWN) addPart(parts, K_OWN, l, id, s);
        else {
          // The gain or loss of a sale belongs to the asset sold.
          const at = cKind[j] === K_DISPOSAL_RESULT && disposedAt >= 0 ? disposedAt : j;
          addPart(parts, pk, cLines[at] as Line, cAccount[at] as number, s);
        }
      }
    }
    let changed = false;
    if (parts !== null) {
      let told = 0;
      for (const p of parts) told += p.left;
      if (told < amount) addPart(parts, K_OWN, l, id, amount - told);
      // Parts that change the line's class or row move now, in this very entry: a dividend owed is
      // financing, interest owed is interest (a borrowing stays a borrowing).
      if (own !== K_BORROWING)
        for (const p of parts) {
          if (p.kind !== K_FINANCING && p.kind !== K_INTEREST) continue;
          cEffect[i] = (cEffect[i] as number) - sigma * p.left;
          push(l, p.kind, id, sigma * p.left);
          if (p.kind === K_FINANCING) changed = true;
        }
      let ownOnly = true;
      for (const p of parts) if (p.kind !== K_OWN) ownOnly = false;
      if (ownOnly) parts = null;
    }
    let q = queues[id];
    if (q === undefined) queues[id] = q = new Lots();
    const named = namedOrigins !== undefined && namedOrigins.has(originKey);
    const j = q.push(amount, parts, named);
    if (named) {
      const key = `${id}\u0000${originKey}`;
      if (!lotByOrigin.has(key)) lotByOrigin.set(key, j);
    }
    return changed;
  }

  let disposedAt = -1;
  let openingCash = 0;
  let openingEquity = 0;
  for (let p = 0; p < ix.size; p++) {
    const from = ix.start[p] as number;
    const to = ix.start[p + 1] as number;
    // The opening entry is where the period starts, never a flow of it (7.20): its cash is the cash
    // at the start, and its payables and receivables are lots of their own kind that later payments
    // and collections settle first, oldest first, as any balance from before.
    if (ix.keys[p] === OPENING_TRANSACTION_ID) {
      for (let li = from; li < to; li++) {
        const l = flat[li] as Line;
        const id = accountOf[li] as number;
        if (baseKind[id] === K_CASH) openingCash += l.amount;
        else if (settling[id] === 1 && l.amount > 0) {
          let q = queues[id];
          if (q === undefined) queues[id] = q = new Lots();
          const named = namedOrigins !== undefined && namedOrigins.has(OPENING_TRANSACTION_ID);
          const j = q.push(l.amount, null, named);
          const key = `${id}\u0000${OPENING_TRANSACTION_ID}`;
          if (named && !lotByOrigin.has(key)) lotByOrigin.set(key, j);
        } else if (l.section === 'equity') openingEquity += l.amount;
      }
      continue;
    }
    if (to - from + 1 > cap) grow(to - from + 1);
    m = 0;
    sum0 = sum1 = sum2 = 0;
    n1 = n2 = 0;
    telling = 0;
    raisedCount = 0;
    let cash = 0;
    let results = 0;
    let disposed: Line | undefined;
    let disposedId = -1;
    disposedAt = -1;
    let receivableRaised = false;
    for (let li = from; li < to; li++) {
      const l = flat[li] as Line;
      const a = l.amount;
      const id = accountOf[li] as number;
      const kind = baseKind[id] as number;
      if (kind === K_CASH) {
        cash += a;
        continue;
      }
      // Inline sign of the equation (an imported table would be a getter call per line under tsx).
      const section = l.section;
      const effect = section === 'assets' || section === 'expenses' ? -a : a;
      if (effect === 0) continue;
      if (kind === K_RESULT || kind === K_INTEREST_RESULT) {
        netIncome += effect;
        if (kind === K_RESULT) results++;
      } else if (kind === K_INVESTING && effect > 0 && !disposed) {
        disposed = l;
        disposedId = id;
        disposedAt = m;
      }
      if (settling[id] === 1) {
        if (a < 0) {
          settle(l, id, kind, effect);
          continue;
        }
        raisedAt[raisedCount++] = m;
        if (section === 'assets') receivableRaised = true;
      }
      push(l, kind, id, effect);
    }
    cashTotal += cash;
    // A non-current asset sold, for cash or on credit, with its gain or loss in the same entry: the
    // whole price is an investing receipt, and the gain or loss leaves operating as an adjustment (7.5, 7.8).
    if (disposed && results > 0 && (cash > 0 || receivableRaised)) {
      for (let i = 0; i < m; i++) if (cKind[i] === K_RESULT) cKind[i] = K_DISPOSAL_RESULT;
      resum();
    }
    // Cash no counter-line explains (an unbalanced entry) becomes a virtual operating line.
    const unexplained = cash - (sum0 + sum1 + sum2);
    if (unexplained !== 0) push(undefined, K_RESIDUAL, -1, unexplained);

    allocate(cash);
    if (raisedCount > 0) {
      let again = false;
      const key = ix.keys[p] as string;
      for (let r = 0; r < raisedCount; r++) if (raise(raisedAt[r] as number, key)) again = true;
      if (again) {
        resum();
        cNonCash.fill(0, 0, m);
        allocate(cash);
      }
    }

    // Within investing and financing, each class's cash goes to its lines moving with it.
    if (n1 === 1) cRow[last1] = classCash[1] as number;
    else if (n1 > 1) shareWithinClass(1, classCash[1] as number);
    if (n2 === 1) cRow[last2] = classCash[2] as number;
    else if (n2 > 1) shareWithinClass(2, classCash[2] as number);
    cash0 += classCash[0] as number;
    cash1 += classCash[1] as number;
    cash2 += classCash[2] as number;
    for (let i = 0; i < m; i++)
      addCash(
        cKind[i] as number,
        cLines[i],
        cAccount[i] as number,
        cEffect[i] as number,
        cNonCash[i] as number,
        cRow[i] as number,
        disposed,
        disposedId,
      );
    if (!mixed) continue;
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

  /** The cash of class k on its lines that move in the class's direction, in proportion; none on the others. */
  function shareWithinClass(k: number, total: number): void {
    let count = 0;
    let last = -1;
    for (let i = 0; i < m; i++) {
      if (CLASS_OF_KIND[cKind[i] as number] !== k) continue;
      cRow[i] = 0;
      const c = (cEffect[i] as number) - (cNonCash[i] as number);
      if (total !== 0 && c !== 0 && c > 0 === total > 0) {
        count++;
        last = i;
      }
    }
    if (count === 0) return;
    if (count === 1) {
      cRow[last] = total;
      return;
    }
    const idx: number[] = [];
    const weights: Cents[] = [];
    for (let i = 0; i < m; i++) {
      if (CLASS_OF_KIND[cKind[i] as number] !== k) continue;
      const c = (cEffect[i] as number) - (cNonCash[i] as number);
      if (c !== 0 && c > 0 === total > 0) {
        idx.push(i);
        weights.push(c as Cents);
      }
    }
    const shares = splitProportionally(cents(total), weights);
    idx.forEach((i, j) => (cRow[i] = shares[j] as number));
  }

  /** Books a counter-line's cash on its row: its effect less its non-cash share, or its row cash. */
  function addCash(
    kind: number,
    l: Line | undefined,
    id: number,
    effect: number,
    share: number,
    row: number,
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
      case K_INTEREST_RESULT:
        // Interest leaves net income whole and comes back as what was paid (7.14).
        adjustments.add(id, 0, l, -effect);
        interestPaid += c;
        break;
      case K_INTEREST:
        interestPaid += c;
        break;
      case K_NON_CURRENT_OPERATING:
        adjustments.add(id, 0, l, c);
        break;
      case K_WORKING_CAPITAL:
        workingCapital.add(id, 0, l, c);
        break;
      case K_INVESTING:
        investing.add(id, row > 0 ? 1 : 0, l, row);
        break;
      case K_FINANCING:
      case K_BORROWING:
        financing.add(id, row > 0 ? 1 : 0, l, row);
        break;
      case K_DISPOSAL_RESULT:
        // Net income holds the gain (or loss); the adjustment takes it out, the price goes to investing.
        if (effect > 0) adjustments.add(GAIN_ID, 0, GAIN_ROW, -effect);
        else adjustments.add(LOSS_ID, 0, LOSS_ROW, -effect);
        if (disposed) investing.add(disposedId, 1, disposed, row);
        break;
    }
  }

  const operatingTotal = cents(cash0);
  const investingTotal = cents(cash1);
  const financingTotal = cents(cash2);
  const netChange = cents(operatingTotal + investingTotal + financingTotal);
  const cashAccountBalance = cents(cashTotal + openingCash);
  const closingCash = cents(openingCash + netChange);
  const equityTotal = state.equity.reduce((s, l) => s + l.amount, 0) - openingEquity;
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
      ...(cents(interestPaid) !== 0
        ? { interestPaid: { key: 'interestPaid', label: INTEREST_PAID_LABEL, amount: cents(interestPaid) } }
        : {}),
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
    openingCash: cents(openingCash),
    openingCashLabel: 'Efectivo al inicio del período',
    closingCash,
    closingCashLabel: 'Efectivo al final del período',
    cashAccountBalance,
    reconciles: closingCash === cashAccountBalance,
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
    if (kind !== K_RESULT && kind !== K_INTEREST_RESULT && k !== 1) balanceSheetCounterpart = true;
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
