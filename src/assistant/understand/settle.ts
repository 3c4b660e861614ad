import { ACCOUNT, OPENING_TRANSACTION_ID, cents, mulDiv, type Cents, type Portion } from '../../domain';
import type { Ledger, LedgerLine, Transaction } from '../local/ledger';
import { refTokens, matchScore, namesOtherParty } from '../local/refs';
import { normalize } from '../local/text';
import { PART_ASKED, PART_UNSAID } from '../local/rules/settle';
import { has, moneyIn, read, type Reading } from '../reading/read';
import type { Rule } from './rules';
import { accountRef as refOf, one } from './movements';
import { dictionary } from '../local/dictionary';

const HALF = /(?<![a-z])(la mitad|mitad|media deuda|el 50 ?%)(?![a-z])/;
/** Number words from one to ten, as counts are said ('dos de los diez', 'un fardo'). */
export const WORDS_OF_NUMBERS: Readonly<Record<string, number>> = dictionary({
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
});

/** The open transactions whose lines of `category` still carry a balance, with the words that name them. */
function openOf(
  ledger: Ledger,
  section: 'assets' | 'liabilities',
  categories: readonly string[],
): Transaction[] {
  return ledger.transactions.filter((tx) =>
    tx.lines.some((l) => l.section === section && categories.includes(l.category) && l.amount > 0),
  );
}

/** Lines of an account later settled with words of this transaction (collections or payments naming it). */
/** Entries of the parts of the message being read, ahead of the books (see `withParts`). */
export const PART_ID = 'parte-';

function balanceOf(ledger: Ledger, tx: Transaction, line: LedgerLine): Cents {
  const own = refTokens(normalize(tx.text)).filter((w) => w.length > 3);
  let balance: number = line.amount;
  for (const other of ledger.transactions) {
    if (other === tx) continue;
    for (const l of other.lines) {
      if (l.section !== line.section || l.category !== line.category || l.amount >= 0) continue;
      // A part told earlier in the same message ('devolvimos bidones por 90 y nos los descuenta') took
      // off the debt the payment after it settles.
      if (matchScore(own, other.text).specific > 0 || other.id.startsWith(PART_ID)) balance += l.amount;
    }
  }
  return cents(Math.max(0, balance));
}

/** Work the company just did ('ha dado un taller', 'hicimos una sesión', 'terminamos la obra'). */
const WORK_DONE =
  /(?<![a-z])(?:(?:ha|han|hemos|he) (?:dado|hecho|impartido|realizado|terminado|entregado)|dimos|dio|hicimos|hizo|impartimos|impartio|realizamos|terminamos|acabamos) (?:un|una|el|la|los|las|otro|otra) [a-z]+/;

/** A unit price written in a description ('22 estudiantes a 145', '8 recibos de 39,90'). */
function unitPriceIn(text: string): { count?: number; price: Cents } | undefined {
  const m = /(\d+)\s+[a-záéíóúñ]+(?:\s+[a-záéíóúñ]+)?\s+(?:a|de|x)\s+\$?\s?(\d+(?:[.,]\d{1,2})?)/i.exec(text);
  if (!m?.[2]) return undefined;
  const price = cents(Math.round(Number(m[2].replace(',', '.')) * 100));
  return { count: Number(m[1]), price };
}

function countIn(r: Reading): number | undefined {
  if (r.values.length > 0) return undefined;
  const m =
    /(?<![a-z0-9.,])(\d+|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:de (?:los|las) )?(?:[a-z]+ ){0,2}(?:que|con)?/.exec(
      r.text,
    );
  if (!m?.[1]) return undefined;
  const n = WORDS_OF_NUMBERS[m[1]] ?? Number(m[1]);
  return Number.isFinite(n) && n > 0 && n < 10_000 ? n : undefined;
}

/** The transaction the words name among the candidates, or the only candidate. */
function named(r: Reading, all: readonly Transaction[]): Transaction | undefined {
  // 'la distribuidora Comercial Brisas' never settles what 'Farmacia Los Prados' owes.
  const candidates = all.filter((tx) => !namesOtherParty(r.msg.raw, tx.text));
  if (candidates.length === 0) return undefined;
  const words = refTokens(r.text);
  const scored = candidates
    .map((tx) => ({ tx, s: matchScore(words, tx.text) }))
    .filter((x) => x.s.specific > 0 && x.s.score >= 1)
    .sort((a, b) => b.s.score - a.s.score);
  const top = scored[0];
  if (top && (scored.length === 1 || (scored[1] && scored[1].s.score < top.s.score))) return top.tx;
  if (scored.length > 1) return undefined;
  return candidates.length === 1 ? candidates[0] : undefined;
}

/**
 * 'la farmacia todavía nos debe 1.300' when the books already hold that receivable: a reminder of what
 * is owed, not a new sale.
 */
