import { jobPart } from './by-kind';
import { normalize, stem } from '../local/text';
import { restore } from '../local/describe';
import {
  ACCOUNT,
  cents,
  type AccountRef,
  mulDiv,
  type BooksLine,
  type Cents,
  type IncomeKind,
  type Movement,
  type Revision,
  type Currency,
} from '../../domain';
import type { Ledger, Transaction } from '../local/ledger';
import { findReferenced } from '../local/references';
import { matchScore, refTokens } from '../local/refs';
import { has, moneyIn, read, type Reading } from '../reading/read';
import { GREETING } from '../../shared/assistant';
import type { Value } from '../local/values';
import { findConcepts, REVENUE_CONCEPTS } from '../local/lexicon';
import { CHANNEL_AFTER } from './channels';
import { FOR_SALE } from '../local/lexicon/purpose';
import { GOODS, MEMBERSHIPS, SERVICES, incomeKind, payersPaid, servedCounted, totalCost } from './trade';
import { GOODS_ARRIVED, WORDS_OF_NUMBERS } from './settle';
import { accountRef, one } from './movements';

/**
 * Rules read a message's reading and the books and name the movements it describes. A rule answers
 * only when the message is clearly its kind; otherwise it passes (null) and the next rule of the
 * precedence table (`precedence.ts`) is tried. No account is chosen here: the domain books movements.
 */
export type Understood =
  | { readonly kind: 'movements'; readonly movements: readonly Movement[] }
  | { readonly kind: 'inform'; readonly text: string }
  | { readonly kind: 'clarify'; readonly text: string }
  | { readonly kind: 'query'; readonly text: string }
  /** Remove whole entries (every line of each transaction id). */
  | { readonly kind: 'delete'; readonly ids: readonly string[]; readonly text: string }
  /** Correct one entry: the domain revises its lines; the reply removes it and adds the corrected one. */
  | {
      readonly kind: 'edit';
      readonly transactionId: string;
      readonly lines: readonly BooksLine[];
      readonly revision: Revision;
      /** How the entry is named to the user ('la compra de la camioneta'). */
      readonly name: string;
    };

export interface RuleInput {
  readonly r: Reading;
  readonly ledger: Ledger;
  /** The earlier chat, oldest first (an order's price told before its delivery). */
  readonly history?: readonly { readonly role: string; readonly content: string }[];
  /** The report's currency, for amounts written in answers. */
  readonly currency?: Currency;
  /** The message as typed, for labels in the user's words. */
  readonly raw: string;
}

export type Rule = (input: RuleInput) => Understood | null;

/** The main amount of a stretch: the largest value (a total beats its parts). */
function main(vals: readonly Value[]): Cents | undefined {
  if (vals.length === 0) return undefined;
  return vals.reduce((a, v) => (v.cents > a ? v.cents : a), 0 as Cents);
}

function amountOf(r: Reading): Cents | undefined {
  return main(moneyIn(r));
}

/** A capitalised word of the raw message that is not its first: the name of a person or a company. */
/** Words a sentence may open with, capitalised, that name no one ('Cierre de mes: la quincena…'). */
const NOT_A_NAME =
  /^(?:Ya|Hoy|Ayer|Le|La|El|Nos|Me|Se|Los|Las|Lo|Les|Una?|Cierre|Mes|Fin|Final|Ojo|Oye|Hola|Buenas|Bueno|Pues|Tambi[eé]n|Adem[aá]s|Otr[oa]s?|Est[eao]s?|Es[eao]s?|Por|Para|Con|Del?|Al|En|Mis?|Sus?|Nuestr[oa]s?|Quincena|Planilla|N[oó]mina|Sueldos?|Salarios?|D[ií]a|Semana|Lunes|Martes|Mi[eé]rcoles|Jueves|Viernes|S[aá]bado|Domingo|Enero|Febrero|Marzo|Abril|Mayo|Junio|Julio|Agosto|Septiembre|Setiembre|Octubre|Noviembre|Diciembre|Todo|Todos|Cada|Dos|Tres|Hay|Qu[eé]|Como|Cuando|Luego|Despu[eé]s|Aparte|Igual)$/;

function nameIn(raw: string): string | undefined {
  const words = raw.split(/\s+/);
  for (let i = 0; i < words.length; i++) {
    const w = words[i]?.replace(/[^\p{L}]/gu, '') ?? '';
    if (i === 0 && /^(Yo|Hoy|Ayer|Ya|El|La|Los|Las|Le|Se|Me|Nos|Un|Una|Hemos|He|Pagamos|Registra)$/.test(w))
      continue;
    // A verb opening the sentence ('Saqué', 'Retiramos', 'Tomó') is capitalised, not a name.
    if (
      i === 0 &&
      /(?:é|ó|amos|imos|aron|ieron)$/.test(w) &&
      !/^(José|Inés|Andrés|René|Noé|Moisés|Ramón|Simón|Ramos)$/.test(w)
    )
      continue;
    // 'Don Hugo', 'Doña Rosa': the title goes with the name that follows it.
    if (/^(Don|Doña|Dona|Señor|Señora|Sr|Sra|Seu|Ño|Ña)$/.test(w)) {
      const next = words[i + 1]?.replace(/[^\p{L}]/gu, '') ?? '';
      if (/^\p{Lu}\p{Ll}{2,}$/u.test(next)) return `${w} ${next}`;
      continue;
    }
    if (/^\p{Lu}\p{Ll}{2,}$/u.test(w) && !NOT_A_NAME.test(w)) return w;
  }
  return undefined;
}

const BILL =
  /(?<![a-z])(recibo|factura|cuenta de|boleta|luz|agua|gas|internet|telefono|alquiler|arriendo|renta|proveedor|sueldo|nomina|impuesto|compra|pago de|para pagar (?:el|la|los|las) (?:recibo|factura|luz|agua|proveedor|sueldo))(?![a-z])/;
/** 'para tener en caja', 'a la caja chica': money moved into the till, not taken by the owner. */
const TO_TILL =
  /(?<![a-z])(para (?:tener en )?(?:la )?caja|a la caja|a caja|en caja chica|para el cambio|para sencillo)(?![a-z])/;
const CASH_SOURCE = /(?<![a-z])(caja|cajon|cuenta|banco|cajero|registradora|gaveta|efectivo)(?![a-z])/;
const PURPOSE_OF_COMPANY =
  /(?<![a-z])(para pagar|para comprar|para el negocio|para la empresa|para el local|para la tienda|proveedor|insumos|mercaderia)(?![a-z])/;

/** The owner takes money out: a withdrawal against equity, a loan to the partner, or a question. */
const OWN_POCKET =
  /(?<![a-z])(?:con mi (?:tarjeta|plata|dinero|cuenta)(?: personal| propia)?|de mi bolsillo|con su (?:tarjeta|plata|dinero|cuenta)(?: personal| propia)?|de su bolsillo)(?![a-z])/;

export const withdrawal: Rule = ({ r, raw }) => {
  const companyPaid =
    /(?<![a-z])((?:lo|la|los|las) (?:pago|pagaron|cubrio|pagamos) (?:la empresa|la firma|la sociedad|el negocio|la (?:cuenta|tarjeta|caja) (?:del|de la) [a-z]+)|(?:la empresa|la firma|la sociedad|el negocio) (?:pago|cubrio|le pago)|con (?:la |el )?(?:cuenta|tarjeta|plata|dinero|caja|fondos|efectivo|debito|credito|visa|mastercard)(?: de debito| de credito| corriente)? (?:del|de la) (?:centro|empresa|negocio|local|tienda|spa|sas|sl|sociedad|firma|agencia|estudio|taller|consultorio|clinica|academia|escuela|restaurante|cafeteria|panaderia|bar))(?![a-z])/.test(
      r.text,
    );
  const takes =
    has(r, 'takeOut') ||
    (has(r, 'personal') &&
      (has(r, 'payOut') ||
        companyPaid ||
        has(r, 'buy') ||
        /(?<![a-z])se (?:compro|pago|llevo)(?![a-z])/.test(r.text)));
  if (!takes || has(r, 'sell') || (has(r, 'buy') && !has(r, 'personal')) || has(r, 'dividend')) return null;
  // 'un pana se llevó una caja de birras…, me dio 50 en efectivo': goods taken by someone who paid.
  if (has(r, 'payIn') && !has(r, 'personal')) return null;
  // 'pagué la publicidad con mi tarjeta personal, la empresa me lo devuelve': a company cost paid from a
  // partner's own pocket; no money left the company.
  if (OWN_POCKET.test(r.text) && !has(r, 'takeOut')) return null;
  if (has(r, 'borrow') || has(r, 'contribute') || TO_TILL.test(r.text)) return null;
  // 'sacamos una camioneta (a crédito)': getting a thing out of a dealer is buying it, not taking money.
  const thingOut =
    /(?<![a-z])(?:saco|saque|sacamos|sacaron|hemos sacado) (?:un|una|1|el|la|los|las|dos|2|tres|3|otra|otro|nuestra|nuestro) ([a-z]+)/.exec(
      r.text,
    );
  if (
    thingOut &&
    !has(r, 'personal') &&
    !/^(?:plata|dinero|efectivo|lana|pasta|guita|billete|billetes|parte|poco|mitad|platita|adelanto)$/.test(
      thingOut[1] ?? '',
    )
  )
    return null;
  // 'el recibo de luz, lo sacamos de la caja': paying a bill from the till. Money taken that the
  // partner will not give back ('pa pagar el arriendo de su apto, no lo devuelve') is theirs.
  const own = has(r, 'personal') || (has(r, 'takeOut') && (has(r, 'noRepay') || UNSURE_BACK.test(r.text)));
  if (!own && BILL.test(r.text)) return null;
  if (!own && !CASH_SOURCE.test(r.text)) return null;
  if (PURPOSE_OF_COMPANY.test(r.text) && !own) return null;
  const amount = amountOf(r);
  const repay = has(r, 'noRepay') ? false : has(r, 'repay') && !UNSURE_BACK.test(r.text) ? true : undefined;
  const personal = has(r, 'personal') || repay === false ? true : undefined;
  const who = nameIn(raw);
  // 'se llevó un kit de esmaltes del stock para su casa': goods taken at their cost, not money.
  const goods =
    GOODS_TAKEN.test(r.text) &&
    !/(?<![a-z])(plata|dinero|efectivo|lana|pasta|guita|billetes?)(?![a-z])/.test(r.text);
  const label =
    repay === true
      ? `Préstamo al socio${who ? ` ${who}` : ''}`
      : `Retiro ${who ? `de ${who} ` : 'del socio '}para uso personal`;
  return one({
    kind: 'withdrawal',
    label,
    ...(amount !== undefined ? { amount } : {}),
    ...(repay !== undefined ? { repay } : {}),
    ...(personal ? { personal } : {}),
    ...(goods ? { goods } : {}),
  });
};

/** Whether the money comes back is not known yet ('ya veremos si los devuelve o no'). */
const UNSURE_BACK =
  /(?<![a-z])(?:ya veremos|ya vemos|no sabemos|no se sabe|todavia no sabemos|aun no sabemos|no hemos hablado|a ver) si (?:lo |la |los |las |nos |se )*(?:devuelve|devuelven|repone|reponen|regresa|va a devolver|los va a devolver|lo va a devolver)(?![a-z])/;

const REPLACED_FOR_MONEY =
  /(?<![a-z])(?:la|lo|las|los) (?:cambiamos|cambie|reemplazamos|reemplace|arreglamos|arregle|reparamos|repare|parchamos|parche|compusimos)(?![a-z])|(?<![a-z])(?:cambiamos|cambie|reemplazamos|arreglamos|reparamos|parchamos) (?:la|el|las|los)(?![a-z])/;

const GOODS_TAKEN =
  /(?<![a-z])(?:del|de la|de los|de las) (?:stock|inventario|mercaderia|mercancia|vitrina|estanteria|bodega|almacen|existencias|productos para vender)(?![a-z])/;

/** The company lends money to a partner or an employee. */
export const loanGiven: Rule = ({ r, raw }) => {
  // 'le pasamos 275 a Mati…; nos los devuelve en dos meses': money lent, not spent.
  const handed =
    /(?<![a-z])(?:le|les) (?:pasamos|dimos|transferimos|depositamos|giramos|adelantamos)(?![a-z])/.test(
      r.text,
    ) &&
    has(r, 'repay') &&
    !has(r, 'noRepay');
  // 'Nacho sacó 50.000 de la caja… los devuelve': a partner taking money to give back owes it.
  const tookToReturn = has(r, 'takeOut') && has(r, 'repay') && !has(r, 'noRepay');
  if (!has(r, 'lendOut') && !handed && !tookToReturn) return null;
  // 'ya veremos si los devuelve o no': nobody knows yet; the withdrawal rule asks.
  if (UNSURE_BACK.test(r.text) && !has(r, 'noRepay')) return null;
  const amount = amountOf(r);
  const term = r.mentions.find((m) => m.kind === 'term');
  const months = term ? termToMonths(term.value, term.termUnit) : undefined;
  const who = nameIn(raw);
  return one({
    kind: 'loan_given',
    label: `Préstamo a ${who ?? 'un socio'}`,
    ...(amount !== undefined ? { amount } : {}),
    ...(months !== undefined ? { termMonths: months } : {}),
  });
};

function termToMonths(value: number, unit: string | undefined): number {
  const n = value / 100;
  if (unit === 'ano') return n * 12;
  if (unit === 'dia') return Math.ceil(n / 30);
  if (unit === 'semana') return Math.ceil(n / 4.345);
  if (unit === 'quincena') return Math.ceil(n / 2);
  return n;
}

