/* Builders shared by the domain's tests; not exported from the barrel. */
import { applyReply } from './apply';
import { emptyState, type WorkingState } from './lines';
import type { Section } from './sections';

export function idGen(prefix = 'id'): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

export type Spec = readonly [
  section: Section,
  category: string,
  amount: number | string,
  description?: string,
  extra?: { type?: string; date?: string },
];

export function replyOf(lines: readonly Spec[], action = 'register'): unknown {
  return {
    action,
    response: 'ok',
    transactions: lines.map(([section, category, amount, description, extra]) => ({
      section,
      data: { description: description ?? category, amount, category, ...(extra ?? {}) },
    })),
  };
}

/** Books entries through applyReply, the real path, and fails loudly when one is refused. */
export class Book {
  state: WorkingState = emptyState();
  readonly newId: () => string;
  readonly ids: string[] = [];

  constructor(prefix = 't') {
    this.newId = idGen(prefix);
  }

  add(...lines: Spec[]): string {
    const r = applyReply(this.state, replyOf(lines), { newId: this.newId });
    if (!r.ok) throw new Error(r.reason);
    this.state = r.state;
    const id = r.transactionId as string;
    this.ids.push(id);
    return id;
  }
}

/**
 * The running example of the tests, an online academy (the specification's business), hand-checked:
 * cash 11,184.01; revenues 800; expenses 615.99; net income 184.01; assets 17,084.01;
 * liabilities 5,600; equity 11,484.01.
 */
export function academy(): Book {
  const b = new Book();
  b.add(
    ['assets', 'Efectivo y equivalentes de efectivo', 10000, 'Aporte de capital inicial'],
    ['equity', 'Capital social', 10000, 'Aporte de capital inicial'],
  );
  b.add(
    ['assets', 'Propiedad, planta y equipo', 1300, 'Aporte en especie: cámara y micrófono'],
    ['equity', 'Capital social', 1300, 'Aporte en especie: cámara y micrófono'],
  );
  b.add(
    ['assets', 'Propiedad, planta y equipo', 1200, 'Laptop para edición'],
    ['assets', 'Efectivo y equivalentes de efectivo', -400, 'Pago inicial en efectivo'],
    ['liabilities', 'Cuentas por pagar', 800, 'Saldo a crédito con la tienda'],
  );
  b.add(
    ['expenses', 'Suscripciones de software', 15.99, 'Zoom Pro mensual'],
    ['assets', 'Efectivo y equivalentes de efectivo', -15.99, 'Zoom Pro mensual'],
  );
  b.add(
    ['assets', 'Activos intangibles', 2500, 'Desarrollo de la plataforma'],
    ['assets', 'Efectivo y equivalentes de efectivo', -2500, 'Desarrollo de la plataforma'],
  );
  b.add(
    ['assets', 'Efectivo y equivalentes de efectivo', 5000, 'Préstamo bancario a 3 años'],
    ['liabilities', 'Préstamos a largo plazo', 5000, 'Préstamo bancario a 3 años'],
  );
  b.add(
    ['assets', 'Inventarios', 1000, 'Compra de mercadería'],
    ['assets', 'Efectivo y equivalentes de efectivo', -1000, 'Compra de mercadería'],
  );
  b.add(
    ['assets', 'Cuentas por cobrar', 800, 'Venta de kits a crédito'],
    ['revenues', 'Ventas de productos', 800, 'Venta de kits a crédito'],
    ['expenses', 'Costo de ventas', 500, 'Costo de los kits vendidos'],
    ['assets', 'Inventarios', -500, 'Costo de los kits vendidos'],
  );
  b.add(
    ['expenses', 'Depreciación y amortización', 100, 'Depreciación del equipo'],
    ['assets', 'Propiedad, planta y equipo', -100, 'Depreciación del equipo'],
  );
  b.add(
    ['assets', 'Efectivo y equivalentes de efectivo', 300, 'Cobro a clientes'],
    ['assets', 'Cuentas por cobrar', -300, 'Cobro a clientes'],
  );
  b.add(
    ['assets', 'Efectivo y equivalentes de efectivo', -200, 'Abono a la tienda'],
    ['liabilities', 'Cuentas por pagar', -200, 'Abono a la tienda'],
  );
  return b;
}