export function owedAlready(r: Reading, ledger: Ledger): boolean {
  if (
    !/(?<![a-z])(?:(?:nos|me) (?:debe|deben|adeuda|adeudan)|no (?:nos )?(?:pagan|paga|han pagado|ha pagado))(?![a-z])/.test(
      r.text,
    )
  )
    return false;
  const open = openOf(ledger, 'assets', [ACCOUNT.receivables]);
  if (open.length === 0) return false;
  const said = r.values.map((v) => v.cents);
  const words = refTokens(r.text);
  // Another amount from the same customer ('nos debe 500 de otro pedido') is a new sale.
  return open.some((tx) =>
    said.length === 0
      ? matchScore(words, tx.text).specific > 0
      : tx.lines.some((l) => l.category === ACCOUNT.receivables && said.includes(l.amount)),
  );
}

/** Whether the message names a customer whose invoice is still open ('cobramos lo del restaurante'). */
export function namesOpenReceivable(r: Reading, ledger: Ledger): boolean {
  // Named by its own words: the only open invoice is not named by a message that says nothing of it.
  const words = refTokens(r.text);
  // (An invoice already collected, 'Cobro factura Café Kalú', leaves nothing open to name.)
  return openOf(ledger, 'assets', [ACCOUNT.receivables]).some(
    (tx) =>
      matchScore(words, tx.text).specific > 0 &&
      tx.lines.some(
        (l) => l.section === 'assets' && l.category === ACCOUNT.receivables && balanceOf(ledger, tx, l) > 0,
      ),
  );
}

const OWED_BY_THEM =
  /(?<![a-z])(?:de lo que (?:nos |me )?(?:debe|deben|debia|debian|adeuda|adeudaba)|su deuda|su factura|de la factura|el saldo de|lo pendiente|lo que faltaba)(?![a-z])/;

export const PAID_FOR =
  /(?<![a-z])(?:pagaron|pago|nos pagaron|nos pago|abonaron|nos dieron|dieron)(?![a-z])[^.;]{0,40}?(?<![a-z])por (?:(?:\d+|un|una|unos|unas|el|la|los|las|dos|tres|cuatro|cinco) [a-z]+|(?!pagar|cobrar|transferir|depositar|adelantado)[a-z]{3,}(?:ar|er|ir)(?:le|les|lo|la|los|las)?(?![a-z]))|(?<![a-z])entr(?:o|aron) (?:la plata|el dinero|el pago|los pagos|el cobro|los cobros) (?:de|del|por) (?:\d+|un|una|unos|unas|el|la|los|las|dos|tres|cuatro|cinco) (?!factura|deuda|saldo|prestamo|credito)[a-z]+/;
const THIRD_PARTY_PAID =
  /(?<![a-z])((?:solto|soltaron|ha soltado|han soltado) (?:los|las|el|la|lo) (?:\d[\d.,]*(?: ?(?:k|mil|lucas))? )?que (?:nos )?(?:debia|debian|adeudaba|adeudaban|quedaba|faltaba)|(?:los|las) de (?:la |el |los |las )?[a-z]+ (?:ya )?(?:han |ha )?(?:pagado|pagaron|abonado|abonaron|transferido|transfirieron|cancelado|cancelaron|consignado|consignaron|depositado|depositaron)|(?<!(?:le|les|se|me) )(?:consigno|consignaron|pago|pagaron|(?:ha|han) pagado|abono|abonaron|transfirio|transfirieron|deposito|depositaron|cancelo|cancelaron|liquido|liquidaron) (?:todo |toda )?(?:lo que (?:nos )?(?:debia|debian|quedaba debiendo|faltaba)|lo suyo|su deuda|su factura|el saldo|lo pendiente|(?:los|las|el|la) \d[\d.,]* que (?:le |les |nos )?(?:quedaban|faltaban|debia|debian|quedaba|faltaba|adeudaba))(?![a-z])|(?<!(?:le|les|se) )(?:consigno|consignaron|pago|pagaron|abono|abonaron|transfirio|transfirieron|deposito|depositaron|(?:ha|han) (?:pagado|abonado|transferido|depositado)) lo (?:de|del)(?= [a-z])|(?:cayo|cayeron|entro|llego|nos llego) (?:la plata|el pago|la transferencia|el deposito|el dinero|la liquidacion|el abono) (?:de|del)|que (?:nos )?debia[n]?(?: [a-z]+){0,5} (?:ya )?(?:han pagado|ha pagado|pagaron|pago|nos pagaron|nos pago)|(?:ha|han) (?:pagado|abonado|saldado|cancelado|liquidado|transferido|ingresado) (?:la|su|el|sus|las) (?:factura|facturas|deuda|saldo|cuenta|recibo|recibos)|nos (?:ha |han |ya )?(?:hecho|hizo|hicieron) (?:la|una|el) (?:transferencia|bizum|deposito|consignacion|yapeo|pago)|nos (?:ha |han )?(?:pago|pagaron|pagado|abono|abonaron|abonado|transfirio|transfirieron|transferido|deposito|depositaron|depositado|consigno|consignaron|consignado|cancelo|cancelaron|cancelado|liquido|liquidaron|liquidado|saldo|saldaron|saldado)|(?:ya )?(?:pagaron|abonaron|consignaron|cancelaron|saldaron|liquidaron|depositaron|transfirieron)|ya (?:nos )?(?:pago|abono|consigno|cancelo|saldo|liquido|deposito|transfirio)|(?:cliente|clienta|clientes) (?:ya )?(?:pago|abono|consigno|cancelo|saldo|liquido)|pasamos a cobrar|cobramos (?:la|el|lo) (?:factura|saldo|resto|pendiente|que nos debia)|(?<!(?:le|les|se|me|nos|lo|la) )(?:ha|han) pagado tod[oa](?! lo que (?:le|les) )|(?<!un |el |de |del |como |primer |otro )(?:abono|consigno|deposito|transfirio|cancelo|pago) \d[\d.,]*(?: ?(?:mil|k|lucas|palos|millones|€|\$|dolares|euros|pesos))? (?:de lo que|de su|a cuenta|de la factura|del saldo)|(?<!un |el |de |del |como |primer |otro )(?:abono|consigno|deposito|transfirio) \d[\d.,]*(?: ?(?:mil|k|lucas|palos|millones|€|\$|dolares|euros|pesos))? (?:de la|de las|de los|del|por la|por las|por los|por el)|(?<!(?<![a-z])(?:un|el|de|del|como|primer|otro|se|le|les|lo|la) )(?:abono|consigno) \d[\d.,]*(?: ?(?:mil|k|lucas|palos|€|\$|dolares|euros|pesos))?(?= (?:por|con|via|en) |,)|(?<!le |les |se |lo |la |un |el |de |del |como |primer |otro )(?:pago|abono|consigno|deposito|transfirio|cancelo|saldo|(?:ha|han) (?:pagado|abonado|consignado|depositado|transferido|ingresado|cancelado|saldado)) (?:la mitad|el resto|el saldo|una parte|parte|lo que (?:nos )?(?:debe|debia)|su factura|la factura)|(?<!un |el |de |del |como |primer |otro |le |les |se |lo |la )(?:abono|consigno|deposito|transfirio|pago) \d[\d.,]*(?: ?(?:€|\$|dolares|euros))?\s*$)(?![a-z])/;

