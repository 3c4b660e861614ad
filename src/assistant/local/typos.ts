import { BUY, CAPITAL, IN_PAY, LOAN, OUT_PAY, PENDING, RECEIVABLE, SELL, SPEND } from './cues';
import { ADVICE, CONCEPT, DELETE, EDIT, FINANCE, GREETING, QUERY, STRONG_QUERY, THANKS } from './intent';
import { ASSET_CONCEPTS, EXPENSE_CONCEPTS, REVENUE_CONCEPTS } from './lexicon';
import { isSpanishWord } from '../reading/spanish';

/**
 * Typo repair for the words that matter: an unknown word one edit away from a lexicon word
 * ('imprsora', 'tranferencia', 'efectvo') becomes that word. Known Spanish words are never touched,
 * so 'cuesta' does not turn into 'cuenta'.
 */
const EXTRA_TARGETS =
  'efectivo transferencia tarjeta credito debito contado prestamo proveedor proveedores alquiler arriendo capital aporte aportamos ' +
  'compramos compre vendimos vendi pagamos pague cobramos cobre factura facturamos facturado mercaderia mercancia inventario ' +
  'cuotas intereses interes sueldo sueldos nomina salario anticipo garantia deposito banco bancario membresia membresias ' +
  'anuales semestrales vitalicia vitalicias ultimo movimiento cuanto activo pasivo patrimonio';
// Never the words of a command ('borra', 'elimina', 'corrige'): a name one edit away ('San Borja')
// must not turn a movement into a deletion.

const COMMON =
  'millon millones lucas luca palos palo medio medios quinientas doscientas trescientas cuatrocientas seiscientas setecientas ochocientas novecientas veinte veintiun dieciseis diecisiete dieciocho diecinueve catorce quince ' +
  'cuesta cuestan costo costaron costaba costado costada pedido pedidos encargo encargos vendida vendido vendidas vendidos comprada comprado quedo quedan queda pasado pasada semana tienda hicimos hacemos dimos manda mandamos ' +
  'mande envie enviamos recibimos recibi compras ventas pagos cobros cuenta cuentas nuestra nuestro nuestros nuestras empresa negocio ' +
  'socio socios cliente clientes dinero dolares euros pesos tambien todavia despues antes ahora siempre nunca entre sobre desde hasta ' +
  'porque aunque mientras donde cuando quien cuales cuanta cuantos cuantas gracias favor primer primera primero segundo segunda tercer ' +
  'tercera mismo misma mismos mismas otros otras otro otra mucho mucha muchos muchas poco poca pocos pocas grande grandes nuevo nueva ' +
  'nuevos nuevas cada todos todas total totales mitad resto parte partes meses dias anos mes dia ano hola buenas tardes noches ' +
  'sirve conviene mejor peor puedo puedes podemos quiero queremos necesito necesitamos tenemos tengo tiene tienen teniamos tenia ' +
  'estamos estoy estan estaba estaban fuimos fueron eran somos seria serian haber hemos habia habian hecho hacer dice dicen ' +
  'vamos voy vas va van viene vienen llega llego llegaron trajo trajeron lleva llevamos usamos usaron usado usada usados ' +
  'registra registrar registre registramos anota anotar apunta apuntar quita quitar cambia cambiar semanas quincena quincenas ' +
  'pasamos pasaron pasar ponemos pusimos puso metimos meti gastamos gasto gastos gastado ingreso ingresos ingresado ingresaron ' +
  'valor valen vale valia valoramos tasada tasado precio precios cantidad unidades unidad kilos kilo litros litro metros metro ' +
  'cierre cerramos cerrado abrimos abierto listo lista listos listas claro bueno buena buenos excelente perfecto genial ' +
  'marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre enero febrero lunes martes miercoles jueves viernes sabado domingo ' +
  'quinientos cuatrocientos trescientos doscientos seiscientos setecientos ochocientos novecientos cincuenta cuarenta treinta sesenta setenta ochenta noventa ' +
  'hermano hermana padre madre esposa esposo amigo amiga cunado cunada primo prima tio tia papa mama ' +
  // Trade words borrowed from other languages ('papel couché') that a one-edit repair would turn into others.
  'couche kraft bond offset vinil ' +
  // English words used as they are in Spanish business talk ('los coaches', 'el staff').
  'coach coaches staff manager delivery brunch show shows stand stands kit kits pack packs box tour tours crossfit';

/**
 * The verbs and small words a movement hangs on ('tranferimos', 'fueorn', 'tambein'): an unknown word
 * one edit away from one of them is that word, even in a verb's form.
 */
const VERB_TARGETS =
  'transferimos transferi transfirio transfirieron pagamos pague pagaron cobramos cobraron vendimos vendieron ' +
  'compramos compraron depositamos depositaron consignamos consignaron devolvimos devolvieron prestamos prestaron ' +
  'aportamos aportaron abonamos abonaron cancelamos cancelaron liquidamos liquidaron entregamos entregaron ' +
  'recibimos llegaron fueron tambien despues todavia';

