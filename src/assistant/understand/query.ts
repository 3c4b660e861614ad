import {
  CASH_TRANSFER_TEXT,
  ACCOUNT,
  CATEGORY,
  accountBalances,
  cents,
  computeFigures,
  formatMoney,
  formatPercent,
  makeLine,
  namesFor,
  ratios,
  type Cents,
  type Currency,
  type Figures,
  type Line,
  type Section,
  type StateView,
} from '../../domain';
import { joinEs } from '../local/format';
import { explainConcept } from '../local/inform';
import { ADVICE, CONCEPT, DELETE, EDIT, HOW_TO_BOOK, withoutDayReport } from '../local/intent';
import type { Ledger, LedgerLine } from '../local/ledger';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts, REVENUE_CONCEPTS } from '../local/lexicon';
import { canonical } from '../local/refs';
import { normalize, words } from '../local/text';
import { has, read, type Reading } from '../reading/read';
import type { Rule, RuleInput, Understood } from './rules';

/**
 * Questions about the books (movimientos.md §11, Consultar): cash, receivables, debt (total, short
 * term, a named creditor or several, the loan, the card, taxes, customer advances), inventory (or the
 * named items), revenue and expenses (total or the named kinds), salaries, cost of sales, profit or
 * loss, assets (total, current, fixed, named ones at their net book value), capital contributed,
 * equity, whether the balance squares and the ratios. Every figure comes from the domain (its
 * computed figures and account balances, or the sum of the lines a question names) and is written by
 * the domain's `formatMoney`. Anything that is not a question about figures passes (null): concepts,
 * 'why' questions and hypotheses are explained elsewhere, and movements are booked elsewhere.
 */
export const query: Rule = (input) => answerQuestion(input, currencyOf(input));

/** The company's currency, once the dispatcher passes it to the rules; dollars until then. */
function currencyOf(input: RuleInput): Currency {
  const c = (input as RuleInput & { readonly currency?: Currency }).currency;
  return c ?? 'USD';
}

export function answerQuestion(input: RuleInput, currency: Currency): Understood | null {
  const several = severalQuestions(input, currency);
  const one = several ?? answerOne(input, currency);
  return one?.kind === 'query' ? { kind: 'query', text: withJoinedAsks(input, currency, one.text) } : one;
}

/** A second question joined by 'y' ('¿cuánto hay en caja y cuánto le debemos al banco?'). */
const JOINED_ASK = /[\s,]+y\s+(?=(?:cu[aá]nt[oa]s?|qu[eé] tanto|qu[eé] saldo)(?![\p{L}]))/giu;

/**
 * Each question joined by 'y' is answered: read whole, one topic can hide another ('banco' read as
 * the lender hides the cash asked before it). An answer the whole reply already gives is not repeated.
 */
function withJoinedAsks(input: RuleInput, currency: Currency, text: string): string {
  const raw = input.raw;
  const cuts = [...raw.matchAll(JOINED_ASK)].map((m) => m.index);
  if (cuts.length === 0) return text;
  const parts: string[] = [];
  let from = 0;
  for (const cut of [...cuts, raw.length]) {
    parts.push(raw.slice(from, cut));
    from = cut;
  }
  const out = [text];
  for (const part of parts) {
    const one = answerOne({ ...input, r: read(part), raw: part }, currency);
    if (one?.kind !== 'query') continue;
    const fresh = one.text.split(/(?<=\.)\s+/).filter((sentence) => !out.some((o) => o.includes(sentence)));
    if (fresh.length) out.push(fresh.join(' '));
  }
  return out.join(' ');
}

/**
 * '¿cuánto debemos en total? ¿y de eso cuánto es al proveedor?': each question is answered, the later
 * ones read with the earlier ones before them ('de eso' is the debt asked first).
 */
function severalQuestions(input: RuleInput, currency: Currency): Understood | null {
  const raw = input.raw;
  const cuts = [...raw.matchAll(/\?+/g)]
    .map((m) => m.index + m[0].length)
    .filter((i) => /\p{L}{3}/u.test(raw.slice(i)));
  if (cuts.length === 0) return null;
  const texts: string[] = [];
  for (const cut of [...cuts, raw.length]) texts.push(raw.slice(0, cut));
  const answers: string[] = [];
  for (const [i, text] of texts.entries()) {
    const part = i === 0 ? text : `${texts[0] ?? ''} ${text.slice((texts[i - 1] ?? '').length)}`;
    const one = answerOne({ ...input, r: read(part), raw: part }, currency);
    if (!one || one.kind !== 'query') return null;
    if (!answers.includes(one.text)) answers.push(one.text);
  }
  return answers.length > 1 ? { kind: 'query', text: answers.join(' ') } : null;
}

function answerOne({ r, ledger, raw }: RuleInput, currency: Currency): Understood | null {
  const t = r.text;
  // '¿pasé lo de Mercado Pago al banco, hace falta anotar algo?': how to book, not a figure asked.
  if (r.question && HOW_TO_BOOK.test(t))
    return MOVED_MONEY.test(t) ? { kind: 'inform', text: CASH_TRANSFER_TEXT } : null;
  if (asksWhatSomethingIs(r)) return { kind: 'inform', text: explainKind(t) };
  if (WHERE_TO_SEE.test(t)) return { kind: 'inform', text: WHERE_TEXT };
  if (!asksAboutFigures(r)) return null;
  const topics = topicsOf(t);
  // '¿el dinero de la seña ya es nuestro?': a yes-or-no question about what something is.
  if (!ASKS.test(t) && !NOUN_ASK.test(t) && !topics.some((x) => FIGURES.has(x.answer)))
    return EXPLAINED.test(t) ? { kind: 'inform', text: explainKind(t) } : null;
  const books = booksOf(ledger, currency);
  // Names are also read from the message as typed: typo repair may turn a real word into another.
  const asked = raw ? `${t} . ${normalize(raw)}` : t;
  const parts = topics.map((topic) => topic.answer(books, asked)).filter((p): p is string => p !== null);
  if (parts.length === 0) {
    if (!SUMMARY.test(t)) return null;
    parts.push(summary(books));
  }
  return { kind: 'query', text: parts.join(' ') };
}

/** Money moved between the till, the bank and wallets, asked about. */
const MOVED_MONEY =
  /(?<![a-z])(?:pase|pasamos|paso|transferi|transferimos|deposite|depositamos|lleve|llevamos|meti|metimos|ingrese|ingresamos|(?:he|hemos) ingresado)(?![a-z])[^?]*(?<![a-z])(?:cuenta|banco|caja|billetes|monedas|efectivo)(?![a-z])/;

// ── is it a question about the figures? ─────────────────────────────────────────────────────

const b = (s: string): RegExp => new RegExp(`(?<![a-z])(?:${s})(?![a-z])`);

/** Words that ask for an amount or a state of the books, wherever they stand in the message. */
const ASKS = b(
  [
    '(?<!en )cuant[oa]s?(?! antes| veces| dias| anos| meses| tiempo)',
    'en cuanto(?! (?:llegue|lleguen|pueda|podamos|nos|me|le|les|tenga|tengamos|cobre|cobremos|termine|terminemos|este|esten|se|a ))',
    'dime',
    'dame',
    'decime',
    'dinos',
    'digame',
    'diganme',
    '(?:quiero|queria|necesito|necesitaria|pasame|pasa|mandame|revisa|revisame|chequea|consulta|consultame|calcula|calculame|averigua|a ver) (?:saber |ver |conocer )?(?:el|la|los|las|cuanto|cuanta|cuantos|cuantas|como|si)',
    'me (?:dices|das|decis|pasas|puedes decir|podes decir|podrias decir|dirias|muestras)',
    'cual(?:es)? (?:es|son|seria|fue)',
    'que (?:saldo|total|monto|importe|resultado|cifra|valor|utilidad|deuda|tenemos que pagar)',
    'hay (?:algo|alguna?|utilidad|ganancia|perdida|deudas?)',
    'tenemos (?:deudas?|algo pendiente|utilidad|ganancias?|perdidas?)',
    '(?:estamos|venimos|vamos|seguimos|andamos) (?:ganando|perdiendo|en (?:perdida|perdidas|ganancia|rojo|numeros rojos|positivo|negativo))',
    'ganamos o perdemos',
    'salimos (?:ganando|perdiendo)',
    'que (?:nos )?(?:queda|quedan|falta|faltan|debemos|deben)',
    '(?:debemos|deben|debe|queda|quedan|falta|faltan|hay) algo',
    'que deudas',
    'que (?:tenemos|hay) (?:en|de)',
    // '¿qué activos fijos tenemos?', '¿qué deudas nos quedan?': what the books hold of a kind.
    '(?<!lo |de lo )que (?!le |les |nos |me |lo |la |se )[a-z]+(?: [a-z]+)? (?:tenemos|hay|nos quedan?|debemos|tiene la empresa)',
    'ganando o perdiendo',
    'muestrame',
    'mostrame',
    'ensename',
    '^resumen(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))',
    '(?:dame|dime|haz|hazme|quiero|necesito|me das|me haces|un|mini) (?:un )?resumen',
    'como (?:vamos|estamos|andamos|venimos|nos va|va la empresa|va el negocio|van las cuentas|van los numeros)',
    'que tal (?:vamos|andamos|estamos|van las cuentas|van los numeros)',
    'cuadra',
    'cuadran',
  ].join('|'),
);

