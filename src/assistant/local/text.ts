import { dictionary } from './dictionary';
import { perMessage } from './memo';
/**
 * Text normalisation shared by every stage: lowercase, no accents, no emoji, single spaces.
 * Every later stage works on this form, so lexicons are written without accents too.
 */

const TYPOS: Readonly<Record<string, string>> = dictionary({
  q: 'que',
  xq: 'porque',
  pq: 'porque',
  tb: 'tambien',
  tmb: 'tambien',
  tbn: 'tambien',
  porq: 'porque',
  tambn: 'tambien',
  d: 'de',
  dl: 'del',
  // Places said small ('el almacencito', 'la bodeguita') are the same places.
  almacencito: 'almacen',
  localcito: 'local',
  bodeguita: 'bodega',
  oficinita: 'oficina',
  tallercito: 'taller',
  cuartito: 'cuarto',
  puestito: 'puesto',
  tiendita: 'tienda',
  pa: 'para',
  "pa'": 'para',
  "pa'l": 'para el',
  "p'al": 'para el',
  // 'to' en efectivo', 'na' más': the final syllable dropped (the Caribbean, Andalusia).
  "to'": 'todo',
  "toa'": 'toda',
  "na'": 'nada',
  to: 'todo',
  // Andalusian 'er kilo', 'er proveedor', 'er pedio': the article and a dropped 'd'.
  er: 'el',
  pedio: 'pedido',
  pedios: 'pedidos',
  // 'semos tres' (rural Spain): we are.
  semos: 'somos',
  // Galician 'xa chegaron', 'tamén': already, arrived, also.
  xa: 'ya',
  chegaron: 'llegaron',
  chegou: 'llego',
  tamen: 'tambien',
  fiao: 'fiado',
  fiaos: 'fiados',
  fiaa: 'fiada',
  ta: 'esta',
  tan: 'estan',
  mita: 'mitad',
  // 'luquitas', 'leuros': the same money said small or playfully.
  luquitas: 'lucas',
  luquita: 'luca',
  leuros: 'euros',
  leurillos: 'euros',
  // Asturian 'nun' is 'no' ('nun eran 120, eran 150').
  nun: 'no',
  dls: 'dolares',
  dlls: 'dolares',
  usd: 'dolares',
  eur: 'euros',
  efectibo: 'efectivo',
  efectvo: 'efectivo',
  efetivo: 'efectivo',
  // 'le hice una transfe', 'por transf.': the transfer abbreviated.
  transfe: 'transferencia',
  tranfe: 'transferencia',
  transf: 'transferencia',
  transfer: 'transferencia',
  tranferencia: 'transferencia',
  trasferencia: 'transferencia',
  transferecia: 'transferencia',
  tranferi: 'transferi',
  trasferi: 'transferi',
  targeta: 'tarjeta',
  tarjta: 'tarjeta',
  devito: 'debito',
  credto: 'credito',
  cretido: 'credito',
  prestmo: 'prestamo',
  presamo: 'prestamo',
  conpramos: 'compramos',
  compramo: 'compramos',
  conpre: 'compre',
  vendimo: 'vendimos',
  bendimos: 'vendimos',
  cobramo: 'cobramos',
  pagamo: 'pagamos',
  alquiller: 'alquiler',
  alqiler: 'alquiler',
  ariendo: 'arriendo',
  suedo: 'sueldo',
  sualdo: 'sueldo',
  salrio: 'salario',
  provedor: 'proveedor',
  provedores: 'proveedores',
  porvedor: 'proveedor',
  inventaro: 'inventario',
  aprote: 'aporte',
  capitall: 'capital',
  intereces: 'intereses',
  lapto: 'laptop',
  labtop: 'laptop',
  compu: 'computadora',
  compus: 'computadoras',
  celu: 'celular',
  publcidad: 'publicidad',
  anucios: 'anuncios',
  facturamo: 'facturamos',
  factrua: 'factura',
  cuata: 'cuota',
  quota: 'cuota',
  depocito: 'deposito',
  deposto: 'deposito',
  garntia: 'garantia',
  cunto: 'cuanto',
  ultmo: 'ultimo',
  utlimo: 'ultimo',
  elimna: 'elimina',
  borrra: 'borra',
});

/**
 * Currency signs written before a figure ('Q300', 'S/ 45', '₡12.000'): the figure followed by the
 * currency's name, as people also write it, so an amount in another currency is seen and asked.
 */
