import { ACCOUNT, mulDiv, type AccountRef, type Cents, type ExpenseKind } from '../../domain';
import type { Ledger, LedgerLine } from '../local/ledger';
import { refTokens } from '../local/refs';
import { normalize } from '../local/text';
import { spelledValue } from '../local/spelled';
import type { Value } from '../local/values';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, findConcepts } from '../local/lexicon';
import { has, moneyIn, type Reading } from '../reading/read';
import type { Rule, Understood } from './rules';
import { accountRef as ref, one } from './movements';
import { namesOpenReceivable } from './settle';

/** The fixed asset (or intangible) of the books whose description the words name best. */
function assetNamed(ledger: Ledger, words: string): LedgerLine | undefined {
  const tokens = refTokens(words);
  if (tokens.length === 0) return undefined;
  const hits = ledger.matching(
    tokens,
    (l) => l.section === 'assets' && l.type === 'no_corriente' && l.amount > 0,
  );
  // 'los racks' of an entry that also left a rent deposit: what wears out is the fixed asset of that
  // entry, never the deposit or an investment beside it.
  const depreciable = (l: LedgerLine): boolean =>
    l.category !== ACCOUNT.otherNonCurrentAssets && l.category !== ACCOUNT.longTermInvestments;
  const best = hits.find((h) => h.specific > 0 && depreciable(h.line)) ?? hits.find((h) => h.specific > 0);
  if (best) return best.line;
  // 'la camioneta 50' when the books call it 'moto para delivery': the kind of asset names its account.
  // 'las mesitas y sillitas': a thing of the books named small is still that thing.
  const plain = words.replace(/(?<![a-z])([a-z]{2,}?)(?:c)?it([ao])(s?)(?![a-z])/g, '$1$2$3');
  const kinds = findConcepts(plain, ASSET_CONCEPTS).map((h) => h.concept.category);
  const held = fixedAssets(ledger);
  for (const category of kinds) {
    const line = held.find((l) => l.category === category);
    if (line) return line;
  }
  return undefined;
}

const WHICH_ASSETS =
  'No encuentro en los libros todos los activos que nombras: ¿de qué activo (computadora, máquina, vehículo…) es cada importe de la depreciación?';

/** The fixed assets the books hold (what a depreciation can reduce). */
function fixedAssets(ledger: Ledger): LedgerLine[] {
  return ledger.lines.filter((l) => l.section === 'assets' && l.type === 'no_corriente' && l.amount > 0);
}

/** The asset the words name, or the only fixed asset in the books. */
function assetOrOnlyOne(ledger: Ledger, words: string): LedgerLine | undefined {
  const fixed = fixedAssets(ledger);
  return assetNamed(ledger, words) ?? (fixed.length === 1 ? fixed[0] : undefined);
}

/** A useful life said in years or months, in months. */
function lifeMonthsOf(life: { readonly value: number; readonly termUnit?: string }): number {
  return life.termUnit === 'ano' ? (life.value / 100) * 12 : life.value / 100;
}

/** The period's depreciation of these assets (amortisation when every one is intangible). */
function depreciated(items: { asset: AccountRef; amount: Cents }[]): Understood {
  return one({
    kind: 'depreciation',
    label: items.every((i) => i.asset.category === 'Activos intangibles')
      ? 'Amortización del período'
      : 'Depreciación del período',
    items,
  });
}

const STRAIGHT_LINE =
  /(?<![a-z])(vida util|costo|costaron|costaba|costaban|(?:en|entre|a) \d+ (?:anos|meses)|durante|dura|duran|duraran|le quedan)(?![a-z])/;

/**
 * Depreciation or amortisation of named assets ('la cocina 35 y las mesas 18'): each amount goes
 * against the asset its words name, on the account where that asset sits.
 */
export const depreciation: Rule = ({ r, ledger }) => {
  if (
    !has(r, 'depreciation') ||
    r.question ||
    has(r, 'hypothetical') ||
    has(r, 'borrow') ||
    has(r, 'instalment')
  )
    return null;
  const several = eachByItsLife(r, ledger) ?? byCostAndLife(r, ledger);
  if (several) return several;
  const vals = moneyIn(r);
  // '9.400 a 10 años da 78,33 por mes': the month's charge worked out in the message is the charge.
  const worked = vals.filter(
    (v) =>
      /^\s*(?:€|\$|dolares|euros)?\s*(?:por mes|al mes|mensuales?|de este mes|del mes)(?![a-z])/.test(
        r.text.slice(v.end, v.end + 24),
      ) &&
      /(?<![a-z])(?:da|dan|son|sale|salen|serian|seria|queda|quedan|nos da)\s*$/.test(
        r.text.slice(0, v.start),
      ),
  );
  if (worked.length === 1 && worked[0]) {
    const named = assetOrOnlyOne(ledger, r.text.slice(0, worked[0].start));
    if (named) return depreciated([{ asset: ref(named), amount: worked[0].cents }]);
  }
  if (STRAIGHT_LINE.test(r.text)) return straightLine(r, ledger) ?? straightLineQuestion(r, ledger);
  if (vals.length === 1 && !r.mentions.some((m) => m.kind === 'term')) {
    // One amount: the asset named, or the only fixed asset in the books.
    const named = assetOrOnlyOne(ledger, r.text);
    if (!named) return null;
    return depreciated([{ asset: ref(named), amount: (vals[0] as Value).cents }]);
  }
  if (vals.length < 2) return null;
  const items: { asset: AccountRef; amount: Cents }[] = [];
  let from = r.hits.find((h) => h.cue === 'depreciation')?.end ?? 0;
  // Where every fixed asset sits in one account, an item the books do not name sits there too.
  const held = [
    ...new Set(
      ledger.lines
        .filter(
          (l) =>
            l.section === 'assets' &&
            l.type === 'no_corriente' &&
            l.amount > 0 &&
            l.category !== ACCOUNT.otherNonCurrentAssets &&
            l.category !== ACCOUNT.longTermInvestments,
        )
        .map((l) => l.category),
    ),
  ];
  const onlyAccount = held.length === 1 ? ledger.lines.find((l) => l.category === held[0]) : undefined;
  const used = new Set<LedgerLine>();
  for (const [at, v] of vals.entries()) {
    const words = r.text.slice(from, v.start).replace(PERIOD_WORDS, ' ');
    // '125 la Fiorino y 30 la cámara de frío': the asset named after its figure.
    const next = vals[at + 1]?.start ?? r.text.length;
    const after = r.text.slice(v.end, next).split(/(?<![a-z])y(?![a-z])/)[0] ?? '';
    from = v.end;
    // '…, y aparte pagué la tasa de la muni, 120': another movement, not an asset of this one.
    // (A verb, not a word that starts like one: 'compresor' is a thing.)
    if (
      /(?<![a-z])(?<!que )(?:pag(?:amos|ue|o|aron|ado|ada)|compr(?:amos|e|o|aron|ado|ada)|vend(?:imos|i|io|ieron|ido)|cobr(?:amos|e|o|aron|ado)|factur(?:amos|e|o|aron|ado)|prest(?:amos|e|o|aron|ado))(?![a-z])/.test(
        words,
      )
    )
      return null;
    // Figures said before their names: each name is read after its figure, never before it.
    const namesAfter = !/[a-z]{3}/.test(
      r.text
        .slice(r.hits.find((h) => h.cue === 'depreciation')?.end ?? 0, vals[0]?.start ?? 0)
        .replace(PERIOD_WORDS, ' '),
    );
    const found = (namesAfter ? assetNamed(ledger, after) : assetNamed(ledger, words)) ?? onlyAccount;
    // Part of a depreciation is never booked alone: which asset each figure is for is asked.
    if (!found) return { kind: 'clarify', text: WHICH_ASSETS };
    // 'la Hilux 241,67 y las tablas 94,50', both brought in one entry: two figures are two of its
    // assets, never the same one twice.
    const asset = used.has(found) ? (otherAssetOfEntry(ledger, found, used) ?? found) : found;
    used.add(asset);
    items.push({ asset: ref(asset), amount: v.cents });
  }
  return depreciated(items);
};

