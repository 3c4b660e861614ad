import { expect, test, type Page } from '@playwright/test';
import { openAuth, PASSWORD, screenshot, uniqueEmail } from './helpers';

/**
 * Decision 0011: /auth is drawn into the HTML at build time and React takes it over (hydrateRoot);
 * a browser with a session cookie gets `/` with the app's frame drawn, which the app replaces without
 * a flicker. Neither may log an error (a hydration mismatch is one).
 */

/** Console errors and uncaught errors of the page. */
function errorsOf(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    // Nothing is filtered out: zod used to probe `new Function`, which the CSP refused with a logged
    // violation; it is told not to in the browser now (src/shared/text.ts).
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

test('/auth llega dibujada en el HTML y React la toma: se escribe, cambia de pestaña, sin errores', async ({
  page,
  browser,
  request,
}) => {
  const response = await request.get('/auth');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const html = await response.text();
  expect(html).toContain('data-first-paint="auth"');
  expect(html).toContain('Inicia sesión</h1>');
  expect(html).toContain('Entra para ver tus reportes y seguir con tus libros.');
  expect(html).toMatch(/<input[^>]*id="signin-email"/);
  // The stylesheet travels inside the page: nothing blocks its first paint.
  expect(html).toContain('<style>');
  expect(html).not.toMatch(/<link rel="stylesheet"/);

  // Without JavaScript the sign-in card is already there.
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/auth');
  await expect(still.getByRole('heading', { name: 'Inicia sesión' })).toBeVisible();
  await expect(still.getByLabel('Correo electrónico')).toBeVisible();
  await expect(still.getByRole('button', { name: 'Iniciar sesión', exact: true })).toBeVisible();
  await screenshot(still, 'auth-before-javascript');
  await noScript.close();

  const errors = errorsOf(page);
  await openAuth(page);
  await page.locator('#signin-email').fill('ana@empresa.test');
  await expect(page.locator('#signin-email')).toHaveValue('ana@empresa.test');
  await page.locator('#signin-password').fill('una clave');
  await expect(page.locator('#signin-password')).toHaveValue('una clave');
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await expect(page.getByRole('heading', { name: 'Crea tu cuenta' })).toBeVisible();
  await expect(page.locator('#signup-email')).toBeVisible();
  await screenshot(page, 'auth-after-javascript');
  expect(errors).toEqual([]);
});

test('con sesión, / llega con el marco del dashboard y /auth sin la tarjeta; sin sesión, / como antes', async ({
  page,
  browser,
  baseURL,
}) => {
  const signedOut = await page.request.get('/');
  expect(await signedOut.text()).not.toContain('id="first-paint"');

  const email = uniqueEmail('primer-dibujo');
  const headers = { origin: baseURL ?? '' };
  const body = { email, password: PASSWORD };
  expect(
    (await page.request.post('/api/auth/sign-up/email', { headers, data: { ...body, name: email } })).ok(),
  ).toBe(true);
  expect((await page.request.post('/api/auth/sign-in/email', { headers, data: body })).ok()).toBe(true);

  const dashboard = await page.request.get('/');
  expect(dashboard.headers()['cache-control']).toBe('no-cache');
  const html = await dashboard.text();
  expect(html).toContain('<div id="first-paint">');
  expect(html).toContain('Dashboard</h1>');
  expect(html).toContain('El resumen de todas tus empresas y reportes.');
  // A signed-in visitor is sent on from /auth without being shown the sign-in card first.
  expect(await (await page.request.get('/auth')).text()).not.toContain('data-first-paint="auth"');

  const cookies = await page.context().cookies();
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const still = await noScript.newPage();
  await still.goto('/');
  await expect(still.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await screenshot(still, 'dashboard-before-javascript');
  await noScript.close();

  const errors = errorsOf(page);
  await page.goto('/');
  await expect(page.getByText('No hay reportes todavía')).toBeVisible();
  await expect(page.getByTestId('sidebar-email')).toHaveText(email);
  await expect(page.locator('#first-paint')).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(1);
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/$/);
  expect(errors).toEqual([]);
});
