import { NOT_EMPLOYER_CHARGE } from '../reading/cue-table';
/**
 * Cue families: the verbs and phrases that tell what kind of movement a message describes.
 * All patterns run on normalised text (lowercase, no accents, digits for numbers).
 */
const W = '(?<![a-z])';
const E = '(?![a-z])';
const re = (body: string): RegExp => new RegExp(`${W}(?:${body})${E}`);

/** Money coming to us: a customer pays, we collect, someone deposits. */
export const IN_PAY = re(
  '(?:nos|me)\\s+(?:ha|han|habia|habian|hizo|hicieron\\s+)?\\s*(?:pag[a-z]*|abon[a-z]*|transfiri[a-z]*|transfier[a-z]*|deposit[a-z]*|ingres[a-z]*|gir[a-z]*|cancel[a-z]*|liquid[a-z]*|dio|dieron|dejo|dejaron|adelant[a-z]*|(?:mand[a-z]*|envi[a-z]*|hecho|hizo|hicieron)\\s+(?:un|una|el|la|otro|otra)\\s+(?:bizum|transferencia|transfe|yape|plin|nequi|sinpe|zelle|deposito|giro|pago|ingreso))|cobramos|cobre|(?<!se ha |se han )(?:cobrado|cobrada|cobrados|cobradas)|cobrar|cobrando|cobraron|recibimos|recibi|recibido|recibida|ingresaron|ingreso en la cuenta|entraron|entro|(?:cliente|clienta|clientes)\\s+(?:ya\\s+)?(?:nos\\s+)?(?:pago|pagaron|abono|transfirio)',
);
/** Money leaving us to pay something. */
export const OUT_PAY = re(
  '(?<!nos |me |se )(?:le dimos|les dimos|le di|les di|pague|pagamos|pagado|pagada|pagados|pagadas|pago|pagaste|pagaron|pagar|pagare|pagaremos|hemos pagado|he pagado|abone|abonamos|cancele|cancelamos|salde|saldamos|saldado|saldada|liquide|liquidamos|liquidado|transferi|transferimos|hemos transferido|he transferido|(?:le|les) (?:hemos hecho|he hecho|hicimos|hice) (?:la|una|otra|el|un) (?:transferencia|transfe|bizum|yape|plin|deposito|ingreso|sinpe|nequi|pago)|mandamos|mande|enviamos|envie|giramos|deposite en|deposite a)',
);
export const BUY = re(
  'compr[a-z]*|adquiri[a-z]*|adquiere[a-z]*|(?:he|hemos) repuesto|repusimos|repuse|(?:he|hemos|ha|han) pillado|pillamos|pille|nos hicimos con|nos llevamos|encargue|encargamos|pedimos al proveedor',
);
export const SPEND = re(
  'cobra|cobran|cobraba|cobraban|gast[a-z]*|invert(?!er\b|ers\b)[a-z]*|invirti[a-z]*|meti|metimos|metio|metido|contrat[a-z]*|se fue en|se fueron en|nos cobr[a-z]*|me cobr[a-z]*|nos factur[a-z]*|me factur[a-z]*',
);
export const SELL = re(
  'emit[a-z]* (?:una |la |el |un )?factura|factura(?:(?!\\.\\s)[^;]){0,30}? (?:a|al|para) (?!mes|pagar|fin|plazo|credito|cuenta|\\d)(?:la |el |un |una |los |las )?[a-z]+|(?:nos|me) (?:quedo|queda|quedaron|quedan) debiendo|(?:de|a|para|al) (?:un |una |el |la |los |las |nuestro |nuestra )?client[ea]s?|vendimos|vendi|vendio|vendieron|vendemos|vendo|vende|venden|vendia|vendiamos|vendid[oa]s?|vendiendo|se vendieron|se vendio|(?<!punto de |puntos de |terminal de |sistema de )ventas?|atendimos|atendi|facture|facturamos|facturado|facturada|facturados|facturadas|facturo|facturaron|facturar|facturando|le facturamos|hicimos (?:un|una|el|la) (?:trabajo|servicio|reparacion|proyecto|instalacion|encargo|pedido|evento|catering|venta)|prestamos (?:un|el) servicio|dimos (?:un|una|el|la)|impartimos|entregamos|entregue|entregado|terminamos|termine|terminado|finalizamos|finalice|finalizado|completamos|complete|completado|cerramos (?:un|una|el) (?:contrato|trato|proyecto|venta)',
);
export const CAPITAL = re(
  `aport[a-z]*${NOT_EMPLOYER_CHARGE}|capital|pusimos|pusieron|puso|puse|ponemos|pongo|pone|ponen|meti (?:a|en) la empresa|metimos (?:a|en) la empresa|inyect[a-z]*|constitu[a-z]*|de mi bolsillo|de nuestro bolsillo|de nuestros ahorros|de mis ahorros|ampliacion de capital|aumento de capital|socios? (?:pone|ponen|mete|meten|entra|entran)`,
);
export const LOAN = re(
  '(?<!con el |con la plata del |con el dinero del |con lo del |con parte del |con la pasta del |con los fondos del |con la lana del |con el pisto del )prestamo|prestamos bancario|prestamo bancario|nos prest[a-z]*|me prest[a-z]*|le pedimos prestado|pedimos prestado|credito bancario|credito del banco|credito con el banco|credito de consumo|credito hipotecario|un credito|financiacion|financiamiento|financiad[ao]|financiera|hipoteca|linea de credito|sobregiro|ico|microcredito',
);
/** An expense or purchase that is not paid yet. */
export const PENDING = re(
  'le debemos|les debemos|debemos|le debo|les debo|debo|quedamos debiendo|quede debiendo|queda debiendo|queda pendiente|quedo pendiente|pendiente|pendientes|por pagar|a pagar|sin pagar|no (?:lo |la |los |las )?(?:hemos |he )?pagado|todavia no|aun no|a credito|fiado|al fiado|se (?:lo|la|los|las|le) (?:pago|pagamos|pagaremos|voy a pagar|vamos a pagar|pagare)|(?:lo|la|los|las) (?:pagamos|pagaremos|pago) (?:el|la|en|a fin|la semana|el mes|manana)|pagaremos|vamos a pagar|voy a pagar|nos llego la factura|me llego la factura|llego la factura|factura pendiente|a fin de mes|a final de mes|el mes que viene|devengad[a-z]*|cerramos el mes|cierre del mes|cierre de mes|a \\d+ dias|nos dio \\d+ dias|a \\d+ meses',
);
export const RECEIVABLE = re(
  'a credito|fiado|pendiente de cobro|por cobrar|sin cobrar|nos debe|me debe|nos deben|me deben|queda debiendo|(?:me|nos) paga(?:ra|n|ran)?\\s+(?:a|en|el|la)|(?:me|nos) lo paga[a-z]*|(?:me|nos) la paga[a-z]*|a \\d+ dias|pendiente|pagara|pagaran|todavia no (?:nos |me )?(?:ha |han )?pagado|aun no (?:nos |me )?(?:ha |han )?pagado',
);
export const QUESTION =
  /\?|(?<![a-z])(cuanto|cuanta|cuantos|cuantas|cual|cuales|que es|que son|como va|como vamos|como esta|como estamos|dame|dime|muestrame|resumen|saldo de|cuadra|cuadrado|esta cuadrado)(?![a-z])/;