/** A short question or request that is only the thing asked ('saldo de caja', '¿y los gastos totales?'). */
const NOUN_ASK =
  /^(?:y |oye,? |che,? )?(?:el |la |los |las |nuestro |nuestra |nuestros |nuestras )?(?:saldo|total|totales|resumen(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))|balance|utilidad|resultado|ganancia|perdida|patrimonio|efectivo|caja|deuda|deudas|pasivos?|activos?|inventario|stock|ingresos|ventas|gastos|capital|prestamos?|creditos?|hipoteca|tarjeta|proveedores|impuestos|sueldos|clientes)(?![a-z])/;

/** Questions about where something goes or what it is, without asking an amount: concepts. */
const CONCEPTISH =
  /(?<![a-z])(?:(?:va|van|iria|irian|entra|entran|cuenta|cuentan|se considera|se consideran|se registra|se registran|se anota|se apunta|se pone|se contabiliza|debe ir|deberia ir|tiene que ir|lo pongo|la pongo|lo pusiste|lo registras)\s+(?:como|en)|es (?:un |una )?(?:gasto|activo|pasivo|ingreso|patrimonio|capital)(?![a-z])|son (?:gastos?|activos?|pasivos?|ingresos?)(?![a-z])|es lo mismo|es igual|da lo mismo)/;

/** Asking an opinion or a recommendation: small talk or advice, never a figure. */
const OPINION =
  /(?<![a-z])(?:sabes|sabe usted|recomienda[s]?|recomendas|opinas|crees que|me sugieres)(?![a-z])/;

/** How much one should charge, pay oneself or set aside: advice, not a figure of the books. */
const SHOULD =
  /(?<![a-z])(?:puedo|podemos|podria|podriamos|deberia|deberiamos|debo|debemos|tengo que|hay que) (?:cobrar|cobrarle|cobrarles|pagarme|pagarnos|asignar(?:me|nos)?|poner(?:me|nos)?|sacar|retirar|ahorrar|invertir|pedir|gastar)(?![a-z])/;

/** The message opens as a question for an amount (a figure after this is part of the question). */
const LEADS =
  /^(?:y |oye,? |una pregunta,? |pregunta,? |che,? |oiga,? |hola,? )?(?:cuant|cual es|cuales son|a cuanto|de cuanto|en cuanto|con cuanto|hay algo|dime|dame|decime)/;

const LOAN_NOUN = /^(?:prestamo|credito [a-z ]+|hipoteca|linea de credito|microcredito|ico|cuota [a-z ]+)$/;

/** Cues of a new movement: with them, only a real question is a question. */
const MOVES = ['sell', 'buy', 'payOut', 'payIn', 'contribute', 'borrow', 'lendOut', 'instalment'] as const;

/** '¿la máquina es un activo o un gasto?': a question about what something is, not about a figure. */
function asksWhatSomethingIs(r: Reading): boolean {
  const t = r.text;
  if (!/\?/.test(r.msg.raw) || r.values.length > 0 || /(?<![a-z])cuant/.test(t)) return false;
  if (EDIT.test(t) || DELETE.test(t)) return false;
  // '¿qué activos fijos tenemos?' asks about the books, not what a word means.
  if (
    /(?<![a-z])(?:tenemos|tengo|hay en|tiene la empresa|nos queda[n]?|llevamos|debemos|nos deben)(?![a-z])/.test(
      t,
    )
  )
    return false;
  return CONCEPTISH.test(t) && !OPINION.test(t);
}

/** Where the statements are: a question about the app, not about a figure. */
const WHERE_TO_SEE =
  /(?<![a-z])(?:donde|como) (?:veo|puedo ver|se ve|encuentro|miro|reviso|consulto|saco|descargo|exporto|imprimo)(?![a-z])/;
const WHERE_TEXT =
  'Los estados financieros (estado de resultados, estado de situación financiera, cambios en el patrimonio y flujo de efectivo) y los ratios están en el informe de la empresa, y se actualizan con cada movimiento. Si quieres una cifra concreta, pregúntamela aquí: por ejemplo, «¿cuánto ganamos?» o «¿cuánto debemos a corto plazo?».';

/** Words of the explanations below: a yes-or-no question about them is a concept. */
const EXPLAINED =
  /(?<![a-z])(?:senas?|senal|anticipos?|adelantos?|garantias?|depositos?|fianza|capital|aportes?|prestamos?|creditos?|depreciacion|amortizacion|activos?|pasivos?|patrimonio|gastos?|ingresos?)(?![a-z])/;

function explainKind(t: string): string {
  if (/(?<![a-z])(?:senas?|senal|anticipos?|adelantos?)(?![a-z])/.test(t) && !/proveedor/.test(t))
    return 'Todavía no es ingreso: la seña o el anticipo de un cliente es un pasivo (Otros pasivos corrientes) mientras no entregues lo pedido, porque se lo debes en producto o servicio (o en devolución). El dinero ya está en caja; cuando entregues, ese pasivo pasa a ingreso.';
  if (/(?<![a-z])(?:garantias?|depositos?|fianza)(?![a-z])/.test(t))
    return 'Una garantía o depósito que te devolverán al final del contrato no es un gasto: es un activo (Otros activos no corrientes si el contrato dura más de un año), porque ese dinero sigue siendo de la empresa.';
  if (/(?<![a-z])(?:capital|aportes?)(?![a-z])/.test(t))
    return 'Lo que ponen los socios no es un ingreso ni un préstamo: es patrimonio (Capital social o Aportes de socios). No cambia la utilidad; sube el efectivo (o el bien aportado) y el patrimonio por el mismo importe.';
  if (/(?<![a-z])activos?(?![a-z])/.test(t) && /(?<![a-z])gastos?(?![a-z])/.test(t))
    return 'Depende de si se queda en la empresa: lo que compras y usarás más de un año (una máquina, un vehículo, un equipo, un programa que es tuyo) es un activo no corriente y pasa a gasto poco a poco con la depreciación o la amortización; lo que se consume en el período (un servicio, una suscripción, un arreglo, los insumos usados) es un gasto.';
  return explainConcept(t);
}

function asksAboutFigures(r: Reading): boolean {
  const t = r.values.length > 0 ? withoutDayReport(r.text) : r.text;
  const mark = /\?/.test(r.msg.raw);
  const asks = ASKS.test(t);
  if (!mark && !asks && !(NOUN_ASK.test(t) && t.split(' ').length <= 6)) return false;
  if (CONCEPT.test(t) || has(r, 'why') || has(r, 'hypothetical') || ADVICE.test(t) || SHOULD.test(t))
    return false;
  // 'pasa la parte al gasto', 'reconoce lo ganado': an order to book, not a question.
  if (!mark && (has(r, 'recognizeExpense') || has(r, 'recognizeIncome'))) return false;
  if (OPINION.test(t)) return false;
  // 'pagamos lo que debemos de la harina': a payment told, not a question about the debt.
  if (
    !mark &&
    /^(?:ya )?(?:(?:le|les) )?(?:pagamos|pague|saldamos|salde|cancelamos|cancele|abonamos|abone|liquidamos|liquide|cobramos|cobre|devolvimos|devolvi|consignamos|consigne|transferimos|transferi|depositamos|deposite|giramos|gire|yapeamos|yapee)(?![a-z])/.test(
      t.trim(),
    )
  )
    return false;
  // 'Don Tito nos pagó todo…, y le pagamos la mitad de lo que debemos de la sobadora': payments told.
  if (
    !mark &&
    (has(r, 'payOut') || has(r, 'payIn')) &&
    !/(?<![a-z])(?:cuant[oa]s?|cual|cuales|dime|dame|decime|dinos|muestrame|ensename)(?![a-z])/.test(t)
  )
    return false;
  if (
    /(?<![a-z])si (?:compro|compramos|vendo|vendemos|pido|pedimos|pagamos|pago|tomamos|tomo|financio|financiamos)(?![a-z])/.test(
      t,
    )
  )
    return false;
  if (!/(?<![a-z])cuant/.test(t) && CONCEPTISH.test(t)) return false;
  const leads = LEADS.test(t);
  if ((DELETE.test(t) || EDIT.test(t)) && !leads) return false;
  // 'el préstamo', 'la cuota del crédito' name a debt; they are not a movement by themselves.
  const moves = r.hits.some(
    (h) =>
      (MOVES as readonly string[]).includes(h.cue) &&
      !((h.cue === 'borrow' || h.cue === 'instalment') && LOAN_NOUN.test(t.slice(h.start, h.end))),
  );
  // A figure in the message: a movement or a correction, unless the message opens as a question.
  if (r.values.length > 0 && (!leads || moves || EDIT.test(t))) return false;
  if (moves && !asks) return false;
  return true;
}

