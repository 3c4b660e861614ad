import { expect, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';

export const PASSWORD = 'Cuadre-Perfecto-2026';

let counter = 0;
export function uniqueEmail(prefix = 'fundador'): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@empresa.test`;
}

/** The visible toast (Radix also mirrors its text in a live region, which tests must not match). */
export function toastWith(page: Page, text: string) {
  return page.getByTestId('toast').getByText(text, { exact: true });
}

/**
 * /auth arrives drawn in the HTML (decision 0011) and answers clicks once React has taken it over,
 * which the app marks by taking `data-first-paint` off `#root`.
 */
export async function openAuth(page: Page): Promise<void> {
  await page.goto('/auth');
  await expect(page.locator('#root')).not.toHaveAttribute('data-first-paint');
}

export async function signUp(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAuth(page);
  await page.getByRole('tab', { name: 'Registrarse' }).click();
  await page.locator('#signup-email').fill(email);
  await page.locator('#signup-password').fill(password);
  await page.getByRole('button', { name: 'Crear cuenta' }).click();
  await expect(toastWith(page, '¡Cuenta creada!')).toBeVisible();
}

export async function signIn(page: Page, email: string, password = PASSWORD): Promise<void> {
  await openAuth(page);
  await page.getByRole('tab', { name: 'Iniciar sesión' }).click();
  await page.locator('#signin-email').fill(email);
  await page.locator('#signin-password').fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).last().click();
  await expect(page).toHaveURL(/\/$/);
}

export async function newUser(page: Page): Promise<string> {
  const email = uniqueEmail();
  await signUp(page, email);
  await signIn(page, email);
  return email;
}

export async function screenshot(page: Page, name: string): Promise<void> {
  mkdirSync('test-results/screenshots', { recursive: true });
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
