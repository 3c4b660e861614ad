import { describe, expect, it } from 'vitest';
import {
  appendLines,
  emptyState,
  hasOpening,
  OPENING_TRANSACTION_ID,
  openingBalancesOf,
  openingEntryLines,
  openingLinesOf,
  parseAmount,
  replaceOpening,
  type Cents,
  type Line,
  type WorkingState,
} from '@/domain';
import { GREETING } from '@/shared/assistant';
import { initialWizardState, wizardReducer, type WizardState } from './wizard-state';

const cents = (n: number) => parseAmount(n) as Cents;

function idGen(prefix: string): () => string {
  let n = 0;
  return () => `${prefix}${++n}`;
}

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

describe('wizardReducer: saldos iniciales', () => {
  const opening = (amount: number, date?: string) =>
    openingEntryLines(
      [
        {
          section: 'assets',
          category: 'Efectivo y equivalentes de efectivo',
          type: 'corriente',
          amount: cents(amount),
        },
        { section: 'equity', category: 'Capital social', amount: cents(amount) },
      ],
      { date, newId: idGen('o') },
    );

  it('poner el asiento de apertura pasa por el historial y recuerda el reporte de origen', () => {
    let s = wizardReducer(initialWizardState(), { type: 'startKind', kind: 'carried' });
    expect(s.form).toMatchObject({ start: 'carried', openingFrom: null });
    expect(s.dirty).toBe(true);
    s = wizardReducer({ ...s, dirty: false }, { type: 'opening', lines: opening(500), openingFrom: 'm1' });
    expect(s.form.openingFrom).toBe('m1');
    expect(s.dirty).toBe(true);
    expect(openingBalancesOf(s.history.present).map((b) => b.amount)).toEqual([cents(500), cents(500)]);
    expect(s.history.past).toHaveLength(1);
    // The same opening from the same report is no change.
    expect(wizardReducer(s, { type: 'opening', lines: opening(500), openingFrom: 'm1' })).toBe(s);

    // Booked lines stay after it; the refresh replaces the opening only, as one undo step.
    s = wizardReducer(s, { type: 'book', state: appendLines(s.history.present, capital('t1')) });
    s = wizardReducer(s, { type: 'opening', lines: opening(700), openingFrom: 'm1' });
    expect(s.history.present.assets.map((l) => l.transactionId)).toEqual([OPENING_TRANSACTION_ID, 't1']);
    expect(openingBalancesOf(s.history.present)[0]?.amount).toBe(cents(700));
    s = wizardReducer(s, { type: 'undo' });
    expect(openingBalancesOf(s.history.present)[0]?.amount).toBe(cents(500));
  });

  it('deshacer y rehacer traen el reporte de origen de la apertura que vuelve', () => {
    let s = wizardReducer(initialWizardState(), { type: 'startKind', kind: 'carried' });
    s = wizardReducer(s, { type: 'opening', lines: opening(500), openingFrom: 'marzo' });
    s = wizardReducer(s, { type: 'opening', lines: opening(800), openingFrom: 'febrero' });
    expect(s.form.openingFrom).toBe('febrero');
    s = wizardReducer(s, { type: 'undo' });
    expect(openingBalancesOf(s.history.present)[0]?.amount).toBe(cents(500));
    expect(s.form).toMatchObject({ start: 'carried', openingFrom: 'marzo' });
    s = wizardReducer(s, { type: 'undo' });
    expect(hasOpening(s.history.present)).toBe(false);
    expect(s.form.openingFrom).toBeNull();
    s = wizardReducer(s, { type: 'redo' });
    s = wizardReducer(s, { type: 'redo' });
    expect(s.form).toMatchObject({ start: 'carried', openingFrom: 'febrero' });
    // Undoing 'Empresa nueva' brings the carried opening back with its report.
    s = wizardReducer(s, { type: 'startKind', kind: 'new' });
    expect(s.form).toMatchObject({ start: 'new', openingFrom: null });
    s = wizardReducer(s, { type: 'undo' });
    expect(s.form).toMatchObject({ start: 'carried', openingFrom: 'febrero' });
  });

  it('"Empresa nueva" quita la apertura (se puede deshacer); cambiar de tipo suelta el origen', () => {
    let s = wizardReducer(initialWizardState(), { type: 'startKind', kind: 'carried' });
    s = wizardReducer(s, { type: 'opening', lines: opening(500), openingFrom: 'm1' });
    const typed = wizardReducer(s, { type: 'startKind', kind: 'opening' });
    expect(typed.form).toMatchObject({ start: 'opening', openingFrom: null });
    // Typing starts from the balances there are.
    expect(hasOpening(typed.history.present)).toBe(true);

    s = wizardReducer(s, { type: 'startKind', kind: 'new' });
    expect(s.form).toMatchObject({ start: 'new', openingFrom: null });
    expect(hasOpening(s.history.present)).toBe(false);
    s = wizardReducer(s, { type: 'undo' });
    expect(hasOpening(s.history.present)).toBe(true);
  });

  it('cambiar la fecha de inicio cambia la fecha del asiento de apertura, también al deshacer', () => {
    let s = wizardReducer(initialWizardState(), { type: 'field', field: 'startDate', value: '2026-04-01' });
    s = wizardReducer(s, { type: 'opening', lines: opening(500, '2026-04-01'), openingFrom: null });
    s = wizardReducer(s, { type: 'book', state: appendLines(s.history.present, capital('t1')) });
    s = wizardReducer(s, { type: 'field', field: 'startDate', value: '2026-05-01' });
    const dates = (state: WorkingState) => openingLinesOf(state).map((l) => l.date);
    expect(dates(s.history.present)).toEqual(['2026-05-01', '2026-05-01']);
    // No undo step of its own, and no snapshot left with the old first day.
    expect(s.history.past).toHaveLength(2);
    s = wizardReducer(s, { type: 'undo' });
    expect(dates(s.history.present)).toEqual(['2026-05-01', '2026-05-01']);
    // The booked lines keep their own dates; a half-typed date moves nothing.
    expect(wizardReducer(s, { type: 'field', field: 'startDate', value: '' }).history).toBe(s.history);
  });

  it('saldos iniciales dichos en el chat hacen de un reporte desde cero el de una empresa existente', () => {
    let s = wizardReducer(initialWizardState(), { type: 'userMessage', content: 'ya teníamos 500 en caja' });
    s = wizardReducer(s, {
      type: 'assistantMessage',
      content: 'Anotado.',
      state: replaceOpening(emptyState(), opening(500)),
    });
    expect(s.form.start).toBe('opening');
    // A carried opening stays carried (its notice says if it no longer matches).
    let c = wizardReducer(initialWizardState(), { type: 'startKind', kind: 'carried' });
    c = wizardReducer(c, { type: 'opening', lines: opening(500), openingFrom: 'm1' });
    c = wizardReducer(c, {
      type: 'assistantMessage',
      content: 'Anotado.',
      state: replaceOpening(emptyState(), opening(900)),
    });
    expect(c.form).toMatchObject({ start: 'carried', openingFrom: 'm1' });
  });
});
