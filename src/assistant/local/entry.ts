import {
  isBalanced,
  catalogTypeOf,
  abs,
  add,
  type Cents,
  sectionHasType,
  type AccountType,
  type Section,
  type Currency,
  formatMoney,
} from '../../domain';
import { capitalize, joinEs } from './format';

/** One line of a booking while the interpreter builds it: money stays in cents until the reply. */
export interface Line {
  readonly section: Section;
  readonly category: string;
  readonly type?: AccountType;
  readonly amount: Cents;
  readonly description: string;
}

export function line(
  section: Section,
  category: string,
  amount: Cents,
  description: string,
  type?: AccountType,
): Line {
  const t = sectionHasType(section) ? (type ?? catalogTypeOf(section, category) ?? 'corriente') : undefined;
  return { section, category, amount, description: capitalize(description), ...(t ? { type: t } : {}) };
}

export function balanced(lines: readonly Line[]): boolean {
  return lines.length > 0 && isBalanced(lines);
}

/** Drops zero lines and merges lines that hit the same account with the same description. */
export function tidy(lines: readonly Line[]): Line[] {
  const out: Line[] = [];
  for (const l of lines) {
    if (l.amount === 0) continue;
    const same = out.findIndex(
      (o) =>
        o.section === l.section &&
        o.category === l.category &&
        o.type === l.type &&
        o.description === l.description,
    );
    if (same >= 0) {
      const o = out[same];
      if (o) out[same] = { ...o, amount: add(o.amount, l.amount) };
    } else {
      out.push(l);
    }
  }
  return out.filter((l) => l.amount !== 0);
}

const SECTION_NAME: Readonly<Record<Section, string>> = {
  assets: 'activo',
  liabilities: 'pasivo',
  equity: 'patrimonio',
  revenues: 'ingreso',
  expenses: 'gasto',
};

/** 'sube Efectivo y equivalentes de efectivo (activo) en $1,200.00' for every line. */
export function explainLines(lines: readonly Line[], currency: Currency): string {
  const parts = lines.map((l) => {
    const up = l.amount > 0;
    const verb =
      l.section === 'revenues' || l.section === 'expenses'
        ? up
          ? 'se reconoce'
          : 'se reduce'
        : up
          ? 'sube'
          : 'baja';
    return `${verb} ${l.category} (${SECTION_NAME[l.section]}${l.type ? ` ${l.type === 'corriente' ? 'corriente' : 'no corriente'}` : ''}) en ${formatMoney(abs(l.amount), currency)}`;
  });
  return `${capitalize(joinEs(parts))}.`;
}
