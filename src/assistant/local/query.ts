import { ACCOUNT, CATEGORY, abs, cents, sum, type Cents, type Currency } from '../../domain';
import { figures, type Figures } from './figures';
import { fmtMoney, fmtRatio, joinEs } from './format';
import type { Ledger } from './ledger';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts, REVENUE_CONCEPTS } from './lexicon';
import { refTokens } from './refs';

/**
 * Answers about the current figures, always with the numbers: totals per section, cash, net income,
 * ratios, whether the balance squares, and totals for a category or a counterparty.
 */
type TopicId =
  | 'balance'
  | 'current-ratio'
  | 'debt'
  | 'margin'
  | 'net'
  | 'cash'
  | 'receivables'
  | 'inventory'
  | 'ca'
  | 'nca'
  | 'assets'
  | 'cl'
  | 'ncl'
  | 'liabilities'
  | 'equity'
  | 'revenues'
  | 'expenses';

interface Topic {
  readonly id: TopicId;
  readonly re: RegExp;
  readonly answer: (f: Figures, c: Ctx) => string;
}

interface Ctx {
  readonly text: string;
  readonly ledger: Ledger;
  readonly m: (x: Cents) => string;
}

const b = (s: string): RegExp => new RegExp(`(?<![a-z])(?:${s})(?![a-z])`);