/** 'lo que les fiamos', 'lo que nos debían': the earlier sale a payment settles. */
export const SOLD_BEFORE_PAID =
  /(?<![a-z])(?:lo que|los que|las que|la que|el que) (?:le |les )?(?:fiamos|fie|vendimos fiado|dejamos fiado|nos debia[n]?|debia[n]?|nos quedaron debiendo|quedaron debiendo)(?![a-z])/;

/**
 * A customer pays what it owed: the receivable it names (or the only one), for the amount said, half,
 * a count of units at the price of the sale, or all that is open.
 */
/**
 * 'pagaron la factura completa, eso sí el banco me cobró 3,50 de comisión por la interbancaria': the
 * invoice collected in full, and the bank's fee for the transfer an expense of its own. The fee's
 * clause is read apart; the rest must be a collection with no figure of its own.
 */
const FEE_AFTER = /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:de|en)\s+(?:la\s+)?comision(?:es)?(?![a-z])/;
const FEE_CLAUSE_START = /(?:,|;|\.|\by\b|\bpero\b|\beso si\b|\beso sí\b)[^,;.]*$/;
export const collection: Rule = (ctx) => {
  const { r } = ctx;
  if (has(r, 'fee') && !r.question) {
    const vals = moneyIn(r);
    const fee = vals.length === 1 ? vals[0] : undefined;
    if (fee && FEE_AFTER.test(r.text.slice(fee.end, fee.end + 30))) {
      const head = r.text.slice(0, fee.start);
      const cut = FEE_CLAUSE_START.exec(head);
      if (cut) {
        const rest = read(r.text.slice(0, cut.index));
        const out = rest.values.length === 0 ? collectionOf({ ...ctx, r: rest }) : null;
        if (out?.kind === 'movements' && out.movements.every((m) => m.kind === 'collection'))
          return {
            kind: 'movements',
            movements: [
              ...out.movements,
              {
                kind: 'purchase',
                label: 'Comisión bancaria del cobro',
                what: { expense: 'financial' },
                amount: fee.cents,
                settlement: { kind: 'now' },
              },
            ],
          };
      }
    }
  }
  return collectionOf(ctx);
};