const DECLARED =
  /(?<![a-z])(aprob[a-z]*|acord[a-z]*|decid[a-z]*|declar[a-z]*|repartir|distribuir|vamos a repartir)(?![a-z])/;

/** Dividends: declared (owed to the partners) or declared and paid at once. */
export const dividend: Rule = ({ r, ledger }) => {
  if (!/(?<![a-z])(dividend[a-z]*|utilidades|ganancias|beneficios)(?![a-z])/.test(r.text)) return null;
  if (!has(r, 'dividend') && !DECLARED.test(r.text)) return null;
  if (r.question) return null;
  const amount = amountOf(r);
  const owed = ledger.lines.filter(
    (l) => l.section === 'liabilities' && /dividend|utilidad/i.test(l.description),
  );
  const owedBalance = owed.reduce((a, l) => a + l.amount, 0);
  if (!DECLARED.test(r.text) && has(r, 'payOut') && owedBalance > 0 && amount === undefined) {
    const l = owed[0];
    if (!l) return null;
    return one({
      kind: 'debt_payment',
      label: 'Pago de dividendos',
      portion: { kind: 'all' },
      debt: { section: 'liabilities', category: l.category, ...(l.type ? { type: l.type } : {}) },
    });
  }
  const later =
    has(r, 'credit') ||
    /se (?:les |le )?(?:pagan|paga|pagaran|pagara|pagamos)(?![a-z])|(?<![a-z])(entrante|que viene|proximo mes|mas adelante)(?![a-z])/.test(
      r.said,
    );
  const paid =
    !later &&
    (has(r, 'payOut') ||
      /pagad[oa]s? hoy|ya (?:se )?(?:pag|transfir|deposit|consign|gir)|(?<![a-z])(transferid[oa]s?|depositad[oa]s?|pagad[oa]s?|se (?:transfirieron|transfirio|pagaron|pago|depositaron))(?![a-z])/.test(
        r.text,
      ));
  // 'nos repartimos 650 cada uno': the dividend is the share times the partners.
  let total = amount;
  const each = /(?<![a-z])(?:para |a )?(cada uno|cada una|cada socio|por socio|por cabeza)(?![a-z])/.exec(
    r.text,
  );
  // '1.500 entre los dos socios… a cada uno': a sum shared out, not a share each.
  const shared =
    /(?<![a-z])entre (?:los|las|nosotros|nosotras|ambos|ambas|todos|todas|\d+|dos|tres|cuatro|cinco)(?![a-z])/.test(
      r.text,
    );
  if (total !== undefined && each && !shared) {
    const vals = moneyIn(r);
    const per = vals.filter((v) => v.end <= each.index).pop()?.cents;
    const whole = per !== undefined ? vals.find((v) => v.cents !== per && v.cents % per === 0) : undefined;
    const said = /(?<![a-z])(\d+|dos|tres|cuatro|cinco|seis) (?:socios|socias|accionistas)(?![a-z])/.exec(
      r.text,
    )?.[1];
    const heads = said ? (WORDS_OF_NUMBERS[said] ?? Number(said)) : 2;
    if (whole) total = whole.cents;
    else if (per !== undefined) total = mulDiv(per, heads, 1);
  }
  return one({
    kind: 'dividend',
    label: paid ? 'Dividendos pagados a los socios' : 'Dividendos por pagar a los socios',
    ...(total !== undefined ? { amount: total } : {}),
    paid,
  });
};

/** A receivable that will not be collected. */
const NO_RECEIVABLE =
  'No encuentro cuentas por cobrar en los libros: ¿esa venta a crédito se registró? Si no, cuéntamela con su importe y fecha, y luego la damos de baja como incobrable.';

export const badDebt: Rule = ({ r, ledger }) => {
  if (!has(r, 'badDebt') || r.question || has(r, 'hypothetical')) return null;
  // 'alcanzó a pagarnos 125 y después cerró; el resto no lo vamos a ver': what came in is collected,
  // the rest of what that customer owed is written off.
  const paidPart = PAID_THEN_REST.exec(r.text);
  if (paidPart) {
    const open = openReceivable(r, ledger);
    const paid = moneyIn(r).filter((v) => !v.qty);
    if (open && paid.length === 1 && (paid[0] as Value).cents < open.amount) {
      const got = (paid[0] as Value).cents;
      return {
        kind: 'movements',
        movements: [
          {
            kind: 'collection',
            label: `Cobro parcial: ${open.label}`,
            portion: { kind: 'amount', amount: got },
          },
          {
            kind: 'bad_debt',
            label: `Incobrable: ${open.label}`,
            portion: { kind: 'amount', amount: (open.amount - got) as Cents },
          },
        ],
      };
    }
  }
  // Nothing is owed to the company in the books: there is no receivable to write off.
  if (!ledger.lines.some((l) => l.section === 'assets' && l.category === ACCOUNT.receivables))
    return { kind: 'clarify', text: NO_RECEIVABLE };
  const amount = amountOf(r);
  if (amount !== undefined)
    return one({ kind: 'bad_debt', label: 'Cuenta incobrable', portion: { kind: 'amount', amount } });
  const open = openReceivable(r, ledger);
  if (open === undefined)
    return one({ kind: 'bad_debt', label: 'Cuenta incobrable', portion: { kind: 'all' } });
  if (open.amount <= 0)
    return {
      kind: 'inform',
      text: `«${open.label}» ya está cobrado: no queda saldo por cobrar que dar de baja, así que no registro nada.`,
    };
  return one({
    kind: 'bad_debt',
    label: `Incobrable: ${open.label}`,
    portion: { kind: 'amount', amount: open.amount },
  });
};

const PAID_THEN_REST =
  /(?<![a-z])(?:(?:nos|me) (?:pago|pagaron|abono|abonaron|transfirio|deposito)|(?:alcanzo|alcanzaron) a (?:pagar|pagarnos|abonar|abonarnos)|(?:pago|pagaron|abono|abonaron) solo)(?![a-z]).{0,80}?(?<![a-z])(?:el resto|lo demas|lo que falta|lo que faltaba|el saldo|la diferencia)(?![a-z])/;

/** What a named customer still owes: its receivable lines net of later collections that name it. */
function openReceivable(r: Reading, ledger: Ledger): { amount: Cents; label: string } | undefined {
  const found = findReferenced(r.text, ledger);
  if (found.kind !== 'one') return undefined;
  const up = found.tx.lines.find(
    (l) => l.section === 'assets' && l.category === ACCOUNT.receivables && l.amount > 0,
  );
  if (!up) return undefined;
  // Later collections that name the same customer or sale have reduced what is still owed.
  const words = refTokens(up.description);
  const after = ledger.transactions.slice(ledger.transactions.indexOf(found.tx) + 1);
  let open = up.amount as number;
  for (const tx of after)
    if (matchScore(words, tx.text).specific > 0)
      for (const l of tx.lines)
        if (l.section === 'assets' && l.category === ACCOUNT.receivables && l.amount < 0) open += l.amount;
  const all = ledger.total('assets', (l) => l.category === ACCOUNT.receivables);
  return { amount: cents(Math.max(0, Math.min(open, all))), label: up.description };
}

const INCOME_WORD =
  /(?<![a-z])(ingreso|ingresos|ganado|ganamos|ganada|devengad[a-z]*|reconoce[a-z]*|reconoc[a-z]*)(?![a-z])/;

/** The work or the goods a customer paid ahead for, done or handed over. */
const DONE =
  /(?<![a-z])ya (?:le |les )?(?:uso|usaron|gasto|gastaron|consumio|consumieron|tomo|tomaron|canjeo|canjearon|hicimos|dimos|entregamos|prestamos|terminamos|completamos|realizamos|cumplimos|impartimos|se hicieron|se dieron|se entrego|se entregaron|esta hecho|estan hechos|esta entregado|estan entregados|(?:esta|estan|fue|fueron) (?:dad[oa]s?|impartid[oa]s?|prestad[oa]s?)|se dio|se impartio|se impartieron)(?![a-z])/;

/** An advance received is earned: part of 'Otros pasivos corrientes' becomes revenue. */
const NO_ADVANCE_BOOKED =
  'No encuentro en los libros ningún anticipo de clientes que reconocer: ¿cuándo se cobró y de cuánto fue? Si no se registró, cuéntamelo y lo anoto como venta o como anticipo, según corresponda.';

export const advanceEarned: Rule = ({ r, ledger }) => {
  if (r.question) return null;
  // 'Booking: reservas por 1.320 brutos, se quedó su 15%': a platform's bookings paid out, not an advance used.
  if (PLATFORM.test(r.text) && has(r, 'fee')) return null;
  // 'ya usó 3 de los 10 masajes': the figures count the units used, not money.
  const counts = /(?<![a-z0-9.,])\d+ de (?:los |las )?\d+ [a-z]+/.test(r.text);
  const done = DONE.test(r.text) && (moneyIn(r).length === 0 || counts) && !has(r, 'payIn');
  if (!INCOME_WORD.test(r.text) && !done) return null;
  const advances = ledger.transactions.filter((tx) =>
    tx.lines.some(
      (l) => l.section === 'liabilities' && l.category === 'Otros pasivos corrientes' && l.amount > 0,
    ),
  );
  // 'reconocimos las mensualidades que nos pagaron por adelantado': nothing paid ahead is in the books.
  if (advances.length === 0)
    return has(r, 'recognizeIncome') && has(r, 'advance')
      ? { kind: 'clarify', text: NO_ADVANCE_BOOKED }
      : null;
  const found = findReferenced(r.text, ledger);
  // 'ya hicimos los 10 masajes del bono': the work an advance paid for, done, when the words name it.
  if (!INCOME_WORD.test(r.text) && !(found.kind === 'one' && advances.includes(found.tx))) return null;
  const tx =
    found.kind === 'one' && advances.includes(found.tx)
      ? found.tx
      : advances.length === 1
        ? advances[0]
        : undefined;
  if (!tx) return null;
  const adv = tx.lines.find((l) => l.section === 'liabilities' && l.amount > 0);
  if (!adv) return null;
  const share = shareUsed(r, tx);
  const given = share === undefined ? amountOf(r) : undefined;
  // 'el primer mes de la cohorte (el programa dura 3 meses en total)': how long it runs, said now.
  // '(eran 3 meses)': how many months the advance covered, said beside what was used.
  const saidMonths = /(?<![a-z])(?:dura|duran|de duracion|en total)(?![a-z])/.test(r.text)
    ? r.mentions.find((m) => m.kind === 'term' && m.termUnit === 'mes')?.value
    : r.mentions.find(
        (m) =>
          m.kind === 'term' &&
          m.termUnit === 'mes' &&
          /(?<![a-z])(?:eran|son|cubre|cubren|cubria|cubrian)\s*(?:de\s*)?$/.test(
            r.text.slice(Math.max(0, m.start - 12), m.start),
          ),
      )?.value;
  const months =
    monthsOf(tx) ?? (saidMonths !== undefined && saidMonths >= 200 ? saidMonths / 100 : undefined);
  const used = usedMonths(r);
  const amount =
    share !== undefined
      ? mulDiv(adv.amount, share.n, share.of)
      : (given ?? (months ? mulDiv(adv.amount, used, months) : adv.amount));
  return one({
    kind: 'advance_earned',
    label: `Ingreso devengado: ${adv.description}`,
    income: incomeOfAdvance(`${r.text} ${normalize(adv.description)}`, ledger),
    amount,
  });
};

const countOf = (w: string | undefined): number | undefined =>
  w === undefined ? undefined : (WORDS_OF_NUMBERS[w] ?? (/^\d+$/.test(w) ? Number(w) : undefined));

/**
 * 'ya gastó 3 de los 10 masajes', 'ya dimos 4 clases' (of the 12 the advance paid for): the share of
 * the advance earned, counted in the units it was paid for.
 */
function shareUsed(r: Reading, tx: Transaction): { n: number; of: number } | undefined {
  // 'ya va la mitad', 'un tercio del curso', 'el 25%'.
  if (/(?<![a-z])(?:la mitad|media|medio curso|mitad del)(?![a-z])/.test(r.text)) return { n: 1, of: 2 };
  if (/(?<![a-z])(?:un tercio|la tercera parte)(?![a-z])/.test(r.text)) return { n: 1, of: 3 };
  if (/(?<![a-z])(?:un cuarto|la cuarta parte)(?![a-z])/.test(r.text)) return { n: 1, of: 4 };
  const pct = r.mentions.find((m) => m.kind === 'pct');
  if (pct && pct.value > 0 && pct.value <= 10_000) return { n: pct.value, of: 10_000 };
  // 'el primero de los 3 talleres', 'la segunda sesión de 4': one of them given.
  const one =
    /(?<![a-z])(?:primer[oa]?|segund[oa]|tercer[oa]?|cuart[oa]|quint[oa]|sext[oa]|ultim[oa]|otr[oa])(?: [a-z]+)? de (?:los |las )?(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?![a-z0-9])/.exec(
      r.text,
    );
  const ofOne = countOf(one?.[1]);
  if (ofOne !== undefined && ofOne > 1) return { n: 1, of: ofOne };
  const m =
    /(?<![a-z0-9])(\d+|un|una|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) de (?:los |las )?(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)(?: [a-z]+)?(?![a-z])/.exec(
      r.text,
    );
  const n = countOf(m?.[1]);
  const of = countOf(m?.[2]);
  if (n !== undefined && of !== undefined && n > 0 && n <= of) return { n, of };
  // '3 masajes' against an advance 'de 10 masajes'; '6 de los alumnos' against one 'por 14 alumnos'.
  for (const paidFor of normalize(tx.text).matchAll(/(\d+) ([a-z]{4,})/g)) {
    const unit = paidFor[2]?.slice(0, 5);
    if (!paidFor[1] || !unit || /^(mese|mens|cuot|dias)/.test(unit)) continue;
    const said = new RegExp(
      `(?<![a-z0-9])(\\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve) (?:de (?:los |las |sus )?)?${unit}`,
    ).exec(r.text);
    const k = countOf(said?.[1]);
    const total = Number(paidFor[1]);
    if (k !== undefined && k > 0 && k < total) return { n: k, of: total };
  }
  return undefined;
}