const FIGURE = String.raw`(\d+(?:[.,]\d+)*(?:\s?(?:k|mil|millones)(?!\p{L}))?)`;
const CURRENCY_SIGNS: readonly (readonly [RegExp, string])[] = [
  [new RegExp(String.raw`(?<![\p{L}\d])Q\s?` + FIGURE, 'gu'), 'quetzales'],
  [new RegExp(String.raw`(?<![\p{L}\d])S\/\.?\s?` + FIGURE, 'gu'), 'soles'],
  [new RegExp(String.raw`₡\s?` + FIGURE, 'gu'), 'colones'],
  [new RegExp(String.raw`(?<![\p{L}\d])C\$\s?` + FIGURE, 'gu'), 'cordobas'],
  [new RegExp(String.raw`(?<![\p{L}\d])R\$\s?` + FIGURE, 'gu'), 'reales'],
  [new RegExp(String.raw`(?<![\p{L}\d])Bs\.?\s?` + FIGURE, 'gu'), 'bolivares'],
];

function currencySigns(input: string): string {
  return CURRENCY_SIGNS.reduce((text, [sign, name]) => text.replace(sign, `$1 ${name}`), input);
}

/** Lowercase, strip accents and emoji, normalise quotes and spaces, fix the commonest typos. */
/** A 4x4 is a kind of vehicle, not four times four. */
const DRIVE = /(?<![\d.,])([24])\s?x\s?([24])(?![\d.,])/g;

/** A '2x1' or '3x2' offer names a promotion, not a count times a price. */
const OFFER = /(?<![\d.,])([2-4])x([1-3])(?![\d.,])/gi;

/** '18x12' glued before a word or a price, '185/65R15': a model or a size, never a count or an amount. */
const SIZE = /(?<![\d.,])(\d{1,4})x(\d{1,4})(?![\d.,x])(?=\s+(?:a\s|de\s|[a-zA-Z]))/g;
/** 'la auditoría ISO 27001', 'la norma UNE 166002': a standard's number names it, never an amount. */
const STANDARD = /(?<![\p{L}])(iso|une|norma|nch|nom|iec)\s?-?(\d{3,5})(?![\d.,]?\d)/giu;
/** 'iPhone 11', 'una Play 5', 'Redmi Note 12': the number is the model's, never a count or an amount. */
const MODEL =
  /(?<![\p{L}])(iphone|ipad|galaxy|redmi note|redmi|pixel|play|playstation|ps|xbox|switch|windows|macbook|airpods|apple watch|moto g|rtx|gtx|core i|ryzen|microsoft|office)\s?(\d{1,4})(?![\d.,])(?!\s*(?:€|\$|mil|k|lucas|palos|euros|dolares|pesos|soles|usd)(?![\p{L}]))/giu;
/**
 * 'un gimbal DJI RS 3 de 480': a model written as capitals and a small number after a brand is a
 * name, never a count or an amount ('pagué UTE 78' is an amount). Currencies and taxes are not models.
 */
const MODEL_CODE =
  /(?<=(?<![\p{L}\d])\p{Lu}[\p{L}\d]*\s)(?!(?:USD|EUR|US|PEN|MXN|COP|CLP|ARS|BOB|UYU|GTQ|DOP|CRC|IVA|IGV|ITBMS|ITBIS|ISR|IRPF|RUC|NIT|RFC|CUIT|IVU|SL|SA|SAS|SRL|SAC|SPA|PH|QR|TPV|POS|ACH|SPEI|CC|KG|GB|TB|RD|CR|MX|CO|PE|CL|AR|EC|GT|HN|SV|NI|PA|UY|PY|BO|VE|ES|USA|EEUU)\s)([A-Z]{1,3})\s(\d{1,2})(?![\d.,]?\d)(?!\s+[a-záéíóúñ]{3,}s(?![\p{L}]))(?!\s*(?:%|€|\$|mil|k|lucas|palos|euros|dolares|dólares|pesos|soles|usd|pavos|mangos|varos|meses|mes|dias|días|anos|años|cuotas|semanas|quincenas)(?![\p{L}]))/gu;
/**
 * 'su Pulsar 200', 'una Formlabs Form 4', 'un DJI Mavic 3': a number right after a capitalised name
 * that follows 'su', 'un' or 'una' names the model, never an amount ('al Ayuntamiento 165' is one).
 */
