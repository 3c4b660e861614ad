import { expect, test } from '@playwright/test';
import { newUser, openAuth, PASSWORD, screenshot, signIn, signUp, toastWith, uniqueEmail } from './helpers';

test.describe('acceso', () => {
  test('sin sesión, toda ruta menos /auth lleva a /auth', async ({ page }) => {
    for (const path of [
      '/',
      '/wizard',
      '/wizard/abc',
      '/reports',
      '/report/123',
      '/accounting-books',
      '/no-existe',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/auth$/);
    }
    await expect(page.getByRole('tab', { name: 'Iniciar sesión' })).toBeVisible();
    await expect(page.locator('#signin-email')).toHaveAttribute('type', 'email');
    await expect(page.locator('#signin-email')).toHaveAttribute('required', '');
    await expect(page.locator('#signin-password')).toHaveAttribute('required', '');
    await screenshot(page, 'auth');
  });

  test('muestra "Cargando Cuentas Claras" y luego "Verificando sesión..."', async ({ page }) => {
    let releaseSession: () => void = () => undefined;
    const sessionGate = new Promise<void>((resolve) => (releaseSession = resolve));
    await page.route('**/api/auth/get-session', async (route) => {
      await sessionGate;
      await route.continue();
    });
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await page.goto('/reports', { waitUntil: 'commit' });
    await expect(page.getByText('Cargando Cuentas Claras')).toBeVisible();
    await expect(page.getByText('Verificando sesión...')).toBeVisible();
    releaseSession();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('registro, contraseña incorrecta, inicio de sesión, recarga y cierre de sesión', async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await expect(toastWith(page, 'Ya puedes iniciar sesión con tu correo y contraseña.')).toBeVisible();
    // After sign-up the sign-in tab opens with the e-mail filled in.
    await expect(page.locator('#signin-email')).toHaveValue(email);

    await page.locator('#signin-password').fill('una-clave-equivocada');
    await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
    await expect(toastWith(page, 'Error al iniciar sesión')).toBeVisible();
    await expect(toastWith(page, 'Correo o contraseña incorrectos.')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);

    await signIn(page, email);
    await expect(toastWith(page, '¡Bienvenido de nuevo!')).toBeVisible();
    await expect(page.getByTestId('sidebar-email')).toHaveText(email);
    await expect(page.getByText('Admin', { exact: true })).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Barra lateral' });
    await expect(sidebar.getByText('Cuentas Claras', { exact: true })).toBeVisible();
    await expect(sidebar.getByText('Una herramienta de la Academia Cuentas Claras')).toBeVisible();
    await screenshot(page, 'shell');

    await page.reload();
    await expect(page.getByTestId('sidebar-email')).toHaveText(email);

    // A signed-in user on /auth goes to /.
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);

    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await page.goto('/');
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('al volver a la pestaña se revalida la sesión: si terminó en el servidor, vuelve a /auth', async ({
    page,
    playwright,
  }) => {
    await newUser(page);
    await page.goto('/reports');
    await expect(page.getByRole('heading', { name: 'Mis Reportes' })).toBeVisible();
    // End the session from outside the page (another device), leaving the page's cookie untouched.
    const cookies = await page.context().cookies();
    const baseURL = new URL(page.url()).origin;
    const other = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { origin: baseURL, cookie: cookies.map((c) => `${c.name}=${c.value}`).join('; ') },
    });
    expect((await other.post('/api/auth/sign-out', { data: {} })).status()).toBe(200);
    await other.dispose();
    await expect(page).toHaveURL(/\/reports$/);
    await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('registro con contraseña común o corta muestra el motivo en español', async ({ page }) => {
    await openAuth(page);
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.locator('#signup-email').fill(uniqueEmail());
    await page.locator('#signup-password').fill('password123');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(toastWith(page, 'Error al registrarse')).toBeVisible();
    await expect(
      toastWith(page, 'Esa contraseña es demasiado común y fácil de adivinar. Elige otra.'),
    ).toBeVisible();
  });

  test('registrar un correo ya usado dice que la cuenta existe', async ({ page }) => {
    const email = uniqueEmail();
    await signUp(page, email);
    await page.getByRole('tab', { name: 'Registrarse' }).click();
    await page.locator('#signup-email').fill(email);
    await page.locator('#signup-password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await expect(toastWith(page, 'Ya existe una cuenta con ese correo electrónico.')).toBeVisible();
  });
});

test.describe('barra lateral', () => {
  test('resalta la entrada de la ruta actual; Dashboard solo en coincidencia exacta', async ({ page }) => {
    await newUser(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    const entry = (name: string) => nav.getByRole('link', { name });
    const names = ['Dashboard', 'Asistente IA', 'Mis Reportes', 'Libros Contables'];
    await expect(nav.getByRole('link')).toHaveText(names);

    const cases: Array<[string, string]> = [
      ['/', 'Dashboard'],
      ['/wizard', 'Asistente IA'],
      ['/wizard/abc', 'Asistente IA'],
      ['/reports', 'Mis Reportes'],
      ['/accounting-books', 'Libros Contables'],
    ];
    for (const [path, active] of cases) {
      await page.goto(path);
      for (const name of names) {
        if (name === active) await expect(entry(name)).toHaveAttribute('aria-current', 'page');
        else await expect(entry(name)).not.toHaveAttribute('aria-current', 'page');
      }
    }
    // A report id that does not exist sends the user back to Mis Reportes, highlighted.
    await page.goto('/report/xyz');
    await expect(page).toHaveURL(/\/reports$/);
    await expect(entry('Mis Reportes')).toHaveAttribute('aria-current', 'page');
    await expect(entry('Dashboard')).not.toHaveAttribute('aria-current', 'page');

    await page.goto('/accounting-books');
    await expect(page.getByRole('heading', { name: 'Libros Contables' })).toBeVisible();
    await entry('Mis Reportes').click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(page.getByRole('heading', { name: 'Mis Reportes' })).toBeVisible();
  });
});

test.describe('pantalla estrecha', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('la barra lateral es un menú desplegable y nada se desborda', async ({ page }) => {
    await newUser(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(nav).toBeInViewport();
    await screenshot(page, 'shell-mobile-menu');
    await nav.getByRole('link', { name: 'Mis Reportes' }).click();
    await expect(page).toHaveURL(/\/reports$/);
    await expect(nav).not.toBeInViewport();
    for (const path of ['/', '/reports', '/accounting-books']) {
      await page.goto(path);
      await page.waitForTimeout(600);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });
});