/** Words of the period a depreciation is for ('del mes de octubre'), never an asset's name. */
const PERIOD_WORDS =
  /(?<![a-z])(del|de la|de|mes|trimestre|ano|semestre|registra|carga|periodo|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre)(?![a-z])/g;

/** Another fixed asset of the same entry as `line`, not yet depreciated in this message. */
function otherAssetOfEntry(
  ledger: Ledger,
  line: LedgerLine,
  used: ReadonlySet<LedgerLine>,
): LedgerLine | undefined {
  if (line.transactionId === undefined) return undefined;
  return ledger.lines.find(
    (l) =>
      l !== line &&
      !used.has(l) &&
      l.transactionId === line.transactionId &&
      l.section === 'assets' &&
      l.type === 'no_corriente' &&
      l.amount > 0,
  );
}

const PERIODS: readonly (readonly [RegExp, number])[] = [
  [/(?<![a-z])(trimestre|trimestral|3 meses)(?![a-z])/, 3],
  [/(?<![a-z])(semestre|semestral|6 meses)(?![a-z])/, 6],
  [/(?<![a-z])(del ano|un ano|1 ano|anual|el ano entero|todo el ano|12 meses)(?![a-z])/, 12],
];

/**
 * 'deprecia el horno: costó 4.200, vida útil 10 años, registra un mes': straight line, the cost over
 * the useful life in months, times the months of the period (one unless a quarter or a year is said).
 */
function straightLine(r: Reading, ledger: Ledger): Understood | null {
  const vals = moneyIn(r);
  if (vals.length > 1) return null;
  const life =
    r.mentions.find(
      (m) =>
        m.kind === 'term' &&
        (m.termUnit === 'ano' || m.termUnit === 'mes') &&
        /(vida util|durante|dura|duran|duraran|en)\s*(?:de\s*)?$/.test(
          r.text.slice(Math.max(0, m.start - 16), m.start),
        ),
    ) ?? r.mentions.find((m) => m.kind === 'term' && m.termUnit === 'ano');
  if (!life) return null;
  const lifeMonths = lifeMonthsOf(life);
  if (!(lifeMonths > 0)) return null;
  const periodText = r.text.slice(life.end);
  // The period said after the life ('…, registra un trimestre') or before it ('la depreciación del trimestre').
  const months =
    PERIODS.find(([re]) => re.test(periodText))?.[1] ??
    PERIODS.find(([re]) => re.test(r.text.slice(0, life.start)))?.[1] ??
    1;
  const named = assetOrOnlyOne(ledger, r.text.slice(0, vals[0]?.start ?? life.start));
  if (!named) return null;
  // Without a cost said, the cost is what the books hold for the asset ('deprecia la camioneta, 5 años').
  const cost = vals[0]?.cents ?? named.amount;
  return depreciated([{ asset: ref(named), amount: mulDiv(cost, months, lifeMonths) }]);
}

/**
 * 'deprecia la máquina (10 años) y el freezer (5 años), un mes': each asset of the books by its own
 * useful life, over its cost in the books, for the period said (a month unless a quarter or a year).
 */
function eachByItsLife(r: Reading, ledger: Ledger): Understood | null {
  const costs = moneyIn(r);
  const terms = r.mentions.filter((m) => m.kind === 'term' && (m.termUnit === 'ano' || m.termUnit === 'mes'));
  // ', un mes' after the lives is the period to record, not another life.
  const tail = terms[terms.length - 1];
  const period =
    tail &&
    !tail.inParens &&
    /(?:,|registra|carga|por|de)\s*$/.test(r.text.slice(Math.max(0, tail.start - 12), tail.start))
      ? tail
      : undefined;
  const lives = period ? terms.slice(0, -1) : terms;
  if (lives.length < 2) return null;
  // 'el servidor (3.400, vida útil 5 años) y las laptops (2.250, 3 años)': each life after its cost.
  const costOf = (life: (typeof lives)[number], after: number): Cents | undefined =>
    costs.find((v) => v.start >= after && v.end <= life.start)?.cents;
  if (costs.length > 0 && costs.length !== lives.length) return null;
  const last = lives[lives.length - 1];
  const months = period
    ? period.termUnit === 'ano'
      ? (period.value / 100) * 12
      : period.value / 100
    : (PERIODS.find(([re]) => re.test(r.text.slice(last?.end ?? 0)))?.[1] ?? 1);
  const items: { asset: AccountRef; amount: Cents }[] = [];
  let from = r.hits.find((h) => h.cue === 'depreciation')?.end ?? 0;
  for (const life of lives) {
    const cost = costs.length > 0 ? costOf(life, from) : undefined;
    if (costs.length > 0 && cost === undefined) return null;
    const asset = assetNamed(ledger, r.text.slice(from, life.start));
    from = life.end;
    const lifeMonths = lifeMonthsOf(life);
    if (!asset || !(lifeMonths > 0)) return null;
    items.push({ asset: ref(asset), amount: mulDiv(cost ?? asset.amount, months, lifeMonths) });
  }
  return depreciated(items);
}

