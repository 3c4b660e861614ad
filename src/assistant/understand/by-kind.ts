import type { Cents, Movement, Settlement } from '../../domain';
import { moneyIn, type Reading } from '../reading/read';

/**
 * 'Instalamos un sistema: 5.800 en total, 4.200 por los equipos y 1.600 por la mano de obra': a job
 * that sells goods and work is two incomes, each in its own account (Ventas de productos, Prestación
 * de servicios). The goods carry the cost; what was paid ahead or now goes to the goods first.
 */
const GOODS_PART =
  /^\s*(?:€|\$|dolares|euros)?\s*(?:de|por|en)\s+(?:los |las |el |la )?(?:equipos?|materiales?|repuestos?|productos?|piezas?|paneles|insumos|mercaderia|mercancia)(?![a-z])/;
const WORK_PART =
  /^\s*(?:€|\$|dolares|euros)?\s*(?:de|por|en)\s+(?:la |el )?(?:mano de obra|instalacion|labor|trabajo|servicio|montaje)(?![a-z])/;

type Sale = Extract<Movement, { kind: 'sale' }>;

export function byKind(r: Reading, m: Movement): Movement[] {
  if (m.kind !== 'sale' || m.amount === undefined || m.vat !== undefined) return [m];
  const vals = moneyIn(r);
  const work = vals.find((v) => WORK_PART.test(r.text.slice(v.end, v.end + 30)));
  // 'pusimos 4 cerrojos a 175 cada uno y 450 de mano de obra': the things counted are the goods.
  const goods =
    vals.find((v) => v !== work && GOODS_PART.test(r.text.slice(v.end, v.end + 30))) ??
    vals.find((v) => v !== work && v.qty !== undefined && v.unitPrice !== undefined);
  if (!goods || !work || goods.cents + work.cents !== m.amount) return [m];
  const advance = m.advanceApplied ?? 0;
  const goodsAdvance = Math.min(advance, goods.cents);
  const workAdvance = advance - goodsAdvance;
  const share = (due: number, now: number): Settlement =>
    now >= due ? { kind: 'now' } : now <= 0 ? { kind: 'credit' } : { kind: 'split', now: now as Cents };
  let goodsSettlement = m.settlement;
  let workSettlement = m.settlement;
  if (m.settlement?.kind === 'split') {
    if (m.settlement.now === undefined || m.settlement.laterOnCard) return [m];
    const goodsNow = Math.min(m.settlement.now, goods.cents - goodsAdvance);
    goodsSettlement = share(goods.cents - goodsAdvance, goodsNow);
    workSettlement = share(work.cents - workAdvance, m.settlement.now - goodsNow);
  }
  const part = (income: Sale['income'], amount: Cents, adv: number, s: Settlement | undefined): Sale => {
    const {
      revenue: _revenue,
      cost: _cost,
      cardFee: _fee,
      advanceApplied: _adv,
      settlement: _s,
      ...rest
    } = m;
    return {
      ...rest,
      income,
      amount,
      ...(s ? { settlement: s } : {}),
      ...(adv > 0 ? { advanceApplied: adv as Cents } : {}),
    };
  };
  const goodsSale: Sale = {
    ...part('goods', goods.cents, goodsAdvance, goodsSettlement),
    label: /^presta/i.test(m.label) ? 'Venta de productos' : m.label,
    ...(m.cost !== undefined ? { cost: m.cost } : {}),
    ...(m.cardFee !== undefined ? { cardFee: m.cardFee } : {}),
  };
  return [goodsSale, { ...part('services', work.cents, workAdvance, workSettlement), label: 'Mano de obra' }];
}
