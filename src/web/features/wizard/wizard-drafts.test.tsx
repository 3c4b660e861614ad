import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { GREETING } from '@/shared/assistant';
import { STALE_REPORT_MESSAGE, type CreateReportInput, type ReportDetail } from '@/shared/reports';
import { DRAFT_PREFIX } from './model/local-draft';
import {
  button,
  CAPITAL,
  json,
  location,
  openChat,
  panelTotal,
  renderWizard,
  reply,
  resetWizardTestState,
  WIZARD_TEST_TIMEOUT,
  send,
  setDates,
  toastText,
  type ApiCall,
} from '@/web/test/render-wizard';

const NEW_KEY = `${DRAFT_PREFIX}new`;

const DETAIL: ReportDetail = {
  report: {
    id: 'r1',
    name: 'Academia Nico y Vale',
    currency: 'EUR',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'completed',
    version: 4,
    openingFrom: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-02-01T00:00:00.000Z',
  },
  sections: {
    revenues: [],
    expenses: [],
    assets: [
      {
        transactionId: 't1',
        description: 'Aporte de capital inicial',
        amount: 10000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      },
    ],
    liabilities: [],
    equity: [
      {
        transactionId: 't1',
        description: 'Aporte de capital inicial',
        amount: 10000,
        category: 'Capital social',
      },
    ],
  },
  messages: [
    { role: 'assistant', content: GREETING },
    { role: 'user', content: 'Aporté 10.000 euros' },
    { role: 'assistant', content: 'Registré el aporte.' },
  ],
};

const SAVED = (id: string, version: number) =>
  json({ id, version, updatedAt: '2026-11-22T10:00:00.000Z' }, version === 1 ? 201 : 200);

function storedDraft(overrides: Record<string, unknown> = {}) {
  return JSON.stringify({
    version: 1,
    form: { companyName: 'Panadería Luna', currency: 'EUR', startDate: '2026-03-01', endDate: '2026-12-31' },
    state: {
      revenues: [],
      expenses: [],
      assets: DETAIL.sections.assets,
      liabilities: [],
      equity: DETAIL.sections.equity,
    },
    messages: [
      { role: 'assistant', content: GREETING },
      { role: 'user', content: 'Aporté 10.000' },
      { role: 'assistant', content: 'Registrado.' },
    ],
    step: 2,
    welcomeSeen: true,
    ...overrides,
  });
}

/** What the server answers for a report just created with `body` (as id r7, version 1). */
function savedAs(body: CreateReportInput): ReportDetail {
  const { name, currency, startDate, endDate, status, sections, messages = [] } = body;
  const at = '2026-11-22T10:00:00.000Z';
  return {
    report: {
      id: 'r7',
      name,
      currency,
      startDate,
      endDate,
      status,
      version: 1,
      openingFrom: body.openingFrom ?? null,
      createdAt: at,
      updatedAt: at,
    },
    sections,
    messages,
  };
}