const collectionOf: Rule = ({ r, ledger }) => {
  if (
    r.question ||
    // 'lo que les fiamos' names the sale being paid, not a new one.
    (has(r, 'sell') && !SOLD_BEFORE_PAID.test(r.text)) ||
    has(r, 'advance') ||
    has(r, 'borrow') ||
    has(r, 'contribute') ||
    has(r, 'fee')
  )
    return null;
  if (
    !THIRD_PARTY_PAID.test(r.text) ||
    /(?<![a-z])(le pag|les pag|pagamos|pague|le abon|abonamos)/.test(r.text)
  )
    return null;
  // 'los 3 huéspedes pagaron 180 por 2 noches', 'cobré 1.500 y el resto a 60 días': a new sale.
  if (
    (PAID_FOR.test(r.text) &&
      !/(?<![a-z])(lo que|la factura|su factura|su deuda|el saldo|lo pendiente|lo que faltaba)(?![a-z])/.test(
        r.text,
      )) ||
    // 'abonó 1.000 de lo que nos debe, el resto lo paga en diciembre': the rest still owed is no new credit.
    (has(r, 'credit') &&
      !OWED_BY_THEM.test(r.text) &&
      !SOLD_BEFORE_PAID.test(r.text) &&
      // 'Despacho Ruiz nos pagó 2.000 a cuenta': on account of what that customer owes.
      !(/(?<![a-z])a cuenta(?![a-z])/.test(r.text) && namesOpenReceivable(r, ledger)))
  )
    return null;
  const open = openOf(ledger, 'assets', [ACCOUNT.receivables]);
  if (open.length === 0) return null;
  // 'nos ha pagado una parte de las equipaciones': a part collected with no figure is asked.
  if (partUnsaid(r)) return { kind: 'clarify', text: PART_ASKED.collected };
  const tx = named(r, open);
  // 'pasamos a cobrar una renta de mesas para una posada': a new job charged, not the open invoice
  // of another customer.
  if (
    /(?<![a-z])cobr[a-z]* (?:una|un|unas|unos) (?!de |parte)[a-z]+/.test(r.text) &&
    !OWED_BY_THEM.test(r.text) &&
    !/(?<![a-z])(?:factura|saldo|pendiente|deuda|debia|debian)(?![a-z])/.test(r.text)
  )
    return null;
  const vals = moneyIn(r);
  // 'Laia ha dado un taller de cocina en una escuela, nos han pagado 350': work just done and paid,
  // for a customer the books do not name plainly, is a new sale, not another customer's open invoice.
  if (
    WORK_DONE.test(r.text) &&
    !OWED_BY_THEM.test(r.text) &&
    !/(?<![a-z])(?:factura|saldo|pendiente|deuda|debia|debian|lo que|faltaba|faltaban)(?![a-z])/.test(
      r.text,
    ) &&
    (!tx || matchScore(refTokens(r.text), tx.text).specific < 2)
  )
    return null;
  if (!tx) {
    if (vals.length !== 1) return null;
    // More than customers owe in all is not a collection ('la Caja nos depositó 5 mil').
    if ((vals[0] as { cents: Cents }).cents > ledger.category('assets', ACCOUNT.receivables)) return null;
    return one({
      kind: 'collection',
      label: 'Cobro a cliente',
      portion: { kind: 'amount', amount: (vals[0] as { cents: Cents }).cents },
    });
  }
  const line = tx.lines.find(
    (l) => l.section === 'assets' && l.category === ACCOUNT.receivables && l.amount > 0,
  );
  if (!line) return null;
  const open$ = balanceOf(ledger, tx, line);
  const label = `Cobro: ${line.description}`;
  // Collected in full already: nothing is left to collect, so nothing is booked.
  if (open$ <= 0)
    return {
      kind: 'inform',
      text: `«${line.description}» ya está cobrado por completo en los libros: no queda saldo por cobrar, así que no registro nada. Si es un cobro distinto, cuéntame de qué es.`,
    };
  // More than this customer owes is not the collection of this invoice.
  if (vals.length === 1 && (vals[0] as { cents: Cents }).cents > open$) return null;
  if (vals.length === 1)
    return one({
      kind: 'collection',
      label,
      portion: { kind: 'amount', amount: (vals[0] as { cents: Cents }).cents },
    });
  if (vals.length > 1) return null;
  // '5 de los socios con el recibo devuelto nos han pagado': some of them, not the whole balance.
  const some = SOME_OF.exec(r.text);
  if (some) {
    // 'dos de las alumnas' of 'Mensualidades pendientes de 4 alumnas': that share of what is owed.
    const n = Number(some[1]);
    const of = Number(/(?<![\d.,])(\d+) [a-z]/.exec(normalize(line.description))?.[1]);
    if (Number.isInteger(n) && Number.isInteger(of) && n > 0 && n < of)
      return one({
        kind: 'collection',
        label,
        portion: { kind: 'amount', amount: mulDiv(open$, n * 100, of * 100) },
      });
    return {
      kind: 'clarify',
      text: `¿Cuánto cobraron en total de «${line.description}»? Así registro ese cobro y el resto queda pendiente.`,
    };
  }
  // 'nos pagó todo lo que debía': the whole balance, whatever the counts of the sale.
  if (
    /(?<![a-z])(?:todo lo que|todo lo pendiente|el total|completo|completa|integro|la totalidad)(?![a-z])/.test(
      r.text,
    )
  )
    return one({ kind: 'collection', label, portion: { kind: 'amount', amount: open$ } });
  if (HALF.test(r.text))
    return one({ kind: 'collection', label, portion: { kind: 'amount', amount: mulDiv(open$, 1, 2) } });
  // '2 de las 3 tienditas': that share of what they owed together.
  const share = /(?<![\d.,])(\d+) de (?:los|las) (\d+) [a-z]+/.exec(r.text);
  if (share?.[1] && share[2] && Number(share[1]) < Number(share[2]) && line.amount === open$)
    return one({
      kind: 'collection',
      label,
      portion: { kind: 'amount', amount: mulDiv(open$, Number(share[1]) * 100, Number(share[2]) * 100) },
    });
  const n = countIn(r);
  // 'dos de las alumnas que debían' against 'pendientes de 4 alumnas': their share of what is owed.
  const owedCount = /(?:pendient|impagad|devuelt|adeudad|debid)[a-z]* (?:de )?(\d+) [a-z]+/.exec(
    tx.text,
  )?.[1];
  if (n !== undefined && owedCount && n < Number(owedCount) && line.amount === open$)
    return one({
      kind: 'collection',
      label,
      portion: { kind: 'amount', amount: mulDiv(line.amount, n * 100, Number(owedCount) * 100) },
    });
  const unit = unitPriceIn(tx.text);
  if (n !== undefined && unit && (unit.count === undefined || n < unit.count)) {
    const pending =
      /(\d+)\s+(?:recibos?|cuotas?|cargos?)?\s*(?:[a-z]+ ){0,2}(?:devuelt|impagad|pendient|rebotad)/.exec(
        tx.text,
      );
    const per = pending?.[1] ? mulDiv(line.amount, 1, Number(pending[1])) : unit.price;
    return one({ kind: 'collection', label, portion: { kind: 'amount', amount: mulDiv(per, n * 100, 100) } });
  }
  return one({ kind: 'collection', label, portion: { kind: 'amount', amount: open$ } });
};

