import { describe, expect, it } from 'vitest';
import { appendLines, emptyState, parseAmount, type Cents, type Line } from '@/domain';
import { GREETING } from '@/shared/assistant';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const cents = (n: number) => parseAmount(n) as Cents;

function capital(id: string): Line[] {
  return [
    {
      id: `${id}a`,
      transactionId: id,
      section: 'assets',
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
      description: 'Aporte',
      amount: cents(100),
    },
    {
      id: `${id}b`,
      transactionId: id,
      section: 'equity',
      category: 'Capital social',
      description: 'Aporte',
      amount: cents(100),
    },
  ];
}

describe('wizardReducer', () => {
  it('empieza con el borrador por defecto de la especificación', () => {
    const s = initialWizardState();
    expect(s.form).toEqual({
      companyName: 'Mi Nueva Empresa',
      currency: 'USD',
      startDate: '',
      endDate: '',
      start: 'new',
      openingFrom: null,
    });
    expect(s.messages).toEqual([{ role: 'assistant', content: GREETING }]);
    expect(s.history.present).toEqual(emptyState());
    expect(s).toMatchObject({ step: 1, welcomeSeen: false, dirty: false, reportId: null, version: null });
  });

  it('marca cambios al editar, no al moverse entre pasos', () => {
    let s = wizardReducer(initialWizardState(), { type: 'goTo', step: 2 });
    s = wizardReducer(s, { type: 'welcomeSeen' });
    expect(s.dirty).toBe(false);
    s = wizardReducer(s, { type: 'field', field: 'companyName', value: 'Luna' });
    expect(s.dirty).toBe(true);
    // Writing the same value is no change.
    const same = wizardReducer(
      { ...s, dirty: false },
      { type: 'field', field: 'companyName', value: 'Luna' },
    );
    expect(same.dirty).toBe(false);
  });

  it('registra una instantánea por cambio de listas; deshacer y rehacer no tocan el chat', () => {
    const one = appendLines(emptyState(), capital('t1'));
    const two = appendLines(one, capital('t2'));
    let s: WizardState = wizardReducer(initialWizardState(), { type: 'userMessage', content: 'aporte' });
    s = wizardReducer(s, { type: 'assistantMessage', content: 'Listo', state: one });
    s = wizardReducer(s, { type: 'assistantMessage', content: 'Nada que registrar' });
    expect(s.history.past).toHaveLength(1);
    s = wizardReducer(s, { type: 'book', state: two });
    expect(s.history.past).toHaveLength(2);
    // The same lists again leave no empty undo step.
    expect(wizardReducer(s, { type: 'book', state: two })).toBe(s);

    s = wizardReducer(s, { type: 'undo' });
    expect(s.history.present).toBe(one);
    expect(s.messages).toHaveLength(4);
    s = wizardReducer(s, { type: 'redo' });
    expect(s.history.present).toBe(two);
    expect(wizardReducer(s, { type: 'redo' })).toBe(s);
  });

  it('guardar limpia la marca de cambios y recuerda id y versión; limpiar vuelve al inicio', () => {
    let s = wizardReducer(initialWizardState(), { type: 'field', field: 'startDate', value: '2026-01-01' });
    s = wizardReducer(s, { type: 'saved', reportId: 'r1', version: 2 });
    expect(s).toMatchObject({ dirty: false, reportId: 'r1', version: 2 });
    s = wizardReducer({ ...s, step: 3 }, { type: 'reset' });
    expect(s).toEqual(initialWizardState());
  });
});