/** How many months a prepayment or an advance covered, from its description. */
export function monthsOf(tx: Transaction): number | undefined {
  const t = tx.text
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
  const n = /(\d+)\s*(?:meses|mensualidades|cuotas)/.exec(t);
  if (n?.[1]) return Number(n[1]);
  if (/anual|un ano|12 meses|del ano/.test(t)) return 12;
  if (/semestr/.test(t)) return 6;
  if (/trimestr/.test(t)) return 3;
  if (/bimestr/.test(t)) return 2;
  return undefined;
}

function usedMonths(r: Reading): number {
  const words: Record<string, number> = { dos: 2, tres: 3, cuatro: 4, seis: 6 };
  for (const n of r.text.matchAll(/(?<![a-z0-9])(\d+|dos|tres|cuatro|seis) (?:primeros )?meses(?![a-z])/g)) {
    // 'dura 3 meses en total' is how long it runs, not how much of it went by.
    // '(de los 3 meses que le adelantamos)': the months paid for, of which one is used.
    if (
      /(?<![a-z])(?:dura|duran|de|de los|de las|eran|son|cubre|cubren|cubria|cubrian)\s+$/.test(
        r.text.slice(Math.max(0, n.index - 8), n.index),
      )
    )
      continue;
    if (/^\s*en total/.test(r.text.slice(n.index + n[0].length))) continue;
    if (n[1]) return words[n[1]] ?? Number(n[1]);
  }
  return 1;
}

/** The revenue kind the company earns most: an advance or a refund without a product word follows it. */
/** What an advance paid for, by its words ('matrículas del ciclo' are classes), else by the books. */
function incomeOfAdvance(words: string, ledger: Ledger): IncomeKind {
  const goods = GOODS.test(words);
  const services = SERVICES.test(words);
  if (services && !goods) return 'services';
  if (goods && !services) return 'goods';
  return incomeOfBooks(ledger);
}

function incomeOfBooks(ledger: Ledger): IncomeKind {
  const cat = ledger.dominantRevenue();
  if (cat === 'Ventas de productos') return 'goods';
  if (cat === 'Otros ingresos') return 'other';
  return 'services';
}

const REFUNDED_CASH =
  /(?<![a-z])(reintegr[a-z]*|nos (?:lo|la|los|las) (?:han |ha )?devuelto|(?:devolvi[a-z]*|devuelto) (?:el|la|los|las)? ?(?:dinero|plata|importe|pasta|lana|guita)|nos (?:devolvio|devolvieron|regreso|regresaron)|en efectivo|por transferencia|por bizum|por yape|por plin|por nequi|por sinpe)(?![a-z])/;

/** Goods sent back to a supplier. */
const SUPPLIER_SIDE =
  /(?<![a-z])(?:proveedor(?:a|es)?|distribuidora?|mayorista|fabrica|importadora?|laboratorio|nos (?:lo |la |los |las )?(?:descuentan|descontaron|descuenta|abonan|reintegran)|(?:vino|vinieron|llego|llegaron) (?:rot|danad|defectuos|vencid|mal|en mal|golpead|picad|equivocad|podrid|fallad|humed)[a-z]*|nos (?:hace|hizo|hicieron|hacen|da|dio|dieron|emite|emitio|emitieron|manda|mando|mandaron) (?:una |la )?nota de credito)(?![a-z])/;

export const supplierReturn: Rule = ({ r, ledger }) => {
  if (
    !has(r, 'returnSupplier') ||
    /client|(?<![a-z])(?:alumn[oa]s?|pacientes?|huespedes?|comensal(?:es)?|inquilin[oa]s?|compradora?s?|madre|padre|mama|papa|familias?|apoderad[oa]s?|representante|nin[oa]s?)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  // 'le devolvimos 5 bolsas que vinieron rotas a la distribuidora': goods back to whom sold them to us.
  // 'la boutique nos devolvió 2 chompas, nos las descuentan de lo que nos deben': a customer.
  if (
    has(r, 'refundCustomer') &&
    (!SUPPLIER_SIDE.test(r.text) ||
      /(?<![a-z])(?:nos|me) (?:deben|debe|debia|debian|queda(?:n)? debiendo)(?![a-z])/.test(r.text))
  )
    return null;
  // 'le devolvimos al cuñado los 1.000 que nos prestó': money lent to us paid back, not goods.
  if (has(r, 'borrow') || /(?<![a-z])(?:nos |me )?prest(?:o|aron|ado)(?![a-z])/.test(r.text)) return null;
  // 'nos ha reintegrado los 45 €': the money said is what came back, whatever the units cost.
  const said = moneyIn(r).filter(
    (v) =>
      !v.qty &&
      /(?:reintegr|reembols|devuelto|devolvio|devolvieron|regreso|regresaron|transfiri|depositaron|deposito)[a-z]*\s+(?:[a-z]+\s+){0,3}[$€]?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 40), v.start),
      ),
  );
  const amount = (said.length === 1 ? said[0]?.cents : undefined) ?? returnedValue(r, ledger) ?? amountOf(r);
  const refunded =
    REFUNDED_CASH.test(r.text) && !/descuent|nota de credito|de la factura|del saldo/.test(r.text);
  return one({
    kind: 'supplier_return',
    label: 'Devolución de mercadería al proveedor',
    ...(amount !== undefined ? { amount } : {}),
    refunded,
  });
};

/**
 * What the goods given back cost: the count at the unit price said ('60 tulipanes (de los de 0,65)'),
 * or at the unit price of the purchase they came in ('3 kilos' of '18 kg de cascade a 32,50').
 */
function returnedValue(r: Reading, ledger: Ledger): Cents | undefined {
  const priced = r.values.find((v) => v.qty && v.unitPrice !== undefined);
  if (priced) return priced.cents;
  const counted = r.msg.mentions.find((m) => m.kind === 'qty' && m.value > 0);
  // 'le devolvimos un fardo': one of the units bought.
  const one1 = counted
    ? undefined
    : /(?<![a-z])(?:un|una|ese|esa|otro de los|otra de las|uno de los|una de las) ([a-z]{4,})/.exec(r.text);
  const count = counted ?? (one1?.[1] ? { value: 100, unit: one1[1] } : undefined);
  if (!count) return undefined;
  const n = count.value;
  const money = moneyIn(r).filter((v) => !v.qty);
  const unitSaid = money.length === 1 ? money[0] : undefined;
  if (
    unitSaid &&
    (/(?:de los de|de las de|a|de a|eran de|era de|salian a|salen a|costaban|valian)\s*\$?\s*$/.test(
      r.text.slice(Math.max(0, unitSaid.start - 16), unitSaid.start),
    ) ||
      // 'eran de 21 € el rollo': a price per the unit counted.
      /^\s*(?:€|\$|euros|dolares|pesos|soles)?\s*(?:el|la|cada|por|c\/u)(?![a-z])/.test(
        r.text.slice(unitSaid.end, unitSaid.end + 16),
      ))
  )
    return mulDiv(unitSaid.cents, n, 100);
  if (money.length > 0) return undefined;
  const stem = (count.unit ?? '').slice(0, 4);
  if (stem.length < 2) return undefined;
  const words = refTokens(r.text);
  const bought = ledger.transactions
    .filter((tx) => tx.lines.some((l) => l.category === ACCOUNT.inventories && l.amount > 0))
    .filter((tx) => matchScore(words, tx.text).specific > 0)
    .sort((a, b) => matchScore(words, b.text).score - matchScore(words, a.text).score);
  const unitWord = stem === 'kilo' || stem === 'kg' ? '(?:kg|kilos?)' : `${stem}[a-z]*`;
  const re = new RegExp(
    `\\d+\\s*${unitWord}\\s+(?:(?:de|del)\\s+[a-z0-9]+(?:\\s+[a-z]+)?\\s+){0,3}a\\s+(\\d+(?:[.,]\\d{1,2})?)(?![\\d.,]*\\s*(?:dias|meses|semanas|quincenas|cuotas|anos)(?![a-z]))`,
  );
  for (const tx of bought) {
    // The purchase as the reader reads it ('100 bolsas de Dogui 15 kg a 30.000 c/u', '1.500 kg de
    // mejillón a la cofradía a 3 €/kg'): the unit price of the same unit counted.
    const bill = read(tx.text.split(' | ')[0] ?? tx.text);
    const priced = bill.values.filter((v) => v.qty && v.unitPrice !== undefined);
    const stockLine = tx.lines.find((l) => l.category === ACCOUNT.inventories && l.amount > 0);
    const unit =
      priced.find((v) => sameUnit(v.qty?.unit ?? '', stem)) ??
      // '100 bolsas de Dogui 15 kg a 30.000 c/u': the one price is of the bags counted first.
      (priced.length === 1 &&
      bill.mentions.find((m) => m.kind === 'qty' && m.unit)?.unit?.slice(0, 4) === stem
        ? priced[0]
        : undefined);
    // A unit price that does not make the entry's amount was misread ('4 tambores (1.200 kg a 2,80)').
    if (unit?.unitPrice !== undefined && (stockLine === undefined || unit.cents === stockLine.amount))
      return mulDiv(unit.unitPrice, n, 100);
    const m = re.exec(normalize(tx.text));
    if (m?.[1]) return mulDiv(cents(Math.round(Number(m[1].replace(',', '.')) * 100)), n, 100);
    // '10 bicis Venzo de Bike Center' bought for 2.800: each cost the tenth of it.
    // 'Lote 60 cazadoras', 'Café de la cooperativa (22 quintales)': the count the entry names, of the
    // same unit, or its only count.
    // '(proveedor Madrid, 60 días)': a term is no count of what was bought.
    const counts = bill.mentions.filter(
      (mm) =>
        mm.kind === 'qty' &&
        mm.value > 0 &&
        !/^(?:dia|mes|seman|quinc|ano|cuota|hora)/.test(mm.unit ?? '') &&
        mm.termUnit === undefined,
    );
    const boughtCount =
      counts.find((mm) => mm.start < 3) ??
      counts.find((mm) => sameUnit(mm.unit ?? '', stem)) ??
      (counts.length === 1 ? counts[0] : undefined) ??
      // 'Lote 60 cazadoras': a count the reader takes for a lot's name.
      (() => {
        const bare =
          counts.length === 0
            ? /(?<![\d.,])(\d{1,5})\s+(?!(?:dias|meses|semanas|quincenas|anos|cuotas)(?![a-z]))[a-z]{3,}/.exec(
                normalize(tx.text),
              )
            : null;
        return bare?.[1] ? { value: Number(bare[1]) * 100 } : undefined;
      })();
    const stock = tx.lines.find((l) => l.category === ACCOUNT.inventories && l.amount > 0);
    // Only a purchase of one kind of thing is shared out evenly ('40 anillos… y 25 cadenas…' is not).
    const kinds = counts.filter((mm) => mm.unit && mm.unit.length > 2).length;
    if (
      boughtCount &&
      stock &&
      boughtCount.value >= n &&
      kinds <= 1 &&
      tx.lines.filter((l) => l.category === ACCOUNT.inventories).length === 1
    )
      return mulDiv(stock.amount, n, boughtCount.value);
  }
  return undefined;
}

const sameUnit = (unit: string, stem: string): boolean => {
  const u = /^(?:kg|kilo)/.test(unit) ? 'kilo' : unit.slice(0, 4);
  const s = /^(?:kg|kilo)/.test(stem) ? 'kilo' : stem;
  return u === s;
};

const COST_NEAR =
  /(?:(?<![a-z])(?:materia prima|insumos|ingredientes|materiales)(?: [a-z]+){0,2} (?:que )?(?:se (?:uso|usaron|gasto|gastaron|consumio|consumieron|fue|fueron)|usamos|gastamos)[^0-9.;]{0,20}$|(?<![a-z])se (?:uso|usaron|gasto|gastaron|consumio|consumieron) de (?:materia prima|insumos|ingredientes|materiales)[^0-9.;]{0,20}$|(?<![a-z])(?:insumos|materia prima|ingredientes|materiales)(?: [a-z]+){0,3} (?:fueron|fue|son|anda en|andan en|da|dio|suma|sumo)\s*$|nos costo|nos (?:sale|salen|salio|salieron)|costo|coste|costaron|costado|costaba|costaban|cuesta|cuestan|a nosotros|se (?:nos )?(?:consumieron|consumio|usaron|uso|gastaron|gasto|fueron|fue)|(?:del|de) (?:inventario|stock|almacen))\D{0,25}$|(?<![a-z])(?:costo|coste) de (?:todo )?lo (?:que )?(?:salio|vendimos|vendido|se vendio)\D{0,15}$|(?<![a-z])todo lo (?:que )?(?:salio|vendimos|se vendio) (?:da|dio|fue|son|es|sale) (?:unos |como |aprox )?$|(?<![a-z])de lo (?:vendido|que (?:se )?vendi(?:mos|o)) (?:fue|fueron|es|son|da|dio) (?:de )?$/;

/** A thing sold named in the text, and no work ('la prenda vino fallada'; 'vino' there is a verb). */
function thingSold(text: string): boolean {
  const g = GOODS.exec(text);
  return g !== null && g[1] !== 'vino' && !SERVICES.test(text) && !/(?<![a-z])cambio de(?![a-z])/.test(text);
}