const OUR_PAYMENT =
  /(?<![a-z])((?:hemos|he) (?:transferido|pagado|abonado|depositado|consignado|girado)(?= [^;]{0,60}(?:lo que (?:le |les )?(?:debemos|debiamos)|a cuenta))|(?:cobro|cobraron|ha cobrado|han cobrado) (?:lo que|el sueldo que|la parte que) (?:le |les )?(?:debiamos|debemos|adeudabamos|faltaba)|(?:cobro|cobraron|ha cobrado|han cobrado) (?:su|sus) (?:sueldo|sueldos|nomina|nominas|quincena|salario|jornal|jornales)|se (?:lo|la|los|las) (?:pasamos|yapeamos|mandamos|depositamos|consignamos)|(?:le|les) (?:he |hemos )?(?:hecho|hice|hicimos) (?:la|una|el|otra|otro) (?:transferencia|transfe|bizum|deposito|giro|yapeo)|(?:le|les) (?:dimos|di|hemos dado|he dado) (?:un abono|otro abono|una parte|un pago)|(?:le |les )?(?:hemos|he) (?:liquidado|cancelado|saldado)|(?:le|les) (?:mandamos|mande|enviamos|envie|giramos|gire)(?= \$?\d[\d.,]*(?: (?:mil|lucas|k|euros|dolares|pesos|soles|pavos))? (?:al|a la|a los|a las|por|de|en|y)(?![a-z]))|le pag[a-z]*|les pag[a-z]*|pagamos|pague|(?:le|les) (?:transferimos|transferi|depositamos|deposite|consignamos|consigne|giramos|gire|mandamos|mande)(?= [^;]{0,60}(?:que se (?:le|les) (?:debia|debian)|lo que (?:le |les )?(?:debiamos|debemos|faltaba|quedaba)))|(?:le|les) (?:yapee|yapeamos|plinee|plineamos|bizumee|sinpee|nequie)|pagado|le (?:hemos|he) (?:transferido|pagado|abonado|consignado|depositado)|les (?:hemos|he) (?:transferido|pagado|abonado)|pagale|pagales|(?<![a-z] )paga(?= (?:la|el|lo|los|las|todo|a|al) )|le abon[a-z]*|les abon[a-z]*|abonamos|abone|le cancel[a-z]*|les cancel[a-z]*|cancelamos|cancele|saldamos|salde|liquidamos|liquide|le transferimos|le consign[a-z]*|les consign[a-z]*|consignamos|(?:esta|estan|quedo|quedaron) (?:ya )?pagad[oa]s?(?= [^;]{0,60}(?:que (?:le |les )?(?:debiamos|debemos)|lo que (?:le |les )?(?:debiamos|debemos|faltaba|quedaba))))(?![a-z])/;
const DEBT_WORDS =
  /(?<![a-z])(que (?:le |les )?(?:debiamos|debemos|faltaba[n]?|quedaba[n]?|estabamos debiendo|estamos debiendo|teniamos pendiente)|que se (?:le|les) (?:debia|debian|debe|deben)|lo que (?:le |les )?(?:debiamos|debemos|faltaba|quedaba|estabamos debiendo|quedabamos debiendo|quedamos debiendo)|del saldo|el saldo|al saldo|la deuda|lo pendiente|lo que falta|toda la factura|la factura completa|todo el saldo|resumen|la tarjeta|la visa|la master|la mastercard|la amex|extracto|estado de cuenta|completo|completa|integro|todo lo que|el total de (?:la|lo)|la mitad de lo|a cuenta de (?:la|su) (?:factura|deuda)|(?:su|sus) (?:sueldo|sueldos|nomina|nominas|quincena|salario) (?:de|del) [a-z]+)(?![a-z])/;
