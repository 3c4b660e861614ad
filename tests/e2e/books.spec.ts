import { readFileSync } from 'node:fs';
import { expect, test, type Download, type Page } from '@playwright/test';
import { newUser, screenshot } from './helpers';

const CASH = 'Efectivo y equivalentes de efectivo';

// Capital 10,000; a laptop of 1,200 (400 cash, 800 on credit); memberships sold for 2,500 cash;
// Zoom 15.99. Debe = Haber = 13,715.99; cash ends 12,084.01 deudor; balances 13,300.00 a side.
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
      category: CASH,
      type: 'corriente',
      date: '2026-01-02',
    },
    {
      transactionId: 't2',
      description: 'Laptop para edición',
      amount: 1200,
      category: 'Propiedad, planta y equipo',
      type: 'no_corriente',
      date: '2026-01-10',
    },
    {
      transactionId: 't2',
      description: 'Pago inicial de la laptop',
      amount: -400,
      category: CASH,
      type: 'corriente',
      date: '2026-01-10',
    },
    {
      transactionId: 't3',
      description: 'Cobro de membresías',
      amount: 2500,
      category: CASH,
      type: 'corriente',
      date: '2026-02-01',
    },
    {
      transactionId: 't4',
      description: 'Pago de Zoom',
      amount: -15.99,
      category: CASH,
      type: 'corriente',
      date: '2026-02-05',
    },
  ],
  liabilities: [
    {
      transactionId: 't2',
      description: 'Saldo de la laptop a crédito',
      amount: 800,
      category: 'Cuentas por pagar',
      type: 'corriente',
      date: '2026-01-10',
    },
  ],
  equity: [
    {
      transactionId: 't1',
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: 'Capital social',
      date: '2026-01-02',
    },
  ],
};

/** A year of daily cash sales: `n` entries, enough for several pages of every book. */
function manySales(n: number) {
  const assets = [];
  const revenues = [];
  for (let i = 1; i <= n; i++) {
    const date = new Date(Date.UTC(2026, 0, 1 + (i % 365))).toISOString().slice(0, 10);
    const amount = 10 + (i % 7) * 5;
    assets.push({
      transactionId: `s${i}`,
      description: `Cobro de la venta ${i}`,
      amount,
      category: CASH,
      type: 'corriente',
      date,
    });
    revenues.push({
      transactionId: `s${i}`,
      description: `Venta de membresía ${i}`,
      amount,
      category: 'Membresía anual',
      date,
    });
  }
  return {
    ...sections,
    assets: [...sections.assets, ...assets],
    revenues: [...sections.revenues, ...revenues],
  };
}

