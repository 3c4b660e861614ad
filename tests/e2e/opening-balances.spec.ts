import { expect, test, type Page } from '@playwright/test';
import { newUser, screenshot, toastWith } from './helpers';
import { expectTotals, panelCard, say } from './wizard-helpers';

/**
 * Issue 15, month two: March from zero, April carried forward from March's closing, and a payment in
 * April of a payable bought on credit in March. Then March is corrected and April says its opening
 * no longer matches until the user refreshes it.
 */

const CASH = 'Efectivo y equivalentes de efectivo';
const STALE = 'Los saldos iniciales ya no coinciden con el cierre del reporte anterior.';

async function startReport(page: Page, name: string, start: string, end: string): Promise<void> {
  await page.getByRole('link', { name: 'Asistente IA' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await page.getByLabel('Nombre de la empresa').fill(name);
  await page.getByLabel('Moneda').selectOption('USD');
  await page.getByLabel('Fecha de inicio').fill(start);
  await page.getByLabel('Fecha de fin').fill(end);
}

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await page.getByRole('button', { name: '¡Entendido, empecemos!' }).click();
  await expect(page.getByRole('heading', { name: 'Asistente Contable Universal' })).toBeVisible();
}

async function finish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 3 de 3')).toBeVisible();
  await expect(page.getByText('Balance Cuadrado')).toBeVisible();
  await page.getByRole('button', { name: 'Finalizar y Guardar' }).click();
  await expect(toastWith(page, '¡Reporte Finalizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/);
}

async function reportId(page: Page, name: string): Promise<string> {
  const list = (await (await page.request.get('/api/reports')).json()) as {
    reports: { id: string; name: string }[];
  };
  const found = list.reports.find((r) => r.name === name);
  if (!found) throw new Error(`no existe el reporte ${name}`);
  return found.id;
}

/** The amount on a statement's row, found by the row's own label. */
function figure(page: Page, label: string) {
  return page
    .getByRole('tabpanel')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: label, exact: true }) })
    .getByRole('cell');
}

