import { expect, test } from '@playwright/test';
import { expectKeyboardReachesEverything, expectNoSeriousViolations } from './accessibility';
import { openAuth, PASSWORD, toastWith, uniqueEmail } from './helpers';
import { say } from './wizard-helpers';

const STATEMENTS = ['Balance', 'Resultados', 'Patrimonio', 'Flujo de Caja', 'Ratios'];
const BOOKS = ['Libro Diario', 'Libro Mayor', 'Balance de comprobación'];

/**
 * One journey through every screen in the state a user meets it, checked with axe-core (no serious or
 * critical violation) at each stop, and walked with Tab on the sign-in page, the dashboard and each
 * wizard step. A failure at one stop does not hide the next (soft assertions): the report lists all.
 */
test('accesibilidad: axe y teclado en cada pantalla', async ({ page }) => {
  test.setTimeout(120_000);
  const email = uniqueEmail('a11y');

  // /auth, both tabs, by keyboard alone.
  await openAuth(page);
  await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
  await expectNoSeriousViolations(page, '/auth (Iniciar sesión)');
  expect(await expectKeyboardReachesEverything(page, '/auth (Iniciar sesión)')).toEqual(
    expect.arrayContaining(['Correo electrónico', 'Contraseña', 'Iniciar sesión']),
  );
  await page.getByRole('tab', { name: 'Iniciar sesión' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Registrarse' })).toHaveAttribute('aria-selected', 'true');
  await expectNoSeriousViolations(page, '/auth (Registrarse)');
  expect(await expectKeyboardReachesEverything(page, '/auth (Registrarse)')).toEqual(
    expect.arrayContaining(['Correo electrónico', 'Contraseña', 'Crear cuenta']),
  );
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill(PASSWORD);
  await page.locator('#signup-password').press('Enter');
  await expect(toastWith(page, '¡Cuenta creada!')).toBeVisible();
  await page.getByRole('tab', { name: 'Iniciar sesión' }).click();
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(PASSWORD);
  await page.locator('#signin-password').press('Enter');
  await expect(page).toHaveURL(/\/$/);

  // Dashboard and Mis Reportes with no report.
  await expect(page.getByRole('heading', { name: 'No hay reportes todavía' })).toBeVisible();
  await expectNoSeriousViolations(page, 'dashboard vacío');
  await expectKeyboardReachesEverything(page, 'dashboard vacío');
  await page.goto('/reports');
  await expect(page.getByText('No has creado ningún reporte todavía.')).toBeVisible();
  await expectNoSeriousViolations(page, 'Mis Reportes vacío');
  await page.goto('/accounting-books');
  await expect(page.getByRole('heading', { name: 'Libros Contables', level: 1 })).toBeVisible();
  await expectNoSeriousViolations(page, 'Libros Contables sin reportes');

  // The wizard, step by step.
  await page.goto('/wizard');
  await expect(page.getByText('Paso 1 de 3')).toBeVisible();
  await page.getByLabel('Nombre de la empresa').fill('Taller Accesible');
  await page.getByLabel('Fecha de inicio').fill('2026-01-01');
  await page.getByLabel('Fecha de fin').fill('2026-12-31');
  await expectNoSeriousViolations(page, 'asistente, paso 1');
  await expectKeyboardReachesEverything(page, 'asistente, paso 1');
  // The two other ways to start: opening balances typed in, and continuing from an earlier report.
  await page.getByRole('radio', { name: 'Empresa existente (saldos iniciales)' }).check();
  await page.getByLabel('Monto, fila 1').fill('900');
  await page.getByLabel('Monto, fila 2').fill('1000');
  await expect(page.getByRole('checkbox', { name: /Llevar la diferencia de -\$100\.00/ })).toBeVisible();
  await expectNoSeriousViolations(page, 'asistente, paso 1 (saldos iniciales)');
  await expectKeyboardReachesEverything(page, 'asistente, paso 1 (saldos iniciales)');
  await page.getByRole('radio', { name: 'Continuar desde un reporte anterior' }).check();
  await expect(page.getByText('No tienes reportes en Dólar Americano ($)', { exact: false })).toBeVisible();
  await expectNoSeriousViolations(page, 'asistente, paso 1 (continuar)');
  await page.getByRole('radio', { name: 'Empresa nueva (desde cero)' }).check();
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: '¡Bienvenido al Asistente Contable IA!' })).toBeVisible();
  await expectNoSeriousViolations(page, 'asistente, paso 2 (bienvenida)');
  await expectKeyboardReachesEverything(page, 'asistente, paso 2 (bienvenida)');
  await page.getByRole('button', { name: '¡Entendido, empecemos!' }).click();
  await expect(page.getByRole('heading', { name: 'Asistente Contable Universal' })).toBeVisible();
  await say(page, 'Aporté 10.000 dólares de capital inicial en el banco');
  await say(page, 'Vendimos 2.500 en efectivo');
  await say(page, 'Pagamos 650 de alquiler en efectivo');
  await expectNoSeriousViolations(page, 'asistente, paso 2 (chat)');
  await expectKeyboardReachesEverything(page, 'asistente, paso 2 (chat)');
  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByRole('heading', { name: 'Vista Previa del Reporte' })).toBeVisible();
  for (const tab of STATEMENTS) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSeriousViolations(page, `asistente, paso 3 (${tab})`);
  }
  await expectKeyboardReachesEverything(page, 'asistente, paso 3');
  await page.getByRole('button', { name: 'Finalizar y Guardar' }).click();
  await expect(toastWith(page, '¡Reporte Finalizado!')).toBeVisible();

  // With a report: Mis Reportes (and its menu and dialog), the dashboard, the viewer, the books.
  await expect(page).toHaveURL(/\/reports$/);
  await expect(page.getByTestId('report-row')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'Mis Reportes');
  // The row's menu by keyboard: Enter opens it on its first item, Escape gives focus back.
  const actions = page.getByRole('button', { name: 'Acciones para Taller Accesible' });
  await actions.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem').first()).toBeFocused();
  await expectNoSeriousViolations(page, 'Mis Reportes (menú de acciones)');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(actions).toBeFocused();
  await actions.click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNoSeriousViolations(page, 'Mis Reportes (confirmación)');
  await page.getByRole('button', { name: 'Cancelar' }).click();

  await page.getByRole('link', { name: 'Dashboard' }).click();
  await expect(page.getByTestId('report-card')).toHaveCount(1);
  await expectNoSeriousViolations(page, 'dashboard con reportes');
  await expectKeyboardReachesEverything(page, 'dashboard con reportes');

  await page.getByRole('link', { name: 'Ver Reporte' }).click();
  await expect(page.getByRole('heading', { name: 'Taller Accesible' })).toBeVisible();
  for (const tab of STATEMENTS) {
    await page.getByRole('tab', { name: tab }).click();
    await expectNoSeriousViolations(page, `visor (${tab})`);
  }
  await expectKeyboardReachesEverything(page, 'visor');

  await page.getByRole('link', { name: 'Libros Contables' }).click();
  await expect(page.getByRole('table', { name: 'Libro Diario' })).toBeVisible();
  for (const book of BOOKS) {
    await page.getByRole('tab', { name: book }).click();
    await expect(page.getByRole('tab', { name: book })).toHaveAttribute('aria-selected', 'true');
    await expectNoSeriousViolations(page, `Libros Contables (${book})`);
  }
  await expectKeyboardReachesEverything(page, 'Libros Contables');
});
