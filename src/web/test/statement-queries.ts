/* Queries shared by the statement tests. */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/** The open tab's panel. */
export function activePanel(): HTMLElement {
  return screen.getByRole('tabpanel');
}

export async function openTab(name: string): Promise<HTMLElement> {
  await userEvent.setup().click(screen.getByRole('tab', { name }));
  return activePanel();
}

/** The amount cell of the statement row whose label is exactly `label`, in the open tab. */
export function amountOf(label: string): HTMLElement {
  const header = within(activePanel()).getByRole('rowheader', { name: label });
  const row = header.closest('tr');
  if (!row) throw new Error(`No row for ${label}`);
  return within(row).getByRole('cell');
}

/** Every row of the open statement as 'label | amount' (headings alone), in reading order. */
export function statementRows(): string[] {
  const table = within(activePanel()).getByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      Array.from(r.children)
        .map((c) => (c.textContent ?? '').trim())
        .join(' | '),
    )
    .filter((t) => t !== '');
}