/** Money or a credit note given back to a customer; the goods back in stock when their cost is said. */
const ADVANCE_GIVEN_BACK =
  /(?<![a-z])(?:que nos (?:habia|habian) (?:adelantado|dejado|pagado por adelantado|anticipado)|(?:su|el|la) (?:anticipo|adelanto|sena|senal)(?![a-z]))/;
const NO_ADVANCE_TO_RETURN =
  'No encuentro ese anticipo en los libros: ¿cuándo lo cobramos y de cuánto fue? Si se registró como venta, dime cuál y lo corrijo.';

export const customerRefund: Rule = ({ r, ledger }) => {
  if (!has(r, 'refundCustomer') || has(r, 'borrow') || /(?<![a-z])(proveedor|prestamo)(?![a-z])/.test(r.text))
    return null;
  // 'le devolvimos los 1.000 al cuñado': someone who lent us money is paid back, not refunded. Who
  // it went to is said before the reason ('…porque el carro se quedó tirado' names no lender).
  const words = refTokens(r.text.split(/ (?:porque|ya que|pues|por que|debido a que) /)[0] ?? r.text);
  // A word of the income refunded ('de la matrícula') outweighs a place that also names a lender.
  const best = (keep: (l: Ledger['lines'][number]) => boolean): number =>
    Math.max(0, ...ledger.lines.filter(keep).map((l) => matchScore(words, l.description).specific));
  const lender = best(
    (l) =>
      l.section === 'liabilities' &&
      l.amount > 0 &&
      (l.category === ACCOUNT.shortTermLoans || l.category === ACCOUNT.longTermLoans) &&
      // A purchase charged to the card is owed to the card, not to someone who lent us money.
      !/tarjeta|\btc\b|visa|mastercard/i.test(l.description),
  );
  if (lender > 0 && lender > best((l) => l.section === 'revenues' && l.amount > 0)) return null;
  if (r.question || has(r, 'hypothetical')) return null;
  // 'le devolvimos 450 que nos había adelantado': an advance given back settles what we owed her.
  if (ADVANCE_GIVEN_BACK.test(r.text)) {
    const owed = ledger.lines.find(
      (l) => l.section === 'liabilities' && l.category === ACCOUNT.otherCurrentLiabilities && l.amount > 0,
    );
    const back = moneyIn(r)[0];
    if (!owed) return { kind: 'clarify', text: NO_ADVANCE_TO_RETURN };
    return one({
      kind: 'debt_payment',
      label: 'Devolución de un anticipo',
      portion: back ? { kind: 'amount', amount: back.cents } : { kind: 'all' },
      debt: accountRef(owed),
    });
  }
  // 'una de las chicas del retiro canceló, le devolvimos sus 250': what she paid is still an advance in
  // the books (the retreat has not happened), so giving it back settles that debt; no income is undone.
  const advances = ledger.lines.filter(
    (l) => l.section === 'liabilities' && l.category === ACCOUNT.otherCurrentLiabilities && l.amount > 0,
  );
  const advanceScore = best((l) => advances.includes(l));
  const refundedAdvance =
    // (only when what was paid for did not happen: 'canceló', 'no pudo venir')
    /(?<![a-z])(?:cancel[a-z]*|anul[a-z]*|se (?:dio|dieron) de baja|se bajo|se bajaron|desisti[a-z]*|no (?:vino|vinieron|viajo|viajaron|(?:pudo|pudieron|va a poder|van a poder) (?:venir|viajar|asistir|ir)))(?![a-z])/.test(
      r.text,
    ) &&
    advanceScore > 0 &&
    advanceScore > best((l) => l.section === 'revenues' && l.amount > 0)
      ? advances.find((l) => matchScore(words, l.description).specific === advanceScore)
      : undefined;
  const vals = moneyIn(r);
  const back = vals.length === 1 ? vals[0] : undefined;
  if (refundedAdvance && back && back.cents <= refundedAdvance.amount)
    return one({
      kind: 'debt_payment',
      label: 'Devolución de un anticipo',
      portion: { kind: 'amount', amount: back.cents },
      debt: accountRef(refundedAdvance),
    });
  // '2 tarros… nos costaron 4,20 cada uno': the count priced by its cost is read at the price's words.
  const at = (v: Value): number => v.priceMention?.start ?? v.start;
  const costVal = vals.find((v) => COST_NEAR.test(r.text.slice(Math.max(0, at(v) - 30), at(v))));
  // 'les hemos devuelto 60 de los 110 que pagaron': the whole a part is taken from is not given back.
  const ofWhole = (v: Value): boolean =>
    vals.some((o) => o.end <= v.start) &&
    /(?<![a-z])(?:de los|de las|del total de|de un total de)\s*(?:€|\$)?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 20), v.start),
    );
  const rest = vals.filter((v) => v !== costVal && !ofWhole(v));
  // 'compró el pase de 150…, le devolvimos 75': the figure given back is the one after the verb.
  const givenBack = rest.filter((v) =>
    /(?:devolv|reembols|reintegr|regres)[a-z]*\s+(?:(?:los|las|el|sus|su)\s+)?[$€]?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 24), v.start),
    ),
  );
  const amount = givenBack.length === 1 ? givenBack[0]?.cents : main(rest);
  // '5 fundas… nos costaron 3,20 cada una': a cost per unit is of each unit returned.
  // 'nos devolvió 4 cajas…, costaban 21,50 c/u': the count returned, priced or not.
  const units =
    vals.find((v) => v.qty)?.qty ??
    r.mentions.find((m) => m.kind === 'qty' && m.unit && costVal !== undefined && m.end <= costVal.start);
  const costEach =
    costVal !== undefined &&
    units !== undefined &&
    /^\s*(?:€|\$|dolares|euros)?\s*(?:cada un[oa]|c\/u|por unidad|la unidad)(?![a-z])/.test(
      r.text.slice(costVal.end, costVal.end + 20),
    );
  const cost = costVal
    ? costVal.qty && costVal.priceMention
      ? costVal.cents
      : costEach && units
        ? mulDiv(costVal.cents, units.value, 100)
        : costVal.cents
    : undefined;
  const goods =
    /(?<![a-z])(devolvi(?:o|eron) (?:un|una|el|la|los|las|\d+)|(?:habia|habian) comprado|nos compr(?:o|aron)|producto|mercaderia|vuelve al inventario|al stock)(?![a-z])/.test(
      r.text,
    );
  const unpaid =
    /no (?:habia|había) pagado|todavia no (?:nos )?(?:habia )?pagado|a credito|nota de credito|(?:descuentan|descontamos|rebajan|rebajamos|restan|restamos) de lo que (?:todavia |aun )?(?:nos|me) (?:deben|debe|debia|debian)/.test(
      r.text,
    ) && !/efectivo|transferencia/.test(r.text);
  return one({
    kind: 'customer_refund',
    label: 'Devolución a un cliente',
    // 'la prenda vino fallada': a thing sold, given back, is goods, whatever the books mostly sell.
    income: goods || costVal || thingSold(r.text) ? 'goods' : incomeOfBooks(ledger),
    ...(amount !== undefined ? { amount } : {}),
    ...(cost !== undefined ? { cost } : {}),
    ...(unpaid ? { unpaid } : {}),
  });
};

/** The employer's social charges: paid now, or owed until they are paid. */
const OWED_BEFORE =
  /(?<![a-z])(?:que (?:le |les |se le |se les )?(?:debiamos|debemos|debia|debian|quedaron pendientes|estaban pendientes)|pendientes? del mes|lo que debiamos)(?![a-z])/;
export const socialCharges: Rule = ({ r, ledger }) => {
  // 'las cargas sociales de la nómina de octubre': the payroll names whose charges they are.
  const ofPayroll =
    /(?<![a-z])(?:cargas sociales|aportes? patronal(?:es)?|cuotas? patronal(?:es)?|cotizaciones|seguridad social|igss|isss|iess|imss|essalud)(?: [a-z]+){0,5} (?:de|del|sobre) (?:la|las|los|el|esa|esta|ese|este) (?:nomina|planilla|sueldos?|salarios?|quincena|mes)(?![a-z])/.test(
      r.text,
    ) && moneyIn(r).length === 1;
  // '12,15% sobre 1.960 de sueldos': the employer's rate over the pay said, not the pay itself.
  const rateOverPay = RATE_OVER.exec(r.text);
  if (!has(r, 'socialCharges') || r.question || (has(r, 'salary') && !ofPayroll && !rateOverPay)) return null;
  // 'la gestoría nos ha pasado la minuta por el alta en la Seguridad Social': an adviser's fee for the
  // paperwork, not the employer's charges.
  if (ADVISER_BILLS.test(r.text)) return null;
  // 'ya pagamos las cuotas de la CCSS que debíamos': charges owed are settled, not booked again.
  if (OWED_BEFORE.test(r.text) && ledger.total('liabilities', (l) => l.category === ACCOUNT.taxesPayable) > 0)
    return null;
  // 'ya pagamos lo de Previred' with no figure, while the books hold charges owed: those are paid.
  if (
    moneyIn(r).length === 0 &&
    has(r, 'payOut') &&
    ledger.total('liabilities', (l) => l.category === ACCOUNT.taxesPayable) > 0
  )
    return null;
  const base = rateOverPay ? moneyIn(r) : [];
  const rate = rateOverPay?.[1] ? Number(rateOverPay[1].replace(',', '.')) : undefined;
  const amount =
    rate !== undefined && base.length === 1 && rate > 0 && rate < 100
      ? (Math.round(((base[0] as Value).cents * Math.round(rate * 100)) / 10_000) as Cents)
      : amountOf(r);
  // Read on the message as typed: 'queda para el 15' loses its date in the text read.
  const said = r.said;
  const later =
    has(r, 'credit') ||
    /(?<![a-z])(el proximo mes|el otro mes|a final de mes|a fin de mes|a finales de mes|nos (?:lo |la |los |las )?(?:cargan|cargaran|van a cargar|debitan|debitaran|van a debitar|pasan|pasaran)|se paga|se pagan|declaramos y pagamos|queda|quedan|queda para|para el \d|vence|vencen|por pagar|pendiente[s]?|hay que pagar|(?:lo|la|los|las) pagamos (?:el|la|a|en)(?! (?:linea|efectivo|el banco|la web|ventanilla|caja|la app|el momento|el acto)(?![a-z]))|pagamos [a-z ]{0,20}el proximo)(?![a-z])/.test(
      said,
    );
  return one({
    kind: 'social_charges',
    label: 'Cargas sociales del empleador',
    ...(amount !== undefined ? { amount } : {}),
    paid: !later,
  });
};

const RATE_OVER =
  /(?<![\d.,])(\d+(?:[.,]\d+)?)\s*%\s*(?:sobre|de|del)\s+(?:los\s+|las\s+)?[$€]?\s*\d[\d.,]*\s*(?:[$€]|dolares|euros|soles|pesos)?\s*(?:de|en)\s+(?:sueldos?|salarios?|la nomina|la planilla|nomina|planilla)(?![a-z])/;

/** A question about a hypothesis ('si compro…, ¿cómo se registraría?') or a why: explained, never booked. */
export const hypothetical: Rule = ({ r }) => {
  if (!has(r, 'hypothetical') && !(r.question && has(r, 'why'))) return null;
  if (!r.question && !/(registraria|contabiliza|asiento)/.test(r.text)) return null;
  return { kind: 'inform', text: explainHypothesis(r) };
};

function explainHypothesis(r: Reading): string {
  if (has(r, 'why') && /(gasto|utilidad|resultado)/.test(r.text))
    return 'Lo que compras y se queda en la empresa (un equipo, un desarrollo que es tuyo, una garantía que te devolverán) es un activo, no un gasto: por eso no baja la utilidad al pagarlo. Pasa al gasto poco a poco con la depreciación o la amortización, o nunca si se recupera (como una garantía).';
  if (has(r, 'why') && /(pasivo|deuda)/.test(r.text))
    return 'Es un pasivo porque la empresa le debe algo a alguien: dinero a un banco o a un proveedor, o un servicio que un cliente ya pagó y aún no le hemos dado. Mientras esa obligación siga abierta, figura en el pasivo.';
  if (has(r, 'badDebt') || /no (?:nos )?paga nunca/.test(r.text))
    return 'Si un cliente no te paga nunca, la cuenta por cobrar se da de baja como incobrable: se reconoce un gasto (Otros gastos) y baja Cuentas por cobrar por lo que debía. Todavía no registro nada: cuéntamelo cuando ocurra.';
  if (/(safe|nota convertible|convertible)/.test(r.text))
    return 'Un SAFE o una nota convertible es dinero que entra a cambio de participaciones futuras: hasta que se convierta, suele registrarse como un pasivo (o como patrimonio si el acuerdo no obliga a devolverlo). Todavía no registro nada: cuéntamelo cuando el dinero entre.';
  return 'Es una hipótesis, así que no registro nada todavía. Cuando ocurra, cuéntamelo con el importe y cómo se pagó, y lo registro: lo que se queda en la empresa es un activo, lo que se consume es un gasto, y lo que se debe es un pasivo.';
}

/**
 * A quote asked for or a purchase planned: nothing has happened to the books yet (movimientos §10).
 * Only when no money moved: 'pagamos la proforma' or 'compramos… y vamos a comprar más' are movements.
 */
/** A customer's order taken, nothing delivered and nothing paid: 'nos encargaron 200 empanadas para un matrimonio, aún no pagan'. */
const ORDER_TAKEN =
  /(?<![a-z])(?:nos|me) (?:llego|llegaron|hicieron|encargaron|pidieron|entro|entraron|confirmaron) (?:un|una|otro|otra|\d+) (?:pedido|encargo|orden)[^.;]*?(?<![a-z])(?:para|de parte de) /;
