import { cents, parseAmount, type Cents } from '../../domain';

/**
 * The amount grammar: every number in a normalised message (digits already, see spelled.ts),
 * classified as money, a quantity of something, a percentage or a term ('30 días', '24 meses').
 * Values are integers in hundredths, so money is exact cents and '1,5 kilos' is 150.
 */
export type MentionKind = 'money' | 'qty' | 'pct' | 'term';
export type TermUnit = 'dia' | 'semana' | 'quincena' | 'mes' | 'ano' | 'cuota';

export interface Mention {
  readonly kind: MentionKind;
  /** Hundredths: cents for money, 100 × the count/percentage/term otherwise. */
  readonly value: number;
  readonly start: number;
  readonly end: number;
  readonly currency: boolean;
  /** The noun after a quantity ('kilo', 'funda') or the unit of a term. */
  readonly unit?: string;
  readonly termUnit?: TermUnit;
  readonly inParens: boolean;
  /**
   * A price below one unit said with more than two decimals ('a 0,045 la tarrina'): ten-thousandths
   * of the currency, so a count times it is rounded once, on the total, never on the price.
   */
  readonly fine?: number;
}

/** Verbs of money coming in or owed to us just before a number: what follows is an amount, not a count. */
const MONEY_IN_BEFORE =
  /(?<![a-z])(?:entr(?:o|aron)|ingres(?:o|aron)|cayo|cayeron|recaudamos|recaude|juntamos|cobramos|cobre|facturamos|hicimos|(?:nos|me) (?:debe|deben|adeuda|adeudan|transfirio|transfirieron|pago|pagaron|liquido|liquidaron|deposito|depositaron|giro|giraron|consigno|consignaron|abono|abonaron)|abono|abonaron|ya abono|consigno|consignaron|cogio|cogi|agarro|agarre|saco|saque|tomo|tome|retiro|retire)\s+(?:hoy\s+|ayer\s+)?(?:los\s+|las\s+)?$/;

/** 'le pagamos al contador 120 de sus honorarios': money paid out, before what it was for. */
const MONEY_OUT_BEFORE =
  /(?<![a-z])(?:pagamos|pague|abonamos|abone|transferimos|transferi|le dimos|les dimos|le di)(?:\s+(?:a|al|a la|a los|a las)\s+[a-z]+)?\s+$/;

const NUMBER_RE =
  /(?<![a-z0-9.,])(us\$|u\$s|\$|€)?\s?(\d+(?:[.,]\d+)*)(?:\s?(k|mil|millones|millon|lucas|palos|luca|palo)(?![a-z]))?(?![a-z0-9])/g;
/** Currency words after a number, slang included ('79 pavos' are euros in Spain, 'verdes' dollars). */
const CURRENCY_AFTER_RE =
  /^\s?(€|\$|dolares|dolar|euros|euro|euricos|euritos|dolaritos|dolarcitos|pesos|soles|usd|us\$|verdes|pavos|pavo|pelas|bolas|varos|varo|mangos|mango|quetzales|colones|lempiras|cocos|bolivianos|guaranies|cordobas|balboas)(?![a-z])/;
/** '12 mil tallos a 0,70': a plural noun after thousands, then its price each. */
const THOUSANDS_PRICED =
  /^\s+(?!(?:de|del|en|a|al|por|para|y|o|que|pesos|dolares|euros|soles|lucas|pavos|verdes)(?![a-z]))[a-z]{3,}s(?: de [a-z]+(?: [a-z]+)?| [a-z]+(?: [a-z]+){0,4},?)?\s+(?:a|x|por|de a)\s+[$€]?\s*\d/;
/** 'con 80 mil seguidores': people or views counted in thousands. */
const THOUSANDS_COUNTED =
  /^\s+(?:seguidores|seguidoras|suscriptores|visitas|visualizaciones|vistas|views|likes|reproducciones|usuarios|habitantes|descargas|kilometros|km)(?![a-z])/;