/**
 * 'a 5 años los dos: el yaris lo metimos en 9.500 y el picanto costó 14.800', 'lo que aporté (2.400) a
 * 5 años y los muebles (4.200) a 10 años': several costs, each over its own life or one life said for
 * all, for the period (a month unless a quarter or a year is said). Each cost is the asset the books
 * hold at that amount, or the asset its words name.
 */
function byCostAndLife(r: Reading, ledger: Ledger): Understood | null {
  const costs = moneyIn(r).filter((v) => !v.qty);
  const lives = r.mentions.filter((m) => m.kind === 'term' && (m.termUnit === 'ano' || m.termUnit === 'mes'));
  if (costs.length < 2 || lives.length === 0 || (lives.length !== 1 && lives.length !== costs.length))
    return null;
  const months = PERIODS.find(([re]) => re.test(r.text))?.[1] ?? 1;
  const held = fixedAssets(ledger);
  const used = new Set<LedgerLine>();
  const items: { asset: AccountRef; amount: Cents }[] = [];
  let from = r.hits.find((h) => h.cue === 'depreciation')?.end ?? 0;
  for (const [i, cost] of costs.entries()) {
    const life = lives.length === 1 ? lives[0] : lives[i];
    if (!life) return null;
    const lifeMonths = lifeMonthsOf(life);
    if (!(lifeMonths > 0)) return null;
    const atCost = held.filter((l) => l.amount === cost.cents && !used.has(l));
    const asset =
      (atCost.length === 1 ? atCost[0] : undefined) ?? assetNamed(ledger, r.text.slice(from, cost.start));
    from = cost.end;
    if (!asset) return null;
    used.add(asset);
    items.push({ asset: ref(asset), amount: mulDiv(cost.cents, months, lifeMonths) });
  }
  return depreciated(items);
}

/**
 * Depreciation with a cost or a life said that could not be computed: never the whole cost as the
 * period's charge. What is missing is asked: the asset in the books, or its useful life.
 */
function straightLineQuestion(r: Reading, ledger: Ledger): Understood {
  const named = assetOrOnlyOne(ledger, r.text);
  if (!named)
    return {
      kind: 'clarify',
      text: 'No encuentro ese activo en los libros. Regístralo primero (qué es, cuánto costó y cómo se pagó) y después registro su depreciación.',
    };
  return {
    kind: 'clarify',
    text: '¿Cuál es su vida útil en años, o cuánto se deprecia en este período?',
  };
}