const NOTHING_PAID =
  /(?<![a-z])(?:(?:aun|todavia) no (?:nos )?(?:pagan|pagaron|han pagado|ha pagado|pago|paga|adelantan|adelantaron|dejan|dejaron)|sin (?:anticipo|adelanto|sena|senal|pagar nada))(?![a-z])/;

/**
 * Tips handed on to the staff and a customer's cheque that bounced: the first never was the company's
 * money; the second undoes a collection whose sale the message does not name, so it is asked.
 */
export const passThrough: Rule = ({ r }) => {
  if (r.question) return null;
  if (TIPS_SHARED.test(r.text))
    return {
      kind: 'inform',
      text: 'Las propinas que se reparten entre el personal no son ingresos de la empresa: entran y salen por cuenta de los trabajadores, así que no registro nada. Si la empresa se quedara con una parte, cuéntamelo con el importe y lo registro como otros ingresos.',
    };
  if (BOUNCED.test(r.text))
    return {
      kind: 'clarify',
      text: 'Un cheque rechazado anula el cobro: el cliente vuelve a deber ese importe. ¿El cheque pagaba una venta que ya registré como cobrada? Dime cuál (o su importe) y lo paso de Efectivo a Cuentas por cobrar.',
    };
  return null;
};
const TIPS_SHARED =
  /(?<![a-z])propinas?(?![a-z])[^.;]{0,80}(?<![a-z])(?:repart[a-z]*|para (?:el personal|los empleados|los meseros|las meseras|el equipo|los chicos|las chicas)|se (?:las|la|los) (?:dimos|damos|llevan|llevaron|quedan|quedaron))|(?<![a-z])(?:repart[a-z]*) (?:las |la )?propinas?(?![a-z])/;
const BOUNCED =
  /(?<![a-z])cheques?(?![a-z])[^.;]{0,60}(?<![a-z])(?:reboto|rebotaron|rebotado|rechazad[oa]s?|devuelt[oa]s? por el banco|sin fondos|no tenia fondos|no tuvo fondos)(?![a-z])/;

const NOTHING_HAPPENED =
  /(?<![a-z])(?:no (?:vendimos|vendi|hemos vendido|he vendido|entro|cobramos|hubo (?:ventas|movimiento[s]?|clientes)|tuvimos (?:ventas|clientes)|se vendio)(?: nada)?|(?:cero|ninguna|sin) ventas|nada de ventas|ni una venta)(?![a-z])/;

const ASK_TO_BOOK =
  /(?<![a-z])(?:lo|la|los|las) (?:apunto|anoto|registro|pongo|meto|cargo|apuntamos|anotamos|registramos|ponemos|metemos|cargamos)(?: ya| ahora| de una vez)? \?|(?<![a-z])(?:apuntalo|anotalo|registralo|ponlo|metelo|cargalo|apuntala|anotala|registrala|apuntamos|anotamos)(?: [a-z]+){0,4} ?\?/;

export const notYet: Rule = ({ r }) => {
  if (!r.question && ORDER_TAKEN.test(r.text) && NOTHING_PAID.test(r.text) && !has(r, 'sell'))
    return {
      kind: 'inform',
      text: 'Un pedido recibido todavía no cambia los libros: no se ha entregado nada ni ha entrado dinero. Cuando el cliente pague un adelanto o se entregue el pedido, cuéntamelo con el importe y lo registro.',
    };
  // 'hoy no vendimos nada': a day with nothing to book, said without a figure.
  if (!r.question && r.values.length === 0 && NOTHING_HAPPENED.test(r.text))
    return {
      kind: 'inform',
      text: 'Entendido: si no hubo ventas, compras ni pagos, no hay nada que registrar. Cuando haya un movimiento, cuéntamelo con el importe y lo anoto.',
    };
  // '…todavía no hemos dicho que sí, ¿lo apunto ya?': asking whether to book it is no question about figures.
  if (!has(r, 'notYet') || (r.question && !ASK_TO_BOOK.test(r.text))) return null;
  // A payment denied inside the words that say nothing happened yet ('ni lo hemos pagado') is none.
  const denied = r.hits.filter((h) => h.cue === 'notYet');
  // 'todavía no pagamos nada': a payment said in the negative is none either.
  const negated = (at: number): boolean =>
    /(?<![a-z])(?:no|ni|nunca)\s+(?:(?:le|les|lo|la|los|las|se lo|se la|nos|hemos|han|ha)\s+)?$/.test(
      r.text.slice(Math.max(0, at - 16), at),
    );
  const said = (cue: 'payOut' | 'payIn' | 'now'): boolean =>
    r.hits.some(
      (h) => h.cue === cue && !negated(h.start) && !denied.some((d) => h.start >= d.start && h.end <= d.end),
    );
  if (said('payOut') || said('payIn') || has(r, 'sell') || said('now') || has(r, 'card')) return null;
  if (
    /(?<![a-z])(compramos|compre|adquirimos|nos llego|llegaron|recibimos)(?![a-z])(?! (?:(?:una|un|1|la|el|nuestra|nuestro|otra|otro) )?(?:cotizacion|presupuesto|proforma))/.test(
      r.text,
    ) &&
    !/(?:todavia|aun) no (?:compramos|hemos comprado)/.test(r.text)
  )
    return null;
  return {
    kind: 'inform',
    text: 'Todavía no ha pasado nada que cambie los libros: una cotización, una compra pensada o un dinero prometido no se registran. Cuando ocurra (la compra se haga o el dinero llegue), cuéntamelo con el importe y cómo se pagó, y lo registro.',
  };
};

/** Money moved between the till, the bank and wallets: nothing changes. */
const CASH_PLACES: readonly RegExp[] = [
  /(?<![a-z])(caja|caja chica|cajon|registradora|recaudado|lo vendido|la venta del dia|lo que se vendio|lo que vendimos|en efectivo|cash|lo cobrado|(?:que|lo que) (?:cobramos|cobre|se cobro|juntamos) (?:en |al )?(?:cash|efectivo|contado))(?![a-z])/,
  /(?<![a-z])(banco|cuenta|cajero|bcp|bbva|santander|interbank|bancolombia|banorte|banamex|galicia|itau|davivienda|banreservas|bhd|caixabank|sabadell|bankinter|unicaja|ibercaja|kutxabank|abanca|pichincha|produbanco|banrural|bac|banpro|banistmo|banco general|bancoestado|scotiabank|hsbc|citibanamex|inbursa|azteca|brou|bancard|bancosol|bnb|bisa|banco union|fassil|banco nacion|banco provincia|macro|banco pichincha|banco general|consignar|a depositar|deposite en|depositamos en|consigne en|consignamos en|ingrese en|ingresamos en)(?![a-z])/,
  /(?<![a-z])(yape|plin|nequi|daviplata|mercado ?pago|paypal|stripe|bizum)(?![a-z])/,
];

/** 'de la cuenta corriente a la de ahorro': two accounts of the company, one money. */
const BETWEEN_ACCOUNTS =
  /(?<![a-z])(?:de la cuenta|del banco) [a-z ]{0,25}?a la (?:cuenta )?(?:de )?(?:ahorros?|corriente|otra|del [a-z]+|de la empresa)(?![a-z])|(?<![a-z])entre (?:nuestras|las) cuentas(?![a-z])/;

/** 'los 85 mil que había en la caja de las ventas del finde': where the money came from, not a sale. */
const FROM_TAKINGS =
  /(?<![a-z])(?:que (?:habia|hubo|juntamos|teniamos|quedo|quedaron) en (?:la )?(?:caja|cajon|registradora)|lo que (?:se vendio|vendimos|se hizo|hicimos)|(?:de|del) (?:la|las|lo)? ?(?:ventas?|vendido|recaudado|caja) (?:del|de la|de los|de las|de esta|de este|de hoy|de ayer))/;