test('dos meses: marzo desde cero, abril continúa desde marzo y paga la deuda de marzo', async ({ page }) => {
  test.setTimeout(180_000);
  await newUser(page);

  // March, from zero: capital, goods bought on credit, a cash sale and the rent.
  await startReport(page, 'Ferretería Sol (marzo)', '2026-03-01', '2026-03-31');
  await expect(page.getByRole('radio', { name: 'Empresa nueva (desde cero)' })).toBeChecked();
  await openChat(page);
  await say(page, 'Aporté 10.000 dólares de capital inicial en el banco');
  await say(page, 'Compramos mercadería por 3.000 a crédito al proveedor, pagamos en 30 días');
  await say(page, 'Vendimos productos por 2.000 en efectivo');
  await say(page, 'Pagamos el alquiler de 500 desde la cuenta bancaria');
  await expectTotals(page, {
    Ingresos: '$2,000.00',
    Gastos: '$500.00',
    Activos: '$14,500.00',
    Pasivos: '$3,000.00',
    Patrimonio: '$10,000.00',
  });
  await finish(page);

  // April continues from March: March's closing balance sheet is the opening entry.
  await startReport(page, 'Ferretería Sol (abril)', '2026-04-01', '2026-04-30');
  await page.getByRole('radio', { name: 'Continuar desde un reporte anterior' }).check();
  const source = page.getByRole('combobox', { name: 'Reporte anterior' });
  await expect(source.getByRole('option')).toHaveText([
    'Elige un reporte…',
    'Ferretería Sol (marzo) (01/03/2026 – 31/03/2026)',
  ]);
  await source.selectOption({ label: 'Ferretería Sol (marzo) (01/03/2026 – 31/03/2026)' });
  const preview = page.getByRole('table', { name: /Saldos iniciales desde «Ferretería Sol \(marzo\)»/ });
  await expect(preview).toContainText('al 1 de abril de 2026');
  await expect(preview.getByRole('row').filter({ hasText: CASH })).toContainText('$11,500.00');
  await expect(preview.getByRole('row').filter({ hasText: 'Resultados acumulados' })).toContainText(
    '$1,500.00',
  );
  await screenshot(page, 'apertura-1-continuar');

  // The period starts with March's balances and no revenue or expense.
  await openChat(page);
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$14,500.00',
    Pasivos: '$3,000.00',
    Patrimonio: '$11,500.00',
  });
  // March's payable paid in April: booked against the payable the opening carried.
  await say(page, 'pagamos al proveedor lo que le debíamos');
  await expect(toastWith(page, '¡Movimiento Registrado!')).toBeVisible();
  await expect(panelCard(page, 'Pasivos').getByText('-$3,000.00')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$11,500.00',
    Pasivos: '$0.00',
    Patrimonio: '$11,500.00',
  });
  await finish(page);

  // April's statements: March's closing less the payment.
  const april = await reportId(page, 'Ferretería Sol (abril)');
  await page.goto(`/report/${april}`);
  await expect(page.getByRole('heading', { name: 'Ferretería Sol (abril)' })).toBeVisible();
  await expect(page.getByText('Balance Cuadrado')).toBeVisible();
  await expect(figure(page, CASH)).toHaveText('$8,500.00');
  await expect(figure(page, 'Inventarios')).toHaveText('$3,000.00');
  await expect(figure(page, 'Total activos')).toHaveText('$11,500.00');
  await expect(figure(page, 'Total pasivos')).toHaveText('$0.00');
  await expect(figure(page, 'Capital social')).toHaveText('$10,000.00');
  await expect(figure(page, 'Resultados acumulados')).toHaveText('$1,500.00');
  await expect(figure(page, 'Total patrimonio')).toHaveText('$11,500.00');
  await expect(page.getByText(STALE)).toHaveCount(0);
  await screenshot(page, 'apertura-2-balance');

  await page.getByRole('tab', { name: 'Patrimonio' }).click();
  // The equity the period starts from is March's closing equity.
  await expect(
    page.getByRole('tabpanel').getByRole('row', { name: /patrimonio inicial \$11,500\.00$/i }),
  ).toBeVisible();
  await expect(figure(page, 'Patrimonio final')).toHaveText('$11,500.00');

  // The cash flow starts from March's closing cash; the payment is its only flow.
  await page.getByRole('tab', { name: 'Flujo de Caja' }).click();
  await expect(figure(page, 'Efectivo al inicio del período')).toHaveText('$11,500.00');
  await expect(figure(page, 'Aumento (disminución) neto del efectivo')).toHaveText('-$3,000.00');
  await expect(figure(page, 'Efectivo al final del período')).toHaveText('$8,500.00');
  await screenshot(page, 'apertura-3-flujo');

  // The Libro Diario opens with the Asiento de apertura, dated the first day of April.
  await page.goto(`/accounting-books?report=${april}&libro=diario`);
  const journal = page.getByRole('table', { name: 'Libro Diario' });
  const rows = journal.locator('tbody tr');
  await expect(rows.first()).toContainText('Asiento de apertura');
  await expect(rows.nth(1).locator('td')).toHaveText([
    '1',
    '01/04/2026',
    CASH,
    'Saldo inicial',
    '$11,500.00',
    '',
  ]);
  await expect(journal.locator('tbody tr[data-entry="2"]').first()).toContainText('Proveedores');
  await expect(page.getByText('Sumas iguales: el total del Debe es igual al total del Haber.')).toBeVisible();
  await screenshot(page, 'apertura-4-diario');

  // March corrected afterwards: April says so, and changes only when asked.
  const march = await reportId(page, 'Ferretería Sol (marzo)');
  await page.goto(`/wizard/${march}`);
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await say(page, 'el alquiler eran 650, no 500');
  await expect(toastWith(page, '¡Movimiento Editado!')).toBeVisible();
  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(toastWith(page, 'Borrador Guardado')).toBeVisible();

  await page.goto(`/report/${april}`);
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(figure(page, CASH)).toHaveText('$8,500.00');
  await page.getByRole('link', { name: 'Actualizar saldos iniciales' }).click();
  await expect(page).toHaveURL(new RegExp(`/wizard/${april}$`));
  await expect(page.getByText(STALE)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeDisabled();
  await page.getByRole('button', { name: 'Actualizar saldos iniciales' }).click();
  await expect(page.getByText(STALE)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeEnabled();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await finish(page);

  await page.goto(`/report/${april}`);
  await expect(figure(page, CASH)).toHaveText('$8,350.00');
  await expect(figure(page, 'Resultados acumulados')).toHaveText('$1,350.00');
  await expect(page.getByText(STALE)).toHaveCount(0);
});
