import type { Cents, Movement, Settlement } from '../../domain';
import { moneyIn, type Reading } from '../reading/read';

/**
 * 'Instalamos un sistema: 5.800 en total, 4.200 por los equipos y 1.600 por la mano de obra': a job
 * that sells goods and work is two incomes, each in its own account (Ventas de productos, Prestación
 * de servicios). The goods carry the cost; what was paid ahead or now goes to the goods first.
 */
const GOODS_PART =
  /^\s*(?:€|\$|dolares|euros)?\s*(?:(?:de|por|en)\s+(?:los |las |el |la )?|(?:los|las|el|la)\s+)(?:equipos?|materiales?|repuestos?|productos?|piezas?|paneles|insumos|mercaderia|mercancia)(?![a-z])/;
const WORK_PART =
  /^\s*(?:€|\$|dolares|euros)?\s*(?:(?:de|por|en)\s+(?:la |el )?|(?:la|el)\s+)(?:mano de obra|instalacion|labor|trabajo|servicio|montaje)(?![a-z])/;

/** '390 el calentador', '1.400 los equipos': a price followed by the thing it is for. */
const PRICE_OF_THING = /^\s*(?:€|\$|dolares|euros)?\s*(?:(?:de|por|en)\s+)?(?:los|las|el|la)\s+[a-z]{3,}/;

/**
 * Which part of a job a price is, read from the words after it: the work ('90 la mano de obra'), or
 * the goods ('de los equipos', or any thing named with its article when the work is priced beside it).
 */
export function jobPart(after: string, workPriced: boolean): 'goods' | 'work' | undefined {
  if (WORK_PART.test(after)) return 'work';
  if (GOODS_PART.test(after) || (workPriced && PRICE_OF_THING.test(after))) return 'goods';
  return undefined;
}

/** Units that are work done, not goods ('3 masajes de 60', '2 cortes a 15'). */
const SERVICE_UNIT =
  /^(?:masaje|clase|sesion|corte|consulta|tratamiento|lavado|reparacion|arreglo|servicio|hora|circuito|inmersion|curso|visita|manicura|pedicura|peinado|tinte|depilacion|limpieza|revision|mantenimiento|instalacion|facial|faciales|bautizo|tour|excursion)/;

type Sale = Extract<Movement, { kind: 'sale' }>;

export function byKind(r: Reading, m: Movement): Movement[] {
  if (m.kind !== 'sale' || m.amount === undefined || m.vat !== undefined) return [m];
  const vals = moneyIn(r);
  const counted = (v: (typeof vals)[number]): boolean => v.qty !== undefined && v.unitPrice !== undefined;
  const serviceCounted = (v: (typeof vals)[number]): boolean =>
    counted(v) && SERVICE_UNIT.test(v.qty?.unit ?? '');
  // '12 cremas a 32 y además 3 masajes de 60': work counted beside goods counted.
  const work =
    vals.find((v) => WORK_PART.test(r.text.slice(v.end, v.end + 30))) ??
    (m.income === 'goods' &&
    vals.filter(counted).length === 2 &&
    vals.some((v) => counted(v) && !serviceCounted(v))
      ? vals.find(serviceCounted)
      : undefined);
  // 'pusimos 4 cerrojos a 175 cada uno y 450 de mano de obra': the things counted are the goods.
  const goods =
    vals.find(
      (v) => v !== work && jobPart(r.text.slice(v.end, v.end + 30), work !== undefined) === 'goods',
    ) ?? vals.find((v) => v !== work && counted(v) && !serviceCounted(v));
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
  const workLabel = serviceCounted(work) ? 'Prestación de servicios' : 'Mano de obra';
  return [goodsSale, { ...part('services', work.cents, workAdvance, workSettlement), label: workLabel }];
}