/** A contract length in months ('contrato por 3 años', 'arriendo de cuatro años', '(5 años)'). */
export function contractMonths(r: Reading): number | undefined {
  // The lease's length, not the deposit's months ('dos meses de garantía, contrato de 18 meses').
  const terms = r.mentions.filter(
    (m) =>
      m.kind === 'term' &&
      (m.termUnit === 'ano' || m.termUnit === 'mes') &&
      /(?:(?<![a-z])(?:contrato|alquiler|arriendo|arrendamiento|renta|local|lease|firmamos|firmado|plazo|por|a)|\()\s*(?:es de|es por|es x|sera de|de|es|es a|a|por|x)?\s*$/.test(
        r.text.slice(Math.max(0, m.start - 30), m.start),
      ) &&
      !/^\s*(?:de|del)\s+(?:garantia|fianza|deposito|renta|alquiler|arriendo)/.test(
        r.text.slice(m.end, m.end + 20),
      ),
  );
  // 'dejamos 900 (2 meses)…, el contrato es por 3 años': the one the contract names wins.
  const term =
    terms.find((m) =>
      /(?<![a-z])(?:contrato|arriendo|arrendamiento|lease|firmamos|firmado|plazo)(?![a-z])[^,.;()]{0,14}$/.test(
        r.text.slice(Math.max(0, m.start - 30), m.start),
      ),
    ) ?? terms[0];
  if (!term) return undefined;
  const n = term.value / 100;
  return term.termUnit === 'ano' ? n * 12 : n;
}

/**
 * A rent deposit (garantía, fianza, depósito del casero). Only when the deposit is the one amount of
 * the message: a deposit with the first rent beside it is a purchase of two things, read elsewhere.
 */
const MONTHS_OF =
  /(?<![a-z0-9])([1-9]) (?:meses|mensualidades|rentas|alquileres|arriendos) (?:de|a)\s*\$?\s*$/;

/** 'el dueño del local nos devolvió la garantía': a deposit we gave comes back to us. */
const DEPOSIT_BACK =
  /(?<![a-z])(?:nos|me) (?:ha |han )?(?:devolvio|devolvieron|devuelto|reintegro|reintegraron|reintegrado|regreso|regresaron|reembolso|reembolsaron) (?:la|el|los|las|nuestra|nuestro) (?:garantia|fianza|deposito|depositos|deposito en garantia)(?![a-z])/;
const DEPOSIT_LINE = /(?<![a-z])(garantia|fianza|deposito)(?![a-z])/i;
const NO_DEPOSIT_BOOKED =
  'No encuentro esa garantía en los libros: ¿de cuánto fue y cuándo se entregó? Si nunca se registró, cuéntame de qué es ese dinero y lo registro como corresponde.';

export const depositReturned: Rule = ({ r, ledger }) => {
  if (!DEPOSIT_BACK.test(r.text) || r.question) return null;
  const line = ledger.lines.find(
    (l) =>
      l.section === 'assets' &&
      l.amount > 0 &&
      (l.category === ACCOUNT.otherNonCurrentAssets || l.category === ACCOUNT.otherCurrentAssets) &&
      DEPOSIT_LINE.test(normalize(l.description)),
  );
  if (!line) return { kind: 'clarify', text: NO_DEPOSIT_BOOKED };
  const vals = moneyIn(r).filter((v) => !v.qty);
  const amount = vals.length === 1 ? (vals[0] as Value).cents : vals.length === 0 ? line.amount : undefined;
  return one({
    kind: 'deposit_returned',
    label: 'Garantía devuelta',
    ...(amount !== undefined ? { amount } : {}),
    deposit: ref(line),
  });
};

export const depositGiven: Rule = ({ r }) => {
  if (!has(r, 'deposit') || r.question || has(r, 'hypothetical') || has(r, 'sell')) return null;
  // Money given back to us later ('que nos devuelven al final') is the deposit's nature, not a refund.
  if (
    /(?<![a-z])(nos (?:dejo|dejaron|dio|dieron|deposito)|cliente|(?<!nos (?:lo |la |los |las )?)devolv[a-z]*)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const vals = moneyIn(r);
  if (vals.length !== 1) return null;
  const months = contractMonths(r);
  // 'dos meses de 700': the deposit counted in months of the rent said.
  const counted = MONTHS_OF.exec(r.text.slice(Math.max(0, (vals[0]?.start ?? 0) - 30), vals[0]?.start ?? 0));
  const times = counted ? Number(counted[1]) : 1;
  return one({
    kind: 'deposit_given',
    label: 'Garantía del alquiler',
    ...(vals[0] ? { amount: mulDiv(vals[0].cents, times, 1) } : {}),
    ...(months !== undefined ? { contractMonths: months } : {}),
  });
};

/** A bank term deposit by any of its names across Spain and Latin America. */
const TERM_DEPOSIT =
  /(?<![a-z])(plazo fijo|deposito a plazo(?: fijo)?|deposito a termino|imposicion(?: a plazo)?|cdt|certificado de deposito|cuenta a plazo|(?:un|el|en un|a un) pagare(?: bancario)?(?= (?:a|de) \d| bancario| en el banco| del banco)|inversion a plazo|cetes|fondo a plazo)(?![a-z])/;

/** Money put in a term deposit: not spent, and where it goes depends on the term (asked when missing). */
export const termDeposit: Rule = ({ r }) => {
  if (!TERM_DEPOSIT.test(r.text) || r.question || has(r, 'hypothetical')) return null;
  // Interest a matured deposit paid, or the deposit cashed back, are other movements.
  if (
    /(?<![a-z])(vencio|vence[n]? (?:hoy|ayer)|rescat[a-z]*|cancelamos el|interes(?:es)? (?:del|que|ganad))(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const vals = moneyIn(r);
  if (vals.length > 1) return null;
  const term = r.mentions.find((m) => m.kind === 'term');
  const said = term ? termMonthsOf(term.value / 100, term.termUnit) : undefined;
  // 'más de un año' is beyond the year, whatever its exact length.
  const beyond = term && /mas de\s*$/.test(r.text.slice(Math.max(0, term.start - 10), term.start));
  const months = said !== undefined && beyond ? said + 1 : said;
  return one({
    kind: 'term_deposit',
    label: 'Depósito a plazo',
    ...(vals[0] ? { amount: vals[0].cents } : {}),
    ...(months !== undefined ? { termMonths: months } : {}),
  });
};

function termMonthsOf(n: number, unit: string | undefined): number | undefined {
  if (unit === 'ano') return n * 12;
  if (unit === 'mes') return n;
  if (unit === 'dia') return n / 30;
  if (unit === 'semana') return n / 4.345;
  return undefined;
}

const PREPAID_OF: readonly (readonly [RegExp, ExpenseKind])[] = [
  [
    /(?<![a-z])(seguro|poliza|soat|asegur[a-z]+|cobertura (?:amplia|total|basica|completa|contra))(?![a-z])/,
    'insurance',
  ],
  [
    /(?<![a-z])(renta|alquiler|arriendo|arrendamiento|coworking|local|alquil[a-z]+|arrend[a-z]+|rent(?:amos|e|o|aron|ado|ada|ando))(?![a-z])/,
    'rent',
  ],
  // 'seis meses adelantados del almacén': months of a place paid for are its rent.
  [
    /(?<![a-z])(?:meses|trimestre|semestre|ano)(?: [a-z]+){0,2} (?:del|de la) (?:almacen|bodega|oficina|galpon|nave|cochera|estacionamiento|garaje|parqueo|amarre|amarres|plaza de amarre|trastero|puesto|stand|consultorio|taller|cuarto|deposito|espacio|sala|piso|casa)(?![a-z])/,
    'rent',
  ],
  [/(?<![a-z])(hosting|servidor|servidores|nube|cloud)(?![a-z])/, 'software'],
  // 'seis meses de DeepL Pro': a plan's tier or the word for it names a subscription, whatever its brand.
  [
    /(?<![a-z])(suscripcion|licencia|pro|plus|premium|business|saas|plan (?:anual|semestral|trimestral))(?![a-z])/,
    'software',
  ],
  [/(?<![a-z])(publicidad|anuncios|campana)(?![a-z])/, 'marketing'],
];

function prepaidKind(text: string): ExpenseKind | undefined {
  const said = PREPAID_OF.find(([re]) => re.test(text))?.[1];
  if (said) return said;
  // 'Zoom por 6 meses adelantado': a subscription the lexicon knows by its brand, paid months ahead.
  if (!/(?<![a-z])(?:por adelantado|adelantad[oa]s?|prepagad[oa]s?|de golpe|\d+ meses)(?![a-z])/.test(text))
    return undefined;
  const kind = findConcepts(text, EXPENSE_CONCEPTS)
    .map((h) => h.concept.kind)
    .find((k) => k !== undefined && 'expense' in k);
  return kind && 'expense' in kind && PREPAYABLE.has(kind.expense) ? kind.expense : undefined;
}

/** Kinds of expense paid for months ahead that the lexicon may name by a brand. */
const PREPAYABLE: ReadonlySet<ExpenseKind> = new Set<ExpenseKind>([
  'software',
  'insurance',
  'rent',
  'marketing',
]);

const AHEAD =
  /(?<![a-z])(por adelantado|adelantad[oa]s?|prepag[a-z]*|de una vez|de golpe|anual|anuales|al ano|(?<=\d\s?(?:€|\$|euros|dolares|pavos)?,?\s)el ano|por ano|del ano|de este ano|todo el ano|para todo el ano|(?:el|un) ano (?:completo|entero)|todo un ano|por (?:un|1|el) ano|de (?:un|1) ano|por 12 meses|(\d+|doce|seis|tres|dos|cuatro) meses (?:de|del|juntos|seguidos|completos)|(?:por|para) (\d+|doce|seis|tres|dos|cuatro) meses|(?:cubre|cubren|cubria|vale|dura) (?:por )?(?:un|1|el|todo el) ano|(?:cubre|cubren|dura|duran|vigencia de|por) (?:\d+|doce|seis|tres|dos|cuatro|nueve) meses|(?:cobertura|vigencia) (?:anual|de (?:un|1) ano|por (?:un|1) ano))(?![a-z])/;
const EACH_MONTH = /(?<![a-z])(cada mes|al mes|mensuales|por mes|x mes|c\/u|cada uno)(?![a-z])/;

/** Several months of rent, insurance or hosting paid ahead: an asset used up month by month. */
export const prepaid: Rule = ({ r }) => {
  if (!AHEAD.test(r.text) || r.question || has(r, 'sell') || has(r, 'recognizeExpense') || has(r, 'deposit'))
    return null;
  // Months paid ahead ('tres meses de arriendo por adelantado') were paid: ahead of time is never on credit.
  if (
    !has(r, 'payOut') &&
    !has(r, 'now') &&
    !has(r, 'card') &&
    !/(?<![a-z])(por adelantado|prepagad[oa]s?)(?![a-z])/.test(r.text)
  )
    return null;
  if (
    /(?<![a-z])(nos (?:pago|pagaron)|anticipo|adelanto a|senal)(?![a-z])/.test(r.text) ||
    // 'el seguro de RC de la escuela y los alumnos, domiciliado': customers named in what we paid for.
    (!has(r, 'payOut') &&
      /(?<![a-z])(?<!de (?:los|las|nuestros|nuestras|todos los|todas las) |para (?:los|las|todos los|todas las) )(?:cliente|clienta|alumno|alumna)s?(?![a-z])/.test(
        r.text,
      )) ||
    has(r, 'payIn')
  )
    return null;
  const kind = prepaidKind(r.text);
  if (!kind) return null;
  // 'anual' says paid for the year for a policy; for a subscription or hosting it is only its price.
  if (
    kind !== 'insurance' &&
    !/(por adelantado|adelantad|prepag|de una vez|de golpe|meses (?:de|del|juntos|seguidos|completos)|todo el ano|por (?:un|1|el) ano|de (?:un|1) ano|por (?:\d+|doce|seis|tres|dos|cuatro) meses)/.test(
      r.text,
    )
  )
    return null;
  if (
    /(?<![a-z])(suscripcion|licencia|plan)(?![a-z])/.test(r.text) &&
    // 'el plan anual…, 348 todo el año': a year paid now is a prepayment, whatever the thing.
    !/(por adelantado|prepag|meses (?:de|del)|de golpe|de una vez|adelantad|todo el ano|el ano completo|por (?:un|el) ano|12 meses)/.test(
      r.text,
    )
  )
    return null;
  const all = moneyIn(r);
  // '500 por mes, 2.000 en total': the month's price beside the total; the total is what was paid.
  // Its own words only: '2.700 (900 al mes)' says 'al mes' of the 900, not of the 2.700.
  const monthly = (v: Value): boolean =>
    EACH_MONTH.test(r.text.slice(v.end, v.end + 15).split(/[(,;]/)[0] ?? '');
  const vals =
    all.length === 2 && all.filter(monthly).length === 1
      ? all.filter(
          (v) =>
            !monthly(v) &&
            (/^\s*(?:€|\$|euros|dolares|soles|pesos)?\s*(?:en total|de total|total)/.test(
              r.text.slice(v.end, v.end + 20),
            ) ||
              // '2.700 (900 al mes)': the month's price given in passing beside the total.
              /^\s*(?:€|\$|euros|dolares|soles|pesos)?\s*\(/.test(r.text.slice(v.end, v.end + 12)) ||
              // 'cubre 12 meses, 45 x mes… todo junto: 540': the figure that is the months at that price.
              all.some(
                (m) =>
                  monthly(m) &&
                  r.mentions.some(
                    (t) =>
                      t.kind === 'term' && t.termUnit === 'mes' && v.cents === mulDiv(m.cents, t.value, 100),
                  ),
              )),
        )
      : all;
  if (vals.length !== 1) return null;
  const v = vals[0] as Value;
  const monthsM = r.mentions.find((m) => m.kind === 'term' && m.termUnit === 'mes');
  const perMonth = monthly(v);
  // '250 al mes; hemos pagado el trimestre entero': the period named by its noun is its months.
  const period = /(?<![a-z])(?:el|un|todo el|del) (trimestre|semestre|ano)(?![a-z])/.exec(r.text)?.[1];
  const periodMonths =
    period === 'trimestre' ? 3 : period === 'semestre' ? 6 : period === 'ano' ? 12 : undefined;
  const amount =
    perMonth && monthsM
      ? mulDiv(v.cents, monthsM.value, 100)
      : periodMonths !== undefined &&
          /^\s*(?:€|\$|euros|dolares)?\s*(?:al mes|por mes|x mes|cada mes|mensuales?)(?![a-z])/.test(
            r.text.slice(v.end, v.end + 20),
          )
        ? mulDiv(v.cents, periodMonths, 1)
        : v.cents;
  return one({
    kind: 'prepaid',
    label: `${labelOfKind(kind)} pagado por adelantado`,
    expense: kind,
    amount,
    settlement: has(r, 'card') ? { kind: 'card' } : { kind: 'now' },
  });
};

function labelOfKind(kind: ExpenseKind): string {
  switch (kind) {
    case 'insurance':
      return 'Seguro';
    case 'rent':
      return 'Alquiler';
    case 'software':
      return 'Servicio de software';
    default:
      return 'Gasto';
  }
}

/**
 * 'nos pagaron 500 de anticipo y hoy el resto': the rest paid today closes the job; read on the
 * message as typed, since 'hoy' leaves the text as its date.
 */
export const REST_TODAY =
  /(?<![a-z])(?:(?:hoy|ahora|ya|despues|al terminar|al final) (?:nos )?(?:pagaron |pago |dieron |dio |transfirieron |transfirio )?el resto|el resto (?:hoy|ahora|al terminar))(?![a-z])/;

const ORDER =
  /(?<![a-z])(encarg[a-z]*|a pedido|por encargo|pedido de un cliente|nos pidio|nos pidieron|reserv[a-z]*|apart[a-z]*|contrat[a-z]* para)(?![a-z])/;
const CUSTOMER_ADVANCE =
  /(?<![a-z])((?:dejo|dejaron|nos dio|nos dieron) \d[\d.,]* (?:(?:€|\$|euros|dolares|soles|pesos) )?(?:de|como|en) (?:deposito|garantia)|(?:dejo|dejaron|ha dejado|han dejado) (?:un|una) abono|anticipo|adelanto|por adelantado|(?:nos|me) (?:adelanto|adelantaron|anticipo|anticiparon|(?:ha|han) adelantado|(?:ha|han) anticipado)|senal|sena|(?:nos|me) (?:seno|senaron|ha senado|han senado)|arras|(?<!no tenian |no tenia |sin |no hicieron |no hizo )reserva|prepag[a-z]*|(?:de|como) abono (?:por|para) (?:un|una|el|la|su)(?! (?:factura|deuda|saldo|cuenta|pedido entregado))|(?:de|como) abono para [a-z]+|(?:el resto|lo demas|el saldo|la otra mitad|lo que falta) (?:al entregar(?:lo|la|los|las)?|cuando (?:lo |la |los |las )?(?:entreguemos|terminemos|este[n]? list[oa]s?)|contra entrega|a la entrega)|a cuenta(?! de (?:su|la|el|lo que|sus|las|los) (?:factura|facturas|deuda|saldo|cuenta|debe|debia|pendiente))|(?<=\d[\d.,]* (?:[a-z]+ )?)adelantad[oa]s?)(?![a-z])/;

const STRONG_ADVANCE = /(?<![a-z])(?:de|como|en) (?:anticipo|adelanto|senal|sena|arras|abono)(?![a-z])/;

/** A customer pays before we deliver: a liability until the service is given. */
/** 'el resto de la señal que nos dejaron': the rest of a price whose first part was an advance. */
const REST_OF_ADVANCE =
  /(?<![a-z])(?:el resto|lo que faltaba|lo que quedaba|el saldo|la diferencia)(?: [a-z]+){0,3} (?:de la|del|despues de la|despues del|aparte de la|aparte del) (?:senal|sena|anticipo|adelanto|reserva|abono)(?![a-z])/;
/** 'la primera mitad ya estaba registrada como anticipo': the user says the books hold it. */
const SAID_BOOKED =
  /(?<![a-z])ya (?:estaba|esta|estaban|estan|habia sido|quedo|quedaron) (?:registrad[oa]s?|anotad[oa]s?|cargad[oa]s?) como (?:anticipo|adelanto|sena|senal)(?![a-z])/;
const NO_ADVANCE_FOR_REST =
  'No encuentro en los libros la seña o el anticipo de ese trabajo: ¿de cuánto fue y cuál era el precio total? Así registro la venta completa con lo que ya se había cobrado.';

const NEW_CUSTOMER =
  /(?<![a-z])(?:(?:un|una|el|la) (?:cliente|clienta|alumno|alumna|paciente|huesped|socio|socia) nuev[oa]|(?:un|una) nuev[oa] (?:cliente|clienta|alumno|alumna|paciente|huesped|socio|socia))(?![a-z])|^(?:[a-z]+ ){0,2}(?:un|una) [a-z]+ (?:[a-z0-9]+ ){0,4}(?:nos|me) (?:(?:ha|han) )?(?:contrato|contrataron|encargo|encargaron|pidio|pidieron|mando|mandaron|mandado|giro|giraron|girado|dejo|dejaron|dejado|adelanto|adelantaron|adelantado|transfirio|transfirieron|transferido|deposito|depositaron|depositado|consigno|consignaron|yapeo|pago|pagaron|pagado)(?![a-z])/;

export const advanceReceived: Rule = ({ r, ledger }) => {
  // The rest of a job paid after an advance that is not in the books (with one, the delivery rule
  // reads it first): the price and the advance are asked, never a new advance booked.
  if ((REST_OF_ADVANCE.test(r.text) || SAID_BOOKED.test(r.text)) && has(r, 'payIn') && !r.question)
    return { kind: 'clarify', text: NO_ADVANCE_FOR_REST };
  // 'Despacho Ruiz nos pagó 2.000 a cuenta': a customer who owes us pays part of it, not ahead.
  // 'una clienta nueva ha pagado el bono anual': someone new owes us nothing yet.
  // ('nos ha pagado por adelantado tres meses de cajas' is ahead of what it will get, whatever it owes.)
  if (
    !NEW_CUSTOMER.test(r.text) &&
    !STRONG_ADVANCE.test(r.text) &&
    !/(?<![a-z])por adelantado(?![a-z])[^.;]*(?<![a-z])(?:empezamos|empieza|arranca|arrancamos|el mes que viene|la semana que viene|el proximo mes)(?![a-z])/.test(
      r.text,
    ) &&
    namesOpenReceivable(r, ledger)
  )
    return null;
  // 'un cliente encargó…, nos dejó 400 de abono': a part paid on an order not yet delivered.
  const onOrder = ORDER.test(r.text) && /(?<![a-z])(abono|a cuenta|parte)(?![a-z])/.test(r.text);
  // '14 alumnos apuntados… han pagado la mensualidad': the people counted are who paid.
  const peoplePaid =
    !has(r, 'buy') &&
    PEOPLE_COUNTED.test(r.text) &&
    /(?<![a-z])(?<!(?:le|les|nos|me) )(?:han pagado|pagaron|abonaron|han abonado)(?![a-z])/.test(r.text);
  const paidIn =
    has(r, 'payIn') ||
    // '8 familias reservaron plaza, 50 de reserva cada una por bizum': how it came in says it came in.
    (has(r, 'now') && !has(r, 'payOut') && !has(r, 'buy') && PEOPLE_COUNTED.test(r.text)) ||
    peoplePaid ||
    (ORDER.test(r.text) &&
      /(?<![a-z])(dejo|dejaron|(?:ha|han) dejado|dio|dieron|(?:ha|han) dado|pago|pagaron|(?:ha|han) pagado|abono|abonaron|transfirio|transfirieron|(?:ha|han) transferido|deposito|depositaron)(?![a-z])/.test(
        r.text,
      ));
  // 'vendimos 20 bonos…, las clases se darán el mes que viene': paid now, earned as it is given.
  // Sold without a word of how it was collected, the question is asked like any sale's.
  const unearned = has(r, 'unearned') && (has(r, 'payIn') || peoplePaid || (has(r, 'sell') && has(r, 'now')));
  if (
    (!CUSTOMER_ADVANCE.test(r.text) && !onOrder && !unearned) ||
    !(paidIn || unearned) ||
    r.question ||
    has(r, 'borrow') ||
    // 'Airbnb nos retuvo un 15% de comisión de una reserva': a platform paying out a booking it took.
    (has(r, 'fee') &&
      /(?<![a-z])(retenido|retuvo|retuvieron|se quedo|se queda|nos desconto|descontado)(?![a-z])/.test(
        r.text,
      ))
  )
    return null;
  if (
    has(r, 'recognizeIncome') ||
    /(?<![a-z])(ya (?:nos )?habia[n]?|nos habian|entregad[oa]s?|restando|descontando|el total|lo que faltaba)(?![a-z])/.test(
      r.text,
    ) ||
    REST_TODAY.test(r.said)
  )
    return null;
  if (/(?<![a-z])(le (?:dimos|giramos|mandamos|pagamos)|al proveedor|proveedor)(?![a-z])/.test(r.text))
    return null;
  const vals = moneyIn(r);
  if (vals.length === 0) return null;
  // The advance is the amount said next to the advance word; an order's total is only context.
  // 'nos reserva el bar…, el evento son 1.100 y nos han hecho un bizum de 400 de señal': the word that
  // names the money (señal, anticipo) wins over a booking word said first.
  const word =
    STRONG_ADVANCE.exec(r.text) ??
    CUSTOMER_ADVANCE.exec(r.text) ??
    /(?<![a-z])(abono|a cuenta)(?![a-z])/.exec(r.text);
  const at = word ? word.index : 0;
  const to = word ? word.index + word[0].length : 0;
  // Measured from the word's end: 'nos adelantaron 1.200' beside 'el precio es 3.000 y…' is the 1.200.
  const gap = (v: Value): number => (v.end <= at ? at - v.end : v.start - to);
  // No advance word ('vendimos un paquete por 2.400, nos pagaron 800 y el resto antes de viajar'):
  // the part paid is the amount said after the paying verb.
  const paidPart = word
    ? undefined
    : vals.find((v) =>
        /(?:nos pagaron|nos pago|pagaron|pago|nos dieron|nos dio|dejaron|dejo|nos adelantaron|adelantaron|nos transfirieron|transfirieron|cobramos)\s*\$?\s*$/.test(
          r.text.slice(Math.max(0, v.start - 24), v.start),
        ),
      );
  // 'nos ha dejado una señal para que le guardemos una de las cadenas de oro de 420': a figure after
  // 'de', far from an advance said without its amount, is the price of what is kept.
  const priceOfThing = (v: Value): boolean =>
    word !== undefined &&
    word !== null &&
    v.start > to + 20 &&
    /(?<![a-z])(?:un|una)\s+$/.test(r.text.slice(Math.max(0, at - 5), at)) &&
    /(?<![a-z])de\s*\$?\s*$/.test(r.text.slice(Math.max(0, v.start - 5), v.start)) &&
    !/[.;]\s/.test(r.text.slice(to, v.start));
  const candidates = vals.filter((v) => !priceOfThing(v));
  if (candidates.length === 0 && !paidPart)
    return { kind: 'clarify', text: '¿De cuánto fue la señal que dejó el cliente?' };
  const near = paidPart ?? ([...candidates].sort((x, y) => gap(x) - gap(y))[0] as Value);
  let amount = near.cents;
  const pct = r.mentions.find((m) => m.kind === 'pct');
  // 'el 40% de anticipo' of an order of 965: the advance is the share, unless its amount is said.
  if (pct) {
    const orderAfter = /^[^0-9]*?de (?:un|una|el|la|los|las)? ?[a-z ]{0,40}(?:de|por)\s*\$?\s*$/.test(
      r.text.slice(pct.end, near.start),
    );
    // '3.600 de anticipo (30%)': the figure is the advance, its share only said beside it.
    const figureIsAdvance =
      near.end < pct.start &&
      /^\s*(?:€|\$|dolares|euros|soles|pesos)?\s*(?:de|como|en) (?:anticipo|adelanto|sena|senal|abono|inicial|entrada)(?![a-z])[\s(,:]*$/.test(
        r.text.slice(near.end, pct.start),
      );
    // '600 por SINPE, es el 50% de adelanto': the figure said is that share.
    const figureIsShare =
      near.end < pct.start &&
      /^[^0-9]{0,30}(?:es|son|que es|que son|o sea|osea|equivale a)\s+(?:el|un)\s*$/.test(
        r.text.slice(near.end, pct.start),
      );
    if (((near.start > pct.end && orderAfter) || near.end < pct.start) && !figureIsAdvance && !figureIsShare)
      amount = mulDiv(near.cents, pct.value, 10_000);
  }
  // 'nos pagaron la mitad' of the one price said: half of it came in ahead; 'nos adelantó la mitad,
  // 540' says the half itself.
  const halfSaid = /(?<![a-z])la mitad\s*[,:(]?\s*(?:o sea|osea|que son|son|es decir)?\s*[$€]?\s*$/.test(
    r.text.slice(Math.max(0, near.start - 30), near.start),
  );
  if (
    vals.length === 1 &&
    !halfSaid &&
    (/(?<![a-z])(?:pagaron|pago|dejaron|dejo|dieron|dio|abonaron|abono|adelantaron|adelanto|transfirieron|transfirio|giro|giraron|deposito|depositaron|consigno|consignaron|mando|mandaron|paso|pasaron|yapeo) la mitad(?![a-z])/.test(
      r.text,
    ) ||
      // 'nos dejó de anticipo la mitad', 'la mitad de seña'.
      /(?<![a-z])(?:de (?:anticipo|adelanto|sena|senal|abono) la mitad|la mitad (?:de|como) (?:anticipo|adelanto|sena|senal|abono))(?![a-z])/.test(
        r.text,
      ))
  )
    amount = mulDiv(amount, 1, 2);
  // '6 familias…, 40 de reserva cada una': one figure per head of the people counted.
  const heads = PEOPLE_COUNTED.exec(r.text);
  if (
    vals.length === 1 &&
    !near.qty &&
    heads?.[1] &&
    /^\s*(?:€|\$|dolares|euros|pavos)?\s*(?:[a-z]+ ){0,3}(?:cada un[oa]|por cabeza|por persona|por familia|c\/u)(?![a-z])/.test(
      r.text.slice(near.end, near.end + 40),
    )
  )
    amount = mulDiv(amount, spelledValue([heads[1]]) ?? Number(heads[1]), 1);
  return one({ kind: 'advance_received', label: 'Anticipo de cliente', amount });
};

/** People counted ('8 familias', 'seis alumnos'): whom each figure said 'cada uno' is for. */
const PEOPLE_COUNTED =
  /(?<![a-z0-9.,])(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|doce|quince|veinte) (?:familias|personas|clientes|clientas|alumnos|alumnas|padres|madres|ninos|ninas|chicos|chicas|huespedes|pasajeros|invitados|participantes|socios|socias|parejas)(?![a-z])/;

/** Words that name money paid ahead. */
const ADVANCE_WORD =
  /(?<![a-z])(anticipo|adelanto|avance|adelantamos|adelantado|adelante|senamos|senal|sena)(?![a-z])/;
/** 'a cuenta de los uniformes': paid towards something still to come (or towards a debt, see below). */
const ON_ACCOUNT_OF = /(?<![a-z])a cuenta de(?![a-z])/;
const SUPPLIER_ADVANCE = new RegExp(
  `${ADVANCE_WORD.source}|(?<![a-z])a cuenta de (?:los|las|el|la|un|una|unos|unas) (?!deuda|factura|saldo|pendiente|cuenta|credito|prestamo|pedido entregado)[a-z]+(?![a-z])`,
);

/** We pay a supplier ahead of its delivery: a right (asset), not stock or expense yet. */
export const advanceGiven: Rule = ({ r, ledger }) => {
  // '1 palo a cuenta de las bicis' while the books owe for them: a part of that debt paid, not ahead.
  if (
    ON_ACCOUNT_OF.test(r.text) &&
    !ADVANCE_WORD.test(r.text) &&
    ledger.total('liabilities', (l) => l.category === ACCOUNT.payables || l.category === ACCOUNT.suppliers) >
      0
  )
    return null;
  // '30 trajes pa vender a las familias': goods for sale, not a sale.
  // 'al payés que nos va a vender los huevos': whoever sells to us is the supplier.
  const sold =
    has(r, 'sell') &&
    !/(?<![a-z])(?:para|pa) (?:vender|revender)(?![a-z])/.test(r.text) &&
    !/(?<![a-z])(?:que )?(?:nos|me) (?:va a vender|van a vender|vende|venden|vendera|venderan|vendio|vendieron)(?![a-z])/.test(
      r.text,
    );
  if (!SUPPLIER_ADVANCE.test(r.text) || r.question || has(r, 'payIn') || sold) return null;
  if (
    !has(r, 'payOut') &&
    !/(?<![a-z])(adelantamos|le senamos|mandamos|enviamos|(?:le|les) (?:pase|pasamos|mande|envie|yapee|yapeamos)|(?:una )?transferencia de \d[\d.,]* (?:€ |euros |dolares )?a|(?:le|les) (?:hemos |he )?adelantado|(?:le|les) adelante|(?:le|les) (?:hice|hicimos) una transferencia|(?:le|les) (?:transferimos|transferi|dimos|di|giramos|depositamos|deposite)|(?:le|les) (?:hemos|he) (?:dado|transferido|girado|depositado|pagado))(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  if (
    // ('aún no ha llegado': the goods are still to come.)
    /(?<![a-z])(?<!no )(llego|llegaron|entregaron|recibimos|habiamos|ya les habia|instalaron|instalo|terminaron|montaron|menos (?:los|el|la|las)|(?<!no )(?:nos )?(?:ha|han) (?:traido|entregado|llegado|mandado)|nos (?:trajo|trajeron)|descontad[oa] (?:el|la)|descontando (?:el|la)|al recibir(?:lo|la|los|las)?)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  // 'hemos adelantado 3 meses del amarre', 'Zoom por 6 meses adelantado': months paid ahead, not
  // money ahead of a delivery.
  if (
    /(?<![a-z])adelant[a-z]* (?:\d+|dos|tres|cuatro|cinco|seis|doce) (?:mes|meses|semanas|mensualidades)(?![a-z])|(?<![a-z])(?:\d+|dos|tres|cuatro|cinco|seis|doce) (?:meses|semanas|mensualidades|trimestres|anos|ano) (?:por )?(?:adelantad[oa]s?|anticipad[oa]s?|por adelantado|de golpe|prepagad[oa]s?)(?![a-z])/.test(
      r.text,
    )
  )
    return null;
  const all = moneyIn(r);
  // '300 de anticipo…, el trabajo completo es de 750': the whole price said beside the advance.
  const whole =
    all.length === 2
      ? all.find(
          (w) =>
            /(?<![a-z])(?:total|completo|completa|entero|en total|presupuesto|pedido|orden|cuesta|costara|vale|valor|precio|sale en|saldra en|sale por|es de|son)(?: [a-z]+){0,3}\s*$/.test(
              r.text.slice(Math.max(0, w.start - 30), w.start),
            ) && all.every((o) => o === w || o.cents < w.cents),
        )
      : undefined;
  const vals = whole ? all.filter((v) => v !== whole) : all;
  if (vals.length !== 1) return null;
  // 'le adelanté el 40% … por un pedido de 1.500': a share of the order's price.
  // The figure must be the order's price, said after the share ('el 40% … de un pedido de 1.500').
  const v = vals[0] as Value;
  const share = r.mentions.find(
    (m) =>
      m.kind === 'pct' &&
      m.value > 0 &&
      m.value < 10000 &&
      m.end <= v.start &&
      /(?<![a-z])(?:pedido|compra|orden|encargo|total|factura|presupuesto)(?![a-z])/.test(
        r.text.slice(m.end, v.start),
      ),
  );
  const amount = share ? mulDiv(v.cents, share.value, 10000) : v.cents;
  return one({
    kind: 'advance_given',
    label: 'Anticipo a proveedor',
    amount,
    // Paid with the company's credit card, the advance is owed to the card, not taken from cash.
    ...(has(r, 'card') ? { settlement: { kind: 'card' as const } } : {}),
  });
};

const FOREIGN: Readonly<Record<string, RegExp>> = {
  USD: /(?<![a-z])(soles|pesos|euros|bolivares|quetzales|colones|lempiras|cordobas|guaranies|bolivianos|reales|libras|francos|yenes|yuanes)(?![a-z])/,
  EUR: /(?<![a-z])(soles|pesos|dolares|bolivares|quetzales|colones|lempiras|cordobas|guaranies|bolivianos|reales|libras|francos|yenes|yuanes)(?![a-z])/,
};

/** An amount in another currency than the report's: asked, never converted by guess. */
export function foreignCurrency(r: Reading, currency: string): string | undefined {
  const re = FOREIGN[currency];
  if (!re || r.question) return undefined;
  // Any currency word right after an amount ('en libras, 600 libras'), not only the first one said.
  // '600 libras' reads as a count of pounds: a count named by a currency is an amount too.
  const m = [...r.text.matchAll(new RegExp(re.source, 'g'))].find((w) =>
    r.mentions.some(
      (x) =>
        (x.kind === 'money' ||
          // '20 libras de frijol' weighs; '600 libras por transferencia' pays.
          (x.kind === 'qty' && !/^\s+de\s/.test(r.text.slice(w.index + w[0].length)))) &&
        w.index >= x.start &&
        w.index <= x.end + 3,
    ),
  );
  if (!m) return undefined;
  const name = currency === 'USD' ? 'dólares' : 'euros';
  return `El reporte está en ${name} y ese importe está en ${m[1]}. ¿A cuántos ${name} equivale?`;
}