export const cashTransfer: Rule = ({ r }) => {
  if (
    !has(r, 'cashTransfer') ||
    (has(r, 'sell') && !FROM_TAKINGS.test(r.text)) ||
    has(r, 'borrow') ||
    has(r, 'contribute') ||
    has(r, 'personal')
  )
    return null;
  if (
    has(r, 'buy') ||
    has(r, 'salary') ||
    /(?<![a-z])(para pagar|para comprar|proveedor|para mi|para el|para ella)(?![a-z])/.test(r.text) ||
    // 'le pasé a la costurera 200 a cuenta de los uniformes': money handed to someone else.
    /(?<![a-z])(?:le|les) (?:pase|pasamos|mande|mandamos|di|dimos|transferi|transferimos|deposite|depositamos)(?![a-z])|(?<![a-z])a cuenta de(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  if (
    CASH_PLACES.filter((re) => re.test(r.text)).length < 2 &&
    !/metida en cuenta|a consignar/.test(r.text) &&
    !BETWEEN_ACCOUNTS.test(r.text)
  )
    return null;
  return one({ kind: 'cash_transfer', label: 'Traspaso entre caja y banco' });
};

/**
 * A sale whose card terminal kept a fee: the gross is revenue, the fee a financial expense, cash the
 * net. When only the net is known, the booking asks for the gross.
 */
export const cardSale: Rule = ({ r, ledger }) => {
  // 'Pagamos la matrícula mercantil…, y el banco nos descontó 30': we paid; nothing was sold.
  if (WE_PAID_FIRST.test(r.text) && !has(r, 'sell') && !has(r, 'payIn')) return null;
  const charged =
    /(?<![a-z])((?<!nos (?:ha |han )?|me (?:ha |han )?)cobrad[oa]s?|cobramos|(?<!que (?:[a-z]+ ){0,3})cobre|nos (?:ha |han )?(?:deposito|depositaron|depositado|liquido|liquidaron|liquidado|consigno|consignaron|consignado|abono|abonaron|abonado|pago|pagaron|pagado|ingreso|ingresaron|ingresado|transferido|transfirio|transfirieron)|(?:nos )?(?:entraron|entro|ingresaron|cayeron|cayo))(?![a-z])/.test(
      r.text,
    ) ||
    has(r, 'terminalPaid') ||
    // '300 en efectivo y lo demás con el TPV': the rest of the takings came through the terminal.
    REST_BY_CARD.test(r.text) ||
    // '640 de birra por posnet': takings said with the terminal they came through.
    // ('de eso 380 fue con tarjeta por el POS': part of the takings said to have come through it.)
    (/\d[\d.,]*(?: (?:de|en) [a-z]+)?(?: (?:fue|fueron|salio|salieron|entro|entraron|pagaron))? (?:por|con|en) (?:el |la )?(?:pos|tpv|datafono|posnet|point|clip|terminal|sumup|tarjeta)(?![a-z])/.test(
      r.text,
    ) &&
      !has(r, 'payOut') &&
      !has(r, 'buy')) ||
    // 'Resumen del TPV de esta semana: 1.240 € en servicios': the terminal's takings, listed after it.
    (/(?<![a-z])(?:pos|tpv|datafono|posnet|point|clip|terminal|sumup|izipay|datafast|medianet|niubiz|transbank|punto de venta)(?: [a-z]+){0,4}:\s*[$€]?\d/.test(
      r.text,
    ) &&
      !has(r, 'payOut') &&
      !has(r, 'buy')) ||
    // 'por el POS de Izipay pasaron 620 de lavados': takings put through the card terminal.
    (/(?<![a-z])(?:pasaron|se pasaron|pasamos|paso)(?![a-z])/.test(r.text) &&
      /(?<![a-z])(?:pos|tpv|datafono|posnet|point|terminal|izipay|datafast|medianet|niubiz|transbank|clip|sumup)(?![a-z])/.test(
        r.text,
      ));
  // 'el datáfono me depositó 1.164 de la sesión': a terminal's deposit is what is left after its fee,
  // so the gross is asked for (movimientos §5.3).
  const terminalDeposit =
    TERMINAL_DEPOSIT.test(r.text) && moneyIn(r).length === 1 && !has(r, 'sell') && !has(r, 'payOut');
  if (
    !has(r, 'sell') &&
    !charged &&
    !terminalDeposit &&
    // 'un cliente pagó una asesoría por Webpay… Transbank se quedó con 14,40': paid in, a fee kept.
    !(has(r, 'payIn') && has(r, 'fee')) &&
    // 'Stripe nos hizo un payout de 912,40, ya con la comisión descontada': a processor's net payout.
    !(has(r, 'netOnly') && (PROCESSOR.test(r.text) || PAYOUT.test(r.text))) &&
    // 'Stripe ha hecho otro payout: 12 anuales a 149 con 52,30 de comisión': takings paid out, less a fee.
    !(has(r, 'fee') && PAYOUT.test(r.text) && PROCESSOR.test(r.text)) &&
    !servedCounted(r) &&
    !payersPaid(r) &&
    !/(?<![a-z])(matriculas?|cuotas? de(?! (?:manejo|mantenimiento|mantencion|administracion))|entradas|inscripciones)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  // 'vendimos 2.400 en la tienda online y nos depositaron 2.316': a processor's payout below the
  // sale says its fee without naming it.
  const payout =
    PROCESSOR.test(r.text) &&
    moneyIn(r).length === 2 &&
    /(?<![a-z])(?:nos|me) (?:depositaron|deposito|liquidaron|liquido|consignaron|consigno|abonaron|abono|transfirieron|transfirio)(?![a-z])/.test(
      r.text,
    );
  if (!has(r, 'fee') && !has(r, 'netOnly') && !payout && !terminalDeposit) return null;
  // 'el banco nos descontó…': the bank charging its own fee, with no sale in sight.
  if (
    has(r, 'bankCharges') &&
    !has(r, 'sell') &&
    !(
      servedCounted(r) &&
      /(?<![a-z])(?:datafono|tpv|pos|posnet|terminal|tarjeta|point|clip)(?![a-z])/.test(r.text)
    )
  )
    return null;
  if (has(r, 'buy') || has(r, 'borrow') || r.question) return null;
  const vals = moneyIn(r);
  const pct = r.mentions.find(
    (m) =>
      m.kind === 'pct' &&
      /comision|se queda|se quedo|se lleva|descuent|descont|retiene|(?:que )?cobra(?![a-z])/.test(
        r.text.slice(Math.max(0, m.start - 30), m.end + 30),
      ),
  );
  // The fee is the amount tied to the fee words ('38,50 de comisión', 'nos descontó 41,83').
  const feeVal = vals.find(
    (v) =>
      // 'se queda un 1,5%, o sea 11,03': the rate, then what it comes to.
      (pct !== undefined &&
        /\d%\s*,?\s*(?:o sea|osea|es decir|que son|que es|son)\s*:?\s*[$€]?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 30), v.start),
        )) ||
      /^\s*(?:€|\$|dolares|euros)?\s*(?:de|en)\s+(?:la |las )?(?:comision|comisiones)/.test(
        r.text.slice(v.end, v.end + 24),
      ) ||
      /(?:comision(?:es)?(?: (?:del|de la|de los|de) [a-z]+)?(?: (?:q|que) (?:nos |me )?(?:descontaron|desconto|cobraron|cobro|quitaron|quito|retuvieron|retuvo|cargaron|cargo))?(?: fue| fue de| fueron| fueron de| son| son de| es| es de| era de| eran| eran de| ha sido| han sido| sumo| sumaron| salio| salio de| salieron| quedo en| de| nos salio| nos salio de| nos costo| nos quedo en| nos cobraron| nos cobro| nos (?:han |ha )?(?:quitado|descontado|cobrado|retenido|cargado)| nos (?:quitaron|quito|retuvieron|retuvo|cargaron|cargo))?|se quedo con|se queda con|se quedo|se queda|se quedaron|se quedan|se cogio|se agarro|se llevo|se lleva|se llevaron|se cobro|se cobra|se cobraron|nos desconto|nos descontaron|nos cobro|nos cobraron)\s*:?\s*\$?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 50), v.start),
      ),
  );
  // '2 tarros… nos costaron 4,20 cada uno': the count priced by its cost is read at the price's words.
  const at = (v: Value): number => v.priceMention?.start ?? v.start;
  const costVal = vals.find(
    (v) =>
      v !== feeVal &&
      (COST_NEAR.test(r.text.slice(Math.max(0, at(v) - 30), at(v))) ||
        // 'cada kit 145 de costo': the cost said after its figure.
        /^\s*(?:€|\$|dolares|euros)?\s*de (?:costo|coste)(?![a-z])/.test(r.text.slice(v.end, v.end + 20))),
  );
  // 'entraron 2.350.000…, y lo neto ya cayó en la cuenta': the net named without its figure, so the
  // figure said is the gross.
  const netUnsaid = /(?<![a-z])(?:lo|el) neto(?![a-z])(?!\s*(?:fue|es|de|son|:)?\s*[$€]?\s*\d)/.test(r.text);
  // 'entraron 2.350 de clases, 1.900 por el datáfono y lo demás en efectivo': the figure that came in
  // is split by channel, with a rest: it is the whole, not what the processor paid out.
  const splitWhole = (v: Value): boolean =>
    has(r, 'rest') &&
    vals.some((o) => o !== v && o.cents < v.cents && CHANNEL_AFTER.test(r.text.slice(o.end, o.end + 30)));
  // 'entraron 860 de ventas, nos cobraron 30,10 de comisión': the sales said are the gross.
  // ('nos depositó 3.880 de ventas de 4.000' is the payout of a sale said after it.)
  const salesSaid = (v: Value): boolean =>
    (/^\s*(?:€|\$)?\s*(?:de|en) (?:ventas?|vendido)(?![a-z])(?! (?:de|por) \$?\d)/.test(
      r.text.slice(v.end, v.end + 22),
    ) ||
      // 'por POS con tarjeta entraron 2.100, la procesadora nos descontó 94,50': the takings through
      // the terminal, from which its fee was taken.
      (/(?:pos|tpv|datafono|posnet|point|terminal|verifone|tarjeta|tarjetas)(?: de [a-z]+(?: [a-z]+)?)?\s+(?:esta semana\s+|hoy\s+|este finde\s+)?(?:entraron|entro|ingresaron)\s*$/.test(
        r.text.slice(Math.max(0, v.start - 50), v.start),
      ) &&
        /(?<![a-z])(?:desconto|descontaron|se quedo|se quedaron|nos cobro|nos cobraron|me cobro|me cobraron|retuvo)(?![a-z])/.test(
          r.text.slice(v.end),
        )) ||
      // 'entraron 1.200 por el datáfono, la comisión fue de 36': the takings through the terminal, the
      // fee said apart; only 'neto' or 'ya descontada' make the figure what was paid out.
      (/(?:entraron|entro|ingresaron)\s*$/.test(r.text.slice(Math.max(0, v.start - 12), v.start)) &&
        /^\s*(?:€|\$|dolares|euros)?\s*(?:por|con|en) (?:el |la )?(?:pos|tpv|datafono|posnet|point|terminal|verifone|clip|sumup|izipay|datafast|medianet|niubiz)(?![a-z])/.test(
          r.text.slice(v.end, v.end + 30),
        ) &&
        /(?<![a-z])comision(?![a-z])/.test(r.text.slice(v.end)) &&
        !/(?<![a-z])(?:neto|netos|netas?|descontad[oa]s?|ya con la comision|liquid[a-z]*|ya restad[oa]s?)(?![a-z])/.test(
          r.text,
        )) ||
      // 'entraron 740 de impresiones por el POS': what came in, named by what was sold.
      (/(?:entraron|entro|ingresaron|cayeron|cayo)\s*$/.test(
        r.text.slice(Math.max(0, v.start - 12), v.start),
      ) &&
        /^\s*(?:€|\$)?\s*de (?!netos?|comision|deposito|transferencia)[a-z]{4,}/.test(
          r.text.slice(v.end, v.end + 22),
        ))) &&
    !/(?:deposit|consign|liquid|abon|transfiri|gir)[a-z]*\s*\$?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 20), v.start),
    );
  const netVal = vals.find(
    (v) =>
      !netUnsaid &&
      !splitWhole(v) &&
      !salesSaid(v) &&
      // 'entraron 1.250 brutos en tarjetas': the figure said gross is never what was paid out.
      !/^\s*(?:€|\$|dolares|euros)?\s*(?:brutos?|en bruto)(?![a-z])/.test(r.text.slice(v.end, v.end + 16)) &&
      // 'entraron 640 entre efectivo y pago móvil, y por el punto 1.150': takings in cash, not a payout.
      !(feeVal !== undefined && CASH_CHANNEL.test(r.text.slice(v.end, v.end + 30))) &&
      v !== feeVal &&
      (/(consign[a-z]*|deposit[a-z]*|liquid[a-z]*|abon[a-z]*|transfiri[a-z]*|giro|giraron|neto|netos|recibimos|nos llego|nos llegaron|nos entro|entraron|entro|ingresaron|ingreso|cayeron|cayo|payout de|payout)\s*\$?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 20), v.start),
      ) ||
        // '1.500 menos el 5%' / '1.500 menos 45 de comisión': the figure a fee is taken from is the gross.
        /^\s*(?:€|\$|dolares|euros)?\s*(?:netos|neto|despues de|ya con|descontad|menos(?!\s*(?:el |la |un |una )?\$?\s*\d))/.test(
          r.text.slice(v.end, v.end + 25),
        )),
  );
  // 'las cuerdas nos costaron 6 c/u y los métodos 9': a cost per kind of thing sold, after the costs' word.
  const costAt = r.hits.find((h) => h.cue === 'cost')?.start;
  const costVals =
    costAt === undefined
      ? []
      : vals.filter((v) => !v.qty && v !== feeVal && v !== netVal && v.start > costAt);
  const countedSold = vals.filter(
    (v) => v.qty && v.unitPrice !== undefined && (costAt === undefined || v.start < costAt),
  );
  const costsByKind = costVals.length > 1 && countedSold.length === costVals.length;
  const grossCandidates = vals.filter(
    (v) => v !== feeVal && v !== costVal && v !== netVal && !(costsByKind && costVals.includes(v)),
  );
  const grossSaid = grossCandidates.find(
    (v) =>
      splitWhole(v) ||
      salesSaid(v) ||
      /^\s*(?:€|\$|dolares|euros)?\s*(?:brutos?|en total|total)/.test(r.text.slice(v.end, v.end + 16)) ||
      /(?:bruto|brutos|venta bruta|total bruto|el total)\s*(?:fue|era|es|de|:)?\s*\$?\s*$/.test(
        r.text.slice(Math.max(0, v.start - 24), v.start),
      ),
  );
  // '1.400 los equipos + 400 la instalación, pagó con el Point': the goods and the work of one job.
  const jobParts =
    !grossSaid &&
    grossCandidates.length > 1 &&
    grossCandidates.some((v) => jobPart(r.text.slice(v.end, v.end + 30), false) === 'work') &&
    grossCandidates.every((v) => jobPart(r.text.slice(v.end, v.end + 30), true) !== undefined);
  // '300 en efectivo, 450 por Bizum y 200 con tarjeta': takings by channel add up to the gross.
  const byChannel =
    !grossSaid &&
    grossCandidates.length > 1 &&
    grossCandidates.every((v) => !v.qty && CHANNEL_AFTER.test(r.text.slice(v.end, v.end + 30)));
  // '23 clases a 38 y 9 alquileres a 15; 412 en efectivo y lo demás por el TPV': the counted items are
  // the gross, the figure by a way of paying only says how part of it came in.
  const counted = grossCandidates.filter((v) => v.qty);
  const parts = grossCandidates.filter((v) => !v.qty);
  const countedTotal = counted.reduce((a, v) => a + v.cents, 0);
  const countedGross =
    counted.length > 0 &&
    parts.every((v) => CHANNEL_AFTER.test(r.text.slice(v.end, v.end + 30))) &&
    parts.reduce((a, v) => a + v.cents, 0) <= countedTotal;
  let fee: Cents | undefined = feeVal ? feeVal.cents : undefined;
  // '6 carteras a 38,50 y 5 cinchos a 15, todo con tarjeta': things counted, each at its price, add up.
  const allCounted =
    grossCandidates.length > 1 && grossCandidates.every((v) => v.qty && v.unitPrice !== undefined);
  let gross =
    byChannel || allCounted || jobParts
      ? (grossCandidates.reduce((a, v) => a + v.cents, 0) as Cents)
      : countedGross
        ? (countedTotal as Cents)
        : (grossSaid?.cents ?? main(grossCandidates));
  // 'por el POS entraron 1.240 de ventas con tarjeta…; en efectivo vendimos 38 ramos a 25', 'por el
  // TPV 1.250 brutos, y en efectivo 312,50': takings in cash told apart from the card's add to its
  // gross (the fee is the card's alone). A total said first already holds them ('1.500 en total, 300
  // en efectivo'), and so does a part 'de los cuales'.
  const anchor =
    grossSaid ??
    grossCandidates.find((v) => CARD_AFTER.test(r.text.slice(v.end, v.end + 40)) || cardBefore(r, v));
  // The card's own part, when cash told apart was added to it: the terminal's rate is of that part.
  let cardPart: Cents | undefined;
  // '610, 400 en efectivo y el resto con el datáfono': the cash is a part of the figure said first.
  const restSaid = /(?<![a-z])(?:el resto|lo demas|lo restante|la diferencia|el saldo)(?![a-z])/.test(r.text);
  if (anchor && !byChannel && !countedGross && !(restSaid && !grossSaid)) {
    const sentenceOf = (v: Value): number => (r.text.slice(0, v.start).match(/[.;!?](?:\s|$)/g) ?? []).length;
    const totalSaid = /(?<![a-z])(?:en total|total|el total)(?![a-z])/.test(
      r.text.slice(Math.max(0, anchor.start - 16), anchor.end + 16),
    );
    // 'en efectivo entraron 412 más': money in by cash beside the card's figure is takings, not the card's net.
    const cashNet =
      netVal &&
      netVal !== anchor &&
      feeVal &&
      CASH_BEFORE.test(r.text.slice(Math.max(0, netVal.start - 30), netVal.start))
        ? [netVal]
        : [];
    const cashApart = [...grossCandidates, ...cashNet].filter((v) => {
      // '412 €… 300 en efectivo y lo demás con el TPV': the cash is a part of the whole split by way of paying.
      if (v === anchor || splitWhole(anchor)) return false;
      const before = r.text.slice(0, v.start);
      if (sentenceOf(v) === sentenceOf(anchor)) {
        if (totalSaid || restSaid || /(?:de (?:los|las) cuales|de eso|de ellos|de ahi)[^.;]*$/.test(before))
          return false;
        const clauseStart = Math.max(before.lastIndexOf(','), before.lastIndexOf(' y '), 0);
        return (
          CASH_CHANNEL.test(r.text.slice(v.end, v.end + 30)) ||
          /(?<![a-z])(?:en|por|de) (?:efectivo|cash|contado)(?![a-z])/.test(
            r.text.slice(clauseStart, v.start),
          )
        );
      }
      const clauseStart = Math.max(before.lastIndexOf('.'), before.lastIndexOf(';'), 0);
      return (
        CASH_CHANNEL.test(r.text.slice(v.end, v.end + 30)) ||
        /(?<![a-z])(?:en|por|de) (?:efectivo|cash|contado)(?![a-z])/.test(r.text.slice(clauseStart, v.start))
      );
    });
    const cashSum = cashApart.reduce((a, v) => a + v.cents, 0);
    // 'cobramos 2.480: 1.130 en efectivo y 1.350 con tarjeta': the parts of a total said before them.
    const whole = grossCandidates.find(
      (v) => v !== anchor && v.start < anchor.start && v.cents >= anchor.cents + cashSum,
    );
    if (whole) {
      if (whole.cents === anchor.cents + cashSum) cardPart = anchor.cents as Cents;
    } else if (cashApart.length > 0) {
      cardPart = (gross ?? anchor.cents) as Cents;
      gross = ((gross ?? anchor.cents) + cashApart.reduce((a, v) => a + v.cents, 0)) as Cents;
    }
  }
  if (gross === undefined && netVal && feeVal) gross = (netVal.cents + feeVal.cents) as Cents;
  // 'entraron 640, ya descontado el 20%': the net is what is left of the gross after the rate.
  if (gross === undefined && netVal && !feeVal && pct && pct.value > 0 && pct.value < 10_000) {
    gross = mulDiv(netVal.cents, 10_000, 10_000 - pct.value);
    fee = (gross - netVal.cents) as Cents;
  }
  if (fee === undefined && pct && gross !== undefined)
    fee = mulDiv(cardPart ?? cardPartOf(r, vals, gross) ?? gross, pct.value, 10_000);
  if (fee === undefined && netVal && gross !== undefined && gross > netVal.cents)
    fee = (gross - netVal.cents) as Cents;
  // 'pagamos 30 de la comisión de Mercado Pago por las ventas online': only the fee, paid by us.
  if (
    feeVal &&
    vals.length === 1 &&
    r.hits.some((h) => h.cue === 'payOut' && h.start < feeVal.start) &&
    !charged
  )
    return one({
      kind: 'purchase',
      label: 'Comisión de cobro',
      what: { expense: 'financial' },
      amount: feeVal.cents,
      settlement: { kind: 'now' },
    });
  const income = incomeKind(r, ledger);
  const cost = costsByKind ? totalCost(r, costVals, countedSold) : costVal ? costOf(r, costVal) : undefined;
  if (gross === undefined || fee === undefined) {
    return one({
      kind: 'sale',
      label: 'Venta con tarjeta',
      income,
      netOnly: true,
      ...(netVal ? { amount: netVal.cents } : {}),
      settlement: { kind: 'now' },
    });
  }
  // A marketplace or booking platform's cut is what it costs to sell there (marketing), not a
  // card fee (movimientos §7): the sale at its gross, the cut as an expense paid from the takings.
  const platform = PLATFORM.exec(r.text);
  // 'el resto nos lo depositan el viernes': the net is owed to us until the payout.
  const settlement = has(r, 'payoutLater') ? ({ kind: 'credit' } as const) : ({ kind: 'now' } as const);
  const membership = membershipSold(r);
  return one({
    kind: 'sale',
    label: platform?.[1] ? `Venta por ${restore(platform[1], r.msg.raw)}` : 'Venta con tarjeta',
    income,
    ...(membership ? { revenue: membership } : {}),
    amount: gross,
    settlement,
    cardFee: fee,
    ...(platform?.[1] ? { feeBy: 'platform' as const } : {}),
    ...(cost !== undefined ? { cost } : {}),
  });
};

