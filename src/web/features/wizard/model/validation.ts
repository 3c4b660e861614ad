import { hasOpening, type StateView } from '@/domain';
import { companySchema, reportPeriodSchema, type CompanyInput } from '@/shared/reports';
import { WIZARD_STEPS, type CompanyForm } from './types';

export interface FormProblem {
  readonly title: string;
  readonly description: string;
}

/** Step 1's fields as the reports API names them, so the shared schema checks them. */
function companyInput(form: CompanyForm): Record<keyof CompanyInput, string> {
  return {
    name: form.companyName,
    currency: form.currency,
    startDate: form.startDate,
    endDate: form.endDate,
  };
}

const REQUIRED: FormProblem = {
  title: 'Campos requeridos',
  description: 'Por favor completa todos los campos básicos.',
};

/**
 * Step 1's rules (specification §5), checked before 'Siguiente' and before saving with the schema the
 * server checks the report with: a blank field is the specification's 'Campos requeridos'; any other
 * problem reads as the server would say it (the period's under 'Fechas inválidas').
 */
export function companyProblem(form: CompanyForm): FormProblem | null {
  const input = companyInput(form);
  const result = companySchema.safeParse(input);
  if (result.success) return null;
  const blank = Object.keys(input).filter((field) => !input[field as keyof CompanyInput].trim());
  const { issues } = result.error;
  if (issues.some((issue) => blank.includes(String(issue.path[0])))) return REQUIRED;
  const first = issues[0];
  const onDates = first?.path[0] === 'startDate' || first?.path[0] === 'endDate';
  return {
    title: onDates ? 'Fechas inválidas' : (WIZARD_STEPS[0]?.title ?? ''),
    description: first?.message ?? '',
  };
}

const NO_SOURCE: FormProblem = {
  title: 'Reporte anterior requerido',
  description: 'Elige el reporte anterior del que continúa este período.',
};

const NO_OPENING: FormProblem = {
  title: 'Saldos iniciales requeridos',
  description: "Escribe los saldos iniciales y pulsa 'Aplicar saldos iniciales'.",
};

/**
 * How the report starts, checked with step 1's fields: continuing from an earlier report needs one
 * picked, and an existing company needs its opening balances applied.
 */
export function startProblem(form: CompanyForm, state: StateView): FormProblem | null {
  if (form.start === 'carried' && form.openingFrom === null) return NO_SOURCE;
  if (form.start === 'opening' && !hasOpening(state)) return NO_OPENING;
  return null;
}

/** The report's period for the assistant, only once both dates are valid. */
export function periodOf(form: CompanyForm): { start: string; end: string } | undefined {
  if (!reportPeriodSchema.safeParse(companyInput(form)).success) return undefined;
  return { start: form.startDate, end: form.endDate };
}
