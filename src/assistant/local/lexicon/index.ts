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
  readonly re: RegExp;
}

const compiledCache = new WeakMap<readonly Concept[], readonly Compiled[]>();

function compile(concepts: readonly Concept[]): readonly Compiled[] {
  const cached = compiledCache.get(concepts);
  if (cached) return cached;
  const out: Compiled[] = [];
  for (const c of concepts) {
    for (const key of c.keys) {
      const body = key
        .split(' ')
        .map((w) => escapeRe(w) + (/[a-z]$/.test(w) ? '(?:s|es)?' : ''))
        .join('\\s+');
      out.push({ concept: c, key, re: new RegExp(`(?<![a-z0-9])${body}(?![a-z0-9])`, 'g') });
    }
  }
  compiledCache.set(concepts, out);
  return out;
}

/**
 * Every concept named in the text, longest match first where they overlap ('patente municipal' beats
 * 'patente', 'equipo de oficina' beats 'equipo'), in reading order.
 */
export function findConcepts(text: string, concepts: readonly Concept[]): ConceptHit[] {
  const hits: ConceptHit[] = [];
  for (const c of compile(concepts)) {
    c.re.lastIndex = 0;
    for (const m of text.matchAll(c.re))
      hits.push({ concept: c.concept, key: c.key, start: m.index, end: m.index + m[0].length });
  }
  hits.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
  const kept: ConceptHit[] = [];
  for (const h of hits) if (!kept.some((k) => h.start < k.end && h.end > k.start)) kept.push(h);
  return kept.sort((a, b) => a.start - b.start);
}