const TERM_RE =
  /^\s?(dias?|semanas?|quincenas?|mes(?:es)?|anos?|cuotas?|msi|mensualidades|letras|plazos)(?![a-z])/;
const PCT_RE = /^\s?(%|por ?ciento)/;

/**
 * Words after which a bare number is still money ('600 de señal', '460 en efectivo', '900, se lo...'),
 * as opposed to a noun, which makes it a quantity ('40 kilos', '12 membresías').
 */
const MONEY_FOLLOWERS = new Set(
  (
    'de del en a al restantes restante pendientes pendiente faltantes faltante adeudados adeudadas con por para y o e u que cada c/u mas menos ya solo total totales netos neto exactos ' +
    'son es fue fueron era eran seran sera vale valen cuesta cuestan costo costaron sale salen salio ' +
    'pagado pagados pagada pagadas cobrado cobrados cobrada cobradas abonado abonados transferidos transferido ' +
    'depositado depositados mensuales mensual anuales anual semanales diarios al sino no pero aunque ' +
    'hoy ayer antier anteayer manana este esta ese esa lo la el los las le les se nos me mi mis su sus ' +
    'fiado fiada fiados fiadas cash limpios redondos despues antes luego pero porque segun incluido incluida incluidos ' +
    'ahora ahorita enseguida inmediatamente nomas solamente tambien igual mismo misma aca alla aqui alli ' +
    'entre sin tambien iva brutos bruto aprox aproximadamente mas o menos como desde hasta segun ' +
    'le les dolares euros pesos cuando si donde cuenta contado efectivo transferencia tarjeta inicial entrada ' +
    'capital interes intereses principal comision comisiones iva impuestos propina propinas descuento recargo mora ' +
    'adelantado adelantados adelantada adelantadas anticipado anticipados ' +
    'todo toda todos todas junto juntos cabales cabal pelados otra otro otras otros vez veces completos completas completo completa integros integro enteros justos x liquido liquidos contra aparte extra extras ' +
    // A verb right after a figure begins the next clause ('por 1.800 pagué la mitad'): never its unit.
    'pague pagamos cobre cobramos compre compramos vendimos vendi dimos di debemos quedamos dejamos mios mias suyos suyas nuestros nuestras tuyos'
  ).split(' '),
);

/** Participles of moving money ('120 cargados a la tarjeta', '300 transferidos'): the number is money. */
const MONEY_PARTICIPLE =
  /^(?:carg|gast|invert|recib|ingres|gir|consign|debit|descont|cobr|pag|abon|transfer|deposit|acredit|retir|sac|prest|adeud|factur|vend|compr|domicili|envi|mand|reembols|desembols|cancel)(?:ad|id)[oa]s?$/;

const MEASURES =
  /^(kg|kgs|kilo|kilos|g|gr|gramos|l|lt|lts|litro|litros|ml|m|mt|mts|metro|metros|cm|m2|m3|km|toneladas?|libras?|onzas?|galon(es)?|horas?|pulgadas)$/;

/** 'a 0,045': a price below one unit with three or four decimals, in ten-thousandths. */
function fineOf(digits: string, mult: string | undefined): { fine?: number } {
  return !mult && /^0[.,]\d{3,4}$/.test(digits) ? { fine: Number(digits.slice(2).padEnd(4, '0')) } : {};
}