const REST_DEFERRED =
  /(?<![a-z])(?:el saldo|el resto|lo demas|lo restante|la diferencia) (?:a|en|para|lo pagamos a|queda a) (?:\d+ dias|credito|fin de mes|final de mes|\d+ meses|\d+ cuotas|cuotas)(?![a-z])/;
const WHOLE_STATEMENT =
  /(?<![a-z])(total|todo|completo|completa|integro|resumen|saldo|extracto|estado de cuenta)(?![a-z])/;
const CARD =
  /(?<![a-z])(tarjeta|visa|master|mastercard|amex|tc|tdc|resumen|extracto|estado de cuenta)(?![a-z])/;
const PAID_WITH_CARD =
  /(?<![a-z])(?:con|por|desde|mediante|(?:cargad[oa]s?|pasad[oa]s?|cobrad[oa]s?) (?:a|en)) (?:la |el |una |nuestra )?(?:tarjeta|visa|master|mastercard|amex|tc|tdc|debito)(?: (?:de|del) (?:debito|credito|la empresa|[a-z]+))?(?![a-z])/g;
/** Goods that reached us ('llegaron las pantallas', 'nos trajeron el pedido'): a delivery to us. */
export const GOODS_ARRIVED =
  /(?<![a-z])(?:llego|llegaron|ha llegado|han llegado|recibimos|nos entregaron|nos trajeron)(?![a-z])/;
const ADVANCE_WORD = /(?<![a-z])(?:adelant[a-z]*|anticip[a-z]*|avance|sena|senal|senado|senamos)(?![a-z])/;
const SUPPLIER_ROLE =
  /(?<![a-z])(?:al|a la|a los|a las) (?:proveedor|proveedora|distribuidor|distribuidora|importador|importadora|mayorista|fabricante)(?![a-z])/;
const INSTALMENT_OF =
  /(?<![a-z])(?:la )?(primera|segunda|tercera|cuarta|quinta|sexta|\d+(?:ra|da|ta|era)?) (?:de (?:las|los) )?(\d+|dos|tres|cuatro|cinco|seis|doce) (?:mensualidades|cuotas|pagos|msi)(?![a-z])/;
const SOME_OF =
  /(?<![a-z0-9.,])(\d+|algunos|algunas|varios|varias|unos|unas) de (?:los|las|esos|esas|nuestros|nuestras)(?![a-z])/;
const WAGE_WORDS =
  /(?<![a-z])(?:sueldo|sueldos|nomina|nominas|salario|salarios|quincena|quincenas|jornal|jornales|aguinaldo|paga extra)(?![a-z])/;
const DEBT_ACCOUNTS = [
  ACCOUNT.suppliers,
  ACCOUNT.payables,
  ACCOUNT.shortTermLoans,
  ACCOUNT.salariesPayable,
  ACCOUNT.taxesPayable,
  ACCOUNT.otherCurrentLiabilities,
];

/**
 * We pay what we owed: the debt the words name (a supplier, a creditor, the card, staff), for the
 * amount said, half, one of N instalments, or all that is open. Loans' instalments are read elsewhere.
 */
/** The entries that still owe something on one of these liability accounts. */
function owing(txs: readonly Transaction[], categories: readonly string[]): Transaction[] {
  return txs.filter((t) =>
    t.lines.some((l) => l.section === 'liabilities' && categories.includes(l.category) && l.amount > 0),
  );
}

/** A part paid or collected whose figure is not said, nor a share of the debt ('la mitad', '30%'). */
function partUnsaid(r: Reading): boolean {
  return (
    moneyIn(r).length === 0 && PART_UNSAID.test(r.text) && !/(?<![a-z])la mitad(?![a-z])|\d+ ?%/.test(r.text)
  );
}

/** 'el saldo de la primera compra': the purchase a payment settles, named, not a purchase now. */
const OF_A_PURCHASE =
  /(?<![a-z])(?:saldo|resto|deuda|factura|pendiente|lo que (?:falta|faltaba|quedaba)) de (?:la|esa|aquella|nuestra) (?:[a-z]+ )?compra(?![a-z])/;

