import { expect, test, type Page } from '@playwright/test';
import { newUser, screenshot, toastWith } from './helpers';

const sections = {
  revenues: [
    {
      transactionId: 't3',
      description: 'Venta de membresías anuales',
      amount: 2500,
      category: 'Membresía anual',
    },
  ],
  expenses: [
    { transactionId: 't4', description: 'Zoom Pro', amount: 15.99, category: 'Suscripciones de software' },
  ],
  assets: [
    {
      transactionId: 't1',
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
    {
      transactionId: 't2',
      description: 'Laptop para edición',
      amount: 1200,
      category: 'Propiedad, planta y equipo',
      type: 'no_corriente',
    },
    {
      transactionId: 't2',
      description: 'Pago inicial de la laptop',
      amount: -400,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
    {
      transactionId: 't3',
      description: 'Cobro de membresías',
      amount: 2500,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
    {
      transactionId: 't4',
      description: 'Pago de Zoom',
      amount: -15.99,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
  ],
  liabilities: [
    {
      transactionId: 't2',
      description: 'Saldo de la laptop a crédito',
      amount: 800,
      category: 'Cuentas por pagar',
      type: 'corriente',
    },
  ],
  equity: [
    {
      transactionId: 't1',
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: 'Capital social',
    },
  ],
};

async function seed(page: Page, name: string, overrides: Record<string, unknown> = {}): Promise<string> {
  const origin = new URL(page.url()).origin;
  const r = await page.request.post('/api/reports', {
    headers: { origin },
    data: {
      name,
      currency: 'USD',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'draft',
      sections,
      ...overrides,
    },
  });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

test('dashboard y Mis Reportes vacíos', async ({ page }) => {
  await newUser(page);
  await expect(page.getByRole('heading', { name: 'No hay reportes todavía' })).toBeVisible();
  await screenshot(page, 'dashboard-empty');
  await page.getByRole('link', { name: 'Crear mi primer reporte' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await page.goto('/reports');
  await expect(page.getByText('No has creado ningún reporte todavía.')).toBeVisible();
});

test('dashboard con reportes: totales, gráfico y tarjetas', async ({ page }) => {
  await newUser(page);
  await seed(page, 'Academia Nico y Vale');
  await seed(page, 'Estudio Creativo', { status: 'completed' });
  await page.goto('/');
  // Two identical reports: revenue 2,500 each, expenses 15.99 each, assets 13,284.01 each.
  await expect(page.getByTestId('total-revenues-USD')).toHaveText('$5,000.00');
  await expect(page.getByTestId('total-expenses-USD')).toHaveText('$31.98');
  await expect(page.getByTestId('total-net-income-USD')).toHaveText('$4,968.02');
  await expect(page.getByTestId('total-assets-USD')).toHaveText('$26,568.02');
  const cards = page.getByTestId('report-card');
  await expect(cards).toHaveCount(2);
  await expect(cards.first()).toContainText('Estudio Creativo');
  await expect(cards.first()).toContainText('Completado');
  await expect(cards.nth(1)).toContainText('Borrador');
  await expect(cards.first()).toContainText('$2,484.01');
  await screenshot(page, 'dashboard');
  await cards.first().getByRole('link', { name: 'Ver Reporte' }).click();
  await expect(page.getByRole('heading', { name: 'Estudio Creativo' })).toBeVisible();
});

test('Mis Reportes: tabla, eliminar con confirmación', async ({ page }) => {
  await newUser(page);
  await seed(page, 'Para conservar');
  await seed(page, 'Para eliminar');
  await page.goto('/reports');
  const rows = page.getByTestId('report-row');
  await expect(rows).toHaveCount(2);
  for (const header of ['Nombre de la Empresa', 'Período', 'Estado', 'Última Modificación', 'Acciones']) {
    await expect(page.getByRole('columnheader', { name: header })).toBeVisible();
  }
  await expect(rows.first()).toContainText('del 1 de enero de 2026 al 31 de diciembre de 2026');
  await screenshot(page, 'reports');

  await page.getByRole('button', { name: 'Acciones para Para eliminar' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('¿Estás seguro?');
  await screenshot(page, 'reports-delete-confirm');
  await page.getByRole('button', { name: 'Cancelar' }).click();
  await expect(rows).toHaveCount(2);

  await page.getByRole('button', { name: 'Acciones para Para eliminar' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page.getByRole('button', { name: 'Sí, eliminar' }).click();
  await expect(toastWith(page, 'Éxito')).toBeVisible();
  await expect(toastWith(page, 'Reporte eliminado correctamente.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Para conservar');

  await page.getByRole('button', { name: 'Acciones para Para conservar' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/wizard\/[\w-]+$/);
});

test('visor: los cinco estados, el banner y el botón del PDF', async ({ page }) => {
  await newUser(page);
  const id = await seed(page, 'Academia Nico y Vale');
  await page.goto(`/report/${id}`);
  await expect(page.getByRole('heading', { name: 'Academia Nico y Vale' })).toBeVisible();
  await expect(page.getByText('del 1 de enero de 2026 al 31 de diciembre de 2026')).toBeVisible();
  await expect(page.getByText('Balance Cuadrado')).toBeVisible();
  const tabs = page.getByRole('tab');
  await expect(tabs).toHaveText(['Balance', 'Resultados', 'Patrimonio', 'Flujo de Caja', 'Ratios']);
  const panel = page.getByRole('tabpanel');
  await expect(panel).toContainText('Estado de Situación Financiera');
  await expect(panel).toContainText('$13,284.01');
  await screenshot(page, 'viewer-balance');

  await page.getByRole('tab', { name: 'Resultados' }).click();
  await expect(panel).toContainText('$2,500.00');
  await expect(panel).toContainText('$2,484.01');
  await screenshot(page, 'viewer-resultados');

  await page.getByRole('tab', { name: 'Patrimonio' }).click();
  await expect(panel).toContainText('$12,484.01');
  await screenshot(page, 'viewer-patrimonio');

  await page.getByRole('tab', { name: 'Flujo de Caja' }).click();
  // Cash moved from 0 to 12,084.01; the laptop's cash part (400) is investing.
  await expect(panel).toContainText('$12,084.01');
  await expect(panel).toContainText('-$400.00');
  await screenshot(page, 'viewer-flujo');

  await page.getByRole('tab', { name: 'Ratios' }).click();
  await expect(panel).toContainText('Razón corriente');
  await screenshot(page, 'viewer-ratios');

  // The PDF itself is downloaded and checked in books.spec.ts.
  await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
});

test('visor: un reporte inexistente o ajeno vuelve a Mis Reportes con un aviso', async ({
  page,
  browser,
}) => {
  await newUser(page);
  const id = await seed(page, 'Privado');
  await page.goto('/report/no-existe');
  await expect(toastWith(page, 'No se pudo cargar el reporte.')).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/);

  const other = await browser.newPage();
  await newUser(other);
  await other.goto(`/report/${id}`);
  await expect(toastWith(other, 'No se pudo cargar el reporte.')).toBeVisible();
  await expect(other).toHaveURL(/\/reports$/);
  await expect(other.getByText('Privado')).toHaveCount(0);
  await other.close();
});
