/* The small book the export tests write out; not exported from the barrel. */
import { applyReply } from '../apply';
import { emptyState, makeLine, type WorkingState } from '../lines';
import { cents } from '../money';
import type { Section } from '../sections';
import type { ExportMeta } from './entries';

export const META: ExportMeta = {
  company: 'Estudio Ñandú',
  currency: 'EUR',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
};

type Row = readonly [
  section: Section,
  category: string,
  amount: number | string,
  description: string,
  date?: string,
];

/** Books each group as one entry through applyReply, the path every entry of the app takes. */
export function booked(...groups: readonly (readonly Row[])[]): WorkingState {
  let state = emptyState();
  let n = 0;
  const newId = () => `t${++n}`;
  for (const rows of groups) {
    const reply = {
      action: 'register',
      response: 'ok',
      transactions: rows.map(([section, category, amount, description, date]) => ({
        section,
        data: { description, amount, category, ...(date ? { date } : {}) },
      })),
    };
    const r = applyReply(state, reply, { newId });
    if (!r.ok) throw new Error(r.reason);
    state = r.state;
  }
  return state;
}

/**
 * A contribution, an undated sale whose concept has quotes, a backslash, ';' and ':', and a transfer
 * to two custom accounts whose names differ only in punctuation.
 */
export function studio(): WorkingState {
  return booked(
    [
      ['assets', 'Efectivo y equivalentes de efectivo', 1000, 'Aporte "inicial" de la socia', '2026-03-02'],
      ['equity', 'Capital social', 1000, 'Aporte "inicial" de la socia', '2026-03-02'],
    ],
    [
      ['assets', 'Efectivo y equivalentes de efectivo', 250.5, 'Clase de yoga; grupo\\B: mañana'],
      ['revenues', 'Ventas de servicios', 250.5, 'Clase de yoga; grupo\\B: mañana'],
    ],
    [
      ['assets', 'Caja: chica', 40, 'Fondo fijo', '2026-03-05'],
      ['assets', 'Caja - chica', 10, 'Fondo de cambio', '2026-03-05'],
      ['assets', 'Efectivo y equivalentes de efectivo', -50, 'Retiro del banco\npara caja', '2026-03-05'],
    ],
  );
}

/**
 * Hand-made data the app still shows (applyReply refuses it): an entry that does not balance and a
 * line with no entry.
 */
export function unbalanced(): WorkingState {
  const state = emptyState();
  const line = (id: string, section: Section, category: string, amount: number, transactionId?: string) =>
    makeLine({
      id,
      transactionId,
      section,
      category,
      description: 'Venta',
      amount: cents(amount),
      date: '2026-03-03',
    });
  state.assets.push(line('l1', 'assets', 'Efectivo y equivalentes de efectivo', 100_00, 't1'));
  state.revenues.push(line('l2', 'revenues', 'Ventas de productos', 90_00, 't1'));
  state.expenses.push(line('l3', 'expenses', 'Viajes', 12_34));
  return state;
}