/**
 * 'un payout de Stripe: 38 membresías de 6 meses a 59…': memberships of the catalogue sold through a
 * processor keep their own income account, when only one kind of them is named.
 */
function membershipSold(r: Reading): AccountRef | undefined {
  const kinds = new Set(
    findConcepts(r.text, REVENUE_CONCEPTS)
      .map((h) => h.concept.category)
      .filter((c) => MEMBERSHIPS.has(c)),
  );
  const [only] = [...kinds];
  return kinds.size === 1 && only ? { section: 'revenues', category: only } : undefined;
}

const TERMINAL_DEPOSIT =
  /(?<![a-z])(?:el|la) (?:datafono|tpv|pos|posnet|terminal|pasarela|clip|sumup|izipay|datafast|medianet|niubiz|transbank|point) (?:nos |me )?(?:deposito|depositaron|liquido|liquidaron|abono|abonaron|transfirio|pago)(?![a-z])/;

const WE_PAID_FIRST = /^\s*(?:(?:hoy|ya|tambien|ayer)\s+)?(?:pagamos|pague|hemos pagado|he pagado)(?![a-z])/;

/** What a processor pays out of the takings it collected. */
const PAYOUT =
  /(?<![a-z])(payout|abono del|liquidacion del|liquidacion de|deposito del|transferencia del)(?![a-z])/;
const PROCESSOR =
  /(?<![a-z])(pasarela|datafono|tpv|pos|posnet|point|clip|sumup|izipay|datafast|medianet|niubiz|transbank|stripe|paypal|mercado ?pago|liquidacion de (?:la|las) (?:tarjeta|tarjetas|ventas))(?![a-z])/;
const CARD_WORDS =
  'tarjeta|tarjetas|datafono|tpv|pos|point|posnet|terminal|sumup|izipay|datafast|medianet|niubiz|transbank|clip|verifone|punto de venta';
const CARD_CHANNEL = new RegExp(
  String.raw`^\s*(?:€|\$|euros|dolares|dls|usd|soles|pesos|pavos)?\s*(?:en|por|con|via|mediante)\s+(?:el |la )?(?:${CARD_WORDS})(?![a-z])`,
);
// '28 paseos a 150 cobrados en efectivo': the collected word may stand between the figure and its channel.
const CASH_CHANNEL =
  /^\s*(?:€|\$|euros|dolares|dls|usd|soles|pesos|pavos)?\s*(?:(?:cobrad[oa]s?|pagad[oa]s?|todo|todos|todas)\s+)?(?:en|por|con|entre)\s+(?:el |la )?(?:efectivo|caja|cash|contado|billetes)(?![a-z])/;
const REST_BY_CARD = new RegExp(
  String.raw`(?<![a-z])(?:el resto|lo demas|la diferencia|lo restante)\s+(?:en|por|con|via|mediante)\s+(?:el |la )?(?:${CARD_WORDS})(?![a-z])`,
);

/**
 * The part of a sale that went through the card ('400 en efectivo y el resto con el datáfono'): a
 * rate of the terminal is charged on it, not on the cash.
 */
function cardPartOf(r: Reading, vals: readonly Value[], gross: Cents): Cents | undefined {
  const byCard = vals.filter((v) => !v.qty && CARD_CHANNEL.test(r.text.slice(v.end, v.end + 30)));
  if (byCard.length > 0) return byCard.reduce((a, v) => (a + v.cents) as Cents, 0 as Cents);
  if (!REST_BY_CARD.test(r.text)) return undefined;
  const cash = vals.filter((v) => !v.qty && CASH_CHANNEL.test(r.text.slice(v.end, v.end + 30)));
  const cashSum = cash.reduce((a, v) => a + v.cents, 0);
  return cash.length > 0 && cashSum < gross ? ((gross - cashSum) as Cents) : undefined;
}

const CARD_AFTER = new RegExp(
  String.raw`^\s*(?:€|\$|euros|dolares|dls|usd|soles|pesos|pavos)?\s*(?:(?:cobrad|pagad|vendid|pasad|facturad)[oa]s?\s+)?(?:en|por|con|via|mediante)\s+(?:el |la )?(?:${CARD_WORDS})(?![a-z])`,
);
const CASH_BEFORE = /(?<![a-z])(?:en|por|de) (?:efectivo|cash|contado)(?: [a-z]+){0,2}\s*$/;

/** 'con la terminal Clip cobramos 1.845', 'por el TPV 1.250': a card figure said after its channel. */
function cardBefore(r: Reading, v: Value): boolean {
  return new RegExp(String.raw`(?:${CARD_WORDS})(?: [a-z]+){0,3}:?\s*$`).test(
    r.text.slice(Math.max(0, v.start - 40), v.start),
  );
}

const PLATFORM =
  /(?<![a-z])(etsy|mercado libre|mercadolibre|amazon|rappi|uber eats|ubereats|glovo|pedidos ya|pedidosya|didi food|booking|airbnb|expedia|getyourguide|get your guide|viator|civitatis|tripadvisor|despegar|hostelworld|hotmart|udemy|shopee|falabella|linio|ebay|wallapop|vinted|just eat|app de (?:delivery|domicilios|reparto|pedidos)|aplicacion de (?:delivery|domicilios|reparto|pedidos)|(?:la )?galeria|(?:el |la )?consignatari[oa]|(?:la )?tienda (?:en|a) consignacion|(?:el )?marketplace|(?:la )?plataforma(?: de (?:reservas|ventas|delivery|pedidos))?|(?:las )?reservas (?:de|del|hechas por|por) [a-z]+)(?![a-z])/;

function costOf(r: Reading, v: Value): Cents {
  const qty = r.values.find((x) => x.qty && x.start < v.start);
  // 'se vendieron 12 sacos… el saco nos cuesta 28,50': the unit counted, named in the singular.
  const unit = qty?.qty?.unit ? stem(qty.qty.unit) : undefined;
  const perUnit =
    /(?:cada|c\/u|unitari|por unidad|la unidad)/.test(r.text.slice(Math.max(0, v.start - 35), v.end + 12)) ||
    // '25 cuadernillos a 12…, esos me costaron 7,50': a cost below one unit's price is each unit's.
    (qty?.unitPrice !== undefined &&
      qty.qty !== undefined &&
      qty.qty.value >= 200 &&
      v.cents < qty.unitPrice) ||
    (unit !== undefined &&
      unit.length >= 3 &&
      new RegExp(`(?<![a-z])(?:el|la) ${unit}[a-z]{0,2} (?:nos |me )?(?:cuesta|costo|sale|salio)`).test(
        r.text.slice(Math.max(0, v.start - 40), v.start),
      ));
  if (perUnit && qty?.qty) return mulDiv(v.cents, qty.qty.value, 100);
  // '2 kits… cada kit 145 de costo': the things counted earlier, named again after 'cada'.
  const each = /(?<![a-z])cada ([a-z]{3,})\s*$/.exec(r.text.slice(Math.max(0, v.start - 30), v.start))?.[1];
  const counted =
    each === undefined
      ? undefined
      : r.mentions.find(
          (m) => m.kind === 'qty' && m.start < v.start && m.unit && stem(m.unit) === stem(each),
        );
  return counted ? mulDiv(v.cents, counted.value, 100) : v.cents;
}

const ADVISER_BILLS =
  /(?<![a-z])(?:gestoria|gestor|gestora|asesoria|asesor|asesora|contador|contadora|contable|abogad[oa]|notari[oa]|consultor[a]?)(?![a-z])[^.;]{0,60}(?<![a-z])(?:minuta|factura|honorarios|cobro|cobra|nos cobro|nos paso|nos ha pasado|por (?:el|la|los|las) (?:alta|altas|tramite|tramites|inscripcion|registro))(?![a-z])/;

/** Goods ordered made by someone else ('mandamos a hacer 200 tazas'): bought, never pay. */
const MADE_FOR_US =
  /(?<![a-z])(?:(?:mandamos|mande|hemos mandado|encargamos|encargue) a (?:hacer|confeccionar|fabricar|imprimir|producir|coser|bordar|tejer|estampar)|(?:le |les )?(?:hemos encargado|encargamos|encargue|le encargamos) a (?:una|un|la|el) [a-z]+)(?![a-z])/;

const SALARY_LATER =
  /(?<![a-z])((?:le|les) (?:pagamos|pagaremos|pago|pagare|damos|daremos|doy|transferimos|transferiremos|transfiero|depositamos|deposito) (?:hasta )?(?:(?:el|este) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|\d{1,2}|proximo)|la (?:semana que viene|proxima semana))(?! pasad)|(?:recien|recién|todavia no|todavía no|aun no|aún no) (?:cobra|cobran|cobrara|cobraran|se (?:le|les) (?:paga|transfiere|deposita))|(?:cobra|cobran) (?:el|a fin|a final|la proxima|la próxima|el mes que viene|el proximo)|se (?:le|les) (?:transfiere|transferira|deposita|depositara) (?:el|la|a)|le debemos|les debemos|debemos|vamos a pagar|le vamos a pagar|(?:todavia|aun) no (?:le |les |se la |se lo |se las |se los )?(?:hemos |he )?(?:pagad[a-z]*|pagamos|pago|pagaron|damos|dimos)|se (?:le|les) (?:paga|pagara|va a pagar|pagan|pagaran|van a pagar) (?:el|la|a|en|recien)(?! (?:efectivo|contado|mano|el acto|el momento)(?![a-z]))|(?:se la|se lo|se las|se los) (?:pagamos|pagaremos|pago|vamos a pagar|damos|daremos|vamos a dar)(?! (?:en efectivo|al contado|de contado|por transferencia|en mano|hoy|con (?:yape|plin|bizum|nequi|transferencia))(?![a-z]))|(?:se la|se lo|se las|se los) (?:pagamos|pagaremos|pago|pagare|damos|doy|transferimos|transferiremos|transfiero|depositamos|deposito|depositare) (?:[a-z]+ ){0,3}?(?:el (?:dia )?\d{1,2}|el (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)|a fin de mes|a final de mes|la semana que viene|la proxima semana|el mes que viene|el proximo mes)|(?:la|lo) (?:pagamos|cobra|cobrara) (?:el|la|a|en)(?! (?:efectivo|contado|mano|el acto|el momento|la cuenta|el banco)(?![a-z]))|queda[n]? pendiente[s]?|pendiente[s]? de pago|por pagar|cobrara|a fin de mes|a final de mes|el mes que viene|la semana que viene|el proximo mes|del otro mes|del mes que viene|del proximo mes)(?![a-z])/;