export function extractMentions(text: string): Mention[] {
  const out: Mention[] = [];
  const prepared = text;
  for (const m of prepared.matchAll(NUMBER_RE)) {
    const start = m.index;
    let end = start + m[0].length;
    const digits = m[2] ?? '';
    const base = parseAmount(digits);
    if (base === null) continue;
    let value: number = base;
    const mult = m[3];
    if (mult) value *= /^(mil|k|lucas?)$/.test(mult) ? 1000 : 1_000_000;
    let currency = Boolean(m[1]);
    const rest = prepared.slice(end);
    const cur = CURRENCY_AFTER_RE.exec(rest);
    if (cur) {
      currency = true;
      end += cur[0].length;
    }
    const inParens = isInParens(prepared, start);
    if (!currency && !mult && isYear(prepared, start, value)) continue;
    // 'cadenas de oro de 18k', 'oro 14 kilates': the gold's purity, never an amount.
    if (
      !currency &&
      /^(?:9|10|14|18|22|24)$/.test(digits) &&
      (mult === 'k' || /^\s?(?:kilates|quilates|kt|ct)(?![a-z])/.test(rest)) &&
      /(?<![a-z])oro(?: (?:blanco|rosa|amarillo|macizo|solido))?(?: de)?\s*$/.test(
        prepared.slice(Math.max(0, start - 24), start),
      )
    )
      continue;
    // 'somos 3': how many partners there are, never an amount.
    if (
      !currency &&
      !mult &&
      /^\d{1,2}$/.test(digits) &&
      /(?<![a-z])(?:somos|seremos|eramos)\s+$/.test(prepared.slice(Math.max(0, start - 10), start))
    )
      continue;
    // 'la feria de la zona 4', 'el local 12': a place's number, never an amount.
    if (
      !currency &&
      !mult &&
      /^\d{1,2}$/.test(digits) &&
      /(?<![a-z])(?:zona|calle|avenida|av|carrera|cra|numero|nro|km|kilometro|ruta|linea|aula|lote|manzana|sector|etapa|distrito|modulo)\.?\s+(?:n\.?\s*)?$/.test(
        prepared.slice(Math.max(0, start - 14), start),
      )
    )
      continue;
    // 'a la tienda del Plan 3000', 'en la torre 2': a neighbourhood's or building's number after a
    // place word, where the figure stands as the place's name, is never an amount.
    if (
      !currency &&
      !mult &&
      /^\d{1,4}$/.test(digits) &&
      /(?<![a-z])(?:en|de|del|por) (?:el |la |los |las )?(?:plan|barrio|villa|colonia|urbanizacion|urb|residencial|conjunto|torre|bloque|edificio|galeria|puesto|stand|parada|sector|manzana)\.?\s+$/.test(
        prepared.slice(Math.max(0, start - 24), start),
      ) &&
      !/^\s*(?:[a-z]+ )?(?:a|x|por|c\/u|cada)\b/.test(rest)
    )
      continue;
    // 'cuota 1 de la camioneta', 'letra n 3:': which instalment, never an amount.
    if (
      !currency &&
      !mult &&
      value <= 6000 &&
      /(?<![a-z])(?:cuota|letra|mensualidad)\s+(?:(?:n|nro|numero|no|#)\.?\s*)?$/.test(
        prepared.slice(Math.max(0, start - 20), start),
      ) &&
      /^\s*(?:de |del |[:,;]|y )/.test(rest)
    )
      continue;
    // '2 Bajaj Boxer 150 nuevas a 1,950', '3 Honda CGL 125 de trabajo': a number right after a make or
    // a model names the model (its engine), never a count or an amount, when no price word follows.
    if (
      !currency &&
      !mult &&
      /^\d{2,4}$/.test(digits) &&
      MODEL_BEFORE.test(prepared.slice(Math.max(0, start - 24), start)) &&
      /^\s+(?!(?:a|al|por|x|c\/u|cada|en|con|mil|k|lucas|palos|euros?|dolares|soles|pesos|lempiras|quetzales|colones|bolivares|pavos|de (?:contado|inicial|prima|entrada|anticipo|cuota|enganche|adelanto))(?![a-z]))[a-z]/.test(
        rest,
      )
    )
      continue;
    // 'un lente 70-200', 'la referencia 12-4': numbers joined by a hyphen name a model, never an amount.
    if (
      !currency &&
      !mult &&
      (/^-\d/.test(rest) || /\d-$/.test(prepared.slice(Math.max(0, start - 2), start)))
    )
      continue;
    const pct = PCT_RE.exec(rest);
    if (pct && !currency) {
      out.push({ kind: 'pct', value, start, end: end + pct[0].length, currency, inParens });
      continue;
    }
    const term = TERM_RE.exec(rest);
    if (term && !currency && !mult) {
      out.push({
        kind: 'term',
        value,
        start,
        end: end + term[0].length,
        currency,
        termUnit: termUnitOf(term[1] ?? ''),
        inParens,
      });
      continue;
    }
    // '12 mil tallos a 0,70' (thousands of things, each at a price) and 'un influencer con 80 mil
    // seguidores' (thousands of people or views): a count, never money.
    const after = prepared.slice(end);
    if (
      !currency &&
      mult &&
      ((mult === 'mil' && THOUSANDS_PRICED.test(after)) || THOUSANDS_COUNTED.test(after))
    ) {
      const unit = /^\s+([a-z]+)/.exec(after)?.[1] ?? '';
      out.push({ kind: 'qty', value, start, end, currency, unit, inParens });
      continue;
    }
    if (currency || mult) {
      out.push({ kind: 'money', value, start, end, currency, inParens, ...fineOf(digits, mult) });
      continue;
    }
    // 'entre los dos', 'las tres': a count of people or things, not money.
    if (
      value <= 1000 &&
      /(?<![a-z])(?:los|las|ambos|unos|unas|esos|esas|estos|estas|aquellos|aquellas)\s*$/.test(
        prepared.slice(Math.max(0, start - 12), start),
      )
    ) {
      out.push({ kind: 'qty', value, start, end, currency, unit: '', inParens });
      continue;
    }
    // '2 de las 3 tienditas': so many of a count, never money.
    if (value <= 100_000 && /^\s*de\s+(?:los|las)\s+\d+\s+[a-z]/.test(prepared.slice(end))) {
      out.push({ kind: 'qty', value, start, end, currency, unit: '', inParens });
      continue;
    }
    // 'viene dos veces por semana': how often, never money.
    if (/^\s*(?:veces|vez) (?:por|al|a la|cada)(?![a-z])/.test(prepared.slice(end))) {
      out.push({ kind: 'qty', value, start, end, currency, unit: 'veces', inParens });
      continue;
    }
    const next = /^\s*([a-z/]+)/.exec(prepared.slice(end));
    const nextWord = next?.[1];
    const touching = /^\s*[a-z]/.test(prepared.slice(end));
    if (
      /^\s*de\s+(?:sus|los|las|nuestros|nuestras|mis|tus|esos|esas)\s+(?:\d+\s+)?[a-z]/.test(
        prepared.slice(end),
      ) &&
      // '2.340.000 de los pedidos': a figure that large is money, not a count of them.
      value < 1_000_000 &&
      // '62,50 de las notebooks': a figure with cents is money, never a count.
      value % 100 === 0 &&
      // 'entraron 450 de los tatuajes': after money coming in it is what the money was for.
      !MONEY_IN_BEFORE.test(prepared.slice(Math.max(0, start - 24), start)) &&
      !MONEY_OUT_BEFORE.test(prepared.slice(Math.max(0, start - 30), start)) &&
      // 'la amortización: 90 de la furgo y 40 de las máquinas': each figure is what one asset loses.
      !/(?<![a-z])(?:amortiz|deprecia)[a-z]*/.test(prepared.slice(0, start))
    ) {
      // '8 de sus empleados': a count of people or things.
      out.push({ kind: 'qty', value, start, end, currency, unit: '', inParens });
    } else if (
      nextWord === 'x' &&
      /^\s*x\s*\d/.test(prepared.slice(end)) &&
      // '6,80 x 2 usuarios': a figure with cents before the sign is the price, the count comes after.
      !/[.,]\d{2}$/.test(digits)
    ) {
      out.push({ kind: 'qty', value, start, end, currency, unit: 'unidad', inParens });
    } else if (
      nextWord &&
      touching &&
      !MONEY_FOLLOWERS.has(nextWord) &&
      !MONEY_PARTICIPLE.test(nextWord) &&
      !/(ando|iendo|ar|er|ir|arlo|erlo|irlo|arla|erla|irla|arlos|erlos|irlos)$/.test(nextWord) &&
      // '2.254 después', '18,50 cada': cents say money unless a measure follows ('1,5 kilos').
      !(/[.,]\d{2}$/.test(digits) && !MEASURES.test(nextWord))
    ) {
      out.push({ kind: 'qty', value, start, end, currency, unit: nextWord, inParens });
    } else {
      out.push({ kind: 'money', value, start, end, currency, inParens, ...fineOf(digits, mult) });
    }
  }
  return withScaleCarried(withTermCarried(out, prepared), prepared);
}

/**
 * 'es a 12 meses, no a 24', 'no es a 12 cuotas, es a 24': a bare figure set against a term takes the
 * term's unit; it is the other term, never an amount.
 */
function withTermCarried(mentions: Mention[], text: string): Mention[] {
  return mentions.map((m) => {
    if (m.kind !== 'money' || m.currency || m.value % 100 !== 0 || m.value > 60_000) return m;
    const term = mentions.find(
      (t) =>
        t.kind === 'term' &&
        (t.end <= m.start ? m.start - t.end <= 30 : t.start - m.end <= 30) &&
        !/[.;]/.test(text.slice(Math.min(t.end, m.end), Math.max(t.start, m.start))),
    );
    if (!term?.termUnit) return m;
    const against =
      /(?:^|[\s,])(?:no|es|son|era|eran|sino|fue|y no)\s+(?:(?:es|era|son|eran)\s+)?(?:a|en|de)\s*$/.test(
        text.slice(Math.max(0, m.start - 16), m.start),
      ) && /^\s*(?:$|[,.;:]|y\s|no\s|corrig|cambi|por favor|porfa)/.test(text.slice(m.end));
    return against ? { ...m, kind: 'term', termUnit: term.termUnit } : m;
  });
}

/** What lies between two priced things of a list ('y el soplador', ', la otra mesa a'). */
const LISTED =
  /^\s*(?:,|y|e)\s+(?!no\s|ni\s|sino\s)(?:(?:el|la|los|las|un|una|unos|unas|otro|otra|otros|otras)\s+)?[a-z]+(?:\s+[a-z]+){0,3}\s*(?:a|en|por|de)?\s*$/;
const SCALE_WORD =
  /(?<![a-z])(k|mil|millones|millon|lucas|palos|luca|palo)(?:\s+(?:de\s+)?(?:verdes|dolares|euros|pesos|soles|usd|mangos|pavos))?$/;
/** A part of a price named right after it: a down payment, what was paid now. */
const PART_AFTER =
  /^\s*(?:de (?:cuota inicial|inicial|enganche|entrada|pie|prima|anticipo|adelanto|contado|senal|sena)|al contado|en efectivo|ahora|al firmar)(?![a-z])/;
const PART_BEFORE = /(?<![a-z])(?:pagamos|pague|dimos|di|abonamos|pusimos|adelantamos|dejamos) $/;

/**
 * '38 millones: 13 de cuota inicial' — the part of a price said in thousands or millions drops the
 * word the price carried, as people do when the scale is obvious. A bare whole figure below the price's
 * own figure, named as the part paid now, takes the price's scale.
 */
function withScaleCarried(mentions: Mention[], text: string): Mention[] {
  let scale = 1;
  let head = 0;
  let lastEnd = 0;
  return mentions.map((m) => {
    const before = text.slice(lastEnd, m.start);
    lastEnd = m.end;
    // 'la mesa 640 lucas y el soplador 520': a list of things priced, the scale said once for all.
    if (
      scale > 1 &&
      m.kind === 'money' &&
      !m.currency &&
      m.value % 100 === 0 &&
      m.value >= head / 5 &&
      m.value <= head * 5 &&
      LISTED.test(before) &&
      !SCALE_WORD.test(text.slice(m.start, m.end))
    )
      return { ...m, value: m.value * scale };
    const said = text.slice(m.start, m.end);
    const word = SCALE_WORD.exec(said)?.[1];
    if (m.kind === 'money' && word) {
      scale = /^(mil|k|lucas?)$/.test(word) ? 1000 : 1_000_000;
      head = m.value / scale;
      return m;
    }
    if (
      scale > 1 &&
      m.kind === 'money' &&
      !m.currency &&
      m.value % 100 === 0 &&
      m.value < head &&
      (PART_AFTER.test(text.slice(m.end)) ||
        PART_BEFORE.test(text.slice(Math.max(0, m.start - 12), m.start)) ||
        // '12 lucas, 6 cada socio': each one's share of the figure said in thousands.
        /^\s*(?:cada (?:uno|una|socio|socia|quien)|c\/u|por cabeza|por socio|por socia)(?![a-z])/.test(
          text.slice(m.end, m.end + 20),
        ))
    )
      return { ...m, value: m.value * scale };
    return m;
  });
}

function termUnitOf(word: string): TermUnit {
  if (word.startsWith('dia')) return 'dia';
  if (word.startsWith('semana')) return 'semana';
  if (word.startsWith('quincena')) return 'quincena';
  if (word.startsWith('mes')) return 'mes';
  if (word.startsWith('ano')) return 'ano';
  return 'cuota';
}

/** A term in months: '90 días' is 3, '3 años' is 36, '6 cuotas' (monthly) is 6. */
export function termMonths(m: Mention): number {
  const n = m.value / 100;
  switch (m.termUnit) {
    case 'dia':
      return n / 30;
    case 'semana':
      return n / 4.345;
    case 'quincena':
      return n / 2;
    case 'ano':
      return n * 12;
    default:
      return n;
  }
}

function isInParens(text: string, at: number): boolean {
  const open = text.lastIndexOf('(', at);
  if (open < 0) return false;
  const close = text.lastIndexOf(')', at);
  return close < open;
}

const VEHICLE_MODEL =
  /(?<![a-z])(?:ram|hilux|ranger|frontier|np300|tacoma|tundra|amarok|l200|dmax|d-max|navara|saveiro|strada|toro|partner|berlingo|kangoo|fiorino|transit|sprinter|ducato|hiace|vito|trafic|doblo|jumper|boxer|caddy|corolla|yaris|sentra|versa|tsuru|vocho|aveo|spark|sail|onix|gol|polo|jetta|clio|sandero|logan|duster|picanto|rio|accent|tucson|cr-v|crv|rav4|civic|march|swift|alto|ertiga|hr-v|cx-5|mazda ?\d|npr|nkr|hino|foton|jac|chevrolet|chevy|toyota|nissan|ford|volkswagen|vw|renault|peugeot|citroen|fiat|hyundai|kia|mazda|honda|suzuki|isuzu|mitsubishi|dodge|jeep|bmw|audi|mercedes|yamaha|italika|bajaj|pulsar|vespa|moto|camioneta|troca|furgoneta|camion|auto|carro|coche|van)\s+$/;

/** A make or a model line, after which a number is the model's ('Boxer 150', 'CGL 125', 'iPhone 13'). */
const MODEL_BEFORE =
  /(?<![a-z])(?:boxer|pulsar|discover|platino|cgl|cg|xr|xre|fz|gn|ybr|dt|cb|wave|biz|titan|xtz|dominar|apache|ns|rs|duke|splendor|italika|bajaj|yamaha|honda|suzuki|hero|tvs|kawasaki|ktm|iphone|galaxy|redmi|poco|moto g|pixel|ipad|xbox|playstation|ps|canon eos|nikon d|sony a|modelo|version|serie|referencia|ref)\s+$/;

function isYear(text: string, start: number, cents: number): boolean {
  if (cents % 100 !== 0) return false;
  const v = cents / 100;
  if (v < 1990 || v > 2100) return false;
  if (
    /(?:^|\s)(?:ano|anos|del|desde|hasta|en el|modelo|version)\s*$/.test(
      text.slice(Math.max(0, start - 10), start),
    )
  )
    return true;
  // 'una Ram 2019 que va a ser pa las instalaciones': a vehicle's year after its make or model.
  return VEHICLE_MODEL.test(text.slice(Math.max(0, start - 24), start));
}

export function asCents(m: Mention): Cents {
  return cents(m.value);
}
