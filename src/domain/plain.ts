import { canonicalName, catalogTypeOf, fallbackCategory } from './catalog';
import { isIsoDate } from './format';
import { emptyState, makeLine, termOf, type Line, type StateView, type WorkingState } from './lines';
import { MAX_ABS_CENTS, ZERO, parseAmount, toUnits, type Cents } from './money';
import {
  SECTIONS,
  SECTION_LABEL,
  isAccountType,
  sectionHasType,
  type AccountType,
  type Section,
} from './sections';

/**
 * A line as the API, the saved report and the assistant evaluation carry it: amounts in currency
 * units, no local id and no isCustom (specification §3: they are never saved).
 */
export interface PlainLine {
  transactionId?: string;
  description: string;
  amount: number;
  category: string;
  type?: AccountType;
  date?: string;
  /** The transactionId of the entry whose receivable or payable the line settles. */
  settles?: string;
}

export type PlainState = Record<Section, PlainLine[]>;

export function toPlainLine(line: Line): PlainLine {
  const term = termOf(line);
  return {
    ...(line.transactionId !== undefined ? { transactionId: line.transactionId } : {}),
    description: line.description,
    amount: toUnits(line.amount),
    category: line.category,
    ...(term ? { type: term } : {}),
    ...(line.date !== undefined ? { date: line.date } : {}),
    ...(line.settles !== undefined ? { settles: line.settles } : {}),
  };
}

export function toPlainState(state: StateView): PlainState {
  return {
    revenues: state.revenues.map(toPlainLine),
    expenses: state.expenses.map(toPlainLine),
    assets: state.assets.map(toPlainLine),
    liabilities: state.liabilities.map(toPlainLine),
    equity: state.equity.map(toPlainLine),
  };
}

export type FromPlainResult =
  { readonly ok: true; readonly state: WorkingState } | { readonly ok: false; readonly errors: string[] };

/**
 * Reads a plain state from outside (a request body, a saved report, a case of the evaluation) into
 * the domain's state, with new local ids. A missing amount counts as zero, as when a report is saved
 * (specification §5); an amount that is not a number, an invalid term or date is an error, reported
 * in Spanish with where it is. A missing category lands on the section's catch-all account.
 */
export function fromPlainState(raw: unknown, opts: { readonly newId: () => string }): FromPlainResult {
  const errors: string[] = [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return {
      ok: false,
      errors: [
        'El estado no es un objeto con las secciones revenues, expenses, assets, liabilities y equity.',
      ],
    };
  }
  const record = raw as Record<string, unknown>;
  const state = emptyState();
  for (const section of SECTIONS) {
    const list = record[section];
    if (list === undefined || list === null) continue;
    if (!Array.isArray(list)) {
      errors.push(`${SECTION_LABEL[section]}: no es una lista.`);
      continue;
    }
    list.forEach((item: unknown, i) => {
      const where = `${SECTION_LABEL[section]}, línea ${i + 1}`;
      const line = readPlainLine(item, section, where, errors, opts.newId);
      if (line) state[section].push(line);
    });
  }
  return errors.length ? { ok: false, errors } : { ok: true, state };
}

function readPlainLine(
  item: unknown,
  section: Section,
  where: string,
  errors: string[],
  newId: () => string,
): Line | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    errors.push(`${where}: no es un objeto.`);
    return null;
  }
  const o = item as Record<string, unknown>;
  const before = errors.length;

  let amount: Cents = ZERO;
  if (o.amount !== undefined && o.amount !== null && o.amount !== '') {
    const parsed = parseAmount(o.amount);
    if (parsed === null) errors.push(`${where}: el monto «${String(o.amount)}» no es un número.`);
    else if (Math.abs(parsed) > MAX_ABS_CENTS)
      errors.push(`${where}: el monto está fuera del rango permitido.`);
    else amount = parsed;
  }

  let description = '';
  if (typeof o.description === 'string') description = o.description;
  else if (o.description !== undefined && o.description !== null)
    errors.push(`${where}: la descripción no es un texto.`);

  let type: AccountType | undefined;
  if (sectionHasType(section) && o.type !== undefined && o.type !== null && o.type !== '') {
    if (isAccountType(o.type)) type = o.type;
    else errors.push(`${where}: el plazo «${String(o.type)}» no es «corriente» ni «no_corriente».`);
  }

  let category = '';
  if (typeof o.category === 'string') category = o.category.trim();
  else if (o.category !== undefined && o.category !== null)
    errors.push(`${where}: la categoría no es un texto.`);
  if (!category) category = fallbackCategory(section, type);
  const canonical = canonicalName(section, category);
  if (canonical) category = canonical;
  if (sectionHasType(section) && !type)
    type = (canonical ? catalogTypeOf(section, canonical) : undefined) ?? 'corriente';

  let date: string | undefined;
  if (o.date !== undefined && o.date !== null && o.date !== '') {
    if (isIsoDate(o.date)) date = o.date;
    else errors.push(`${where}: la fecha «${String(o.date)}» no es una fecha AAAA-MM-DD válida.`);
  }

  let transactionId: string | undefined;
  if (typeof o.transactionId === 'string' && o.transactionId !== '') transactionId = o.transactionId;
  else if (typeof o.transactionId === 'number') transactionId = String(o.transactionId);
  else if (o.transactionId !== undefined && o.transactionId !== null && o.transactionId !== '')
    errors.push(`${where}: transactionId no es un texto.`);

  let settles: string | undefined;
  if (typeof o.settles === 'string' && o.settles !== '') settles = o.settles;
  else if (typeof o.settles === 'number') settles = String(o.settles);
  else if (o.settles !== undefined && o.settles !== null && o.settles !== '')
    errors.push(`${where}: settles no es el identificador de un asiento.`);

  if (errors.length > before) return null;
  return makeLine({
    id: newId(),
    transactionId,
    section,
    category,
    type,
    description,
    amount,
    date,
    isCustom: canonical ? undefined : true,
    settles,
  });
}
