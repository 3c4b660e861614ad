import { escapeRe } from '../text';
import { ASSET_CONCEPTS } from './assets';
import type { Concept } from './concept';
import { EXPENSE_CONCEPTS } from './expenses';
import { REVENUE_CONCEPTS } from './revenues';

export type { Concept, ConceptTag } from './concept';
export { ASSET_CONCEPTS, EXPENSE_CONCEPTS, REVENUE_CONCEPTS };

export interface ConceptHit {
  readonly concept: Concept;
  readonly key: string;
  readonly start: number;
  readonly end: number;
}

interface Compiled {
  readonly concept: Concept;
  readonly key: string;
  /** The key's first word: a match holds it as it is, so a text without it is skipped cheaply. */
  readonly head: string;
  readonly re: RegExp;
}

/**
 * Compiled per concept, not per list: callers join lists on the fly ('[...EXPENSE_CONCEPTS,
 * ...ASSET_CONCEPTS]'), and a cache keyed by the list would compile every key again on every message.
 */
const compiledCache = new WeakMap<Concept, readonly Compiled[]>();

function compileOne(c: Concept): readonly Compiled[] {
  const cached = compiledCache.get(c);
  if (cached) return cached;
  const out: Compiled[] = [];
  for (const key of c.keys) {
    const words = key.split(' ');
    const body = words.map((w) => escapeRe(w) + (/[a-z]$/.test(w) ? '(?:s|es)?' : '')).join('\\s+');
    out.push({
      concept: c,
      key,
      head: words[0] ?? key,
      re: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'g'),
    });
  }
  compiledCache.set(c, out);
  return out;
}

/**
 * Every concept named in the text, longest match first where they overlap ('patente municipal' beats
 * 'patente', 'equipo de oficina' beats 'equipo'), in reading order.
 */
const isStock = (c: Concept): boolean =>
  c.kind !== undefined && 'asset' in c.kind && c.kind.asset === 'inventory';

const WORKS_AT_BEFORE =
  /(?<![a-z])(?:para|pa) (?:atender|cuidar|vigilar|limpiar|ordenar|manejar|llevar|cubrir|trabajar en|ayudar en|apoyar en) (?:el |la |los |las )?$/;
const PURPOSE_BEFORE = /(?<![a-z])para (?:el |la |los |las |nuestro |nuestra |nuestros |nuestras |mi |su )?$/;

export function findConcepts(text: string, concepts: readonly Concept[]): ConceptHit[] {
  const hits: ConceptHit[] = [];
  for (const concept of concepts) {
    for (const c of compileOne(concept)) {
      if (!text.includes(c.head)) continue;
      c.re.lastIndex = 0;
      for (const m of text.matchAll(c.re)) {
        // 'ganchos para la ropa': the goods a thing is for are not what the message is about.
        if (isStock(c.concept) && PURPOSE_BEFORE.test(text.slice(0, m.index))) continue;
        // 'le pagué con Tigo Money', 'por Mercado Pago': a wallet named by its company is how it was
        // paid, not the company's bill.
        if (/^\s+(?:money|pago|pay)(?![a-z])/.test(text.slice(m.index + m[0].length))) continue;
        // 'una chava pa atender el mostrador': the place someone works at is not what was paid for.
        if (WORKS_AT_BEFORE.test(text.slice(Math.max(0, m.index - 40), m.index))) continue;
        // 'compramos un torno… y lo demás se lo pagamos al vendedor': who sold us the thing, not pay.
        if (
          /^vendedor(?:a)?$/.test(m[0]) &&
          /(?<![a-z])(?:al|a la|el|la)\s+$/.test(text.slice(Math.max(0, m.index - 6), m.index)) &&
          /(?<![a-z])compr[a-z]*/.test(text.slice(0, m.index))
        )
          continue;
        // 'una multa de 150 por no tener el permiso sanitario': what was missing is why, not what was paid.
        if (
          /(?<![a-z])(?:por no (?:tener|llevar|sacar|renovar|pagar|presentar)|por falta de|sin)(?: (?:el|la|los|las|un|una|su))?\s+$/.test(
            text.slice(Math.max(0, m.index - 30), m.index),
          )
        )
          continue;
        // 'firmamos en la notaría la compra de la casona': where a deal was signed, not what it bought.
        if (
          /(?<![a-z])en (?:la|el)\s+$/.test(text.slice(Math.max(0, m.index - 6), m.index)) &&
          /^\s+(?:la|el) (?:compra|escritura|contrato|venta)(?![a-z])/.test(text.slice(m.index + m[0].length))
        )
          continue;
        // 'su ecógrafo portátil', 'una nevera portátil': after a noun, 'portátil' says how the thing is.
        if (
          m[0] === 'portatil' &&
          /(?<![a-z])(?!(?:un|una|el|la|mi|su|tu|otro|otra|nuevo|nueva|buen|buena|nuestro|nuestra)\s)[a-z]{3,}\s+$/.test(
            text.slice(Math.max(0, m.index - 20), m.index),
          )
        )
          continue;
        // 'en 3 cuotas sin interés': what the message says there is none of is not what it is about.
        if (/(?<![a-z])(?:sin|cero|libre de)\s+$/.test(text.slice(Math.max(0, m.index - 10), m.index)))
          continue;
        hits.push({ concept: c.concept, key: c.key, start: m.index, end: m.index + m[0].length });
      }
    }
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: ConceptHit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && h.end > k.start)) kept.push(h);
  kept.sort((a, b) => a.start - b.start);
  // 'el CRM para agentes de seguros': whom a thing named before is for, not a second thing.
  return kept.filter(
    (h, i) =>
      i === 0 ||
      !/(?<![a-z])(?:para|pa)\s+[a-z]+\s+(?:de|del)\s+(?:la |el |los |las )?$/.test(
        text.slice(Math.max(0, h.start - 40), h.start),
      ),
  );
}