/** Verb forms and participles are left alone: typos that matter are in nouns ('imprsora'). */
const INFLECTED =
  /(ado|ada|ados|adas|ido|ida|idos|idas|amos|emos|imos|aron|ieron|aba|aban|ando|iendo|ar|er|ir|aste|iste)$/;

const wordsOf = (s: string): string[] => s.match(/[a-z]{3,}/g) ?? [];

let targets: Map<number, string[]> | undefined;
let known: Set<string> | undefined;
/** Stems written as 'prest[a-z]*' in the cue patterns: any word starting with them is known. */
let stems: string[] = [];

function build(): void {
  const t = new Set<string>();
  // Only whole single-word keys are targets: a word inside a longer key ('telas para confeccion') is too rare to aim at.
  for (const c of [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS, ...REVENUE_CONCEPTS])
    for (const k of c.keys) if (/^[a-z]{5,}$/.test(k)) t.add(k);
  const known0 = new Set<string>();
  for (const c of [...EXPENSE_CONCEPTS, ...ASSET_CONCEPTS, ...REVENUE_CONCEPTS])
    for (const k of c.keys) for (const w of wordsOf(k)) known0.add(w);
  for (const w of wordsOf(EXTRA_TARGETS)) t.add(w);
  for (const w of wordsOf(VERB_TARGETS)) t.add(w);
  const k = new Set<string>([...t, ...known0]);
  for (const re of [
    BUY,
    CAPITAL,
    IN_PAY,
    LOAN,
    OUT_PAY,
    PENDING,
    RECEIVABLE,
    SELL,
    SPEND,
    ADVICE,
    CONCEPT,
    DELETE,
    EDIT,
    FINANCE,
    GREETING,
    QUERY,
    STRONG_QUERY,
    THANKS,
  ]) {
    for (const w of wordsOf(re.source)) k.add(w);
    for (const m of re.source.matchAll(/([a-z]{4,})\[a-z\]\*/g)) if (m[1]) stems.push(m[1]);
  }
  stems = [...new Set(stems)];
  for (const w of wordsOf(COMMON)) k.add(w);
  const byLen = new Map<number, string[]>();
  for (const w of t) byLen.set(w.length, [...(byLen.get(w.length) ?? []), w]);
  targets = byLen;
  known = k;
}

/** Corrects unknown words of a normalised text to the nearest lexicon word, when there is exactly one. */
export function fixTypos(text: string, names: ReadonlySet<string> = new Set()): string {
  if (!targets || !known) build();
  const byLen = targets ?? new Map<number, string[]>();
  const vocab = known ?? new Set<string>();
  return text.replace(/[a-z]{5,}/g, (w) => {
    if (
      names.has(w) ||
      vocab.has(w) ||
      vocab.has(w.replace(/e?s$/, '')) ||
      (INFLECTED.test(w) && !nearVerb(w)) ||
      stems.some((s) => w.startsWith(s)) ||
      isSpanishWord(w)
    )
      return w;
    const limit = w.length >= 11 ? 2 : 1;
    let best: string | undefined;
    let bestD = limit + 1;
    let tie = false;
    for (let len = w.length - limit; len <= w.length + limit; len++) {
      for (const cand of byLen.get(len) ?? []) {
        const d = distance(w, cand, limit);
        if (d < bestD) {
          bestD = d;
          best = cand;
          tie = false;
        } else if (d === bestD && cand !== best) {
          tie = true;
        }
      }
    }
    // A different ending is another form of a word ('pedido'/'pedidos'), not a typo.
    if (
      !best ||
      tie ||
      bestD > limit ||
      best.slice(0, -1) === w.slice(0, -1) ||
      best === `${w}s` ||
      `${best}s` === w
    )
      return w;
    return best;
  });
}

let verbs: readonly string[] | undefined;
/** A verb form one edit away from exactly one of the movement verbs ('tranferimos'). */
function nearVerb(w: string): boolean {
  verbs ??= wordsOf(VERB_TARGETS);
  return verbs.filter((v) => distance(w, v, 1) <= 1).length === 1;
}

/** Damerau–Levenshtein distance with an early exit above `limit`. */
function distance(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  const prev2: number[] = [];
  let prev: number[] = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur: number[] = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min((prev[j] ?? 0) + 1, (cur[j - 1] ?? 0) + 1, (prev[j - 1] ?? 0) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, (prev2[j - 2] ?? 0) + 1);
      cur.push(v);
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > limit) return limit + 1;
    prev2.splice(0, prev2.length, ...prev);
    prev = cur;
  }
  return prev[b.length] ?? limit + 1;
}