function beforeUnloadPrevented(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

function reportsApi(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return (call: ApiCall) =>
    extra(call) ??
    (call.url === '/api/reports/r1' && call.method === 'GET'
      ? json(DETAIL)
      : json({ code: 'NOT_FOUND', message: 'Reporte no encontrado.' }, 404));
}

describe('WizardPage: borradores, guardado y aviso al salir', { timeout: WIZARD_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetWizardTestState());

  it('recupera el borrador local de un reporte nuevo, con su paso, sus líneas y su chat', () => {
    localStorage.setItem(NEW_KEY, storedDraft());
    renderWizard(reportsApi());
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(panelTotal('Activos')).toBe('Total: €10,000.00');
    expect(screen.getByText('Registrado.')).toBeInTheDocument();
    // Restored work is not on the server yet.
    expect(button('Guardar Borrador')).toBeEnabled();
    expect(beforeUnloadPrevented()).toBe(true);
  });

  it('un borrador local ilegible se ignora', () => {
    localStorage.setItem(NEW_KEY, storedDraft({ version: 99 }));
    renderWizard(reportsApi());
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
  });

  it('guarda en el navegador cada cambio sin guardar, bajo el prefijo + "new"', async () => {
    renderWizard(reportsApi());
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
    await userEvent.setup().type(screen.getByLabelText('Nombre de la empresa'), ' SRL');
    const stored = JSON.parse(localStorage.getItem(NEW_KEY) ?? 'null') as {
      form: { companyName: string };
      step: number;
      messages: unknown[];
    };
    expect(stored.form.companyName).toBe('Mi Nueva Empresa SRL');
    expect(stored.step).toBe(1);
    expect(stored.messages).toEqual([{ role: 'assistant', content: GREETING }]);
  });

  it('el aviso al salir solo se activa con cambios sin guardar', async () => {
    renderWizard(reportsApi((c) => (c.url === '/api/reports' ? SAVED('r5', 1) : undefined)));
    expect(beforeUnloadPrevented()).toBe(false);
    setDates('2026-01-01', '2026-12-31');
    expect(beforeUnloadPrevented()).toBe(true);
    await userEvent.setup().click(button('Guardar Borrador'));
    expect(await toastText()).toContain('Borrador Guardado');
    await waitFor(() => expect(beforeUnloadPrevented()).toBe(false));
  });

  it('/wizard/{id} carga el reporte con su chat y no usa el borrador local', async () => {
    localStorage.setItem(NEW_KEY, storedDraft());
    renderWizard(reportsApi(), '/wizard/r1');
    expect(await screen.findByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Academia Nico y Vale');
    expect(screen.getByLabelText('Moneda')).toHaveValue('EUR');
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('2026-01-01');
    expect(button('Guardar Borrador')).toBeDisabled();
    expect(beforeUnloadPrevented()).toBe(false);
    await userEvent.setup().click(button('Siguiente'));
    // Someone who already used the chat goes straight to it.
    expect(screen.getByText('Registré el aporte.')).toBeInTheDocument();
    expect(panelTotal('Patrimonio')).toBe('Total: €10,000.00');
  });

  it('si no se puede cargar: "Error" / "No se pudo cargar el borrador." y vuelta a /wizard', async () => {
    renderWizard(reportsApi(), '/wizard/otro');
    expect(await toastText()).toBe('ErrorNo se pudo cargar el borrador.');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    await waitFor(() => expect(location()).toBe('/wizard'));
    expect(await screen.findByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('"Guardar Borrador" de un reporte nuevo: POST en borrador, /wizard/{id} y luego PUT con la versión', async () => {
    const calls = renderWizard((call) => {
      if (call.url === '/api/reports' && call.method === 'POST') return SAVED('r7', 1);
      if (call.url === '/api/reports/r7' && call.method === 'PUT') return SAVED('r7', 2);
      const created = calls.find((c) => c.method === 'POST' && c.url === '/api/reports');
      if (call.url === '/api/reports/r7' && created) return json(savedAs(created.body as CreateReportInput));
      if (call.url === '/api/assistant/reply')
        return json(reply('register', 'Capital.', { transactions: CAPITAL }));
      return json({}, 404);
    });
    await userEvent.setup().clear(screen.getByLabelText('Nombre de la empresa'));
    await userEvent.setup().type(screen.getByLabelText('Nombre de la empresa'), '  Panadería Luna ');
    await openChat();
    await send('Aporté 10.000');
    await screen.findByText('Capital.');
    expect(localStorage.getItem(NEW_KEY)).not.toBeNull();

    await userEvent.setup().click(button('Guardar Borrador'));
    expect(await toastText()).toContain('Borrador Guardado');
    await waitFor(() => expect(location()).toBe('/wizard/r7'));
    const post = calls.find((c) => c.method === 'POST' && c.url === '/api/reports');
    expect(post?.body).toMatchObject({
      name: 'Panadería Luna',
      currency: 'USD',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'draft',
    });
    const body = post?.body as CreateReportInput;
    expect(body.sections.assets).toEqual([
      expect.objectContaining({ amount: 10000, transactionId: expect.any(String), type: 'corriente' }),
    ]);
    expect(body.sections.equity[0]?.transactionId).toBe(body.sections.assets[0]?.transactionId);
    expect(body.messages).toHaveLength(3);
    // The work lives on the server now; the local copy of the new report is gone.
    expect(localStorage.getItem(NEW_KEY)).toBeNull();

    // The report opens from the server, where the user was.
    expect(await screen.findByText('Paso 2 de 3')).toBeInTheDocument();
    expect(panelTotal('Activos')).toBe('Total: $10,000.00');
    expect(calls.some((c) => c.method === 'GET' && c.url === '/api/reports/r7')).toBe(true);
    expect(button('Guardar Borrador')).toBeDisabled();
    expect(screen.getByText(/Editando reporte/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(
      within(screen.getByTestId('finance-panel')).getAllByRole('button', {
        name: 'Eliminar «Aporte de capital inicial»',
      })[0] as HTMLElement,
    );
    await user.click(button('Guardar Borrador'));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'PUT' && c.url === '/api/reports/r7')).toBe(true),
    );
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      version: 1,
      status: 'draft',
      sections: { assets: [], equity: [] },
    });
  });

  it('"Finalizar y Guardar": completado, sin borrador local y a /reports', async () => {
    localStorage.setItem(`${DRAFT_PREFIX}r1`, 'viejo');
    // Unsaved work on another, new report is not this report's draft.
    localStorage.setItem(NEW_KEY, storedDraft());
    const calls = renderWizard(
      reportsApi((c) => (c.method === 'PUT' && c.url === '/api/reports/r1' ? SAVED('r1', 5) : undefined)),
      '/wizard/r1',
    );
    await screen.findByText('Paso 1 de 3');
    const user = userEvent.setup();
    await user.click(button('Siguiente'));
    await user.click(button('Siguiente'));
    await user.click(button('Finalizar y Guardar'));
    expect(await toastText()).toContain('¡Reporte Finalizado!');
    await waitFor(() => expect(location()).toBe('/reports'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toMatchObject({
      status: 'completed',
      version: 4,
      name: 'Academia Nico y Vale',
      currency: 'EUR',
    });
    expect(localStorage.getItem(`${DRAFT_PREFIX}r1`)).toBeNull();
    expect(localStorage.getItem(NEW_KEY)).not.toBeNull();
  });

  it('"Finalizar y Guardar" valida el paso 1 antes de guardar', async () => {
    localStorage.setItem(
      NEW_KEY,
      storedDraft({
        form: { companyName: 'Sin fechas', currency: 'USD', startDate: '', endDate: '' },
        step: 3,
      }),
    );
    const calls = renderWizard(reportsApi());
    await userEvent.setup().click(button('Finalizar y Guardar'));
    expect(await toastText()).toContain('Campos requeridos');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    expect(location()).toBe('/wizard');
  });

  it('sin sesión: "No autenticado" / "Debes iniciar sesión."', async () => {
    renderWizard(() => json({ code: 'UNAUTHORIZED', message: 'No has iniciado sesión.' }, 401));
    setDates('2026-01-01', '2026-12-31');
    await userEvent.setup().click(button('Guardar Borrador'));
    expect(await toastText()).toBe('No autenticadoDebes iniciar sesión.');
    expect(button('Guardar Borrador')).toBeEnabled();
  });

  it('versión vieja (409): "Error al guardar el reporte" con el mensaje del servidor', async () => {
    renderWizard(
      reportsApi((c) =>
        c.method === 'PUT' ? json({ code: 'STALE', message: STALE_REPORT_MESSAGE }, 409) : undefined,
      ),
      '/wizard/r1',
    );
    await screen.findByText('Paso 1 de 3');
    await userEvent.setup().type(screen.getByLabelText('Nombre de la empresa'), '!');
    await userEvent.setup().click(button('Guardar Borrador'));
    expect(await toastText()).toBe(`Error al guardar el reporte${STALE_REPORT_MESSAGE}`);
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(beforeUnloadPrevented()).toBe(true);
  });

  it('"Limpiar" vuelve a los valores por defecto, al paso 1, y borra el borrador local', async () => {
    localStorage.setItem(NEW_KEY, storedDraft());
    renderWizard(reportsApi());
    await userEvent.setup().click(button('Limpiar'));
    expect(await toastText()).toContain('Progreso Limpiado');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('');
    expect(localStorage.getItem(NEW_KEY)).toBeNull();
    expect(button('Guardar Borrador')).toBeDisabled();
    expect(beforeUnloadPrevented()).toBe(false);
    // The chat starts over too.
    setDates('2026-01-01', '2026-12-31');
    await userEvent.setup().click(button('Siguiente'));
    expect(
      screen.getByRole('heading', { name: '¡Bienvenido al Asistente Contable IA!' }),
    ).toBeInTheDocument();
  });

  it('"Limpiar" sobre un reporte guardado vuelve a /wizard vacío', async () => {
    renderWizard(reportsApi(), '/wizard/r1');
    await screen.findByText('Paso 1 de 3');
    await userEvent.setup().click(button('Limpiar'));
    await waitFor(() => expect(location()).toBe('/wizard'));
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
    expect(screen.getByText(/Nuevo reporte/)).toBeInTheDocument();
  });
});
