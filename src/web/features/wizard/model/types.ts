import type { Currency } from '@/domain';

export type WizardStep = 1 | 2 | 3;

export const WIZARD_STEPS: readonly { readonly step: WizardStep; readonly title: string }[] = [
  { step: 1, title: 'Datos de la Empresa' },
  { step: 2, title: 'Asistente Contable IA' },
  { step: 3, title: 'Vista Previa y Finalizar' },
];

/** Step 1's fields, named as the specification's wizard entity (§3). */
export interface CompanyForm {
  readonly companyName: string;
  readonly currency: Currency;
  /** YYYY-MM-DD, or '' while not chosen. */
  readonly startDate: string;
  readonly endDate: string;
}

export const DEFAULT_COMPANY_NAME = 'Mi Nueva Empresa';

export const DEFAULT_FORM: CompanyForm = {
  companyName: DEFAULT_COMPANY_NAME,
  currency: 'USD',
  startDate: '',
  endDate: '',
};

export const CURRENCY_OPTIONS: readonly { readonly value: Currency; readonly label: string }[] = [
  { value: 'USD', label: 'Dólar Americano ($)' },
  { value: 'EUR', label: 'Euro (€)' },
];
