import { expect, type Page } from '@playwright/test';

/** The live panel's figures for the five sections, as the user reads them. */
export interface PanelTotals {
  readonly Ingresos: string;
  readonly Gastos: string;
  readonly Activos: string;
  readonly Pasivos: string;
  readonly Patrimonio: string;
}

export function panelCard(page: Page, title: keyof PanelTotals) {
  return page.getByTestId('finance-panel').getByRole('region', { name: title, exact: true });
}

export async function expectTotals(page: Page, totals: PanelTotals): Promise<void> {
  for (const [title, amount] of Object.entries(totals) as [keyof PanelTotals, string][]) {
    await expect(panelCard(page, title).getByTestId('section-total'), `total de ${title}`).toHaveText(
      `Total: ${amount}`,
    );
  }
}

export function chatInput(page: Page) {
  return page.getByRole('textbox', { name: 'Mensaje para el asistente' });
}

/**
 * Types a message, sends it with Enter as a keyboard user would, and waits for the assistant's
 * answer. Returns the answer's text.
 */
export async function say(page: Page, message: string): Promise<string> {
  const answers = page.locator('[data-role="assistant"]');
  const before = await answers.count();
  await chatInput(page).fill(message);
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
  await expect(answers).toHaveCount(before + 1, { timeout: 15_000 });
  await expect(page.getByText('Procesando...')).toBeHidden();
  return (await answers.last().innerText()).trim();
}
