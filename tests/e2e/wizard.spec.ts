import { expect, test, type Page } from '@playwright/test';
import { AI_FAILURE_MESSAGE } from '../../src/shared/assistant';
import { newUser, screenshot, toastWith } from './helpers';
import { chatInput, expectTotals, panelCard, say } from './wizard-helpers';

const COMPANY = 'Academia Nico y Vale';

async function fillCompany(page: Page): Promise<void> {
  await page.getByLabel('Nombre de la empresa').fill(COMPANY);
  await page.getByLabel('Moneda').selectOption('USD');
  await page.getByLabel('Fecha de inicio').fill('2026-01-01');
  await page.getByLabel('Fecha de fin').fill('2026-12-31');
}

async function openChat(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await page.getByRole('button', { name: '¡Entendido, empecemos!' }).click();
  await expect(page.getByRole('heading', { name: 'Asistente Contable Universal' })).toBeVisible();
}

test('recorrido completo: datos, ocho movimientos, deshacer, vista previa, finalizar, reabrir y borrador', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await newUser(page);

  // Step 1: the defaults, then the company.
  await page.getByRole('link', { name: 'Asistente IA' }).click();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await fillCompany(page);
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeEnabled();
  await screenshot(page, 'wizard-1-datos');

  // Step 2: the welcome card, then the chat.
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Bienvenido al Asistente Contable IA!' })).toBeVisible();
  await screenshot(page, 'wizard-2-bienvenida');
  await page.getByRole('button', { name: '¡Entendido, empecemos!' }).click();
  await expect(page.getByText('Hola! Soy tu asistente contable.', { exact: false })).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$0.00',
    Pasivos: '$0.00',
    Patrimonio: '$0.00',
  });

  // 1. Capital: cash +10,000 / share capital +10,000.
  await say(page, 'Aporté 10.000 dólares de capital inicial en el banco');
  await expect(toastWith(page, '¡Movimiento Registrado!')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$10,000.00',
    Pasivos: '$0.00',
    Patrimonio: '$10,000.00',
  });

  // 2. A loan: cash +5,000 / long-term loan +5,000.
  await say(page, 'Recibimos un préstamo bancario de 5.000 a 3 años, depositado en la cuenta');
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$15,000.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });

  // 3. An asset partly on credit: equipment +1,200, cash −400 / payable +800.
  await say(page, 'Compramos una laptop de 1.200: pagamos 400 en efectivo y el resto a crédito');
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$15,800.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });
  await expect(panelCard(page, 'Activos').getByText('-$400.00')).toHaveClass(/text-red-600/);

  // 4. A sale: cash +2,500 / revenue +2,500.
  await say(page, 'Vendimos cursos por 2.500 cobrados por transferencia');
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$0.00',
    Activos: '$18,300.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });

  // 5. An expense: rent +600 / cash −600.
  await say(page, 'Pagamos el alquiler de 600 desde la cuenta bancaria');
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$600.00',
    Activos: '$17,700.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });

  // 6. A clarification: the assistant asks how it was paid, books nothing, then books the answer.
  const question = await say(page, 'Compramos una computadora por 900');
  expect(question).toContain('?');
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$600.00',
    Activos: '$17,700.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });
  await expect(panelCard(page, 'Activos').getByText('Compra de computadora')).toHaveCount(0);
  await say(page, 'en efectivo');
  await expect(toastWith(page, '¡Movimiento Registrado!')).toBeVisible();
  // Equipment +900 and cash −900: the total stays, two new lines appear.
  await expect(panelCard(page, 'Activos').getByText('Compra de computadora')).toHaveCount(2);
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$600.00',
    Activos: '$17,700.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });

  // 7. An edit: the rent was 650.
  await say(page, 'el alquiler eran 650, no 600');
  await expect(toastWith(page, '¡Movimiento Editado!')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$650.00',
    Activos: '$17,650.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });

  // 8. A delete: the whole laptop entry goes (equipment, cash and the payable).
  await say(page, 'borra la compra de la laptop de 1.200');
  await expect(toastWith(page, '¡Movimiento Eliminado!')).toBeVisible();
  await expect(page.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$650.00',
    Activos: '$16,850.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });
  await screenshot(page, 'wizard-3-chat');

  // Undo brings the laptop back, redo removes it again; the chat is not touched.
  const messages = await page.locator('[data-role]').count();
  await page.getByRole('button', { name: 'Deshacer' }).click();
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$650.00',
    Activos: '$17,650.00',
    Pasivos: '$5,800.00',
    Patrimonio: '$10,000.00',
  });
  await expect(page.getByRole('button', { name: 'Rehacer' })).toBeEnabled();
  await page.getByRole('button', { name: 'Rehacer' }).click();
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$650.00',
    Activos: '$16,850.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });
  await expect(page.getByRole('button', { name: 'Rehacer' })).toBeDisabled();
  await expect(page.locator('[data-role]')).toHaveCount(messages);

  // A narrow screen: the panel goes below the chat and nothing overflows sideways.
  await page.setViewportSize({ width: 390, height: 844 });
  const chatBox = await page.getByTestId('chat-panel').boundingBox();
  const panelBox = await page.getByTestId('finance-panel').boundingBox();
  expect(chatBox && panelBox && panelBox.y >= chatBox.y + chatBox.height).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  // The narrower chat still shows the latest answer.
  await page.getByTestId('chat-panel').scrollIntoViewIfNeeded();
  await expect(page.locator('[data-role="assistant"]').last()).toBeInViewport({ ratio: 0.9 });
  await screenshot(page, 'wizard-4-estrecho');
  await page.setViewportSize({ width: 1366, height: 860 });

  // Step 3: the preview balances (assets 16,850 = liabilities 5,000 + equity 10,000 + profit 1,850).
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByText('Paso 3 de 3')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Vista Previa del Reporte' })).toBeVisible();
  await expect(page.getByTestId('preview-company')).toHaveText(COMPANY);
  await expect(
    page.getByText('del 1 de enero de 2026 al 31 de diciembre de 2026', { exact: false }),
  ).toBeVisible();
  await expect(page.getByText('Balance Cuadrado')).toBeVisible();
  for (const tab of ['Balance', 'Resultados', 'Patrimonio', 'Flujo de Caja', 'Ratios'])
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente' })).toHaveCount(0);
  await screenshot(page, 'wizard-5-vista-previa');

  // Finish: completed, the local draft goes, and the report is listed.
  await page.getByRole('button', { name: 'Finalizar y Guardar' }).click();
  await expect(toastWith(page, '¡Reporte Finalizado!')).toBeVisible();
  await expect(page).toHaveURL(/\/reports$/);
  expect(
    await page.evaluate(() =>
      Object.keys(localStorage).filter((k) => k.startsWith('cuentas-claras:borrador:')),
    ),
  ).toEqual([]);
  const row = page.getByTestId('report-row').filter({ hasText: COMPANY });
  await expect(row).toContainText('Completado');
  await screenshot(page, 'wizard-6-mis-reportes');

  // The dashboard adds up the report.
  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('total-revenues-USD')).toHaveText('$2,500.00');
  await expect(page.getByTestId('total-expenses-USD')).toHaveText('$650.00');
  await expect(page.getByTestId('total-net-income-USD')).toHaveText('$1,850.00');
  await expect(page.getByTestId('total-assets-USD')).toHaveText('$16,850.00');
  await screenshot(page, 'wizard-7-dashboard');

  // Reopen with 'Editar': the data and the chat come back.
  await page.getByRole('link', { name: 'Mis Reportes' }).click();
  await page.getByRole('button', { name: `Acciones para ${COMPANY}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  await expect(page).toHaveURL(/\/wizard\/[^/]+$/);
  const reportUrl = page.url();
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue(COMPANY);
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeDisabled();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  // The user already talked to the assistant: no welcome card this time.
  await expect(page.getByRole('heading', { name: 'Asistente Contable Universal' })).toBeVisible();
  await expect(page.locator('[data-role]')).toHaveCount(messages);
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$650.00',
    Activos: '$16,850.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });

  // Delete the rent from the panel: the whole entry (expense and cash) goes.
  await panelCard(page, 'Gastos').getByRole('button', { name: 'Eliminar «Alquiler»' }).click();
  await expect(toastWith(page, 'Transacción Eliminada')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$0.00',
    Activos: '$17,500.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });
  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(toastWith(page, 'Borrador Guardado')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeDisabled();

  // Reload: everything as left, on the same step.
  await page.reload();
  await expect(page).toHaveURL(reportUrl);
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$2,500.00',
    Gastos: '$0.00',
    Activos: '$17,500.00',
    Pasivos: '$5,000.00',
    Patrimonio: '$10,000.00',
  });
  await expect(page.locator('[data-role]')).toHaveCount(messages);
  await expect(panelCard(page, 'Gastos').getByText('Sin movimientos todavía.')).toBeVisible();
  await page.getByRole('button', { name: 'Anterior' }).click();
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue(COMPANY);
  await expect(page.getByLabel('Fecha de inicio')).toHaveValue('2026-01-01');
  await expect(page.getByLabel('Fecha de fin')).toHaveValue('2026-12-31');
  await page.goto('/reports');
  await expect(page.getByTestId('report-row').filter({ hasText: COMPANY })).toContainText('Borrador');
});

test('un borrador nuevo se recupera al volver y "Guardar Borrador" lo lleva a /wizard/{id}', async ({
  page,
}) => {
  await newUser(page);
  await page.goto('/wizard');
  await fillCompany(page);
  await openChat(page);
  await say(page, 'Aporté 10.000 dólares de capital inicial en el banco');
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$10,000.00',
    Pasivos: '$0.00',
    Patrimonio: '$10,000.00',
  });

  // Without a mouse: from the message box, Tab reaches the panel's first delete button (the send
  // button is disabled while the box is empty); Enter deletes, and undo works from the keyboard.
  await chatInput(page).focus();
  await page.keyboard.press('Tab');
  const deleteCapital = panelCard(page, 'Activos').getByRole('button', {
    name: 'Eliminar «Aporte de capital inicial»',
  });
  await expect(deleteCapital).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(toastWith(page, 'Transacción Eliminada')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$0.00',
    Pasivos: '$0.00',
    Patrimonio: '$0.00',
  });
  await expect(panelCard(page, 'Activos')).toBeFocused();
  await page.getByRole('button', { name: 'Deshacer' }).focus();
  await page.keyboard.press('Enter');
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$10,000.00',
    Pasivos: '$0.00',
    Patrimonio: '$10,000.00',
  });

  // Leaving and coming back (a new visit) restores the unsaved work from this browser.
  await page.goto('/');
  await page.goto('/wizard');
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$10,000.00',
    Pasivos: '$0.00',
    Patrimonio: '$10,000.00',
  });
  await expect(page.getByRole('button', { name: 'Guardar Borrador' })).toBeEnabled();

  await page.getByRole('button', { name: 'Guardar Borrador' }).click();
  await expect(toastWith(page, 'Borrador Guardado')).toBeVisible();
  await expect(page).toHaveURL(/\/wizard\/[^/]+$/);
  await expect(page.getByText('Paso 2 de 3')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$10,000.00',
    Pasivos: '$0.00',
    Patrimonio: '$10,000.00',
  });
  // Back in history goes to where the user was before, not to the unsaved /wizard.
  await page.goBack();
  await expect(page).toHaveURL(/\/$/);

  // 'Limpiar' on the saved report goes back to an empty /wizard.
  await page.goForward();
  await page.getByRole('button', { name: 'Limpiar' }).click();
  await expect(toastWith(page, 'Progreso Limpiado')).toBeVisible();
  await expect(page).toHaveURL(/\/wizard$/);
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
});

test('con cambios sin guardar, recargar pide confirmación al navegador', async ({ page }) => {
  await newUser(page);
  await page.goto('/wizard');
  await page.reload();
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await page.getByLabel('Nombre de la empresa').fill(COMPANY);
  const dialog = new Promise<string>((resolve) => {
    page.once('dialog', async (d) => {
      resolve(d.type());
      await d.dismiss();
    });
  });
  void page.reload().catch(() => undefined);
  expect(await dialog).toBe('beforeunload');
  // Staying keeps the work.
  await expect(page.getByLabel('Nombre de la empresa')).toHaveValue(COMPANY);
});

test('si el asistente no responde, lo dice y no registra nada', async ({ page }) => {
  await newUser(page);
  await page.goto('/wizard');
  await fillCompany(page);
  await openChat(page);
  await page.route('**/api/assistant/reply', (route) =>
    route.fulfill({
      status: 502,
      contentType: 'application/json',
      body: JSON.stringify({ code: 'AI_ERROR', message: 'El asistente no está disponible en este momento.' }),
    }),
  );
  await chatInput(page).fill('Aporté 10.000 dólares de capital inicial en el banco');
  await page.getByRole('button', { name: 'Enviar mensaje' }).click();
  await expect(page.locator('[data-role="assistant"]').last()).toContainText(AI_FAILURE_MESSAGE);
  await expect(toastWith(page, 'Error de IA')).toBeVisible();
  await expect(toastWith(page, 'El asistente no está disponible en este momento.')).toBeVisible();
  await expectTotals(page, {
    Ingresos: '$0.00',
    Gastos: '$0.00',
    Activos: '$0.00',
    Pasivos: '$0.00',
    Patrimonio: '$0.00',
  });
});
