import type { ConceptHit } from './lexicon';
import { normalize } from './text';

/**
 * Short descriptions in the user's own words: the noun phrase around a concept ('anuncios de
 * Instagram', 'sueldo de la barista'), with the accents and capitals the user typed.
 */
const STOPPERS = new Set(
  (
    'por con que y o e pero para mas ya se lo le les nos me en total todo toda pagado pagada pagados pagadas pagamos pague ' +
    'compramos compre cobrado cobramos efectivo contado transferencia tarjeta debito credito banco caja inicial entrada resto mitad ' +
    'es son fue fueron era eran cuesta costo costaron vale valen nos sale salio de cada c/u'
  ).split(' '),
);
const LINKS = new Set(['de', 'del', 'la', 'el', 'los', 'las', 'en', 'un', 'una', 'unos', 'unas', 'a', 'al']);
const MAX_EXTRA = 4;

/** The phrase that starts at a concept and runs over its complements ('de la oficina'). */
export function phraseAt(text: string, hit: ConceptHit): string {
  const head = text.slice(hit.start, hit.end);
  // A separator inside a number ('1.200', '2,5') is part of the amount, which ends the phrase whole.
  const rest = text
    .slice(hit.end)
    .split(/(?=[;:()])|(?=[,.](?!\d))|\s+/)
    .filter(Boolean);
  const extra: string[] = [];
  let pendingLinks: string[] = [];
  for (const tok of rest) {
    if (/^[,.;:()]/.test(tok) || /[$€%]/.test(tok) || (/\d/.test(tok) && !/^\d{1,2}$/.test(tok))) break;
    // 'a 18 cada una': a price, never part of the name.
    if (/^\d/.test(tok) && pendingLinks.at(-1) === 'a') break;
    if (LINKS.has(tok)) {
      pendingLinks.push(tok);
      if (pendingLinks.length > 2) break;
      continue;
    }
    if (STOPPERS.has(tok)) break;
    if (pendingLinks.length === 0 && extra.length === 0) break;
    extra.push(...pendingLinks, tok);
    pendingLinks = [];
    if (extra.length >= MAX_EXTRA) break;
  }
  return [head, ...extra].join(' ').trim();
}

/** Puts back the user's accents and capitals: 'anuncios de instagram' → 'anuncios de Instagram'. */
export function restore(phrase: string, raw: string): string {
  const originals = new Map<string, string>();
  for (const w of raw.split(/[^\p{L}\p{N}.]+/u)) {
    const k = normalize(w).replace(/\.$/, '');
    if (k && !originals.has(k)) originals.set(k, w.replace(/\.$/, ''));
  }
  return phrase
    .split(' ')
    .map((w) => {
      const o = originals.get(w);
      if (!o) return w;
      // Keep capitals only for names ('Instagram', 'Python'), not for a capitalised first word.
      return /^\p{Lu}\p{Ll}/u.test(o) && raw.trimStart().startsWith(o) ? o.toLowerCase() : o;
    })
    .join(' ');
}

export function describeHit(text: string, raw: string, hit: ConceptHit, keepVerb = false): string {
  const p = phraseAt(text, hit);
  const key = text.slice(hit.start, hit.end);
  // A verb as key ('arreglamos') reads well only with its object ('arreglamos el carro'); else the label.
  if (/(mos|ron|ar|er|ir)$/.test(key) && !/(ar|er|ir)$/.test(hit.concept.label))
    return keepVerb && p !== key ? restore(p, raw) : hit.concept.label;
  return restore(p, raw);
}

/** '40 kilos de café de Loja': what was counted, for items the lexicon does not name. */
export function quantityPhrase(text: string, raw: string, start: number): string | undefined {
  const m = /^(\d+(?:[.,]\d+)?)\s+([a-z]+(?:\s+(?:de|del|para)\s+[a-z]+){0,3})/.exec(text.slice(start));
  if (!m?.[2]) return undefined;
  const words = m[2].split(/\s+/).filter((w) => !STOPPERS.has(w) || LINKS.has(w));
  while (words.length && LINKS.has(words[words.length - 1] ?? '')) words.pop();
  return words.length ? restore(`${m[1]} ${words.join(' ')}`, raw) : undefined;
}

/** 'compramos una guillotina para la imprenta' → 'guillotina': the thing bought, when no word of the lexicon names it. */
export function boughtPhrase(text: string, raw: string): string | undefined {
  const m =
    /(?<![a-z])(?:compr[a-z]*|adquiri[a-z]*)\s+(?:(?:un|una|unos|unas|el|la|los|las|otro|otra|nuestro|nuestra)\s+)?([a-z]+(?:\s+(?:y|de|del)\s+[a-z]+){0,2})/.exec(
      text,
    );
  if (!m?.[1]) return undefined;
  const words: string[] = [];
  for (const w of m[1].split(/\s+/)) {
    if (STOPPERS.has(w) && !LINKS.has(w) && w !== 'y') break;
    words.push(w);
  }
  while (words.length && (LINKS.has(words[words.length - 1] ?? '') || words[words.length - 1] === 'y'))
    words.pop();
  return words.length ? restore(words.join(' '), raw) : undefined;
}

/** 'a una startup de fintech', 'a la clínica dental': who a sale was made to. */
export function customerPhrase(text: string, raw: string): string | undefined {
  const m =
    /(?<![a-z])(?:a|al|para)\s+((?:la|el|un|una|los|las)\s+[a-z]+(?:\s+(?:de|del)\s+[a-z]+)?(?:\s+[a-z]+)?)/.exec(
      text,
    );
  const who = m?.[1];
  if (
    !who ||
    /(?<![a-z])(credito|plazo|mes|dias|contado|cuenta|tarjeta|mitad|semana|proveedor)(?![a-z])/.test(who)
  )
    return undefined;
  return restore(who.replace(/\s+(?:por|con|en|y|que|a)$/, ''), raw);
}