/** Nouns that are the service itself ('el servicio de reparación', 'la factura de mantenimiento'). */
const SERVICE_NOUN =
  /^(?:servicio|servicios|factura|facturas|trabajo|trabajos|gasto|gastos|pago|pagos|cuota|cuotas|costo|costos|coste|contrato|plan|mano|orden|presupuesto|recibo|boleta|cuenta)$/;

/**
 * An expense word that only qualifies one thing bought ('compramos un soporte de reparación', 'una
 * máquina de limpieza'): the thing is what was bought, not the service. Plural supplies ('insumos de
 * limpieza') are what the word says they are for, and stay so.
 */
/** 'cascos y chalecos para los mensajeros': staff named as whom a thing is for, not as pay. */
export function staffItIsFor(t: string, h: ConceptHit): boolean {
  return (
    Boolean(h.concept.tags?.includes('salary')) &&
    /(?<![a-z])para (?:los|las|el|la|nuestros|nuestras|nuestro|nuestra|mis|sus)\s+$/.test(t.slice(0, h.start))
  );
}

/**
 * 'surtimos el local: 40 pantallas…': the place stocked up, never a thing bought; 'ha venido el camión
 * de Harinas del Ebro con harina…': the supplier's truck that brought the goods, never bought either.
 */
export function placeStocked(t: string, h: ConceptHit): boolean {
  return (
    /(?<![a-z])(?:surtimos|surti|abastecimos|reabastecimos|reponemos|repusimos)\s+(?:el|la|los|las|nuestr[oa]s?)\s+$/.test(
      t.slice(Math.max(0, h.start - 24), h.start),
    ) ||
    (/(?<![a-z])(?:ha venido|han venido|vino|llego|ha llegado|paso|ha pasado)\s+(?:el|la)\s+$/.test(
      t.slice(Math.max(0, h.start - 24), h.start),
    ) &&
      // 'llegó el camión de la Polar, nos bajaron 60 cajas': the truck brought what was bought.
      /^[a-z]+(?:\s+(?:de|del)\s+[^,.;]{2,40}?)?(?:\s+con\s+|\s*,?\s+(?:y\s+)?(?:nos|me)\s+(?:bajaron|bajo|descargaron|descargo|dejaron|dejo|trajo|trajeron|entrego|entregaron)(?![a-z]))/.test(
        t.slice(h.start, h.start + 60),
      ))
  );
}

/**
 * 'una bomba pa sacar el agua de las excavaciones': what a thing bought is for, named after 'para' and
 * a verb, is not what was bought ('para pagar la luz' still names what was paid).
 */
export function namesPurpose(t: string, h: ConceptHit): boolean {
  return /(?<![a-z])(?:para|pa) (?!(?:pagar|comprar|cubrir|reponer|cancelar|abonar|saldar|renovar|arreglar|reparar)(?![a-z]))[a-z]+(?:ar|er|ir)(?:lo|la|los|las)? (?:el |la |los |las )?$/.test(
    t.slice(Math.max(0, h.start - 30), h.start),
  );
}

/**
 * 'los honorarios del contador por armar la SpA y el alta en el SII': what a professional's work was
 * for (named after 'por' or 'para', in the same clause) is never what was paid.
 */
export function forProfessionalWork(t: string, h: ConceptHit, hits: readonly ConceptHit[]): boolean {
  return hits.some(
    (e) =>
      e.end <= h.start &&
      e.concept.category === 'Honorarios profesionales' &&
      /^\s+(?:por|para|x)\s[^,.;\d]*$/.test(t.slice(e.end, h.start)),
  );
}

export function qualifiesThingBought(t: string, h: ConceptHit): boolean {
  if (!h.concept.tags?.includes('expense-head')) return false;
  const m =
    /(?<![a-z])(?:compr[a-z]*|adquiri[a-z]*)\s+(?:un|una|otro|otra|el|la)\s+([a-z]+)\s+(?:de|para)\s+(?:la\s+|el\s+|los\s+|las\s+)?$/.exec(
      t.slice(Math.max(0, h.start - 60), h.start),
    );
  return Boolean(m?.[1] && !SERVICE_NOUN.test(m[1]));
}
