import { describe, expect, it } from 'vitest';
import { MAX_COMPANY_NAME_CHARS, createReportSchema } from '@/shared/reports';
import { DEFAULT_FORM } from './types';
import { companyProblem, periodOf } from './validation';

describe('companyProblem', () => {
  const ok = { ...DEFAULT_FORM, startDate: '2026-01-01', endDate: '2026-12-31' };

  it('pide nombre (sin espacios), inicio y fin', () => {
    for (const form of [
      { ...ok, companyName: '  ' },
      { ...ok, startDate: '' },
      { ...ok, endDate: '' },
    ]) {
      expect(companyProblem(form)).toEqual({
        title: 'Campos requeridos',
        description: 'Por favor completa todos los campos básicos.',
      });
    }
  });

  it('exige inicio estrictamente anterior al fin', () => {
    const bad = {
      title: 'Fechas inválidas',
      description: 'La fecha de inicio debe ser anterior a la fecha de fin.',
    };
    expect(companyProblem({ ...ok, startDate: '2026-12-31', endDate: '2026-01-01' })).toEqual(bad);
    expect(companyProblem({ ...ok, endDate: '2026-01-01' })).toEqual(bad);
    expect(companyProblem(ok)).toBeNull();
  });

  it('dice lo mismo que el servidor, con el esquema compartido', () => {
    const serverSays = (form: typeof ok) =>
      createReportSchema.safeParse({
        name: form.companyName,
        currency: form.currency,
        startDate: form.startDate,
        endDate: form.endDate,
        status: 'draft',
        sections: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
      }).error?.issues[0]?.message;
    const reversed = { ...ok, startDate: '2026-12-31', endDate: '2026-01-01' };
    expect(companyProblem(reversed)?.description).toBe(serverSays(reversed));
    const badDate = { ...ok, startDate: '2026-02-30' };
    expect(companyProblem(badDate)).toEqual({
      title: 'Fechas inválidas',
      description: 'La fecha de inicio no es una fecha válida (AAAA-MM-DD).',
    });
    expect(companyProblem(badDate)?.description).toBe(serverSays(badDate));
    const longName = { ...ok, companyName: 'x'.repeat(MAX_COMPANY_NAME_CHARS + 1) };
    expect(companyProblem(longName)).toEqual({
      title: 'Datos de la Empresa',
      description: 'El nombre de la empresa no puede superar 200 caracteres.',
    });
    expect(companyProblem({ ...ok, companyName: 'x'.repeat(MAX_COMPANY_NAME_CHARS) })).toBeNull();
  });

  it('el período solo viaja al asistente cuando es válido', () => {
    expect(periodOf(ok)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodOf({ ...ok, endDate: '' })).toBeUndefined();
    expect(periodOf({ ...ok, startDate: '2027-01-01' })).toBeUndefined();
    expect(periodOf({ ...ok, startDate: '2026-02-30' })).toBeUndefined();
  });
});
