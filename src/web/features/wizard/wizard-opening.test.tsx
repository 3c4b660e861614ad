import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OPENING_MESSAGES } from '@/domain';
import type { CreateReportInput, ReportLine, Sections } from '@/shared/reports';
import {
  button,
  json,
  panelTotal,
  renderWizard,
  resetWizardTestState,
  setDates,
  toastText,
  WIZARD_TEST_TIMEOUT,
  type ApiCall,
} from '@/web/test/render-wizard';
import { CASH, closingOf, detail, MARCH, meta, openingSections, summary } from '@/web/test/sample-months';

const MARCH_META = meta({ id: 'm1', name: 'Tienda (marzo)' });
const EURO_META = meta({ id: 'e1', name: 'Tienda en euros', currency: 'EUR' });
const OVERLAP_META = meta({
  id: 'o1',
  name: 'Segundo trimestre',
  startDate: '2026-04-01',
  endDate: '2026-06-30',
});
const APRIL_META = meta({
  id: 'a1',
  name: 'Tienda (abril)',
  startDate: '2026-04-01',
  endDate: '2026-04-30',
  status: 'draft',
  openingFrom: 'm1',
  version: 3,
});

/** March as it is now: the rent was corrected from 500 to 800 after April carried its closing. */
const MARCH_NOW: Sections = {
  ...MARCH,
  expenses: MARCH.expenses.map((l) => ({ ...l, amount: 800 })),
  assets: MARCH.assets.map((l) => (l.transactionId === 't4' ? { ...l, amount: -800 } : l)),
};

const SAVED = (id: string, version: number) =>
  json({ id, version, updatedAt: '2026-04-22T10:00:00.000Z' }, version === 1 ? 201 : 200);

/** A server with March (and reports that cannot be continued from), answering saves. */
function server(extra: (call: ApiCall) => Response | undefined = () => undefined) {
  return (call: ApiCall): Response => {
    const answer = extra(call);
    if (answer) return answer;
    if (call.url === '/api/reports' && call.method === 'GET')
      return json({ reports: [OVERLAP_META, EURO_META, MARCH_META].map(summary), totals: [] });
    if (call.url === '/api/reports/m1' && call.method === 'GET') return json(detail(MARCH_META, MARCH));
    if (call.url === '/api/reports' && call.method === 'POST') return SAVED('r7', 1);
    return json({ code: 'NOT_FOUND', message: 'Reporte no encontrado.' }, 404);
  };
}

function posted(calls: ApiCall[]): CreateReportInput {
  const post = calls.find((c) => c.method === 'POST' && c.url === '/api/reports');
  if (!post) throw new Error('no se guardó');
  return post.body as CreateReportInput;
}

function openingOf(body: CreateReportInput) {
  const pick = (list: ReportLine[]) =>
    list.filter((l) => l.transactionId === 'apertura').map((l) => [l.category, l.amount, l.date]);
  return {
    assets: pick(body.sections.assets),
    liabilities: pick(body.sections.liabilities),
    equity: pick(body.sections.equity),
  };
}

function rowsOf(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .map((r) => [...r.querySelectorAll('th, td')].map((c) => c.textContent).join(' | '));
}

async function choose(name: string): Promise<void> {
  await userEvent.setup().click(screen.getByRole('radio', { name }));
}