// ── the books as the domain computes them ───────────────────────────────────────────────────

interface Books {
  readonly ledger: Ledger;
  readonly figures: Figures;
  /** Balance of an account or category, both terms together. */
  readonly account: (section: Section, name: string) => Cents;
  /** Accounts of a section with a balance other than zero. */
  readonly accounts: (
    section: Section,
    filter?: (name: string) => boolean,
  ) => { name: string; amount: Cents }[];
  readonly m: (x: Cents) => string;
  readonly state: StateView;
}

function booksOf(ledger: Ledger, currency: Currency): Books {
  const state: Record<Section, Line[]> = {
    revenues: [],
    expenses: [],
    assets: [],
    liabilities: [],
    equity: [],
  };
  ledger.lines.forEach((l, i) =>
    state[l.section].push(
      makeLine({
        id: `q${i}`,
        section: l.section,
        category: l.category,
        description: l.description,
        amount: l.amount,
        ...(l.type ? { type: l.type } : {}),
        ...(l.transactionId ? { transactionId: l.transactionId } : {}),
      }),
    ),
  );
  const balances = accountBalances(state);
  const accounts = (
    section: Section,
    filter?: (name: string) => boolean,
  ): { name: string; amount: Cents }[] => {
    const byName = new Map<string, number>();
    for (const x of balances)
      if (x.section === section && (!filter || filter(x.account)))
        byName.set(x.account, (byName.get(x.account) ?? 0) + x.amount);
    return [...byName]
      .filter(([, amount]) => amount !== 0)
      .map(([name, amount]) => ({ name, amount: cents(amount) }));
  };
  return {
    ledger,
    state,
    figures: computeFigures(state),
    account: (section, name) => cents(accounts(section, (n) => n === name).reduce((a, x) => a + x.amount, 0)),
    accounts,
    m: (x) => formatMoney(x, currency),
  };
}

const sumOf = (lines: readonly { amount: number }[]): Cents => cents(lines.reduce((a, l) => a + l.amount, 0));

// ── naming things that are in the books ─────────────────────────────────────────────────────

/** Words of a question that never name a line: function words, question words and topic words. */
const NOT_NAMES = new Set(
  (
    'a al algo alguna alguno ante aun ahora ahi alli asi aqui bien cada como con contra cual cuales cuando cuanto cuanta cuantos cuantas de del desde donde dos el ella ellos en entre era es esa ese eso esta este esto estos estas fue ha han hay he hemos hoy la las le les lo los mas me mi mis muy nada ni no nos nuestro nuestra nuestros nuestras o os otra otro otros para pero por que se sea ser si sin sobre solo son su sus tal tambien te todo todos toda todas tu un una uno unos unas ya yo y e u ' +
    'oye che hola pregunta duda dime dame decime dinos digame quiero queria saber necesito dices das puedes podes podrias favor porfa ' +
    'tenemos tengo tiene tienen teniamos llevamos lleva llevan vamos van va estamos esta estan hemos habia sumando suman suma sumado sumados sumadas total totales llega llegan llegamos asciende ascienden monto importe cifra valor valen vale saldo saldos queda quedan quedo resta restan falta faltan contamos contando incluido incluida incluidos incluyendo incluye todavia momento mismo fecha ' +
    'mes meses ano anos semana semanas dia dias trimestre periodo ejercicio enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre ahorita hasta va lo que ' +
    'debemos debo debe deben debiendo adeudamos adeuda deuda deudas pasivo pasivos pagar pagado pagamos pago pagos pendiente pendientes tenemos cobrar cobrado cobramos cobro cobros clientes cliente ' +
    'gente proveedor proveedores acreedor acreedores prestamo prestamos credito creditos banco bancos tarjeta tarjetas hacienda impuesto impuestos ' +
    'inventario inventarios stock existencias bodega almacen mercaderia mercancia ' +
    'vendido vendida vendidos vendidas vendimos venta ventas facturado facturada facturamos facturacion ingreso ingresos ingresado ingresamos entrado entro recaudado ' +
    'gasto gastos gastado gastamos gastando costo coste costado costaron costo cuesta fue fueron ido ' +
    'activo activos fijo fijos corriente corrientes balance neto contable contables figura figuran aparece aparecen ' +
    'capital aporte aportes aportado aportamos pusimos pusieron metimos patrimonio ' +
    'dinero plata pasta lana guita caja efectivo cuenta cuentas disponible ' +
    'ganando perdiendo ganado perdido ganamos perdemos resultado utilidad ganancia perdida beneficio ' +
    'depreciacion amortizacion depreciado ya nada ojo entonces dijiste ' +
    'actual actualmente exactamente aproximadamente menos pagaron pago pagarle pagarles cobrarle cobrarles devolver devuelto ' +
    'registrado registrada anotado anotada apuntado apuntada sale salen sistema app contabilidad negocio empresa ' +
    'puedes podrias revisar ver mira mirar calcula calcular decir sabes'
  ).split(' '),
);

/** Canonical form of a word: accents gone, plural stripped, common synonyms joined ('compu' → 'laptop'). */
const canon = (w: string): string => canonical(w);

function wordsOfText(text: string): string[] {
  return words(normalize(text)).map(canon);
}

/** Whether a question word names a word of a description ('alfareros' → 'Alfarería'). */
function sameWord(a: string, d: string): boolean {
  if (a === d) return true;
  if (a.length >= 5 && d.length >= 5 && (d.startsWith(a) || a.startsWith(d))) return true;
  let p = 0;
  while (p < a.length && p < d.length && a[p] === d[p]) p++;
  return p >= 6 && a.length >= 7 && d.length >= 7;
}

/** Phrases about where a figure is shown, not about what it is ('en libros', 'en el balance'). */
const SHOWN =
  /(?<![a-z])(?:en (?:los )?libros|valor (?:neto |contable |en libros)|(?:en|segun) (?:el )?balance)(?![a-z])/g;

/** The words of a question that may name a line. */
function nameWords(t: string): string[] {
  const out: string[] = [];
  for (const w of words(t.replace(SHOWN, ' '))) {
    if (w.length < 3 || /\d/.test(w) || NOT_NAMES.has(w)) continue;
    const c = canon(w);
    if (!NOT_NAMES.has(c) && !out.includes(c)) out.push(c);
  }
  return out;
}

interface Named {
  /** Lines named by at least one word. */
  readonly lines: LedgerLine[];
  /** The words that named something, each with its lines. */
  readonly byWord: Map<string, LedgerLine[]>;
}

/**
 * Lines of the books a question names, among `candidates`. With `byEntry`, a line is named when any
 * line of its entry is ('the oven' names the debt booked with it, under another description).
 */
function namedLines(
  t: string,
  ledger: Ledger,
  candidates: (l: LedgerLine) => boolean,
  opts: { byEntry?: boolean; withCategory?: boolean } = {},
): Named {
  const ws = nameWords(t);
  const byWord = new Map<string, LedgerLine[]>();
  const lines: LedgerLine[] = [];
  if (ws.length === 0) return { lines, byWord };
  for (const tx of ledger.transactions) {
    const entryWords = opts.byEntry ? wordsOfText(tx.lines.map((l) => l.description).join(' ')) : [];
    for (const l of tx.lines) {
      if (!candidates(l)) continue;
      const own = wordsOfText(opts.withCategory ? `${l.description} ${l.category}` : l.description);
      const have = opts.byEntry ? [...own, ...entryWords] : own;
      let hit = false;
      for (const w of ws) {
        if (!have.some((d) => sameWord(w, d))) continue;
        hit = true;
        const list = byWord.get(w) ?? [];
        list.push(l);
        byWord.set(w, list);
      }
      if (hit) lines.push(l);
    }
  }
  return { lines, byWord };
}