async function seed(page: Page, name: string, body: object = sections): Promise<string> {
  const origin = new URL(page.url()).origin;
  const r = await page.request.post('/api/reports', {
    headers: { origin },
    data: {
      name,
      currency: 'USD',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'completed',
      sections: body,
    },
  });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

async function savedBytes(download: Download): Promise<Buffer> {
  return readFileSync(await download.path());
}

const EXPORTS = [
  'statements.pdf',
  'journal.pdf',
  'ledger.pdf',
  'workbook.xlsx',
  'journal.hledger',
  'journal.beancount',
];

test('libros: el Libro Diario, el Libro Mayor y el Balance de comprobación del último reporte', async ({
  page,
}) => {
  await newUser(page);
  await seed(page, 'Otro reporte');
  const id = await seed(page, 'Academia Nico y Vale');
  // Opening a report in the viewer makes it the one the books page starts on.
  await page.goto(`/report/${id}`);
  await expect(page.getByRole('heading', { name: 'Academia Nico y Vale' })).toBeVisible();

  await page.getByRole('link', { name: 'Libros Contables' }).click();
  await expect(page).toHaveURL(new RegExp(`/accounting-books\\?report=${id}$`));
  await expect(page.getByRole('heading', { name: 'Libros Contables', level: 1 })).toBeVisible();
  await expect(page.getByText('En Desarrollo')).toHaveCount(0);
  await expect(page.getByText('¡Próximamente!')).toHaveCount(0);
  await expect(page.getByLabel('Reporte')).toHaveValue(id);

  const journal = page.getByRole('table', { name: 'Libro Diario' });
  await expect(journal.getByRole('columnheader')).toHaveText([
    'Nº de asiento',
    'Fecha',
    'Cuenta',
    'Concepto',
    'Debe',
    'Haber',
  ]);
  await expect(journal.locator('tbody tr')).toHaveCount(9);
  await expect(page.getByTestId('journal-total-debe')).toHaveText('$13,715.99');
  await expect(page.getByTestId('journal-total-haber')).toHaveText('$13,715.99');
  await expect(page.getByText('Sumas iguales: el total del Debe es igual al total del Haber.')).toBeVisible();

  await page.getByRole('tab', { name: 'Libro Mayor' }).click();
  await expect(page).toHaveURL(/libro=mayor/);
  await expect(page.getByTestId('ledger-account')).toHaveCount(6);
  const cash = page.getByRole('table', { name: `Libro Mayor: ${CASH}` });
  await expect(cash.getByRole('columnheader')).toHaveText(['Fecha', 'Concepto', 'Debe', 'Haber', 'Saldo']);
  await expect(cash.getByTestId('ledger-balance')).toHaveText(/Saldo deudor\s*\$12,084\.01/);
  await expect(
    page.getByRole('table', { name: 'Libro Mayor: Capital social' }).getByTestId('ledger-balance'),
  ).toHaveText(/Saldo acreedor\s*\$10,000\.00/);

  await page.getByRole('tab', { name: 'Balance de comprobación' }).click();
  await expect(page.getByTestId('trial-balance-totals')).toHaveText(
    /Totales\s*\$13,715\.99\s*\$13,715\.99\s*\$13,300\.00\s*\$13,300\.00/,
  );

  // The choice survives a reload: it is in the URL.
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Balance de comprobación' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('trial-balance-totals')).toContainText('$13,300.00');
});

test('libros: muchos asientos se paginan y en un teléfono la tabla se desplaza sin ensanchar la página', async ({
  page,
}) => {
  await newUser(page);
  const id = await seed(page, 'Tienda con ventas diarias', manySales(400));
  await page.goto(`/accounting-books?report=${id}`);
  const nav = page.getByRole('navigation', { name: 'Páginas del Libro Diario', exact: true });
  await expect(nav).toContainText('Página 1 de 9');
  await expect(page.locator('tbody tr[data-entry="50"]').first()).toBeVisible();
  await expect(page.locator('tbody tr[data-entry="51"]')).toHaveCount(0);
  await nav.getByRole('button', { name: 'Página siguiente' }).click();
  await expect(nav).toContainText('Página 2 de 9');
  await expect(page.locator('tbody tr[data-entry="51"]').first()).toBeVisible();
  await screenshot(page, 'books-many-desktop');

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/accounting-books?report=${id}`);
  await expect(page.getByRole('table', { name: 'Libro Diario' })).toBeVisible();
  const pageWidth = () =>
    page.evaluate(() => ({ page: document.documentElement.scrollWidth, viewport: window.innerWidth }));
  let widths = await pageWidth();
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  const region = page.getByRole('region', { name: 'Libro Diario' });
  const scroll = await region.evaluate((el) => ({ inner: el.scrollWidth, outer: el.clientWidth }));
  expect(scroll.inner).toBeGreaterThan(scroll.outer);
  await page.getByRole('tab', { name: 'Libro Mayor' }).click();
  await expect(page.getByRole('table', { name: `Libro Mayor: ${CASH}` })).toBeVisible();
  widths = await pageWidth();
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await page.getByRole('tab', { name: 'Balance de comprobación' }).click();
  await expect(page.getByTestId('trial-balance-totals')).toBeVisible();
  widths = await pageWidth();
  expect(widths.page).toBeLessThanOrEqual(widths.viewport);
  await screenshot(page, 'books-many-phone');
});

test('libros: sin reportes lo dice y ofrece crear uno', async ({ page }) => {
  await newUser(page);
  await page.goto('/accounting-books');
  await expect(page.getByRole('heading', { name: 'No hay reportes todavía' })).toBeVisible();
  await screenshot(page, 'books-empty');
  await page.getByRole('link', { name: 'Crear mi primer reporte' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
});

test('libros: otro usuario que abre el reporte por su dirección ve «Reporte no encontrado»', async ({
  page,
  browser,
}) => {
  await newUser(page);
  const id = await seed(page, 'Privado');
  const other = await browser.newPage();
  await newUser(other);
  await other.goto(`/accounting-books?report=${id}`);
  await expect(other.getByRole('heading', { name: 'Reporte no encontrado' })).toBeVisible();
  await expect(other.getByText('Privado')).toHaveCount(0);
  await expect(other.getByRole('button', { name: /Excel/ })).toHaveCount(0);
  await other.close();
});

test.describe('descargas', () => {
  test('el PDF de los estados desde el visor y el libro Excel desde los libros', async ({ page }) => {
    await newUser(page);
    const id = await seed(page, 'Academia Nico y Vale');

    await page.goto(`/report/${id}`);
    const [pdf] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Descargar PDF' }).click(),
    ]);
    const pdfBytes = await savedBytes(pdf);
    expect(pdfBytes.length).toBeGreaterThan(0);
    expect(pdfBytes.subarray(0, 4).toString('latin1')).toBe('%PDF');
    // The name the server gave in Content-Disposition, not the fallback.
    expect(pdf.suggestedFilename()).toBe('estados-financieros-academia-nico-y-vale-2026.pdf');
    await expect(page.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();

    await page.goto(`/accounting-books?report=${id}`);
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Excel (.xlsx)' }).click(),
    ]);
    const xlsxBytes = await savedBytes(xlsx);
    expect(xlsxBytes.length).toBeGreaterThan(0);
    expect(xlsxBytes.subarray(0, 2).toString('latin1')).toBe('PK');
    expect(xlsx.suggestedFilename()).toBe('estados-y-libros-academia-nico-y-vale-2026.xlsx');

    for (const [button, start] of [
      ['Libro Diario (PDF)', '%PDF'],
      ['Libro Mayor (PDF)', '%PDF'],
    ] as const) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect((await savedBytes(file)).subarray(0, 4).toString('latin1')).toBe(start);
    }
    for (const button of ['hledger', 'Beancount']) {
      const [file] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect((await savedBytes(file)).toString('utf8')).toContain('Aporte de capital inicial');
    }
  });

  test('cada exportación de un reporte ajeno es 404 «Reporte no encontrado»', async ({ page, browser }) => {
    await newUser(page);
    const id = await seed(page, 'Privado');
    const other = await browser.newPage();
    await newUser(other);
    for (const file of EXPORTS) {
      const r = await other.request.get(`/api/reports/${id}/export/${file}`);
      expect(r.status(), file).toBe(404);
      expect(((await r.json()) as { message: string }).message, file).toMatch(/^Reporte no encontrado\.?$/);
    }
    // The owner gets every one of them.
    for (const file of EXPORTS) {
      const r = await page.request.get(`/api/reports/${id}/export/${file}`);
      expect(r.status(), file).toBe(200);
      expect((await r.body()).length, file).toBeGreaterThan(0);
    }
    await other.close();
  });
});