const TOPICS: readonly Topic[] = [
  {
    id: 'balance',
    re: b(
      'cuadra|cuadrado|cuadrada|descuadr[a-z]*|balanceado|ecuacion contable|esta bien el balance|partida doble',
    ),
    answer: (f, c) => {
      const diff = abs(cents(f.assets - f.liabilitiesAndEquity));
      return diff < 1
        ? `Sí, el balance cuadra: activos ${c.m(f.assets)} = pasivos ${c.m(f.liabilities)} + patrimonio ${c.m(f.equity)} (total ${c.m(f.liabilitiesAndEquity)}).`
        : `No cuadra: activos ${c.m(f.assets)} frente a pasivos + patrimonio ${c.m(f.liabilitiesAndEquity)}; la diferencia es ${c.m(diff)}.`;
    },
  },
  {
    id: 'current-ratio',
    re: b(
      'razon corriente|ratio corriente|liquidez|indice de liquidez|razon de liquidez|capital de trabajo|fondo de maniobra',
    ),
    answer: (f, c) =>
      `Razón corriente: ${fmtRatio(f.currentRatio)} (activo corriente ${c.m(f.currentAssets)} ÷ pasivo corriente ${c.m(f.currentLiabilities)}). Lo ideal es más de 1.5. Capital de trabajo: ${c.m(cents(f.currentAssets - f.currentLiabilities))}.`,
  },
  {
    id: 'debt',
    re: b(
      'endeudamiento|deuda sobre patrimonio|deuda patrimonio|apalancamiento|deuda a patrimonio|deuda/patrimonio|debt',
    ),
    answer: (f, c) =>
      `Endeudamiento (deuda/patrimonio): ${fmtRatio(f.debtToEquity)} (pasivos ${c.m(f.liabilities)} ÷ patrimonio ${c.m(f.equity)}). Lo ideal es menos de 1.0.`,
  },
  {
    id: 'margin',
    re: b('margen|margen neto|rentabilidad'),
    answer: (f, c) =>
      `Margen neto: ${fmtRatio(f.netMargin)}% (utilidad neta ${c.m(f.netIncome)} sobre ingresos ${c.m(f.revenues)}).`,
  },
  {
    id: 'net',
    re: b(
      'utilidad|utilidades|ganancia|ganancias|resultado|resultados|beneficio|beneficios|perdida|perdidas|ganamos|ganado|ganando|perdiendo|rentables?|numeros',
    ),
    answer: (f, c) =>
      f.netIncome >= 0
        ? `Utilidad neta: ${c.m(f.netIncome)} (ingresos ${c.m(f.revenues)} − gastos ${c.m(f.expenses)}).`
        : `Pérdida neta de ${c.m(abs(f.netIncome))}: el resultado es ${c.m(f.netIncome)} (ingresos ${c.m(f.revenues)} − gastos ${c.m(f.expenses)}).`,
  },
  {
    id: 'cash',
    re: b('caja|efectivo|banco|bancos|dinero|plata|disponible|liquido|saldo|tesoreria'),
    answer: (f, c) => `En efectivo y equivalentes (caja y bancos) hay ${c.m(f.cash)}.`,
  },
  {
    id: 'receivables',
    re: b('nos deben|me deben|por cobrar|cuentas por cobrar|cobrar|deudores'),
    answer: (_f, c) => `Cuentas por cobrar: ${c.m(c.ledger.category('assets', ACCOUNT.receivables))}.`,
  },
  {
    id: 'inventory',
    re: b('inventario|inventarios|stock|existencias|mercaderia en bodega'),
    answer: (_f, c) => `Inventarios: ${c.m(c.ledger.category('assets', ACCOUNT.inventories))}.`,
  },
  {
    id: 'ca',
    re: b('activo corriente|activos corrientes'),
    answer: (f, c) => `Activos corrientes: ${c.m(f.currentAssets)}.`,
  },
  {
    id: 'nca',
    re: /(?<![a-z])(activos? no corrientes?|activos? fijos?|(activos?|activo corriente|activos corrientes)[a-z ,]* y no corrientes?)(?![a-z])/,
    answer: (f, c) => `Activos no corrientes: ${c.m(f.nonCurrentAssets)}.`,
  },
  {
    id: 'assets',
    re: b('activo|activos'),
    answer: (f, c) =>
      `Activos totales: ${c.m(f.assets)} (corrientes ${c.m(f.currentAssets)}, no corrientes ${c.m(f.nonCurrentAssets)}).`,
  },
  {
    id: 'cl',
    re: b('pasivo corriente|pasivos corrientes|deudas de corto plazo|deuda de corto plazo|corto plazo'),
    answer: (f, c) => `Pasivos corrientes: ${c.m(f.currentLiabilities)}.`,
  },
  {
    id: 'ncl',
    re: /(?<![a-z])(pasivos? no corrientes?|largo plazo|(pasivos?|pasivo corriente|pasivos corrientes)[a-z ,]* y no corrientes?)(?![a-z])/,
    answer: (f, c) => `Pasivos no corrientes: ${c.m(f.nonCurrentLiabilities)}.`,
  },
  {
    id: 'liabilities',
    re: b('pasivo|pasivos|deuda|deudas|debemos|debo|adeudamos'),
    answer: (f, c) =>
      `Pasivos totales: ${c.m(f.liabilities)} (corrientes ${c.m(f.currentLiabilities)}, no corrientes ${c.m(f.nonCurrentLiabilities)}).`,
  },
  {
    id: 'equity',
    re: b('patrimonio|capital|aportes|aportado|aportamos|fondos propios'),
    answer: (f, c) =>
      `Patrimonio: ${c.m(f.equity)} (aportes ${c.m(f.contributions)} + resultado del período ${c.m(f.netIncome)}).`,
  },
  {
    id: 'revenues',
    re: b('ingresos|ingreso|ventas|vendido|vendimos|facturado|facturamos|facturacion'),
    answer: (f, c) => `Ingresos totales: ${c.m(f.revenues)}.`,
  },
  {
    id: 'expenses',
    re: b('gastos|gasto|gastado|gastamos|egresos'),
    answer: (f, c) => `Gastos totales: ${c.m(f.expenses)}.`,
  },
];

/** Broad topics dropped when a narrower one of the same family matched alone ('pasivos corrientes'). */
const NARROWER: readonly [TopicId, TopicId][] = [
  ['ca', 'assets'],
  ['nca', 'assets'],
  ['cl', 'liabilities'],
  ['ncl', 'liabilities'],
  ['receivables', 'cash'],
];