export const debtPayment: Rule = ({ r, ledger }) => {
  if (
    r.question ||
    (has(r, 'buy') && !OF_A_PURCHASE.test(r.text)) ||
    has(r, 'sell') ||
    has(r, 'borrow') ||
    has(r, 'interest') ||
    has(r, 'dividend')
  )
    return null;
  if (!OUR_PAYMENT.test(r.text)) return null;
  // 'ya le dimos un abono al de la carne': a part paid with no figure is asked, never the whole debt.
  if (partUnsaid(r) && openOf(ledger, 'liabilities', DEBT_ACCOUNTS).length > 0)
    return { kind: 'clarify', text: PART_ASKED.paid };
  // 'llegaron las 20 pantallas…, le habíamos dado 300 de adelanto y el saldo se lo cancelamos hoy':
  // goods that arrived on an advance are their purchase; the rest paid is part of it.
  if (GOODS_ARRIVED.test(r.text) && ADVANCE_WORD.test(r.text)) return null;
  // 'abonamos 1.500 y el saldo a 30 días': the rest deferred is a new purchase split, not a payment.
  if (REST_DEFERRED.test(r.text)) return null;
  const owed = openOf(ledger, 'liabilities', DEBT_ACCOUNTS).filter((tx) => !isLoanReceived(tx));
  // 'los sueldos que les debíamos': pay owed to staff, never another creditor sharing a word.
  const wages = owed.filter((tx) =>
    tx.lines.some(
      (l) => l.section === 'liabilities' && l.category === ACCOUNT.salariesPayable && l.amount > 0,
    ),
  );
  const open = WAGE_WORDS.test(r.text) && wages.length > 0 ? wages : owed;
  if (open.length === 0) return null;
  // 'con la tarjeta de débito' says how it was paid, never that the card's statement was.
  const cardText = r.text.replace(PAID_WITH_CARD, ' ');
  // 'le abonamos la mitad a la distribuidora': half of what is owed to whom the message names.
  const halfTo = /(?<![a-z])la mitad(?![a-z])/.test(r.text) && moneyIn(r).length === 0;
  if (!halfTo && !DEBT_WORDS.test(cardText) && !CARD.test(cardText) && !INSTALMENT_OF.test(r.text)) {
    // '140 que pagué con la tarjeta de débito': a thing paid by card, never a debt named by its words.
    if (cardText !== r.text) return null;
    // 'le pagamos al proveedor de la máquina 1.000': a payment to whom we owe for that thing, of no
    // more than we owe, settles the debt even without saying 'lo que le debíamos'.
    const single = moneyIn(r);
    // 'le abonamos 500 al proveedor de El Alto' with one supplier owed: whom we bought goods from.
    const suppliersOwed = owing(open, [ACCOUNT.suppliers]);
    const owed =
      named(r, open) ??
      (SUPPLIER_ROLE.test(r.text) && suppliersOwed.length === 1 ? suppliersOwed[0] : undefined);
    const line = owed?.lines.find((l) => l.section === 'liabilities' && l.amount > 0);
    // Whom we owe named by the words the debt was booked with ('a Herramientas Andinas'), or by role.
    const specific = owed !== undefined ? matchScore(refTokens(r.text), owed.text).specific : 0;
    // 'le abonamos 2.000 … por las lavadoras': a part paid towards what the thing bought is owed for.
    const partPaid = specific >= 1 && /(?<![a-z])(?:abonamos|abone|amortizamos)(?![a-z])/.test(r.text);
    // 'le pagamos 300 al de la carne': whom we owe, named by what we bought from them.
    const theOneOf =
      specific >= 1 &&
      /(?<![a-z])(?:al|a la|a los|a las) (?:de|del)(?: la| el| los| las)? [a-z]{3,}/.test(r.text);
    const byName = specific >= 2 || partPaid || theOneOf;
    if (
      !owed ||
      !line ||
      (!byName &&
        !/(?<![a-z])(al|a la|a los|a las) (?:proveedor|proveedora|taller|carpintero|fabricante|distribuidor|importador|mayorista|contratista|tienda|vendedor|vendedora|concesionario|concesionaria|casa comercial)/.test(
          r.text,
        )) ||
      single.length !== 1 ||
      single.some((v) => v.qty) ||
      (single[0]?.cents ?? 0) > balanceOf(ledger, owed, line)
    )
      return null;
  }
  const cardly = CARD.test(cardText);
  const pool = cardly
    ? open.filter((tx) =>
        tx.lines.some((l) => l.section === 'liabilities' && l.category === ACCOUNT.shortTermLoans),
      )
    : open;
  let tx =
    cardly && WHOLE_STATEMENT.test(r.text) ? undefined : (viaReturn(r, ledger, pool) ?? named(r, pool));
  // 'a la distribuidora', 'al importador': whom we bought goods from, when one such debt is open.
  if (!tx && !cardly && SUPPLIER_ROLE.test(r.text)) {
    const suppliers = owing(pool, [ACCOUNT.suppliers]);
    if (suppliers.length === 1) tx = suppliers[0];
  }
  // 'le cancelamos el saldo de la primera compra' with one bill of things bought still open: that one.
  if (!tx && !cardly && OF_A_PURCHASE.test(r.text)) {
    const bills = owing(pool, [ACCOUNT.payables, ACCOUNT.suppliers]);
    if (bills.length === 1) tx = bills[0];
  }
  // 'hemos liquidado lo que faltaba de los muebles' with one bill of things bought still open: that one.
  if (
    !tx &&
    !cardly &&
    moneyIn(r).length === 0 &&
    !GOODS_ARRIVED.test(r.text) &&
    !/(?<![a-z])(?:llego|llegaron|ha llegado|han llegado|recibimos|ya tenemos)(?![a-z])/.test(r.text) &&
    /(?<![a-z])lo que (?:le |les )?(?:faltaba|quedaba|debiamos|debemos|quedabamos debiendo)(?![a-z])/.test(
      r.text,
    )
  ) {
    const bills = owing(pool, [ACCOUNT.payables, ACCOUNT.suppliers]);
    if (bills.length === 1) tx = bills[0];
  }
  const accountOfTx = (t: Transaction): LedgerLine | undefined =>
    t.lines.find(
      (l) =>
        l.section === 'liabilities' &&
        DEBT_ACCOUNTS.includes(l.category as (typeof DEBT_ACCOUNTS)[number]) &&
        l.amount > 0,
    );
  const vals = moneyIn(r).filter((v) => !v.qty);
  // 'al de los muebles los 2 mil que le debíamos': named by other words than the debt's, the figure
  // said as what was owed is the whole of exactly one open debt.
  if (!tx && !cardly && vals.length === 1 && DEBT_WORDS.test(r.text)) {
    const exact = pool.filter((t) => {
      const l = accountOfTx(t);
      return l !== undefined && balanceOf(ledger, t, l) === vals[0]?.cents;
    });
    if (exact.length === 1) tx = exact[0];
  }
  if (!tx && !(cardly && pool.length > 0)) return null;
  if (!tx && !DEBT_WORDS.test(r.text) && vals.length === 0) return null;
  if (!tx) {
    // The whole card statement: every card debt still open.
    const lines = pool.map(accountOfTx).filter((l): l is LedgerLine => Boolean(l));
    const first = lines[0];
    if (!first) return null;
    const total = pool.reduce((a, t) => {
      const l = accountOfTx(t);
      return l ? a + balanceOf(ledger, t, l) : a;
    }, 0) as Cents;
    const amount = vals.length === 1 ? (vals[0] as { cents: Cents }).cents : total;
    return one({
      kind: 'debt_payment',
      label: 'Pago de la tarjeta de crédito',
      portion: { kind: 'amount', amount },
      debt: refOf(first),
    });
  }
  let line = accountOfTx(tx);
  if (!line) return null;
  // 'le pagamos a don Chepe los 1.000 que le debíamos': a figure more than the debt picked, and the
  // whole of exactly one other open debt, pays that other debt.
  const said = vals.length === 1 ? vals[0]?.cents : undefined;
  if (said !== undefined && said > balanceOf(ledger, tx, line)) {
    const exact = pool.filter((t) => {
      const l = accountOfTx(t);
      return t !== tx && l !== undefined && balanceOf(ledger, t, l) === said;
    });
    const other = exact.length === 1 ? exact[0] : undefined;
    const otherLine = other ? accountOfTx(other) : undefined;
    if (other && otherLine) {
      tx = other;
      line = otherLine;
    }
  }
  const balance = balanceOf(ledger, tx, line);
  let portion: Portion;
  const inst = INSTALMENT_OF.exec(r.text);
  if (vals.length === 1) portion = { kind: 'amount', amount: (vals[0] as { cents: Cents }).cents };
  else if (vals.length > 1) return null;
  else if (inst?.[2]) {
    const n = WORDS_OF_NUMBERS[inst[2]] ?? Number(inst[2]);
    portion = { kind: 'amount', amount: mulDiv(line.amount, 1, n) };
  } else if (HALF.test(r.text)) portion = { kind: 'amount', amount: mulDiv(balance, 1, 2) };
  else portion = { kind: 'amount', amount: balance };
  if (portion.kind === 'amount' && portion.amount <= 0) return null;
  // A debt of the opening entry has no purchase to name: the account and 'saldo inicial' say what it was.
  const label =
    tx.id === OPENING_TRANSACTION_ID ? `Pago: ${line.category} (saldo inicial)` : `Pago: ${line.description}`;
  return one({ kind: 'debt_payment', label, portion, debt: refOf(line) });
};