const NAMED_MODEL =
  /(?<=(?<![\p{L}])(?:su|mi|tu|sus|mis|nuestra|nuestro|un|una|otra|otro)\s(?:\p{Lu}[\p{L}\d-]*\s)?)(\p{Lu}\p{Ll}+)\s(\d{1,4})(?![\d.,]?\d)(?!\s*(?:%|€|\$|mil|k|lucas|palos|euros|dolares|dólares|pesos|soles|usd|pavos|mangos|varos|meses|mes|dias|días|anos|años|cuotas|semanas|quincenas|unidades|cajas)(?![\p{L}]))/gu;
const POWER =
  /(?<![\p{L}\d])(\d+)\s*mil\s+(btu|frigorias|frigorías|watts|vatios|lumenes|lúmenes|rpm)(?![\p{L}])/giu;
/** 'la sala 2', 'el consultorio 3': a room's number names it, never a count or a price. */
const ROOM =
  /(?<![\p{L}])(sala|salon|consultorio|box|habitacion|habitación|aula|cabina|pista|cancha|quirofano|quirófano|gabinete)\s(\d{1,2})(?![\d.,]\d)(?!\s*(?:€|\$|mil|k|lucas|palos|euros|dolares|dólares|pesos|soles|usd|pavos|mangos|varos)(?![\p{L}]))/giu;
/** 'de la 70', 'la calle 10': a street or a road named by its number (Colombia), never an amount. */
const STREET =
  /(?<![\p{L}])(la|calle|carrera|avenida|cra|ruta|diagonal|transversal|zona|sector|distrito)\s(\d{1,3})(?![\d.,]?\d)(?![\p{L}])(?!\s*(?:€|\$|mil|k|lucas|palos|euros|dolares|dólares|pesos|soles|usd|pavos|mangos|varos|barras)(?![\p{L}]))/giu;
