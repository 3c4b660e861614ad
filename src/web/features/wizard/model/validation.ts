import type { CompanyForm } from './types';

export interface FormProblem {
  readonly title: string;
  readonly description: string;
}

/** Step 1's rules (specification §5), checked before 'Siguiente' and before saving. */
export function companyProblem(form: CompanyForm): FormProblem | null {
  if (!form.companyName.trim() || !form.startDate || !form.endDate) {
    return { title: 'Campos requeridos', description: 'Por favor completa todos los campos básicos.' };
  }
  // ISO dates compare correctly as strings.
  if (form.startDate >= form.endDate) {
    return {
      title: 'Fechas inválidas',
      description: 'La fecha de inicio debe ser anterior a la fecha de fin.',
    };
  }
  return null;
}

/** The report's period for the assistant, only once both dates are valid. */
export function periodOf(form: CompanyForm): { start: string; end: string } | undefined {
  if (!form.startDate || !form.endDate || form.startDate >= form.endDate) return undefined;
  return { start: form.startDate, end: form.endDate };
}
