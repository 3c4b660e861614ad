import { afterEach, describe, expect, it, vi } from 'vitest';
import { emptyState, hasOpening, OPENING_TRANSACTION_ID } from '@/domain';
import type { ReportDetail } from '@/shared/reports';
import { closingOf, detail, EMPTY, MARCH, meta, openingSections } from '@/web/test/sample-months';
import { startKindOf, wizardStateFromReport } from './from-report';
import { draftKey, readNewDraft, writeDraft } from './local-draft';
import { reportBody } from './report-body';
import { DEFAULT_FORM } from './types';
import { startProblem } from './validation';
import { initialWizardState, type WizardState } from './wizard-state';

const APRIL = meta({ id: 'a1', name: 'Tienda (abril)', startDate: '2026-04-01', endDate: '2026-04-30' });
const CARRIED = openingSections(closingOf(MARCH), '2026-04-01');

function loaded(d: ReportDetail): WizardState {
  const s = wizardStateFromReport(d);
  if (!s) throw new Error('no se pudo leer');
  return s;
}

describe('cómo empieza un reporte guardado', () => {
  it('con reporte de origen: continúa; con apertura sin origen: saldos escritos; sin apertura: desde cero', () => {
    const carried = loaded(detail({ ...APRIL, openingFrom: 'm1' }, CARRIED));
    expect(carried.form).toMatchObject({ start: 'carried', openingFrom: 'm1' });
    expect(hasOpening(carried.history.present)).toBe(true);
    expect(loaded(detail(APRIL, CARRIED)).form).toMatchObject({ start: 'opening', openingFrom: null });
    expect(loaded(detail(APRIL, EMPTY)).form).toMatchObject({ start: 'new', openingFrom: null });
    // The link alone says carried, even when the earlier report closed with nothing.
    expect(startKindOf('m1', emptyState())).toBe('carried');
  });

  it('el cuerpo del guardado lleva openingFrom solo al continuar desde otro reporte', () => {
    const carried = loaded(detail({ ...APRIL, openingFrom: 'm1' }, CARRIED));
    const body = reportBody(carried, 'draft');
    expect(body.openingFrom).toBe('m1');
    expect(body.sections.assets.every((l) => l.transactionId === OPENING_TRANSACTION_ID)).toBe(true);
    expect(body.sections.assets.every((l) => l.date === '2026-04-01')).toBe(true);
    // Any other start unlinks: null, never absent (absent would keep a stale link on the server).
    const typed = { ...carried, form: { ...carried.form, start: 'opening' as const } };
    expect(reportBody(typed, 'draft')).toHaveProperty('openingFrom', null);
    expect(reportBody(initialWizardState(), 'draft')).toHaveProperty('openingFrom', null);
  });
});

describe('borrador local', () => {
  afterEach(() => vi.unstubAllGlobals());

  function stubStorage(): Map<string, string> {
    const map = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    });
    return map;
  }

  it('guarda y recupera cómo empieza el reporte y su origen', () => {
    stubStorage();
    const carried = loaded(detail({ ...APRIL, openingFrom: 'm1' }, CARRIED));
    writeDraft({ ...carried, reportId: null });
    const back = readNewDraft();
    expect(back?.form).toEqual(carried.form);
    expect(hasOpening(back?.history.present ?? emptyState())).toBe(true);
  });

  it('un borrador de antes (sin esos campos) empieza desde cero', () => {
    const map = stubStorage();
    map.set(
      draftKey(null),
      JSON.stringify({
        version: 1,
        form: { companyName: 'Luna', currency: 'USD', startDate: '2026-01-01', endDate: '2026-12-31' },
        state: EMPTY,
        messages: [{ role: 'assistant', content: 'Hola' }],
        step: 1,
        welcomeSeen: false,
      }),
    );
    expect(readNewDraft()?.form).toMatchObject({ start: 'new', openingFrom: null });
  });
});

describe('startProblem', () => {
  const form = { ...DEFAULT_FORM, startDate: '2026-04-01', endDate: '2026-04-30' };

  it('continuar exige elegir el reporte; saldos escritos exigen aplicarlos; desde cero, nada', () => {
    expect(startProblem(form, emptyState())).toBeNull();
    expect(startProblem({ ...form, start: 'carried' }, emptyState())).toEqual({
      title: 'Reporte anterior requerido',
      description: 'Elige el reporte anterior del que continúa este período.',
    });
    expect(startProblem({ ...form, start: 'carried', openingFrom: 'm1' }, emptyState())).toBeNull();
    expect(startProblem({ ...form, start: 'opening' }, emptyState())).toEqual({
      title: 'Saldos iniciales requeridos',
      description: "Escribe los saldos iniciales y pulsa 'Aplicar saldos iniciales'.",
    });
    const withOpening = loaded(detail(APRIL, CARRIED)).history.present;
    expect(startProblem({ ...form, start: 'opening' }, withOpening)).toBeNull();
  });
});
