import { catalogTypeOf, isCatalogName, SECTIONS, type Section } from '../../domain';
import type { AssistantReply, AssistantState } from '../../shared/assistant';

/** Short names tests may use for the accounts every entry touches. */
const ALIAS: Readonly<Record<string, string>> = {
  Efectivo: 'Efectivo y equivalentes de efectivo',
};

/**
 * Books for tests, one entry a line: `id | description | Account amount «own description»; …`.
 * The section and the term come from the catalogue; a line takes the entry's description unless it
 * has its own. Example: `t2 | Torno eléctrico | Maquinaria 1450; Efectivo -1450`.
 */
export function books(text: string): AssistantState {
  const state: AssistantState = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
  for (const row of text.split('\n').map((l) => l.trim())) {
    if (!row) continue;
    const [id = '', description = '', lines = ''] = row.split('|').map((s) => s.trim());
    for (const part of lines.split(';').map((s) => s.trim())) {
      const m = /^(.*?)\s+(-?\d+(?:\.\d+)?)(?:\s+«(.+)»)?$/.exec(part);
      if (!m?.[1] || !m[2]) throw new Error(`bad line '${part}' in '${row}'`);
      const category = ALIAS[m[1]] ?? m[1];
      const section: Section | undefined = SECTIONS.find((s) => isCatalogName(s, category));
      if (!section) throw new Error(`unknown account '${category}'`);
      const type =
        section === 'assets' || section === 'liabilities' ? catalogTypeOf(section, category) : undefined;
      state[section].push({
        transactionId: id,
        description: m[3] ?? description,
        amount: Number(m[2]),
        category,
        ...(type ? { type } : {}),
      });
    }
  }
  return state;
}

/** What a reply books, summed per `section|account`, to the cent: the shape tests compare. */
export function sums(r: AssistantReply): Record<string, number> {
  const out: Record<string, number> = {};
  for (const t of [...r.transactions, ...r.transactions_to_add]) {
    const k = `${t.section}|${t.data.category}`;
    out[k] = Math.round(((out[k] ?? 0) + t.data.amount) * 100) / 100;
  }
  return out;
}
