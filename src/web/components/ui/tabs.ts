import type { FocusEvent } from 'react';

/**
 * For a Radix `Tabs.List`'s `onFocus`. The list is a Tab stop of its own that hands focus on to the
 * selected tab, but once a tab has been clicked it stops doing so: the next time the keyboard comes in
 * (Tab from the controls before it), focus sat on the list itself, an invisible stop with no outline.
 * Handing focus on here too means the list never holds it.
 */
export function focusSelectedTab(event: FocusEvent<HTMLElement>): void {
  if (event.target !== event.currentTarget) return;
  event.currentTarget.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]')?.focus();
}
