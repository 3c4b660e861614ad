import { formatMoney } from '../format';
import { abs } from '../money';
import type { Currency, Section } from '../sections';
import type { BookedLine, MovementKind } from './movement';

export function capitalize(s: string): string {
  const t = s.trim();
  return t ? t.charAt(0).toUpperCase() + t.slice(1) : t;
}

/** 'a', 'a y b', 'a, b y c'. */
export function joinEs(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`;
}

const SECTION_NAME: Readonly<Record<Section, string>> = {
  assets: 'activo',
  liabilities: 'pasivo',
  equity: 'patrimonio',
  revenues: 'ingreso',
  expenses: 'gasto',
};

/** 'sube Efectivo y equivalentes de efectivo (activo corriente) en $1,200.00'. */
export function explainLine(l: BookedLine, currency: Currency): string {
  const up = l.amount > 0;
  const result = l.section === 'revenues' || l.section === 'expenses';
  const verb = result ? (up ? 'se reconoce' : 'se reduce') : up ? 'sube' : 'baja';
  const term = l.type ? ` ${l.type === 'corriente' ? 'corriente' : 'no corriente'}` : '';
  return `${verb} ${l.category} (${SECTION_NAME[l.section]}${term}) en ${formatMoney(abs(l.amount), currency)}`;
}

/** 'Compra de laptop: sube … y baja ….' */
export function summarize(label: string, lines: readonly BookedLine[], currency: Currency): string {
  const head = capitalize(label);
  const body = joinEs(lines.map((l) => explainLine(l, currency)));
  return head ? `${head}: ${body}.` : `${capitalize(body)}.`;
}

/** The question for a missing amount, per kind of movement. */
export const AMOUNT_QUESTION: Readonly<Record<MovementKind, string>> = {
  capital: '¿De cuánto fue el aporte?',
  loan_received: '¿De cuánto fue el préstamo?',
  loan_payment: '¿De cuánto fue la cuota?',
  purchase: '¿Por cuánto fue la compra?',
  sale: '¿Por cuánto fue la venta?',
  collection: '¿Cuánto se cobró?',
  debt_payment: '¿Cuánto se pagó?',
  salary: '¿De cuánto fue el sueldo?',
  social_charges: '¿De cuánto fueron las cargas sociales?',
  prepaid: '¿Cuánto se pagó por adelantado?',
  prepaid_used: '¿Cuánto del pago adelantado pasa al gasto?',
  deposit_given: '¿De cuánto fue la garantía?',
  term_deposit: '¿Cuánto se puso en el depósito a plazo?',
  advance_received: '¿De cuánto fue el anticipo?',
  advance_earned: '¿Cuánto del anticipo ya se ganó?',
  advance_given: '¿De cuánto fue el anticipo?',
  depreciation: '¿Cuánto se deprecia de cada activo?',
  withdrawal: '¿Cuánto se retiró?',
  loan_given: '¿De cuánto fue el préstamo?',
  dividend: '¿De cuánto son los dividendos?',
  customer_refund: '¿Cuánto se le devolvió al cliente?',
  supplier_return: '¿Por cuánto fue la devolución?',
  bad_debt: '¿Cuánto no se va a cobrar?',
  stock_used: '¿Por cuánto fue lo consumido?',
  cash_transfer: '¿Por cuánto fue el traspaso?',
  asset_sold: '¿Por cuánto se vendió?',
  deposit_returned: '¿Cuánto de la garantía nos devolvieron?',
};

export const QUESTION = {
  payment:
    '¿Cómo se pagó: al contado (efectivo, transferencia, débito), a crédito con el proveedor o con tarjeta de crédito?',
  collection: '¿Cómo lo cobraste: al contado o a crédito?',
  splitPaid: '¿Cuánto se pagó al contado y cuánto quedó a crédito?',
  splitCollected: '¿Cuánto se cobró al contado y cuánto quedó a crédito?',
  term: '¿A qué plazo es el préstamo?',
  depositTerm: '¿A qué plazo es el depósito: hasta 3 meses, hasta un año o más de un año?',
  interestSplit: '¿Qué parte es principal y qué parte intereses?',
  nature: '¿Es un aporte de capital o un préstamo que la empresa le devolverá, y en qué plazo?',
  gross: '¿De cuánto fue la venta bruta, o la comisión?',
  whichDebt: '¿A qué deuda corresponde el pago?',
  whichLoan: '¿A qué préstamo corresponde la cuota?',
  withdrawal: '¿Lo va a devolver o es un retiro?',
  value: (label: string): string => `¿En cuánto se valora el aporte en especie (${label.trim()})?`,
  whichLine: '¿Qué cuenta del asiento hay que cambiar?',
  carrying:
    '¿Por cuánto estaba ese bien en los libros (lo que costó menos su depreciación), o nunca se registró (entonces todo el precio es ganancia, Otros ingresos)?',
} as const;

/** One sentence for the movements students come to learn (why the booking is what it is). */
export const WHY = {
  withdrawal:
    'Un retiro del dueño nunca es un gasto de la empresa: es dinero que sale hacia el socio y reduce el patrimonio.',
  partnerLoan:
    'Lo que el socio va a devolver es un préstamo de la empresa: un derecho de cobro (activo), no un gasto ni un retiro.',
  loanGiven:
    'Un préstamo que da la empresa no es un gasto: es un derecho a cobrarlo (activo), corriente si se devuelve en 12 meses o menos.',
  advanceReceived:
    'El anticipo de un cliente todavía no es ingreso: es una deuda con él (pasivo) hasta que se le entregue lo pagado.',
  advanceEarned: 'Al entregar lo cobrado por adelantado, la deuda con el cliente se convierte en ingreso.',
  advanceGiven:
    'El anticipo a un proveedor no es un gasto: es un derecho a recibir lo pedido (activo) hasta la entrega.',
  advanceApplied: 'El anticipo ya registrado se descuenta del total; solo el resto se paga o se cobra ahora.',
  depreciation:
    'La depreciación reparte el costo del activo en su vida útil: es un gasto y baja el activo directamente (el catálogo no tiene depreciación acumulada).',
  prepaid:
    'Lo pagado por meses que aún no pasan es un activo (Gastos pagados por anticipado); cada mes, la parte consumida pasa al gasto.',
  prepaidUsed:
    'El período ya transcurrió: lo pagado por adelantado deja de ser activo y se reconoce como gasto.',
  deposit:
    'La garantía no es un gasto: se recupera al terminar el contrato, por eso es un activo (no corriente si el contrato pasa de 12 meses).',
  termDeposit:
    'Un depósito a plazo no es un gasto: el dinero sigue siendo de la empresa. A más de 3 meses deja de ser efectivo y pasa a ser otro activo (una inversión a largo plazo si pasa de un año).',
  loanPayment: 'Los intereses son un gasto; el principal no lo es: solo reduce la deuda.',
  interestOnly: 'En carencia la cuota es solo intereses: todo es gasto financiero y la deuda no baja.',
  dividendDeclared:
    'Los dividendos reparten utilidades ya ganadas: reducen el patrimonio, no son un gasto, y hasta pagarlos son una deuda con los socios.',
  dividendPaid: 'Los dividendos reparten utilidades ya ganadas: reducen el patrimonio, no son un gasto.',
  depositReturned:
    'La garantía devuelta no es un ingreso: era dinero de la empresa que estaba en manos del arrendador y vuelve a caja.',
  assetSold:
    'Vender un bien propio no es vender la mercadería del negocio: el bien sale por su valor en libros y la diferencia con el precio es una ganancia (Otros ingresos) o una pérdida (Otros gastos).',
} as const;

export const SHORT_DEPOSIT_TEXT =
  'Un depósito a plazo de hasta 3 meses sigue siendo efectivo y equivalentes de efectivo: el dinero no sale de esa cuenta, así que no hay asiento que registrar.';

export const ADVANCE_COVERED_TEXT =
  'El anticipo ya entregado cubre toda la compra y queda en la misma cuenta (Otros activos corrientes): no cambia ningún saldo, así que no registro ningún asiento.';

export const CASH_TRANSFER_TEXT =
  'Mover dinero entre caja, banco o billeteras no cambia nada: las dos puntas son la misma cuenta, Efectivo y equivalentes de efectivo, así que no hay asiento que registrar.';

export const COST_NOTE = 'Si me dices cuánto costó lo vendido, registro también el costo de ventas.';
