import { add, type Cents } from '../../domain';
import type { Msg } from './analyze';
import { clauseAt, clauses } from './clauses';
import type { Concept, ConceptHit } from './lexicon';
import { describeHit } from './describe';
import type { Value } from './values';

/**
 * Pairs each amount with the thing it pays for ('la notaría (350 €) y el registro mercantil (150 €)'):
 * the head concept of its own clause, else the nearest earlier clause that names something and has
 * no amount yet. Items of the same account are merged.
 */
export interface Item {
  readonly concept?: Concept;
  readonly labels: readonly string[];
  readonly cents: Cents;
  readonly values: readonly Value[];
}

export function head(hits: readonly ConceptHit[]): ConceptHit | undefined {
  let best: ConceptHit | undefined;
  for (const h of hits) if (!best || h.concept.weight > best.concept.weight) best = h;
  return best;
}

export function assignItems(
  msg: Msg,
  vals: readonly Value[],
  hits: readonly ConceptHit[],
): { items: Item[]; orphans: ConceptHit[] } {
  const cl = clauses(msg.text);
  const byClause = new Map<number, ConceptHit[]>();
  for (const h of hits) {
    const i = clauseAt(cl, h.start);
    byClause.set(i, [...(byClause.get(i) ?? []), h]);
  }
  const used = new Set<number>();
  const pairs: { value: Value; hit?: ConceptHit; clause?: number }[] = [];
  // 'el arriendo y los gastos comunes: 550.000 y 60.000': things named first, then their amounts in
  // the same order.
  const named = [...byClause.entries()]
    .map(([i, hs]) => ({ i, h: head(hs) }))
    .filter((x): x is { i: number; h: ConceptHit } => x.h !== undefined)
    .sort((a, b) => a.h.start - b.h.start);
  const firstValue = vals[0]?.start ?? 0;
  const respectively =
    named.length >= 2 &&
    named.length === vals.length &&
    named.every((x) => x.h.end <= firstValue) &&
    vals.every((v) => !v.qty);
  if (respectively)
    named.forEach((x, k) => {
      used.add(x.i);
      pairs.push({ value: vals[k] as Value, hit: x.h, clause: x.i });
    });
  for (const v of respectively ? [] : vals) {
    const ci = clauseAt(cl, v.start);
    let chosen: number | undefined;
    if (byClause.has(ci)) chosen = ci;
    for (let j = ci - 1; chosen === undefined && j >= 0; j--) if (byClause.has(j) && !used.has(j)) chosen = j;
    for (let j = ci + 1; chosen === undefined && j < cl.length; j++)
      if (byClause.has(j) && !used.has(j)) chosen = j;
    for (let j = ci - 1; chosen === undefined && j >= 0; j--) if (byClause.has(j)) chosen = j;
    if (chosen !== undefined) used.add(chosen);
    const hit = chosen !== undefined ? head(byClause.get(chosen) ?? []) : undefined;
    pairs.push({ value: v, ...(hit ? { hit } : {}), ...(chosen !== undefined ? { clause: chosen } : {}) });
  }
  const items: Item[] = [];
  for (const p of pairs) {
    const key = p.hit ? `${p.hit.concept.section}|${p.hit.concept.category}` : '?';
    const label = p.hit ? describeHit(msg.text, msg.raw, p.hit) : undefined;
    const same = items.findIndex(
      (it) => (it.concept ? `${it.concept.section}|${it.concept.category}` : '?') === key,
    );
    const existing = items[same];
    if (existing) {
      items[same] = {
        ...existing,
        cents: add(existing.cents, p.value.cents),
        labels: label && !existing.labels.includes(label) ? [...existing.labels, label] : existing.labels,
        values: [...existing.values, p.value],
      };
    } else {
      items.push({
        ...(p.hit ? { concept: p.hit.concept } : {}),
        labels: label ? [label] : [],
        cents: p.value.cents,
        values: [p.value],
      });
    }
  }
  const orphanHits = [...byClause.entries()]
    .filter(([i]) => !used.has(i))
    .map(([, hs]) => head(hs))
    .filter((h): h is ConceptHit => Boolean(h));
  // Things named without their own amount but of the same account join that item ('mesas, sillas y la barra').
  const orphans: ConceptHit[] = [];
  for (const o of orphanHits) {
    const idx = items.findIndex(
      (it) => it.concept?.category === o.concept.category && it.concept.section === o.concept.section,
    );
    const it = items[idx];
    if (it) {
      const label = describeHit(msg.text, msg.raw, o);
      if (!it.labels.includes(label))
        items[idx] = {
          ...it,
          labels: o.start < (it.values[0]?.start ?? 0) ? [label, ...it.labels] : [...it.labels, label],
        };
    } else {
      orphans.push(o);
    }
  }
  return { items, orphans };
}