/**
 * 'le liquidamos a Químicos del Norte todo lo que le debíamos', where the books name that supplier only
 * on a return to it: the one open debt of the account the return took off is whom we owe.
 */
function viaReturn(r: Reading, ledger: Ledger, pool: readonly Transaction[]): Transaction | undefined {
  const words = refTokens(r.text);
  const back = ledger.transactions.filter(
    (t) =>
      matchScore(words, t.text).specific >= 2 &&
      t.lines.some(
        (l) =>
          l.section === 'liabilities' &&
          l.amount < 0 &&
          (l.category === ACCOUNT.suppliers || l.category === ACCOUNT.payables),
      ),
  );
  if (back.length !== 1 || pool.some((t) => matchScore(words, t.text).specific >= 2)) return undefined;
  const category = back[0]?.lines.find((l) => l.section === 'liabilities' && l.amount < 0)?.category;
  const open = pool.filter((t) =>
    t.lines.some((l) => l.section === 'liabilities' && l.category === category && l.amount > 0),
  );
  return open.length === 1 ? open[0] : undefined;
}

/** A loan received in cash: its instalments are read by the loan rule, not here. */
function isLoanReceived(tx: Transaction): boolean {
  const loan = tx.lines.some(
    (l) => l.section === 'liabilities' && /Préstamos a|Hipotecas/.test(l.category) && l.amount > 0,
  );
  const onlyCash = tx.lines.every((l) => l.section === 'liabilities' || l.category === ACCOUNT.cash);
  return loan && onlyCash;
}