/** '26"', '15 pulgadas', 'rodado 29': a size, never a count or a price. */
const INCHES = /(?<![\d.,])(\d{1,3}(?:[.,]\d)?)\s?(?:"|''|”|″|pulgadas|pulg\.?)(?![\p{L}\d])/gu;
const WHEEL =
  /(?<![\p{L}])(rodado|aro|rin|r)\s?(\d{2})(?![\d.,])(?!\s*(?:€|\$|mil|k|lucas|euros|dolares|pesos))/giu;
const TYRE = /(?<![\d.,])\d{3}\/\d{2}\s?[rR]\s?\d{2}(?![\d])/g;

/** "3'600.000" (Colombia): the apostrophe marks the millions, so it is the thousands' stop. */
const MILLIONS_MARK = /(?<![\d.,'])(\d{1,3})['’´](\d{3}[.,]\d{3})(?![\d'])/g;

export function normalize(input: string): string {
  return normalizeOnce(input);
}

const normalizeOnce = perMessage((input: string) => input, normalizeFresh);

function normalizeFresh(input: string): string {
  const base = currencySigns(
    droppedD(input.replace(MILLIONS_MARK, (_m: string, m: string, rest: string) => `${m}${rest[3]}${rest}`)),
  )
    .replace(DRIVE, 'traccion$1por$2')
    .replace(TYRE, 'medida')
    .replace(INCHES, (_m: string, n: string) => `de${n.replace(/[.,]/, 'p')}pulgadas`)
    .replace(WHEEL, (_m: string, w: string, n: string) => `${w}${n}`)
    .replace(MODEL, (_m: string, name: string, n: string) => `${name.replace(/\s/g, '')}${n}`)
    .replace(STANDARD, (_m: string, name: string, n: string) => `${name}${n}`)
    .replace(ROOM, (_m: string, name: string, n: string) => `${name}${n}`)
    .replace(MODEL_CODE, (_m: string, name: string, n: string) => `${name}${n}`)
    .replace(NAMED_MODEL, (_m: string, name: string, n: string) => `${name} modelo${n}`)
    // '2 aires de 24 mil BTU': a unit of power, never money.
    .replace(POWER, (_m: string, n: string, unit: string) => `de${n}mil${unit}`)
    // 'a .35 c/u': a price written without its leading zero.
    .replace(/(?<=\s)[.,](\d{1,2})(?![\d.,])/g, '0.$1')
    .replace(STREET, (_m: string, name: string, n: string) => `${name}${n}`)
    .replace(OFFER, (m: string, a: string, b: string) => (Number(a) > Number(b) ? `oferta${a}por${b}` : m))
    .replace(SIZE, 'tamano$1por$2')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[“”«»"]/g, ' ')
    .replace(/[‘’`´]/g, "'")
    .replace(/[¿¡!?]/g, (m) => (m === '?' || m === '!' ? ` ${m} ` : ' '))
    .replace(/\u00a0/g, ' ')
    .replace(/[^\p{L}\p{N}\s$€%/.,:;()+\-'=?!]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return (
    base
      .split(' ')
      // A word followed by its comma or stop ('fiao,') is the word.
      .map((w) => {
        const m = /^(.*?)([,.;:]*)$/.exec(w);
        const word = m?.[1] ?? w;
        const fixed = TYPOS[word];
        return fixed === undefined ? w : `${fixed}${m?.[2] ?? ''}`;
      })
      .join(' ')
      // 'x transferencia', 'el seguro x un año', '180 x el TPV': a lone 'x' before a word is 'por'
      // ('6,80 x 2' is a product, and 'rayos x' the machine).
      .replace(/(?<![\p{L}\d])(?<!rayos )x (?=\p{L})/gu, 'por ')
      // 'el notario nos ha clavado 380' (Spain): charged us; 'el banco se clavó 6 de comisión': kept.
      .replace(/(?<![a-z])(nos|me) (ha |han )?clav(ado|o|aron)(?![a-z])/g, '$1 $2cobr$3')
      .replace(
        /(?<![a-z])se (clavo|clavaron|ha clavado|han clavado|ha comido|ha comio|comio)(?![a-z])/g,
        'se quedo con',
      )
      // 'Chuy en vez de lana mete su dron': said to be no money, the contribution is the thing.
      .replace(
        /(?<![a-z])en (?:vez|lugar) de (?:poner |meter )?(?:lana|plata|dinero|efectivo|pisto|guita|pasta|billete|cash)(?![a-z]),?/g,
        ' ',
      )
      // 'a 15 dais': days mistyped after a number.
      .replace(/(?<=\d )dais(?![a-z])/g, 'dias')
      // 'ya se le pagó su quincena': said without who paid, it was us.
      .replace(/(?<![a-z])se (le|les) (?:pago|pagaron)(?![a-z])/g, '$1 pagamos')
      .replace(/(?<![a-z])se (le|les) (?:ha|han) pagado(?![a-z])/g, '$1 hemos pagado')
      // 'a 6 centavos de dólar c/u': a price in cents, written as a fraction of the unit.
      .replace(
        /(?<![\d.,])(\d{1,2}) centavos?(?: de (?:dolar|euro|sol|peso)(?:es|s)?)?(?![a-z])/g,
        (_m: string, n: string) => `0.${n.padStart(2, '0')}`,
      )
      // Galician 'o' for 'el' after a price ('a 12 € o kilo').
      .replace(
        /(?<=\d(?: ?(?:€|euros))?) o (?=(?:kilo|quilo|litro|metro|bloque|saco|caja|bote|frasco)s?(?![a-z]))/g,
        ' el ',
      )
      // '6.000 pavos por barba' (Spain): per head.
      .replace(/(?<![a-z])por barba(?![a-z])/g, 'por cabeza')
      // '4.000 pavos cada ún, ingresaos…' (Asturias): each one.
      .replace(/(?<![a-z])cada un(?=\s*(?:[,.;:!?]|$|y |e |en |por |con ))/g, 'cada uno')
      .replace(ONE_SLANG, (_m: string, half: string | undefined, unit: string) =>
        half ? (unit === 'palo' ? '500 mil' : '500') : `1 ${unit}`,
      )
      // '2 lucas y media', '3 palos y medio', '4 mil y pico' is not read: only halves are exact.
      .replace(AND_A_HALF, (_m: string, n: string, unit: string) =>
        /^palo/.test(unit) ? `${n}.500.000` : `${n}.500`,
      )
      // '3 mil 200 dólares': the thousands and the rest said as two figures are one amount.
      .replace(THOUSANDS_AND_REST, (_m: string, n: string, rest: string) =>
        String(Number(n) * 1000 + Number(rest)),
      )
  );
}

const THOUSANDS_AND_REST = /(?<![\d.,])(\d{1,3}) mil (\d{1,3})(?![\d.,%]|\s*(?:mil|millones|k)\b)/g;
const AND_A_HALF = /(?<![\d.,])(\d{1,3}) (lucas|luca|palos|palo|mil) y (?:media|medio)(?![a-z])/g;

/** 'un palo' is a million and 'una luca' a thousand, as '2 palos' and '3 lucas' are. */
const ONE_SLANG = /(?<![a-z0-9])(?:un|una|(medio|media))\s(palo|luca)(?![a-z])/g;

/** Words that end in '-ao' of their own, not a participle said without its 'd'. */
const OWN_AO = new Set(['cacao', 'bacalao', 'callao', 'bilbao', 'sarao', 'macao', 'caos', 'ciao', 'tao']);

/**
 * 'pagao', 'entregaos', 'nos lo han adelantao': the participle said as in Andalusia and the
 * Caribbean is the written one ('pagado', 'entregados', 'adelantado'). Names keep theirs ('Cibao').
 */
const DROPPED_D =
  /(?<![\p{L}])([a-zñáéíóú][\p{Ll}]{2,}|(?<=^\s*|[.!?¡¿:]\s*)[A-ZÁÉÍÓÚ][\p{Ll}]{2,})ao(s?)(?![\p{L}])/gu;
/** Words that end in '-au' of their own (names, sounds), not an Aragonese participle. */
const OWN_AU = new Set(['palau', 'landau', 'nicolau', 'esau', 'miau', 'guau', 'bacalau', 'vilanau']);
/**
 * 'ya está ingresau', 'pagau a Irene', 'me he liau': the participle said as in Aragon and Navarre is
 * the written one, as is 'metío', 'perdío' (the '-ido' said without its 'd', accent written).
 */
const ARAGONESE_AU = /(?<![\p{L}])([a-zñ][\p{Ll}]{1,}|[A-Z][\p{Ll}]{2,})au(s?)(?![\p{L}])/gu;
const DROPPED_D_IDO =
  /(?<![\p{L}])(met|perd|vend|sal|cog|recib|invert|ped|consegu|ten|repart|sufr|cubr)ío(s?)(?![\p{L}])/gu;
/**
 * 'ya pagá', 'las dos domiciliás', 'venían caducás' (Andalusia): the feminine participle said without
 * its '-ad-', accent written, of the verbs of paying and receiving ('está', 'pagará' are not).
 */
const DROPPED_ADA =
  /(?<![\p{L}])(pag|cobr|domicili|caduc|factur|ingres|deposit|compr|vend|entreg|liquid|cancel|abon|fi|alquil|transferi|cerr|apunt|anot)á(s?)(?![\p{L}])/giu;
function droppedD(input: string): string {
  // 'le hemos dao 450 de señal': the shortest participle, too short for the general rule.
  return input
    .replace(ARAGONESE_AU, (w: string, stem: string, plural: string) =>
      OWN_AU.has(w.toLowerCase()) ? w : `${stem}ado${plural}`,
    )
    .replace(DROPPED_D_IDO, '$1ido$2')
    .replace(DROPPED_ADA, '$1ada$2')
    .replace(/(?<![\p{L}])dao(s?)(?![\p{L}])/gu, 'dado$1')
    .replace(DROPPED_D, (w: string, stem: string, plural: string) =>
      OWN_AO.has(w.normalize('NFD').replace(/[\u0300-\u036f]/g, '')) ? w : `${stem}ado${plural}`,
    );
}

/** Word tokens (letters and digits) of an already normalised text. */
export function words(text: string): string[] {
  return text.match(/[a-z0-9ñ]+/g) ?? [];
}

/** Light stemming so 'membresias' meets 'membresia' and 'sillas' meets 'silla'. */
export function stem(word: string): string {
  if (word.length > 4 && word.endsWith('es') && !/[aeiou]es$/.test(word.slice(-3))) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

/** True when `phrase` (normalised, space separated) occurs in `text` at word boundaries, plurals allowed. */
export function hasPhrase(text: string, phrase: string): boolean {
  return phraseIndex(text, phrase) >= 0;
}

const phraseCache = new Map<string, RegExp>();

/** Index of the first occurrence of `phrase` at word boundaries (each word may take a plural ending). */
export function phraseIndex(text: string, phrase: string): number {
  let re = phraseCache.get(phrase);
  if (!re) {
    const body = phrase
      .split(' ')
      .map((w) => escapeRe(w) + (/[a-z]$/.test(w) ? '(?:s|es)?' : ''))
      .join('\\s+');
    re = new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`);
    phraseCache.set(phrase, re);
  }
  const m = re.exec(text);
  return m ? m.index : -1;
}

export function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Blanks a span with spaces so positions of everything else stay valid. */
export function blank(text: string, start: number, end: number): string {
  return text.slice(0, start) + ' '.repeat(end - start) + text.slice(end);
}