/** Capitalised words after the first of a description: the names of someone ('Químicos Lumen'). */
function properNames(description: string): string[] {
  return description
    .split(/\s+/)
    .slice(1)
    .map((w) => w.replace(/^[(«"']+|[)»"',.:;]+$/g, ''))
    .filter((w) => /^\p{Lu}\p{Ll}{2,}/u.test(w))
    .map((w) => canon(normalize(w)))
    .filter((w) => !NOT_NAMES.has(w));
}

function namesSomeone(description: string): boolean {
  return properNames(description).length > 0;
}

// ── topics ──────────────────────────────────────────────────────────────────────────────────

interface Topic {
  readonly at: number;
  readonly answer: (books: Books, t: string) => string | null;
}

const COST_OF_SALES = new RegExp(
  [
    '(?<![a-z])(?:costo|coste)s? de (?:las |lo |la |los )?(?:ventas?|vendido)(?![a-z])',
    '(?<![a-z])(?:costo|coste)s? de (?:la |las |los )?(?:mercaderia|mercancia|productos?|cosas) vendid[oa]s?',
    '(?<![a-z])(?:mercaderia|mercancia|productos?|cosas) vendid[oa]s?(?![a-z])',
    '(?<![a-z])(?:costo|coste|costado|costados|costaron|cuesta|cuestan|costaba|costaban)(?![a-z])[^.?;]{0,50}?(?<![a-z])(?:vend(?:id[oa]s?|imos|io|ieron|emos)|salio|salieron|despachamos|entregamos)(?![a-z])',
    '(?<![a-z])salidas? (?:de|del) (?:inventario|stock|almacen|bodega)(?![a-z])',
    '(?<![a-z])consumo de (?:inventario|materiales|insumos|materias? primas?)(?![a-z])',
  ].join('|'),
);
const PREPAID = b(
  'pagad[oa]s? por (?:anticipado|adelantado)|gastos? anticipados?|prepagad[oa]s?|pagado por adelantado',
);
const CUSTOMER_ADVANCES = b(
  'anticipos? de (?:los |nuestros )?clientes|anticipos? recibidos?|adelantos? de (?:los )?clientes|senas?|senales|senal|cobrad[oa]s? por (?:adelantado|anticipado)|nos (?:adelantaron|anticiparon|prepagaron|pagaron por adelantado)|(?:por|en|de) anticipos',
);
const SUPPLIER_ADVANCES = b(
  'anticipos? (?:a|dados a|entregados a|que dimos a) (?:los )?proveedor(?:es)?|(?:dimos|pagamos|entregamos) de (?:sena|anticipo|adelanto)|(?:le|les) (?:adelantamos|anticipamos|dimos de (?:sena|anticipo|adelanto))',
);
const RECEIVABLE = b(
  [
    'nos deben',
    'nos deven',
    'me deben',
    'nos debe',
    'me debe',
    '(?:nos|me) (?:estan|esta) debiendo',
    'nos adeuda[n]?',
    'por cobrar(?:le|les)?',
    'a cobrar(?:le|les)?',
    'pendientes? de cobr[a-z]*',
    'sin cobrar',
    'falta[n]? (?:por )?cobrar(?:le|les)?',
    'queda[n]? por cobrar(?:le|les)?',
    'tenemos (?:que|por) cobrar(?:le|les)?',
    'nos (?:tiene|tienen) que pagar',
    'nos falta[n]? (?:que nos paguen|por cobrar)',
    'deudores',
    'fiad[oa]s?',
    'clientes (?:nos )?deben',
    '(?:todavia |aun )?no (?:nos )?(?:han|hemos) (?:cobrado|pagado)',
    '(?:todavia|aun) no (?:nos )?pag(?:an|aron|o)',
    'vend(?:imos|ido) a credito',
    'ventas? a credito',
  ].join('|'),
);
const OWE = b(
  [
    'debemos',
    'devemos',
    'debo',
    'adeudamos',
    'estamos debiendo',
    'deudas?',
    'pasivos?',
    'por pagar(?:le|les)?',
    'a pagar(?:le|les)?',
    'pendientes? de pago',
    'tenemos que pagar(?:le|les)?',
    'hay que pagar',
    'falta[n]? (?:por )?(?:pagar|devolver|abonar|cancelar)(?:le|les)?',
    '(?:falta[n]?|queda[n]?) para (?:terminar de |acabar de )?(?:pagar|devolver|abonar|cancelar|saldar|liquidar)(?:le|les|lo|la)?',
    '(?:terminar|acabar) de (?:pagar|devolver|cancelar|saldar|liquidar)(?:le|les|lo|la)?',
    'queda[n]? (?:por )?(?:pagar|devolver|abonar|cancelar)(?:le|les)?',
    'queda[n]? pendientes?',
    'pendientes? (?:con|a|de devolver)',
    'obligaciones',
    'acreedores',
    'tenemos pendiente',
    'saldo pendiente',
    'debiendo',
    '(?:saldo|queda|quedan|falta|faltan|resta|restan)(?: [a-z]+){0,3} (?:del|de la|en el|en la) (?:prestamo|credito|hipoteca|leasing|tarjeta)',
  ].join('|'),
);
const INCLUSIVE = b(
  'inclu[a-z]*|contando|con todo|y todo|todo incluido|completa|completo|entera|global|todas? (?:las |nuestras )?deudas|deuda total|total de (?:la |nuestras |las )?deudas?|total de (?:los )?pasivos|pasivos? totale?s?|total adeudado|todo lo que (?:debemos|adeudamos)',
);
const SHORT_TERM = b(
  'corto plazo|pasivos? corrientes?|deudas? corrientes?|proximos (?:12 )?meses|este ano|a menos de (?:1|un) ano',
);
const LONG_TERM = b('largo plazo|pasivos? no corrientes?|deudas? no corrientes?|a mas de (?:1|un) ano');
const INVENTORY = b(
  'inventarios?|stock|existencias|mercaderia|mercancia|almacen|bodega|materias? primas?|(?:producto|productos|cosas|articulos) (?:para|por) (?:vender|la venta|revender|reventa)',
);
const REVENUE = b(
  'ingres[a-z]*|vend(?:ido|idos|ida|idas|imos|emos|io|ieron)|ventas?|factur(?:ado|ada|amos|acion|o|aron)|recaud[a-z]*|hecho de caja|hicimos de caja|(?:nos )?(?:ha |han )?entr(?:o|ado|aron) (?:por|de)|(?:hemos |llevamos )?cobrado|cobramos|cuanto (?:nos )?(?:ha |han )?entr(?:o|ado|aron)',
);
const EXPENSES = b(
  'gast[a-z]*|egresos?|cuanto (?:nos )?(?:ha |han )?sal(?:io|ido|ieron)(?! (?:de|del) (?:inventario|stock|almacen|bodega))|erogacion(?:es)?|se (?:nos )?(?:ha |han )?(?:ido|fue|fueron|va|van) (?:en|de)|(?:hemos |llevamos )?pagado (?:en|de|por|al?)|(?:le |les )?pagamos (?:en|de|por|al?)|desembols[a-z]*',
);
const SALARIES = b(
  'sueldos?|salarios?|nominas?|planillas?|remuneracion(?:es)?|quincenas?|aguinaldos?|pago al personal|personal|empleados?|trabajadores',
);
const PROFIT = b(
  'utilidad(?:es)?|ganancias?|beneficios?|resultados?|perdidas?|ganando|perdiendo|ganamos|perdemos|perdimos|ganado|perdido|rentables?|numeros rojos|en rojo|en negro|en positivo|en negativo|palmando|palmado',
);
const ASSETS_WORD = b('activos?|todo lo que tenemos|bienes(?! de uso)|lo que tiene la empresa');
const CURRENT_ASSETS = /(?<![a-z])(?<!no )activos? (?:corrientes?|circulantes?)(?![a-z])/;
const FIXED_ASSETS = b(
  'activos? no corrientes?|activos? fijos?|inmovilizado|bienes de uso|activos? (?:de|a) largo plazo|(?:activos? )?(?:corrientes? )?y no corrientes?',
);
const NAMED_VALUE = b(
  'vale|valen|valor|valoracion|suma|suman|figura|figuran|aparece|aparecen|balance|libros|neto|contable|invertido|invertimos|tenemos en|hay en',
);
const CAPITAL = new RegExp(
  [
    '(?<![a-z])capital(?! de trabajo)(?![a-z])',
    '(?<![a-z])aport[a-z]*',
    '(?<![a-z])(?:pusimos|pusieron|puso|puse|metimos|metieron|metio|invertimos|invirtieron|invirtio|(?:hemos|han|ha|habiamos) (?:puesto|metido|invertido))(?![a-z])(?! en )(?=(?:[^.?]{0,30}(?:socios|entre todos|entre los dos|entre ambos|de capital|a la empresa|al negocio|en la empresa|en el negocio|de (?:nuestro|su|mi) bolsillo|nosotros|cada uno))|\\s*(?:\\?|$)|(?: (?:[a-z]+)){0,2}\\s*(?:\\?|$))',
  ].join('|'),
);
const EQUITY = b(
  'patrimonio(?: neto| total)?|fondos propios|neto patrimonial|(?:cuanto vale|valor de|vale) (?:la empresa|el negocio|la sociedad)',
);
const CASH_STRONG = b(
  'caja|cajas|efectivo|tesoreria|disponible|en (?:la |nuestra )?cuenta|en (?:el |los |nuestros? )?bancos?|cuenta bancaria|cuenta corriente|saldo bancario|yape|nequi|bizum|paypal|mercado ?pago|daviplata|plin',
);
const CASH_WEAK = b('dinero|plata|pasta|lana|guita|feria|billetes?|money|saldo|fondos|liquido|cash');
/** What a company is charged or what something cost: expenses, when the books name the thing. */
const CHARGED = b(
  'nos (?:ha |han )?cobrad[oa]s?|nos cobr(?:o|aron|an|a)|(?:nos )?(?:ha |han )?costado|nos cost(?:o|aron)|cuesta|cuestan|se (?:nos )?(?:ha |han )?(?:llevado|comido)',
);
/** The loan as borrowed and as repaid so far. */
const LOAN_TAKEN = b(
  'nos prest(?:aron|o)|pedimos prestado|(?:fue|era|es) el (?:prestamo|credito)|prestamo (?:fue|era) de|(?:pagado|devuelto|amortizado|abonado|cancelado)(?: [a-z]+){0,2} (?:del|al|de la|a la) (?:prestamo|credito|banco|hipoteca)',
);
const BARE_DEBT =
  /^(?:y )?(?:el |la |los |las |nuestro |nuestra |nuestros |nuestras )?(?:prestamos?|creditos?|hipoteca|tarjeta|proveedores|impuestos|sueldos)(?![a-z])/;
const BALANCE = b(
  'cuadra|cuadran|cuadrado|cuadrada|descuadr[a-z]*|balanceado|partida doble|ecuacion contable|esta bien el balance',
);
const CURRENT_RATIO = b(
  'razon corriente|ratio corriente|indice de liquidez|razon de liquidez|ratio de liquidez|capital de trabajo|fondo de maniobra',
);
const DEBT_RATIO = b(
  'endeudamiento|apalancamiento|deuda (?:sobre|a|contra) (?:el )?patrimonio|ratio de deuda',
);
const GROSS = b('(?:utilidad|ganancia|beneficio|resultado|margen) brut[oa]');
/** Plain 'liquidez': the cash there is and the current ratio. */
const LIQUIDITY = b('(?:cuanta |nuestra |la |de )?liquidez(?! (?:corriente|inmediata))');
const MARGIN = b('margen|rentabilidad');
const SUMMARY = b(
  'resumen(?! de la (?:visa|tarjeta|cuenta|mastercard|amex))(?! (?:del?|de la) (?:tpv|datafono|pos|posnet|terminal|punto de venta|clip|banco)(?![a-z]))|resumeme|como (?:vamos|estamos|andamos|venimos|nos va|va la empresa|va el negocio|van las cuentas|van los numeros)|panorama|situacion (?:financiera|de la empresa)|estado de (?:la empresa|las cuentas)|los numeros|las cifras|estados financieros',
);

/** Answers that give a figure even to a yes-or-no question ('¿hemos tenido pérdidas?'). */
const FIGURES: ReadonlySet<Topic['answer']> = new Set<Topic['answer']>([
  profitAnswer,
  grossAnswer,
  liquidityAnswer,
  debtAnswer,
  receivableAnswer,
  cashAnswer,
  inventoryAnswer,
  revenueAnswer,
  expensesAnswer,
  balanceAnswer,
  costOfSalesAnswer,
  loanAnswer,
  salariesAnswer,
  currentRatioAnswer,
  debtRatioAnswer,
  marginAnswer,
]);

/** Blanks the stretches a pattern matches, so a broader pattern does not read them again. */
function without(t: string, re: RegExp): string {
  const g = new RegExp(re.source, 'g');
  return t.replace(g, (m) => ' '.repeat(m.length));
}

function at(t: string, re: RegExp): number {
  const m = re.exec(t);
  return m ? m.index : -1;
}

/** The topics a question asks about, in the order it asks them. */
function topicsOf(t0: string): Topic[] {
  const out: Topic[] = [];
  const add = (re: RegExp, text: string, answer: Topic['answer']): boolean => {
    const i = at(text, re);
    if (i < 0) return false;
    out.push({ at: i, answer });
    return true;
  };
  let t = t0;
  // An account asked by its full name ('Otros activos corrientes', 'Préstamos a corto plazo').
  t = addAccountNames(t, out, { onlyLong: true });
  if (add(GROSS, t, grossAnswer)) t = without(t, GROSS);
  if (add(LIQUIDITY, t, liquidityAnswer)) t = without(t, LIQUIDITY);
  for (const [re, answer] of [
    [CURRENT_RATIO, currentRatioAnswer],
    [DEBT_RATIO, debtRatioAnswer],
    [MARGIN, marginAnswer],
  ] as const)
    if (add(re, t, answer)) t = without(t, re);
  add(BALANCE, t, balanceAnswer);
  if (add(COST_OF_SALES, t, costOfSalesAnswer)) t = without(t, COST_OF_SALES);
  if (
    add(PREPAID, t, (bk, q) =>
      namedAccountAnswer(bk, q, ACCOUNT.prepaid, 'En gastos pagados por anticipado tienen'),
    )
  )
    t = without(t, PREPAID);
  if (
    add(SUPPLIER_ADVANCES, t, (bk, q) =>
      namedAccountAnswer(
        bk,
        q,
        ACCOUNT.otherCurrentAssets,
        'En anticipos a proveedores y otros activos corrientes tienen',
      ),
    )
  )
    t = without(t, SUPPLIER_ADVANCES);
  const receivable = add(RECEIVABLE, t, receivableAnswer);
  if (receivable) t = without(t, RECEIVABLE);
  const inclusive = INCLUSIVE.test(t) && OWE.test(t);
  const advances = !inclusive && add(CUSTOMER_ADVANCES, t, advancesAnswer);
  if (advances) t = without(t, CUSTOMER_ADVANCES);
  const owe = !advances && add(OWE, t, debtAnswer);
  add(INVENTORY, t, inventoryAnswer);
  const loan = add(LOAN_TAKEN, t, loanAnswer);
  if (loan) t = without(t, LOAN_TAKEN);
  const expenses = add(EXPENSES, t, expensesAnswer) || (!owe && !loan && add(CHARGED, t, chargedAnswer));
  if (!expenses && !owe) add(SALARIES, t, salariesAnswer);
  add(REVENUE, t, revenueAnswer);
  add(PROFIT, t, profitAnswer);
  const current = CURRENT_ASSETS.test(t);
  const fixed = FIXED_ASSETS.test(t);
  if (current)
    add(CURRENT_ASSETS, t, (bk) => `Sus activos corrientes suman ${bk.m(bk.figures.totalCurrentAssets)}.`);
  if (fixed) add(FIXED_ASSETS, t, fixedAssetsAnswer);
  if (!current && !fixed && !receivable) add(ASSETS_WORD, t, assetsAnswer);
  add(CAPITAL, t, capitalAnswer);
  add(EQUITY, t, equityAnswer);
  const strongCash = !owe && !receivable && !loan && add(CASH_STRONG, t, cashAnswer);
  if (out.length === 0) addAccountNames(t, out);
  // '¿y el préstamo?', '¿y los proveedores?': what is owed there; '¿y los clientes?': what they owe.
  if (out.length === 0 && BARE_DEBT.test(t)) out.push({ at: 0, answer: debtAnswer });
  if (out.length === 0 && /^(?:y )?(?:los |nuestros )?clientes(?![a-z])/.test(t))
    out.push({ at: 0, answer: receivableAnswer });
  if (out.length === 0 && NAMED_VALUE.test(t) && /(?<![a-z])cuant|valor/.test(t))
    out.push({ at: 0, answer: namedAssetsAnswer });
  if (out.length === 0 && !strongCash) add(CASH_WEAK, t, cashAnswer);
  return out.sort((a, c) => a.at - c.at);
}

/** An account of the balance sheet asked by its catalogue name ('¿saldo de Proveedores?'). */
function addAccountNames(t: string, out: Topic[], opts: { onlyLong?: boolean } = {}): string {
  let rest = t;
  for (const section of ['assets', 'liabilities', 'equity'] as const)
    for (const name of namesFor(section)) {
      const key = normalize(name).replace(/,/g, '');
      if (opts.onlyLong && (!key.includes(' ') || LONG_NAMES_LEFT.includes(name))) continue;
      const i = rest.indexOf(key);
      if (i < 0 || out.some((x) => x.at === i)) continue;
      out.push({ at: i, answer: (bk) => `${name}: ${bk.m(bk.account(section, name))}.` });
      rest = rest.slice(0, i) + ' '.repeat(key.length) + rest.slice(i + key.length);
    }
  return rest;
}

/** Account names the topics already answer better (with context or the partner contributions). */
const LONG_NAMES_LEFT: readonly string[] = [
  ACCOUNT.receivables,
  ACCOUNT.shareCapital,
  ACCOUNT.partnerContributions,
];

// ── answers ─────────────────────────────────────────────────────────────────────────────────

function cashAnswer(bk: Books): string {
  return `Tienen ${bk.m(bk.account('assets', ACCOUNT.cash))} en efectivo y equivalentes (caja y bancos).`;
}

function accountAnswer(bk: Books, section: Section, name: string, lead: string): string {
  return `${lead} ${bk.m(bk.account(section, name))} (${name}).`;
}

function receivableAnswer(bk: Books, t: string): string {
  const total = bk.account('assets', ACCOUNT.receivables);
  const named = namedLines(
    t,
    bk.ledger,
    // A partner or an employee who owes the company: a loan given, in other assets.
    (l) =>
      l.section === 'assets' &&
      (l.category === ACCOUNT.receivables ||
        l.category === ACCOUNT.otherCurrentAssets ||
        l.category === ACCOUNT.otherNonCurrentAssets),
    { byEntry: true },
  );
  const own = sumOf(withUnnamed(bk, named, named.lines, 'assets'));
  if (named.lines.length > 0 && own !== total)
    return `De lo que nombras les deben ${bk.m(own)}; en total, los clientes les deben ${bk.m(total)} (Cuentas por cobrar).`;
  return total === 0
    ? `No hay nada pendiente de cobro: Cuentas por cobrar está en ${bk.m(total)}.`
    : `Los clientes les deben ${bk.m(total)} (Cuentas por cobrar).`;
}

function advancesAnswer(bk: Books, t: string): string {
  const lines = bk.ledger.lines.filter(
    (l) =>
      l.section === 'liabilities' &&
      l.category === ACCOUNT.otherCurrentLiabilities &&
      !/dividend|utilidad/i.test(l.description),
  );
  const total = `Por anticipos de clientes (cobrado y aún no entregado) deben ${bk.m(sumOf(lines))}, en Otros pasivos corrientes.`;
  const named = namedLines(t, bk.ledger, (l) => lines.includes(l), { byEntry: true });
  const own = sumOf(named.lines);
  return named.lines.length > 0 && own !== sumOf(lines)
    ? `De lo que nombras queda ${bk.m(own)} por entregar. ${total}`
    : total;
}

/** An asset account, or the lines of it a question names ('el seguro pagado por adelantado'). */
function namedAccountAnswer(bk: Books, t: string, name: string, lead: string): string {
  const lines = bk.ledger.lines.filter((l) => l.section === 'assets' && l.category === name);
  const named = namedLines(t, bk.ledger, (l) => lines.includes(l), { byEntry: true });
  const own = sumOf(named.lines);
  const total = accountAnswer(bk, 'assets', name, lead);
  return named.lines.length > 0 && own !== sumOf(lines)
    ? `De lo que nombras quedan ${bk.m(own)}. ${total}`
    : total;
}

const LOAN_ACCOUNTS: readonly string[] = [
  ACCOUNT.shortTermLoans,
  ACCOUNT.longTermLoans,
  ACCOUNT.mortgages,
  ACCOUNT.bonds,
];
const CARD = /tarjeta|visa|master ?card|amex|american express|\btc\b/i;
const LOANISH = /prestamo|préstamo|credito|crédito|hipoteca|leasing|banco|financ/i;

/** What the debt is, in the user's terms: the accounts a question names. */
interface DebtKind {
  readonly re: RegExp;
  readonly label: string;
  readonly lines: (l: LedgerLine, bk: Books) => boolean;
}

const DEBT_KINDS: readonly DebtKind[] = [
  {
    re: b('proveedor(?:es)?'),
    label: 'a proveedores',
    lines: (l) => l.category === ACCOUNT.suppliers,
  },
  {
    re: b(
      'impuestos?|hacienda|sat|sunat|afip|arca|dian|sii|iva|igv|fisco|tributos?|retenciones|seguridad social|aeat',
    ),
    label: 'en impuestos',
    lines: (l) => l.category === ACCOUNT.taxesPayable,
  },
  {
    re: b('sueldos?|salarios?|nominas?|planillas?|empleados?|personal|trabajadores|quincenas?'),
    label: 'en sueldos',
    lines: (l) => l.category === ACCOUNT.salariesPayable,
  },
  {
    re: b('tarjetas?(?: de credito)?|visa|mastercard|amex'),
    label: 'de la tarjeta',
    lines: (l, bk) =>
      (l.category === ACCOUNT.shortTermLoans || l.category === ACCOUNT.payables) &&
      (CARD.test(entryText(bk, l)) ||
        (l.category === ACCOUNT.shortTermLoans && !LOANISH.test(entryText(bk, l)))),
  },
  {
    re: b('prestamos?|creditos?|bancos?|hipotecas?|financiacion|financiamiento|leasing|cuotas'),
    label: 'de préstamos',
    lines: (l, bk) =>
      (LOAN_ACCOUNTS.includes(l.category) && !CARD.test(entryText(bk, l))) ||
      (l.category !== ACCOUNT.otherCurrentLiabilities && /prestamo|préstamo/i.test(l.description)),
  },
];

function entryText(bk: Books, l: LedgerLine): string {
  const tx = l.transactionId ? bk.ledger.transactions.find((x) => x.id === l.transactionId) : undefined;
  return tx ? tx.text : l.description;
}

function debtAnswer(bk: Books, t: string): string {
  const f = bk.figures;
  const liabilities = bk.ledger.lines.filter((l) => l.section === 'liabilities');
  const breakdown = (): string =>
    joinEs(
      bk
        .accounts('liabilities')
        .filter((a) => a.amount !== 0)
        .map((a) => `${a.name} ${bk.m(a.amount)}`),
    );
  if (INCLUSIVE.test(t) || /(?<![a-z])pasivos?(?![a-z])/.test(without(without(t, SHORT_TERM), LONG_TERM))) {
    if (!SHORT_TERM.test(t) && !LONG_TERM.test(t))
      return `En total deben ${bk.m(f.totalLiabilities)}: ${bk.m(f.totalCurrentLiabilities)} a corto plazo y ${bk.m(f.totalNonCurrentLiabilities)} a largo plazo${liabilities.length ? ` (${breakdown()})` : ''}.`;
  }
  const short = SHORT_TERM.test(t);
  const long = LONG_TERM.test(t);
  if (short && long)
    return `A corto plazo deben ${bk.m(f.totalCurrentLiabilities)} y a largo plazo ${bk.m(f.totalNonCurrentLiabilities)}; en total ${bk.m(f.totalLiabilities)}.`;
  if (short) return `A corto plazo (pasivo corriente) deben ${bk.m(f.totalCurrentLiabilities)}.`;
  if (long) return `A largo plazo (pasivo no corriente) deben ${bk.m(f.totalNonCurrentLiabilities)}.`;
  const kinds = DEBT_KINDS.filter((k) => k.re.test(t));
  const named = namedLines(t, bk.ledger, (l) => l.section === 'liabilities', { byEntry: true });
  if (named.lines.length > 0) {
    const kindLines = kinds.length
      ? liabilities.filter((l) => kinds.some((k) => k.lines(l, bk)))
      : liabilities;
    // A name that also fits the kind asked ('el préstamo del Pichincha') narrows it.
    const lines = named.lines.filter((l) => kindLines.includes(l));
    if (lines.length > 0) return namedDebtAnswer(bk, named, lines);
    // Named under another account than the kind said ('el proveedor Juan', booked in Cuentas por pagar).
    if (new Set(named.lines.map((l) => l.category)).size === 1)
      return `${namedDebtAnswer(bk, named, named.lines)} ${kindsAnswer(bk, kinds, liabilities)}`;
  }
  if (kinds.length > 0) return kindsAnswer(bk, kinds, liabilities);
  return `En total deben ${bk.m(f.totalLiabilities)}: ${bk.m(f.totalCurrentLiabilities)} a corto plazo y ${bk.m(f.totalNonCurrentLiabilities)} a largo plazo${liabilities.length ? ` (${breakdown()})` : ''}.`;
}

/** The debt of the kinds a question names (to suppliers, taxes, salaries, the card, loans). */
function kindsAnswer(bk: Books, kinds: readonly DebtKind[], liabilities: readonly LedgerLine[]): string {
  const f = bk.figures;
  const parts = kinds.map((k) => ({ k, amount: sumOf(liabilities.filter((l) => k.lines(l, bk))) }));
  const total = sumOf(parts);
  const text = parts.map((p) => `${p.k.label} ${bk.m(p.amount)}`);
  const suppliers = parts.some((p) => p.k.label === 'a proveedores');
  const payables = bk.account('liabilities', ACCOUNT.payables);
  let extra = suppliers && payables !== 0 ? ` Además, en Cuentas por pagar hay ${bk.m(payables)}.` : '';
  const loans = parts.find((p) => p.k.label === 'de préstamos');
  const loanAccounts = sumOf(bk.accounts('liabilities', (n) => LOAN_ACCOUNTS.includes(n)));
  if (loans && loanAccounts !== loans.amount)
    extra += ` Las cuentas de préstamos (tarjeta incluida) suman ${bk.m(loanAccounts)}.`;
  extra += ` En total, sus deudas suman ${bk.m(f.totalLiabilities)}.`;
  return parts.length === 1
    ? `Deben ${text[0]}.${extra}`
    : `Deben ${joinEs(text)}: ${bk.m(total)} entre todo eso.${extra}`;
}

/**
 * A name whose payment is in the books but whose invoice does not carry the name (a negative
 * balance) owns the entries of that account that name no one.
 */
function withUnnamed(bk: Books, named: Named, lines: readonly LedgerLine[], section: Section): LedgerLine[] {
  const chosen = [...lines];
  const short = [...named.byWord.values()].some((ls) => sumOf(ls.filter((l) => lines.includes(l))) < 0);
  if (!short) return chosen;
  const cats = new Set(lines.map((l) => l.category));
  for (const l of bk.ledger.lines)
    if (
      l.section === section &&
      cats.has(l.category) &&
      !chosen.includes(l) &&
      l.amount > 0 &&
      !namesSomeone(l.description)
    )
      chosen.push(l);
  return chosen;
}

/**
 * The balance owed to the creditors a question names. A creditor whose payment is in the books but
 * whose purchase does not carry its name owns the purchases of that account that name no one.
 */
function namedDebtAnswer(bk: Books, named: Named, lines: readonly LedgerLine[]): string {
  const chosen = [...lines];
  // 'el proveedor de la arcilla' names a purchase; its supplier's payments name the supplier.
  const who = new Set(lines.flatMap((l) => properNames(l.description)));
  for (const l of bk.ledger.lines)
    if (
      l.section === 'liabilities' &&
      !chosen.includes(l) &&
      lines.some((x) => x.category === l.category) &&
      properNames(l.description).some((n) => who.has(n))
    )
      chosen.push(l);
  const total = sumOf(withUnnamed(bk, named, chosen, 'liabilities'));
  const accounts = [...new Set(chosen.map((l) => l.category))];
  const groups = new Set(
    [...named.byWord.values()]
      .map((ls) =>
        ls
          .filter((l) => lines.includes(l))
          .map((l) => bk.ledger.lines.indexOf(l))
          .join(','),
      )
      .filter(Boolean),
  );
  const whom = groups.size > 1 ? 'con ellos' : 'con ese acreedor';
  const context = accounts
    .map((a) => ({ a, amount: bk.account('liabilities', a) }))
    .filter((x) => x.amount !== total)
    .map((x) => `${x.a} suma ${bk.m(x.amount)} en total`);
  return `El saldo pendiente ${whom} es de ${bk.m(total)} (${joinEs(accounts)})${context.length ? `; ${joinEs(context)}` : ''}.`;
}

/** Inventory, or the named items when the books tell them apart from the rest. */
function inventoryAnswer(bk: Books, t: string): string {
  const total = bk.account('assets', ACCOUNT.inventories);
  const stock = bk.ledger.lines.filter((l) => l.section === 'assets' && l.category === ACCOUNT.inventories);
  const named = namedLines(t, bk.ledger, (l) => stock.includes(l));
  const rest = stock.filter((l) => !named.lines.includes(l));
  const otherItems = rest.some((l) => l.amount > 0);
  const unattributed = rest.some((l) => l.amount < 0);
  if (named.lines.length > 0 && otherItems && !unattributed) {
    return `De lo que nombras tienen ${bk.m(sumOf(named.lines))} en inventario; todo el inventario suma ${bk.m(total)}.`;
  }
  if (named.lines.length > 0 && otherItems)
    return `El inventario suma ${bk.m(total)} en total. De lo que nombras entraron ${bk.m(sumOf(named.lines))}, pero las salidas por ventas no dicen de qué artículo son, así que no puedo separar cuánto queda de eso.`;
  return `El inventario (Inventarios) suma ${bk.m(total)}.`;
}

/**
 * Revenue or expenses: the total, or the categories a question names (by the words of their lines,
 * the category's own name or the kind of thing it is), with the named lines when they are a part.
 */
const MOST =
  /(?<![a-z])(?:en que (?:\w+ ){0,3}mas|(?:el|la) (?:mayor|mas grande)|mayor(?:es)? (?:gasto|gastos|ingreso|ingresos)|(?:gastamos|gastado|gasta|vendemos|vendido|ganamos|ingresa) mas|(?:lo|la) que mas)(?![a-z])/;

function sectionAnswer(bk: Books, t: string, section: 'revenues' | 'expenses'): string {
  const f = bk.figures;
  const total = section === 'revenues' ? f.totalRevenues : f.totalExpenses;
  const noun = section === 'revenues' ? 'ingresos' : 'gastos';
  const present = bk.accounts(section);
  const byLine = namedLines(t, bk.ledger, (l) => l.section === section);
  const categories = new Set(byLine.lines.map((l) => l.category));
  const ws = nameWords(t);
  for (const a of present) {
    const own = wordsOfText(a.name);
    if (ws.some((w) => !byLine.byWord.has(w) && own.some((d) => sameWord(w, d) && !NOT_NAMES.has(d))))
      categories.add(a.name);
  }
  const unmatched = ws.filter((w) => !byLine.byWord.has(w));
  if (unmatched.length > 0) {
    const concepts = section === 'revenues' ? REVENUE_CONCEPTS : EXPENSE_CONCEPTS;
    for (const h of findConcepts(t, concepts))
      if (
        present.some((a) => a.name === h.concept.category) &&
        unmatched.some((w) => h.key.includes(w.slice(0, 4)))
      )
        categories.add(h.concept.category);
  }
  // '¿en qué gastamos más?', '¿de dónde viene la mayor parte de los ingresos?': the largest first.
  if (categories.size === 0 && MOST.test(t) && present.length > 0) {
    const ranked = [...present].sort((a, b) => b.amount - a.amount);
    const top = ranked[0] as (typeof ranked)[number];
    const rest = ranked.slice(1, 4).map((a) => `${a.name} (${bk.m(a.amount)})`);
    return `La mayor parte de los ${noun} es ${top.name}: ${bk.m(top.amount)} de ${bk.m(total)}.${rest.length > 0 ? ` Le siguen ${joinEs(rest)}.` : ''}`;
  }
  if (categories.size === 0) return `Los ${noun} totales suman ${bk.m(total)}.`;
  const chosen = present.filter((a) => categories.has(a.name));
  const sum = sumOf(chosen);
  const names = joinEs(chosen.map((a) => a.name));
  if (chosen.length === present.length)
    return present.length > 1
      ? `Entre ${joinEs(chosen.map((a) => `${a.name} (${bk.m(a.amount)})`))} llevan ${bk.m(total)}, que es el total de ${noun}.`
      : `Por ${names} llevan ${bk.m(total)}, que es el total de ${noun}.`;
  const lines = sumOf(byLine.lines);
  const part = byLine.lines.length > 0 && lines !== sum ? ` De eso, lo que nombras suma ${bk.m(lines)}.` : '';
  const detail = chosen.length > 1 ? ` (${chosen.map((a) => `${a.name} ${bk.m(a.amount)}`).join(', ')})` : '';
  return `${names}: ${bk.m(sum)}${detail}, de ${bk.m(total)} de ${noun} totales.${part}`;
}

function revenueAnswer(bk: Books, t: string): string {
  return sectionAnswer(bk, t, 'revenues');
}

function expensesAnswer(bk: Books, t: string): string {
  return sectionAnswer(bk, t, 'expenses');
}

/** What the company was charged or what something cost, when the books name it; else nothing. */
function chargedAnswer(bk: Books, t: string): string | null {
  const named = namedLines(t, bk.ledger, (l) => l.section === 'expenses', { withCategory: true });
  const concepts = findConcepts(t, EXPENSE_CONCEPTS).filter(
    (h) => bk.account('expenses', h.concept.category) !== 0,
  );
  if (named.lines.length === 0 && concepts.length === 0) return null;
  return sectionAnswer(bk, t, 'expenses');
}

/** The loans as borrowed, what was repaid and what is still owed. */
function loanAnswer(bk: Books, t: string): string {
  const loan = DEBT_KINDS.find((k) => k.label === 'de préstamos');
  const all = bk.ledger.lines.filter((l) => l.section === 'liabilities' && loan?.lines(l, bk));
  const named = namedLines(t, bk.ledger, (l) => all.includes(l), { byEntry: true });
  const lines = named.lines.length > 0 ? named.lines : all;
  const borrowed = sumOf(lines.filter((l) => l.amount > 0));
  const repaid = cents(-sumOf(lines.filter((l) => l.amount < 0)));
  return `Les prestaron ${bk.m(borrowed)}; han devuelto ${bk.m(repaid)} y quedan ${bk.m(sumOf(lines))} por pagar.`;
}

function salariesAnswer(bk: Books, t: string): string {
  if (OWE.test(t)) return accountAnswer(bk, 'liabilities', ACCOUNT.salariesPayable, 'En sueldos deben');
  return `En sueldos (Salarios) llevan ${bk.m(bk.account('expenses', CATEGORY.salaries))}.`;
}

function costOfSalesAnswer(bk: Books): string {
  return `Lo vendido les costó ${bk.m(bk.account('expenses', CATEGORY.costOfSales))} (Costo de ventas).`;
}

function profitAnswer(bk: Books): string {
  const f = bk.figures;
  const detail = `ingresos ${bk.m(f.totalRevenues)} menos gastos ${bk.m(f.totalExpenses)}`;
  if (f.netIncome < 0) return `Van con pérdida de ${bk.m(cents(-f.netIncome))}: ${detail}.`;
  return `Van con utilidad de ${bk.m(f.netIncome)}: ${detail}.`;
}

function assetsAnswer(bk: Books): string {
  const f = bk.figures;
  return `Sus activos totales suman ${bk.m(f.totalAssets)}: corrientes ${bk.m(f.totalCurrentAssets)} y no corrientes ${bk.m(f.totalNonCurrentAssets)}.`;
}

function fixedAssetsAnswer(bk: Books): string {
  const f = bk.figures;
  const rows = bk.accounts('assets', (n) =>
    bk.state.assets.some((l) => l.category === n && l.type === 'no_corriente'),
  );
  const detail = rows.length ? ` (${rows.map((a) => `${a.name} ${bk.m(a.amount)}`).join(', ')})` : '';
  return `Los activos no corrientes (fijos), ya descontada la depreciación, suman ${bk.m(f.totalNonCurrentAssets)}${detail}.`;
}

/** Named assets at their net book value: the lines that name them, depreciation included. */
function namedAssetsAnswer(bk: Books, t: string): string | null {
  const named = namedLines(
    t,
    bk.ledger,
    (l) => l.section === 'assets' && l.category !== ACCOUNT.cash && l.category !== ACCOUNT.receivables,
    { withCategory: true },
  );
  if (named.lines.length === 0) {
    // 'la camioneta' when the books say 'Nissan NP300': the kind of thing names its account.
    const kinds = new Set(findConcepts(t, ASSET_CONCEPTS).map((h) => h.concept.category));
    const lines = bk.ledger.lines.filter((l) => l.section === 'assets' && kinds.has(l.category));
    if (lines.length === 0) return null;
    const accounts = [...kinds].filter((k) => lines.some((l) => l.category === k));
    return `${joinEs(accounts)} suma ${bk.m(sumOf(lines))} en el balance, ya descontada la depreciación.`;
  }
  const accounts = [...new Set(named.lines.map((l) => l.category))];
  return `En el balance suman ${bk.m(sumOf(named.lines))}, ya descontada la depreciación o amortización (${joinEs(accounts)}).`;
}

function capitalAnswer(bk: Books, t: string): string {
  const contributed = bk.ledger.lines.filter(
    (l) =>
      l.section === 'equity' &&
      (l.category === ACCOUNT.shareCapital || l.category === ACCOUNT.partnerContributions),
  );
  const named = namedLines(t, bk.ledger, (l) => contributed.includes(l));
  const withdrawals = bk.ledger.lines.filter(
    (l) =>
      l.section === 'equity' &&
      l.amount < 0 &&
      (l.category === ACCOUNT.otherEquity || /retir/i.test(l.description)) &&
      !contributed.includes(l),
  );
  const paidOut = bk.ledger.lines.filter(
    (l) => l.section === 'equity' && l.amount < 0 && l.category === ACCOUNT.retainedEarnings,
  );
  const social = bk.account('equity', ACCOUNT.shareCapital);
  const partners = bk.account('equity', ACCOUNT.partnerContributions);
  const total = cents(social + partners);
  let text =
    named.lines.length > 0 && sumOf(named.lines) !== total
      ? `De lo que nombras, el aporte es de ${bk.m(sumOf(named.lines))}; entre todos los socios aportaron ${bk.m(total)}`
      : `Los socios aportaron ${bk.m(total)}`;
  text +=
    partners !== 0 && social !== 0
      ? ` (Capital social ${bk.m(social)} y Aportes de socios ${bk.m(partners)}).`
      : '.';
  if (withdrawals.length > 0)
    text += ` Ojo: retiraron ${bk.m(cents(-sumOf(withdrawals)))} para uso personal, que reduce el patrimonio.`;
  if (paidOut.length > 0) text += ` Además repartieron ${bk.m(cents(-sumOf(paidOut)))} de utilidades.`;
  if (bk.figures.totalEquity !== total)
    text += ` Con el resultado del período, el patrimonio es de ${bk.m(bk.figures.totalEquity)}.`;
  return text;
}

function equityAnswer(bk: Books): string {
  const f = bk.figures;
  const result =
    f.netIncome < 0
      ? `menos la pérdida de ${bk.m(cents(-f.netIncome))}`
      : `más la utilidad de ${bk.m(f.netIncome)}`;
  return `El patrimonio es de ${bk.m(f.totalEquity)}: aportes y otras cuentas ${bk.m(f.totalEquityContributions)} ${result}.`;
}

function balanceAnswer(bk: Books): string {
  const f = bk.figures;
  return f.isBalanced
    ? `Sí, el balance cuadra: activos ${bk.m(f.totalAssets)} = pasivos ${bk.m(f.totalLiabilities)} + patrimonio ${bk.m(f.totalEquity)}.`
    : `No cuadra: activos ${bk.m(f.totalAssets)} frente a pasivos y patrimonio ${bk.m(f.totalLiabilitiesAndEquity)}; la diferencia es de ${bk.m(f.balanceDifference)}.`;
}

function ratioAnswer(bk: Books, key: 'currentRatio' | 'debtToEquity' | 'netProfitMargin'): string {
  const x = ratios(bk.state, bk.figures).find((q) => q.key === key);
  if (!x) return '';
  const inputs = x.inputs.map((i) => `${i.label.toLowerCase()} ${bk.m(i.amount)}`).join(' y ');
  const f = bk.figures;
  const working =
    key === 'currentRatio'
      ? ` El capital de trabajo (activo corriente − pasivo corriente) es ${bk.m(cents(f.totalCurrentAssets - f.totalCurrentLiabilities))}.`
      : '';
  return `${x.label}: ${x.display} (${x.formula}; ${inputs}). ${x.note ?? x.hint}.${working}`.replace(
    '..',
    '.',
  );
}

function grossAnswer(bk: Books): string {
  const f = bk.figures;
  const cost = bk.account('expenses', CATEGORY.costOfSales);
  const gross = cents(f.totalRevenues - cost);
  const pct =
    f.totalRevenues > 0 ? ` (${formatPercent((gross / f.totalRevenues) * 100)} de los ingresos)` : '';
  return `La utilidad bruta es ${bk.m(gross)}${pct}: ingresos ${bk.m(f.totalRevenues)} menos costo de ventas ${bk.m(cost)}.`;
}

function liquidityAnswer(bk: Books): string {
  return `${cashAnswer(bk)} ${ratioAnswer(bk, 'currentRatio')}`;
}

function currentRatioAnswer(bk: Books): string {
  return ratioAnswer(bk, 'currentRatio');
}

function debtRatioAnswer(bk: Books): string {
  return ratioAnswer(bk, 'debtToEquity');
}

function marginAnswer(bk: Books): string {
  return ratioAnswer(bk, 'netProfitMargin');
}

/**
 * The answer to a message the general reader takes for a question about the figures: what this
 * module names in it, or else the summary of the books. Figures and formats are the domain's.
 */
export function answerFigures(message: string, ledger: Ledger, currency: Currency): string {
  const answered = answerQuestion({ r: read(message), ledger, raw: message, currency }, currency);
  return answered?.kind === 'query' ? answered.text : summary(booksOf(ledger, currency));
}

function summary(bk: Books): string {
  const f = bk.figures;
  const result = f.netIncome < 0 ? `pérdida ${bk.m(cents(-f.netIncome))}` : `utilidad ${bk.m(f.netIncome)}`;
  return `Resumen: efectivo ${bk.m(bk.account('assets', ACCOUNT.cash))}; ingresos ${bk.m(f.totalRevenues)}; gastos ${bk.m(f.totalExpenses)}; ${result}; activos ${bk.m(f.totalAssets)}; pasivos ${bk.m(f.totalLiabilities)}; patrimonio ${bk.m(f.totalEquity)}.`;
}