/** Accounts named in a question ('¿cuánto debemos a proveedores?'). */
const ACCOUNT_WORDS: readonly [RegExp, 'assets' | 'liabilities', string][] = [
  [b('proveedor|proveedores'), 'liabilities', ACCOUNT.suppliers],
  [b('cuentas por pagar|facturas pendientes|facturas por pagar'), 'liabilities', ACCOUNT.payables],
  [
    b('sueldos por pagar|salarios por pagar|sueldos pendientes|nominas pendientes'),
    'liabilities',
    ACCOUNT.salariesPayable,
  ],
  [b('impuestos por pagar|impuestos pendientes|tasas pendientes'), 'liabilities', ACCOUNT.taxesPayable],
  [b('tarjeta|tarjeta de credito'), 'liabilities', ACCOUNT.shortTermLoans],
  [b('anticipos de clientes|anticipos recibidos|senales'), 'liabilities', ACCOUNT.otherCurrentLiabilities],
  [
    b('pagado por adelantado|pagados por anticipado|gastos anticipados|prepagados'),
    'assets',
    ACCOUNT.prepaid,
  ],
];

/** What is owed, by kind: '¿cuánto debemos en sueldos?'. */
const OWED_ACCOUNTS: readonly [RegExp, string][] = [
  [b('sueldo|sueldos|salario|salarios|nomina|nominas|empleados|personal'), ACCOUNT.salariesPayable],
  [b('impuesto|impuestos|tasa|tasas|iva|hacienda'), ACCOUNT.taxesPayable],
  [b('tarjeta|tarjetas'), ACCOUNT.shortTermLoans],
];

const MEMBERSHIPS = [CATEGORY.membership6, CATEGORY.membershipAnnual, CATEGORY.membershipLifetime];
const COGS = b(
  'costo de ventas|coste de ventas|costo de lo vendido|mercancia vendida|mercaderia vendida|productos vendidos|lo vendido nos|nos ha costado lo vendido|costo de la mercancia|costo de la mercaderia',
);

export function answerQuery(text: string, ledger: Ledger, currency: Currency): string {
  const f = figures(ledger);
  const c: Ctx = { text, ledger, m: (x) => fmtMoney(x, currency) };
  const specific = specificAnswer(c);
  const general = TOPICS.filter((tp) => tp.re.test(text));
  // A category question already names its section; keep one general line as context.
  const chosen = specific ? general.slice(0, 1) : dedupe(general);
  const parts = [...(specific ? [specific] : []), ...chosen.map((tp) => tp.answer(f, c))].filter(
    (p, i, all) => all.findIndex((q) => q.split(':')[0] === p.split(':')[0]) === i,
  );
  if (parts.length === 0) parts.push(summary(f, c));
  return parts.join(' ');
}

function dedupe(list: readonly Topic[]): Topic[] {
  const ids = new Set(list.map((t) => t.id));
  const both = (a: TopicId, bb: TopicId): boolean => ids.has(a) && ids.has(bb);
  return list.filter((t) => {
    // With both terms asked, keep the total as well; with one, the narrow answer is enough.
    if (t.id === 'assets' && both('ca', 'nca')) return true;
    if (t.id === 'liabilities' && both('cl', 'ncl')) return true;
    return !NARROWER.some(([narrow, broad]) => broad === t.id && ids.has(narrow));
  });
}

function summary(f: Figures, c: Ctx): string {
  return `Resumen: efectivo ${c.m(f.cash)}; ingresos ${c.m(f.revenues)}; gastos ${c.m(f.expenses)}; resultado ${c.m(f.netIncome)}; activos ${c.m(f.assets)}; pasivos ${c.m(f.liabilities)}; patrimonio ${c.m(f.equity)}.`;
}