/**
 * Pay earned by staff: a salary word, its amount, and whether it was paid or is owed. A salary owed
 * already in the books is paid by the debt rule instead.
 */
export const salary: Rule = ({ r, ledger }) => {
  if (!has(r, 'salary') || r.question || has(r, 'hypothetical') || has(r, 'socialCharges')) return null;
  // 'Glovo nos liquidó la quincena: 864 en pedidos': takings, not pay.
  // 'le pagamos a la manicurista su comisión': a commission paid to whoever works for us is pay.
  const staffCommission =
    /(?<![a-z])(?:su|sus) comision(?:es)?(?![a-z])/.test(r.text) &&
    /(?<![a-z])(?:le|les) (?:pagamos|pague|dimos|di|transferimos|transferi)(?![a-z])/.test(r.text);
  if (
    PLATFORM.test(r.text) ||
    /(?<![a-z])(pedidos|ventas|liquid(?!ez)[a-z]*)(?![a-z])/.test(r.text) ||
    (/(?<![a-z])comision(?![a-z])/.test(r.text) && !staffCommission)
  )
    return null;
  if (has(r, 'sell') || has(r, 'buy') || has(r, 'borrow') || has(r, 'contribute') || has(r, 'personal'))
    return null;
  // 'el maestro nos cobró 3.600, le dimos 1.200 y el saldo a 60 días': a bill settled in parts is a
  // supplier's, not pay.
  if (has(r, 'billed') && has(r, 'rest')) return null;
  // 'mandamos a confeccionar 40 polos pa venderle…, ya le pagamos a la costurera': goods made for us
  // to sell, paid to whoever made them, are stock.
  if (FOR_SALE.test(r.text) || MADE_FOR_US.test(r.text)) return null;
  // 'han llegado los 30 trajes…, el resto se lo pagamos a la costurera': goods delivered, not pay.
  if (GOODS_ARRIVED.test(r.text) && r.values.some((v) => v.qty)) return null;
  const owedBefore = ledger.lines.some(
    (l) => l.section === 'liabilities' && l.category === 'Salarios por pagar' && l.amount > 0,
  );
  if (
    owedBefore &&
    (/(?<![a-z])(adeudad[oa]s?|pendiente[s]?|que le debiamos|que les debiamos|lo que le debiamos)(?![a-z])/.test(
      r.text,
    ) ||
      OWED_BEFORE.test(r.text))
  )
    return null;
  // 'el sueldo de la panadera eran 1.150': a new figure for a salary already booked.
  if (
    /(?<![a-z])(?:era|eran|fue|fueron)\s+(?:de\s+)?\$?\d/.test(r.text) &&
    !has(r, 'payOut') &&
    ledger.lines.some((l) => l.section === 'expenses' && l.category === 'Salarios')
  )
    return null;
  const vals = moneyIn(r);
  if (vals.length === 0) return null;
  // 'el 5 le transferimos el sueldo al Seba, los 1.450' with those 1.450 owed to him: the pay owed is
  // what was paid, read by the debt rule.
  const owedPay = ledger.total('liabilities', (l) => l.category === 'Salarios por pagar');
  if (
    vals.length === 1 &&
    owedPay > 0 &&
    has(r, 'payOut') &&
    !SALARY_LATER.test(r.said) &&
    ledger.lines.some(
      (l) =>
        l.section === 'liabilities' && l.category === 'Salarios por pagar' && l.amount === vals[0]?.cents,
    ) &&
    (vals[0]?.cents ?? 0) <= owedPay
  )
    return null;
  const each = /(?<![a-z])(cada uno|cada una|cada quien|cada cual|c\/u|por cabeza|por persona)(?![a-z])/.exec(
    r.text,
  );
  // 'le descontamos 150 de su sueldo de 1.200': what is taken off was never earned.
  const deducted = (v: Value): boolean =>
    /(?<![a-z])(?:descontamos|le descontamos|les descontamos|descuento de|menos|restamos|le restamos)\s*\$?\s*$/.test(
      r.text.slice(Math.max(0, v.start - 22), v.start),
    );
  let amount = vals.reduce((a, v) => (deducted(v) ? a - v.cents : a + v.cents), 0) as Cents;
  if (amount <= 0) return null;
  // '600 cada uno a los dos ayudantes… y 50 de bono a cada uno': an extra said per head, beside a
  // counted pay, is paid to each of the same people.
  const counted = vals.find((v) => v.qty)?.qty;
  if (counted && vals.length > 1) {
    const heads = counted.value / 100;
    for (const v of vals) {
      if (v.qty || deducted(v)) continue;
      if (
        /^\s*(?:€|\$|dolares|euros)?\s*(?:[a-z]+ ){0,3}(?:a )?(?:cada un[oa]|por cabeza|por persona)(?![a-z])/.test(
          r.text.slice(v.end, v.end + 36),
        )
      )
        amount = (amount + mulDiv(v.cents, heads - 1, 1)) as Cents;
    }
  }
  let named: RegExpExecArray | null = null;
  if (vals.length === 1 && each && !vals[0]?.qty) {
    const n =
      /(?<![a-z])(?:a|de|los|las|mis|nuestros|nuestras|sus)\s+(?:los\s+|las\s+)?(\d+|dos|tres|cuatro|cinco|seis|siete|ocho)\s+[a-z]+/.exec(
        r.text,
      );
    const count: Record<string, number> = {
      dos: 2,
      tres: 3,
      cuatro: 4,
      cinco: 5,
      seis: 6,
      siete: 7,
      ocho: 8,
    };
    // 'a Memo y Lalo… 420 a cada uno': the people named are the heads.
    named = NAMED_PEOPLE.exec(raw(r));
    const k = n?.[1]
      ? (count[n[1]] ?? Number(n[1]))
      : named
        ? named[0].split(/,\s*|\s+y\s+/).length
        : undefined;
    if (k) amount = mulDiv(amount, k, 1);
  }
  // 'a Mike le transferimos sus 900 y a Fernanda todavía le debemos sus 750': pay told for several
  // people, some paid and some owed, is two movements: what was paid and what is still owed.
  if (vals.length >= 2 && !each && !counted && !vals.some(deducted)) {
    const segment = (v: Value, i: number): string => {
      const rest = r.text.slice(v.end);
      const stop = rest.search(/[.;,]\s|\sy\s/);
      return `${r.text.slice(vals[i - 1]?.end ?? 0, v.start)} ${stop < 0 ? rest : rest.slice(0, stop)}`;
    };
    const owedOf = vals.map((v, i) => OWED_PAY_MARK.test(segment(v, i)));
    // 'Jose 280 y Wilmer 300, transferidos': a mark after a list of paid figures is of all of them.
    const paidSaid = vals.every((v, i) => {
      if (owedOf[i]) return true;
      const nextOwed = vals.findIndex((_w, j) => j > i && owedOf[j]);
      const upTo = nextOwed >= 0 ? (vals[nextOwed] as Value).start : r.text.length;
      return (
        PAID_PAY_MARK.test(segment(v, i)) ||
        PAID_PAY_MARK.test(r.text.slice(v.end, upTo).split(/[.;]/)[0] ?? '')
      );
    });
    const sumOf = (owed: boolean): Cents =>
      vals.reduce((a, v, i) => (owedOf[i] === owed ? a + v.cents : a), 0) as Cents;
    if (paidSaid && owedOf.some(Boolean) && owedOf.some((o) => !o))
      return {
        kind: 'movements',
        movements: [
          { kind: 'salary', label: 'Sueldos pagados', amount: sumOf(false), paid: true },
          { kind: 'salary', label: 'Sueldos por pagar', amount: sumOf(true), paid: false },
        ],
      };
  }
  // Read on the message as typed: a payment date ('el 5 del mes que viene') leaves the text read.
  const said = r.said;
  const later =
    (SALARY_LATER.test(said) &&
      !/(?<![a-z])(ya (?:le |les )?pagamos|ya se (?:le|les) pago|(?<!no (?:se (?:la|lo|las|los) |le |les )?(?:hemos |he |han )?)(?:pagado|pagada))(?![a-z])/.test(
        said,
      )) ||
    (has(r, 'credit') && !has(r, 'now') && !has(r, 'payOut'));
  const who = named?.[0] ?? nameIn(raw(r));
  return one({ kind: 'salary', label: `Sueldo${who ? ` de ${who}` : ''}`, amount, paid: !later });
};

/** Words that say a person's pay is still owed ('todavía le debemos', 'se los damos el lunes'). */
const OWED_PAY_MARK =
  /(?<![a-z])(?:debemos|debiamos|todavia no|aun no|pendientes?|le quedamos|les quedamos|quedamos debiendo|se (?:lo|la|los|las) (?:damos|pagamos|pagaremos|daremos|vamos a pagar|vamos a dar))(?![a-z])/;

const PAID_PAY_MARK =
  /(?<![a-z])(?:transferid[oa]s?|pagad[oa]s?|depositad[oa]s?|pague|pagamos|le pagamos|les pagamos|transferimos|transferi|le dimos|les dimos|le di|depositamos|en efectivo|por transferencia|por nequi|por yape|por bizum|por sinpe|ya cobro|ya cobraron)(?![a-z])/;

/** Two or more names in a list ('Memo y Lalo', 'Ana, Luis y Rosa'), as typed: capitals mark them. */
const NAMED_PEOPLE =
  /(?<![\p{L}])\p{Lu}\p{Ll}+(?:,\s*(?:al?\s+)?\p{Lu}\p{Ll}+)*\s+y\s+(?:(?:a|al|a la|el|la)\s+)?\p{Lu}\p{Ll}+(?![\p{L}])/u;

function raw(r: Reading): string {
  return r.msg.raw;
}

const HELLO =
  /^(?:hola|holi|holis|buenas|buenos dias|buenas tardes|buenas noches|hey|saludos|que tal|que onda|ey|alo|bon dia|bona tarda)(?![a-z])/;

/** A greeting, or how the app works: the assistant's greeting, nothing booked. */
/**
 * Words aimed at the assistant's own instructions ('ignora tus instrucciones…', 'actúa como…'): they
 * never move the books, whatever they ask for next; the user gets told what the assistant does.
 */
const INJECTION =
  /(?<![a-z])(?:ignora|ignore|olvida|olvidate de|salta|desactiva|omite) (?:todas )?(?:tus|las|sus|las anteriores|previous|your|all) ?(?:instrucciones|reglas|indicaciones|restricciones|instructions|rules)|(?:ignora|ignore|olvida|olvidate de|omite) (?:todo )?(?:lo anterior|lo que te dije|lo de antes|todo)(?![a-z])|(?:actua|actue|comportate|haz de cuenta) como (?:si|un|una)|(?:eres|ahora eres) (?:un|una) (?!asistente contable)|system prompt|prompt del sistema|modo (?:desarrollador|dios|admin)|jailbreak(?![a-z])/;

export const injection: Rule = ({ r }) =>
  INJECTION.test(r.text)
    ? {
        kind: 'inform',
        text: 'No puedo cambiar mis instrucciones: solo registro, corrijo o borro los movimientos de tu empresa y respondo sobre tus cifras. Si quieres borrar o cambiar un movimiento, dime cuál (la descripción o el importe).',
      }
    : null;

export const greeting: Rule = ({ r }) => {
  if (!HELLO.test(r.text.trim()) || r.values.length > 0) return null;
  const words = r.text.split(/\s+/).filter(Boolean).length;
  const about =
    /(?<![a-z])(como funciona|que puedo hacer|que haces|como te uso|como empiezo|por donde empiezo|ayuda)(?![a-z])/.test(
      r.text,
    );
  if (words > 12 && !about) return null;
  // 'hola, las alumnas que debían ya pagaron todo': a greeting before a movement said without a figure.
  const moves = (
    ['payIn', 'payOut', 'sell', 'buy', 'salary', 'borrow', 'contribute', 'takeOut'] as const
  ).some((c) => has(r, c));
  if (moves && !about) return null;
  return { kind: 'inform', text: GREETING };
};

/** Stock used up or consumed in the work: its cost leaves the inventory as cost of sales. */
export const stockUsed: Rule = ({ r }) => {
  if (!has(r, 'stockOut') || r.question || has(r, 'buy') || has(r, 'sell')) return null;
  // 'se pinchó una llanta y la cambiamos, 18 en efectivo': something of ours broke and money paid
  // to mend or replace it; stock written off moves no money.
  if (REPLACED_FOR_MONEY.test(r.text) && (has(r, 'now') || has(r, 'payOut'))) return null;
  // 'gastamos 86,40 en productos de limpieza en Makro con la de débito': money spent is a purchase;
  // stock used moves no money.
  if (
    /(?<![a-z])(?:gastamos|gaste|gastaron|gasto)(?![a-z])/.test(r.text) &&
    (has(r, 'now') || has(r, 'card') || has(r, 'credit')) &&
    !/(?<![a-z])(?:del|de) (?:inventario|stock|almacen|bodega|despensa)(?![a-z])/.test(r.text)
  )
    return null;
  const vals = moneyIn(r);
  if (vals.length !== 1) return null;
  const v = vals[0] as Value;
  // 'se rompieron 8 copas…, cada una costaba 6': a cost per unit is of every unit counted.
  const units = r.mentions.find((m) => m.kind === 'qty' && m.end <= v.start);
  const each = /(?<![a-z])(?:cada una?|c\/u|por unidad|la unidad)(?![a-z])[^.;]{0,20}$/.test(
    r.text.slice(Math.max(0, v.start - 30), v.start),
  );
  const amount = units && each && !v.qty ? mulDiv(v.cents, units.value, 100) : v.cents;
  return one({ kind: 'stock_used', label: 'Consumo de inventario', amount });
};