describe('WizardPage: saldos iniciales (paso 1)', { timeout: WIZARD_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetWizardTestState());

  it('continúa desde un reporte anterior: solo los elegibles; su cierre es la apertura, con vista previa', async () => {
    const calls = renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Continuar desde un reporte anterior');
    expect(screen.getByRole('radio', { name: 'Continuar desde un reporte anterior' })).toBeChecked();

    const select = await screen.findByRole('combobox', { name: 'Reporte anterior' });
    // Another currency and a period that does not end before April are not offered.
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Elige un reporte…', 'Tienda (marzo) (01/03/2026 – 31/03/2026)']);
    await user.selectOptions(select, 'm1');
    expect(await toastText()).toContain('Saldos iniciales traídos');
    const preview = await screen.findByRole('table', { name: /Saldos iniciales desde «Tienda \(marzo\)»/ });
    expect(preview).toHaveAccessibleName('Saldos iniciales desde «Tienda (marzo)» al 1 de abril de 2026');
    expect(rowsOf(preview)).toEqual([
      'Cuenta | Saldo',
      'Activos · corriente',
      'Efectivo y equivalentes de efectivo | $11,500.00',
      'Inventarios | $3,000.00',
      'Pasivos · corriente',
      'Cuentas por pagar | $3,000.00',
      'Patrimonio',
      'Capital social | $10,000.00',
      'Resultados acumulados | $1,500.00',
      'Activos | $14,500.00',
      'Pasivos + Patrimonio | $14,500.00',
    ]);
    expect(calls.filter((c) => c.url === '/api/reports/m1')).toHaveLength(1);

    await user.click(button('Guardar Borrador'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = posted(calls);
    expect(body.openingFrom).toBe('m1');
    expect(openingOf(body)).toEqual({
      assets: [
        [CASH, 11500, '2026-04-01'],
        ['Inventarios', 3000, '2026-04-01'],
      ],
      liabilities: [['Cuentas por pagar', 3000, '2026-04-01']],
      equity: [
        ['Capital social', 10000, '2026-04-01'],
        ['Resultados acumulados', 1500, '2026-04-01'],
      ],
    });
    // No revenue or expense is carried.
    expect(body.sections.revenues).toEqual([]);
    expect(body.sections.expenses).toEqual([]);
  });

  it('sin reportes que puedan continuarse lo dice, y "Siguiente" pide elegir uno', async () => {
    renderWizard(
      server((c) =>
        c.url === '/api/reports' ? json({ reports: [summary(EURO_META)], totals: [] }) : undefined,
      ),
    );
    const user = userEvent.setup();
    await choose('Continuar desde un reporte anterior');
    expect(
      screen.getByText(
        'Elige primero la fecha de inicio: la lista muestra tus reportes que terminan antes de ese día.',
      ),
    ).toBeInTheDocument();
    setDates('2026-04-01', '2026-04-30');
    expect(
      await screen.findByText(
        'No tienes reportes en Dólar Americano ($) que terminen antes del 1 de abril de 2026. Para continuar desde un reporte anterior, este debe estar en la misma moneda y terminar antes de que empiece este período.',
      ),
    ).toBeInTheDocument();
    await user.click(button('Siguiente'));
    expect(await toastText()).toBe(
      'Reporte anterior requeridoElige el reporte anterior del que continúa este período.',
    );
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('empresa existente: saldos que cuadran se aplican y llegan al paso 2', async () => {
    renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Empresa existente (saldos iniciales)');
    expect(screen.getByLabelText('Cuenta, fila 1')).toHaveValue(`assets|corriente|${CASH}`);
    expect(screen.getByLabelText('Cuenta, fila 2')).toHaveValue('equity||Capital social');

    // Not applied yet: 'Siguiente' says so.
    await user.click(button('Siguiente'));
    expect(await toastText()).toBe(
      "Saldos iniciales requeridosEscribe los saldos iniciales y pulsa 'Aplicar saldos iniciales'.",
    );

    await user.type(screen.getByLabelText('Monto, fila 1'), '5.000');
    await user.type(screen.getByLabelText('Monto, fila 2'), '5000');
    expect(screen.getByTestId('opening-assets')).toHaveTextContent('$5,000.00');
    expect(screen.getByTestId('opening-claims')).toHaveTextContent('$5,000.00');
    expect(screen.getByTestId('opening-difference')).toHaveTextContent('$0.00Cuadra');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(button('Aplicar saldos iniciales'));
    expect(await toastText()).toBe('Saldos iniciales aplicadosEl asiento de apertura tiene 2 cuentas.');
    expect(screen.getByText('Aplicados: son los saldos del asiento de apertura.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Monto, fila 2'));
    await user.type(screen.getByLabelText('Monto, fila 2'), '4000');
    expect(screen.getByText('Hay cambios sin aplicar.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Monto, fila 2'));
    await user.type(screen.getByLabelText('Monto, fila 2'), '5000');

    await user.click(button('Siguiente'));
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    await user.click(button('¡Entendido, empecemos!'));
    expect(panelTotal('Activos')).toBe('Total: $5,000.00');
    expect(panelTotal('Patrimonio')).toBe('Total: $5,000.00');
    // The opening is changed in step 1, not deleted line by line from the panel.
    expect(screen.queryAllByRole('button', { name: /Eliminar «Saldo inicial»/ })).toEqual([]);
    expect(screen.getAllByText('Se cambia en el paso 1')).toHaveLength(2);
  });

  it('empresa existente con diferencia: aplicar exige confirmar que va a Resultados acumulados', async () => {
    const calls = renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Empresa existente (saldos iniciales)');
    await user.click(button('Agregar cuenta'));
    await user.selectOptions(screen.getByLabelText('Cuenta, fila 3'), 'Cuentas por pagar');
    await user.type(screen.getByLabelText('Monto, fila 1'), '8000');
    await user.type(screen.getByLabelText('Monto, fila 2'), '5000');
    await user.type(screen.getByLabelText('Monto, fila 3'), '1000');
    expect(screen.getByTestId('opening-difference')).toHaveTextContent('$2,000.00');

    const confirm = screen.getByRole('checkbox', {
      name: "Llevar la diferencia de $2,000.00 a 'Resultados acumulados' (lo que la empresa ganó antes de este período).",
    });
    expect(confirm).not.toBeChecked();
    await user.click(button('Aplicar saldos iniciales'));
    expect(screen.getByRole('alert')).toHaveTextContent(OPENING_MESSAGES.unbalanced);
    // Nothing was applied.
    await user.click(button('Siguiente'));
    expect(await toastText()).toContain('Saldos iniciales requeridos');

    await user.click(confirm);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(button('Aplicar saldos iniciales'));
    expect(await toastText()).toBe('Saldos iniciales aplicadosEl asiento de apertura tiene 4 cuentas.');
    // The table now holds what was applied, the difference in its own row.
    expect(screen.getByLabelText('Cuenta, fila 4')).toHaveValue('equity||Resultados acumulados');
    expect(screen.getByLabelText('Monto, fila 4')).toHaveValue('2,000.00');
    expect(screen.getByTestId('opening-difference')).toHaveTextContent('$0.00Cuadra');

    await user.click(button('Guardar Borrador'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    const body = posted(calls);
    expect(body.openingFrom).toBeNull();
    expect(openingOf(body)).toEqual({
      assets: [[CASH, 8000, '2026-04-01']],
      liabilities: [['Cuentas por pagar', 1000, '2026-04-01']],
      equity: [
        ['Capital social', 5000, '2026-04-01'],
        ['Resultados acumulados', 2000, '2026-04-01'],
      ],
    });
  });

  it('un monto inválido se dice en español y no cambia nada', async () => {
    renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Empresa existente (saldos iniciales)');
    await user.type(screen.getByLabelText('Monto, fila 1'), 'mil');
    await user.type(screen.getByLabelText('Monto, fila 2'), '1000');
    await user.click(button('Aplicar saldos iniciales'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'El monto «mil» de la fila 1 no es válido: escribe un número, por ejemplo 1,250.50.',
    );
    await user.click(button('Siguiente'));
    expect(await toastText()).toContain('Saldos iniciales requeridos');
  });

  it('"Empresa nueva" con saldos iniciales pregunta antes de quitarlos', async () => {
    renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Empresa existente (saldos iniciales)');
    await user.type(screen.getByLabelText('Monto, fila 1'), '700');
    await user.type(screen.getByLabelText('Monto, fila 2'), '700');
    await user.click(button('Aplicar saldos iniciales'));

    await choose('Empresa nueva (desde cero)');
    const dialog = await screen.findByRole('alertdialog', { name: '¿Quitar los saldos iniciales?' });
    expect(dialog).toHaveTextContent('se quitará el asiento de apertura (2 líneas)');
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByRole('radio', { name: 'Empresa existente (saldos iniciales)' })).toBeChecked();

    await choose('Empresa nueva (desde cero)');
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Quitar saldos iniciales' }),
    );
    expect(screen.getByRole('radio', { name: 'Empresa nueva (desde cero)' })).toBeChecked();
    await user.click(button('Siguiente'));
    await user.click(button('¡Entendido, empecemos!'));
    expect(panelTotal('Activos')).toBe('Total: $0.00');
    // Taken away in one step, so it can be brought back.
    await user.click(button('Deshacer'));
    expect(panelTotal('Activos')).toBe('Total: $700.00');
  });

  it('saldos escritos y luego "Continuar": avisa que el cierre elegido los reemplaza', async () => {
    const calls = renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Empresa existente (saldos iniciales)');
    await user.type(screen.getByLabelText('Monto, fila 1'), '700');
    await user.type(screen.getByLabelText('Monto, fila 2'), '700');
    await user.click(button('Aplicar saldos iniciales'));
    await choose('Continuar desde un reporte anterior');
    const note =
      'Este reporte ya tiene saldos iniciales escritos: al elegir un reporte anterior, su cierre los reemplaza.';
    expect(await screen.findByText(note)).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Reporte anterior' }), 'm1');
    await screen.findByRole('table', { name: /Saldos iniciales desde/ });
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    await user.click(button('Guardar Borrador'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(openingOf(posted(calls)).assets[0]).toEqual([CASH, 11500, '2026-04-01']);
  });

  it('cambiar la fecha de inicio mueve la fecha del asiento de apertura', async () => {
    const calls = renderWizard(server());
    const user = userEvent.setup();
    setDates('2026-04-01', '2026-04-30');
    await choose('Continuar desde un reporte anterior');
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Reporte anterior' }), 'm1');
    await screen.findByRole('table', { name: /Saldos iniciales desde/ });
    setDates('2026-04-02', '2026-04-30');
    expect(screen.getByRole('table', { name: /Saldos iniciales desde/ })).toHaveAccessibleName(
      'Saldos iniciales desde «Tienda (marzo)» al 2 de abril de 2026',
    );
    const unfit = 'El reporte anterior debe terminar antes de que empiece este período.';
    expect(screen.queryByText(unfit)).toBeNull();
    // A start inside March: the picked report no longer fits, and the step says why.
    setDates('2026-03-15', '2026-04-30');
    expect(screen.getByText(unfit)).toBeInTheDocument();
    setDates('2026-04-02', '2026-04-30');
    expect(screen.queryByText(unfit)).toBeNull();
    await user.click(button('Guardar Borrador'));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(new Set(Object.values(openingOf(posted(calls))).flatMap((l) => l.map((x) => x[2])))).toEqual(
      new Set(['2026-04-02']),
    );
  });
});

describe('WizardPage: apertura traída de un reporte que cambió', { timeout: WIZARD_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetWizardTestState());

  const APRIL = detail(APRIL_META, openingSections(closingOf(MARCH), '2026-04-01'));

  it('avisa, muestra qué cambia y solo actualiza cuando el usuario lo pide', async () => {
    const calls = renderWizard(
      server((c) => {
        if (c.url === '/api/reports/a1' && c.method === 'GET') return json(APRIL);
        if (c.url === '/api/reports/m1' && c.method === 'GET') return json(detail(MARCH_META, MARCH_NOW));
        if (c.url === '/api/reports/a1' && c.method === 'PUT') return SAVED('a1', 4);
        return undefined;
      }),
      '/wizard/a1',
    );
    const user = userEvent.setup();
    expect(
      await screen.findByText('Los saldos iniciales ya no coinciden con el cierre del reporte anterior.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Continuar desde un reporte anterior' })).toBeChecked();
    const changes = screen.getByRole('list', { name: 'Cambios en el cierre del reporte anterior' });
    expect(
      within(changes)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Efectivo y equivalentes de efectivo:$11,500.00 → $11,200.00',
      'Resultados acumulados:$1,500.00 → $1,200.00',
    ]);
    // Never refreshed by itself: nothing to save yet.
    expect(button('Guardar Borrador')).toBeDisabled();

    await user.click(button('Actualizar saldos iniciales'));
    await waitFor(() =>
      expect(
        screen.queryByText('Los saldos iniciales ya no coinciden con el cierre del reporte anterior.'),
      ).not.toBeInTheDocument(),
    );
    expect(await toastText()).toContain('Saldos iniciales actualizados');
    expect(button('Guardar Borrador')).toBeEnabled();
    await user.click(button('Guardar Borrador'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const body = calls.find((c) => c.method === 'PUT')?.body as CreateReportInput;
    expect(body.openingFrom).toBe('m1');
    expect(openingOf(body).assets).toEqual([
      [CASH, 11200, '2026-04-01'],
      ['Inventarios', 3000, '2026-04-01'],
    ]);
  });

  it('si el reporte anterior ya no existe, lo dice y conserva los saldos', async () => {
    renderWizard(
      server((c) => {
        if (c.url === '/api/reports/a1' && c.method === 'GET') return json(APRIL);
        if (c.url === '/api/reports/m1')
          return json({ code: 'NOT_FOUND', message: 'Reporte no encontrado.' }, 404);
        if (c.url === '/api/reports' && c.method === 'GET') return json({ reports: [], totals: [] });
        return undefined;
      }),
      '/wizard/a1',
    );
    expect(
      await screen.findByText('El reporte anterior ya no existe; los saldos iniciales se conservan.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya no coinciden/)).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Actualizar saldos iniciales' })).not.toBeInTheDocument();
    const select = await screen.findByRole('combobox', { name: 'Reporte anterior' });
    expect(select).toHaveDisplayValue('Reporte anterior (ya no está en tu lista)');
    expect(screen.getByRole('table', { name: /Saldos iniciales/ })).toHaveTextContent('$11,500.00');
    expect(button('Guardar Borrador')).toBeDisabled();
  });
});
