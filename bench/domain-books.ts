/** Books for the domain benchmark: a deterministic, realistic mix of balanced entries. */
import {
  ACCOUNT,
  CATEGORY,
  cents,
  emptyState,
  imbalance,
  makeLine,
  type Line,
  type Section,
  type WorkingState,
} from '../src/domain/index';

/** Deterministic PRNG (mulberry32) so every run measures the same books. */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Spec = [Section, string, number];

/** A realistic mix: contributions, loans, purchases on credit, sales with cost, expenses, depreciation, mixed payments. */
export function buildBooks(targetLines: number): WorkingState {
  const rand = rng(42);
  const amount = (max: number) => 1 + Math.floor(rand() * max);
  const state = emptyState();
  let lines = 0;
  let tx = 0;
  let day = 0;
  const add = (specs: Spec[]) => {
    tx++;
    day = (day + 1) % 365;
    const month = 1 + (Math.floor(day / 31) % 12);
    const date = `2026-${String(month).padStart(2, '0')}-${String(1 + (day % 28)).padStart(2, '0')}`;
    // Built as the app builds them (makeLine), each line with its own id strings as after JSON.
    const entry: Line[] = specs.map(([section, category, value], i) =>
      makeLine({
        id: `l${lines + i}`,
        transactionId: `t${tx}`,
        section,
        category,
        type:
          section === 'assets' || section === 'liabilities'
            ? nonCurrent.has(category)
              ? 'no_corriente'
              : 'corriente'
            : undefined,
        description: `Movimiento ${tx}`,
        amount: cents(value),
        date,
      }),
    );
    if (imbalance(entry) !== 0) throw new Error(`unbalanced bench entry ${tx}`);
    for (const l of entry) state[l.section].push(l);
    lines += entry.length;
  };
  const nonCurrent = new Set<string>([
    ACCOUNT.ppe,
    ACCOUNT.machinery,
    ACCOUNT.vehicles,
    ACCOUNT.intangibles,
    ACCOUNT.longTermLoans,
  ]);
  add([
    ['assets', ACCOUNT.cash, 50_000_000_00],
    ['equity', ACCOUNT.shareCapital, 50_000_000_00],
  ]);
  while (lines < targetLines) {
    const r = rand();
    if (r < 0.3) {
      const v = amount(500_00);
      const cat = [CATEGORY.software, CATEGORY.marketing, CATEGORY.utilities, CATEGORY.rent][
        Math.floor(rand() * 4)
      ] as string;
      add([
        ['expenses', cat, v],
        ['assets', ACCOUNT.cash, -v],
      ]);
    } else if (r < 0.55) {
      const v = amount(1_000_00);
      const rev = [CATEGORY.membershipAnnual, CATEGORY.membership6, CATEGORY.services][
        Math.floor(rand() * 3)
      ] as string;
      add([
        ['assets', rand() < 0.5 ? ACCOUNT.cash : ACCOUNT.receivables, v],
        ['revenues', rev, v],
      ]);
    } else if (r < 0.65) {
      const v = amount(2_000_00);
      const cost = Math.floor(v / 2);
      add([
        ['assets', ACCOUNT.receivables, v],
        ['revenues', CATEGORY.productSales, v],
        ['expenses', CATEGORY.costOfSales, cost],
        ['assets', ACCOUNT.inventories, -cost],
      ]);
    } else if (r < 0.75) {
      const v = amount(3_000_00);
      add([
        ['assets', ACCOUNT.inventories, v],
        ['liabilities', ACCOUNT.suppliers, v],
      ]);
    } else if (r < 0.82) {
      const v = amount(5_000_00);
      const paid = Math.floor(v / 3);
      add([
        ['assets', ACCOUNT.ppe, v],
        ['assets', ACCOUNT.cash, -paid],
        ['liabilities', ACCOUNT.payables, v - paid],
      ]);
    } else if (r < 0.88) {
      const v = amount(800_00);
      add([
        ['assets', ACCOUNT.cash, v],
        ['assets', ACCOUNT.receivables, -v],
      ]);
    } else if (r < 0.93) {
      const v = amount(800_00);
      add([
        ['liabilities', ACCOUNT.suppliers, -v],
        ['assets', ACCOUNT.cash, -v],
      ]);
    } else if (r < 0.96) {
      const v = amount(10_000_00);
      add([
        ['assets', ACCOUNT.cash, v],
        ['liabilities', ACCOUNT.longTermLoans, v],
      ]);
    } else if (r < 0.98) {
      const v = amount(200_00);
      add([
        ['expenses', CATEGORY.depreciation, v],
        ['assets', ACCOUNT.ppe, -v],
      ]);
    } else {
      const principal = amount(1_000_00);
      const interest = amount(100_00);
      add([
        ['liabilities', ACCOUNT.longTermLoans, -principal],
        ['expenses', CATEGORY.financial, interest],
        ['assets', ACCOUNT.cash, -(principal + interest)],
      ]);
    }
  }
  return state;
}
