import type { Currency } from '@/domain';

export type WizardStep = 1 | 2 | 3;

export const WIZARD_STEPS: readonly { readonly step: WizardStep; readonly title: string }[] = [
  { step: 1, title: 'Datos de la Empresa' },
  { step: 2, title: 'Asistente Contable IA' },
  { step: 3, title: 'Vista Previa y Finalizar' },
];

/**
 * How the report starts (issue 15): from zero, from the closing of an earlier report of the user's
 * (carried forward), or from opening balances typed in (a company that existed before these books).
 */
export type StartKind = 'new' | 'carried' | 'opening';

export const START_OPTIONS: readonly {
  readonly value: StartKind;
  readonly label: string;
  readonly description: string;
}[] = [
  {
    value: 'new',
    label: 'Empresa nueva (desde cero)',
    description: 'Todas las cuentas parten de cero.',
  },
  {
    value: 'carried',
    label: 'Continuar desde un reporte anterior',
    description: 'El cierre de un reporte tuyo anterior es el punto de partida.',
  },
  {
    value: 'opening',
    label: 'Empresa existente (saldos iniciales)',
    description: 'Escribe lo que la empresa tiene, debe y aportaron sus socios.',
  },
];

export function isStartKind(value: unknown): value is StartKind {
  return value === 'new' || value === 'carried' || value === 'opening';
}

/** Step 1's fields, named as the specification's wizard entity (§3), and how the report starts. */
export interface CompanyForm {
  readonly companyName: string;
  readonly currency: Currency;
  /** YYYY-MM-DD, or '' while not chosen. */
  readonly startDate: string;
  readonly endDate: string;
  readonly start: StartKind;
  /** The earlier report the opening was carried from; only with start 'carried', null until one is picked. */
  readonly openingFrom: string | null;
}

export const DEFAULT_COMPANY_NAME = 'Mi Nueva Empresa';

export const DEFAULT_FORM: CompanyForm = {
  companyName: DEFAULT_COMPANY_NAME,
  currency: 'USD',
  startDate: '',
  endDate: '',
  start: 'new',
  openingFrom: null,
};

export const CURRENCY_OPTIONS: readonly { readonly value: Currency; readonly label: string }[] = [
  { value: 'USD', label: 'Dólar Americano ($)' },
  { value: 'EUR', label: 'Euro (€)' },
];