/** Totals for what the question names: a category ('marketing', 'membresías') or a counterparty. */
function specificAnswer(c: Ctx): string | undefined {
  const t = c.text;
  if (
    /(?<![a-z])membresias?(?![a-z])/.test(t) &&
    !findConcepts(t, REVENUE_CONCEPTS).some(
      (h) => MEMBERSHIPS.includes(h.concept.category as (typeof MEMBERSHIPS)[number]) && !/todas/.test(t),
    )
  ) {
    const per = MEMBERSHIPS.map((cat) => ({ cat, v: c.ledger.category('revenues', cat) }));
    const total = sum(per.map((p) => p.v));
    return `Membresías vendidas en total: ${c.m(total)} (${joinEs(per.map((p) => `${p.cat}: ${c.m(p.v)}`))}).`;
  }
  if (COGS.test(t))
    return `Costo de ventas acumulado: ${c.m(c.ledger.category('expenses', CATEGORY.costOfSales))}.`;
  const counterparty = counterpartyAnswer(c);
  if (counterparty) return counterparty;
  const account = ACCOUNT_WORDS.find(([re]) => re.test(t));
  if (account) {
    const [, section, category] = account;
    return `${category}: ${c.m(c.ledger.category(section, category))}.`;
  }
  const hits = [
    ...findConcepts(t, REVENUE_CONCEPTS).map((h) => ({
      section: 'revenues' as const,
      category: h.concept.category,
    })),
    ...findConcepts(t, EXPENSE_CONCEPTS).map((h) => ({
      section: 'expenses' as const,
      category: h.concept.category,
    })),
    ...findConcepts(t, ASSET_CONCEPTS).map((h) => ({
      section: 'assets' as const,
      category: h.concept.category,
    })),
  ];
  const spendWords = /(?<![a-z])(gast[a-z]*|pagado|pagamos|costado|invertido|invertimos)(?![a-z])/.test(t);
  const sellWords = /(?<![a-z])(vend[a-z]*|ingres[a-z]*|factur[a-z]*|cobrado)(?![a-z])/.test(t);
  const pick =
    hits.find((h) => (spendWords ? h.section === 'expenses' : sellWords ? h.section === 'revenues' : true)) ??
    hits[0];
  if (!pick) return undefined;
  const total = c.ledger.category(pick.section, pick.category);
  return `${pick.category}: ${c.m(total)} en total.`;
}

/** 'cuánto le debemos al proveedor de China', 'cuánto nos debe la clínica'. */
function counterpartyAnswer(c: Ctx): string | undefined {
  const t = c.text;
  const owed =
    /(?<![a-z])(nos debe|nos deben|me debe|me deben|por cobrar|pendiente de cobro|falta cobrar|falta por cobrar|queda por cobrar|nos falta cobrar)(?![a-z])/.test(
      t,
    );
  const owe =
    !owed &&
    /(?<![a-z])(debemos|debo|adeudamos|le debemos|les debemos|pendiente de pago|por pagar|falta pagar|falta por pagar|queda por pagar|nos falta|pendiente|queda pendiente)(?![a-z])/.test(
      t,
    );
  if (!owe && !owed) return undefined;
  const owedAccount = owe ? OWED_ACCOUNTS.find(([re]) => re.test(t))?.[1] : undefined;
  if (owedAccount) return `${owedAccount}: ${c.m(c.ledger.category('liabilities', owedAccount))}.`;
  if (
    owe &&
    /(?<![a-z])(banco|bancos|prestamo|prestamos|credito|creditos|hipoteca|financiacion)(?![a-z])/.test(t)
  ) {
    const loans = [ACCOUNT.shortTermLoans, ACCOUNT.longTermLoans, ACCOUNT.mortgages].map((cat) => ({
      cat,
      v: c.ledger.category('liabilities', cat),
    }));
    const total = sum(loans.map((l) => l.v));
    return `Deuda con bancos y préstamos: ${c.m(total)} (${joinEs(loans.filter((l) => l.v !== 0).map((l) => `${l.cat}: ${c.m(l.v)}`)) || 'sin préstamos registrados'}).`;
  }
  const ref = refTokens(t);
  const section = owe ? 'liabilities' : 'assets';
  const matches = c.ledger
    .matching(ref, (l) => l.section === section && (owe || l.category === ACCOUNT.receivables))
    .filter((m) => m.specific > 0);
  if (matches.length === 0) return undefined;
  const top = matches[0]?.score ?? 0;
  const cat = matches[0]?.line.category;
  const lines = matches.filter((m) => m.score >= top - 0.5 && m.line.category === cat).map((m) => m.line);
  const open = sum(lines.map((l) => l.amount));
  const who = lines[0]?.description ?? '';
  return owe
    ? `Saldo pendiente con ${who ? `«${who}»` : 'ese acreedor'}: ${c.m(open)} (en ${cat}, cuyo total es ${c.m(c.ledger.category('liabilities', cat ?? ''))}).`
    : `Saldo por cobrar de ${who ? `«${who}»` : 'ese cliente'}: ${c.m(open)}.`;
}