/** A future payment or a debt still open: the expense is accrued, not paid ('se lo pagamos el 5'). */
export const FUTURE_PAY = re(
  'le debemos|les debemos|debemos|le debo|les debo|quedamos debiendo|quede debiendo|por pagar|a pagar|sin pagar|no (?:lo |la |los |las )?(?:hemos |he )?pagado|todavia no|aun no|a credito|fiado|al fiado|se (?:lo|la|los|las|le) (?:pago|pagamos|pagaremos|voy a pagar|vamos a pagar|pagare)|(?:lo|la|los|las) (?:pagamos|pagaremos|pago) (?:el|la|en|a fin|la semana|el mes|manana)|pagaremos|vamos a pagar|voy a pagar|a fin de mes|a final de mes|a finales de mes|el mes que viene|la semana que viene|el proximo mes|(?:lo|la|los|las) (?:pagamos|pagaremos|pago) (?:a|al|en|el|la)|a \\d+ dias',
);

/** Which way money moves, by the earliest cue: 'in' (sales, collections), 'out' (payments, purchases). */
export function direction(text: string): {
  dir: 'in' | 'out' | undefined;
  first?: 'sell' | 'in-pay' | 'buy' | 'spend' | 'pay' | 'pending';
} {
  const found: {
    at: number;
    dir: 'in' | 'out';
    first: 'sell' | 'in-pay' | 'buy' | 'spend' | 'pay' | 'pending';
  }[] = [];
  const probe = (
    r: RegExp,
    dir: 'in' | 'out',
    first: 'sell' | 'in-pay' | 'buy' | 'spend' | 'pay' | 'pending',
  ): void => {
    const m = r.exec(text);
    if (m) found.push({ at: m.index, dir, first });
  };
  probe(SPEND, 'out', 'spend');
  probe(IN_PAY, 'in', 'in-pay');
  probe(SELL, 'in', 'sell');
  probe(BUY, 'out', 'buy');
  probe(OUT_PAY, 'out', 'pay');
  probe(FUTURE_PAY, 'out', 'pending');
  found.sort((a, b) => a.at - b.at);
  const f = found[0];
  return f ? { dir: f.dir, first: f.first } : { dir: undefined };
}

/** Paid with a partner's own money ('de mi bolsillo', 'con su plata'): never the company's cash. */
export const OWN_POCKET = re(
  'de (?:mi|su|nuestro) bolsillo|con (?:mi|su) (?:plata|dinero|tarjeta personal|cuenta personal)',
);
