import { describe, expect, it } from 'vitest';
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

  it('el período solo viaja al asistente cuando es válido', () => {
    expect(periodOf(ok)).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(periodOf({ ...ok, endDate: '' })).toBeUndefined();
    expect(periodOf({ ...ok, startDate: '2027-01-01' })).toBeUndefined();
  });
});
