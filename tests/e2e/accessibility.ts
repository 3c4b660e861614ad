import axe from 'axe-core';
import { expect, type Page } from '@playwright/test';

/** What axe found, reduced to what a failure message needs. */
interface Finding {
  readonly rule: string;
  readonly impact: string;
  readonly help: string;
  readonly targets: readonly string[];
}

/**
 * Runs axe-core on the page as it is and fails on any serious or critical violation, naming the rule
 * and the elements. The script is evaluated through the DevTools protocol: the app's CSP forbids
 * inline scripts, so a script tag would never run, and the CSP must stay as it is in production.
 */
export async function expectNoSeriousViolations(page: Page, where: string): Promise<void> {
  // A page fading in is, for axe, text of too little contrast: measure the page once it has settled.
  // (Spinners run forever and are left out.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axe.source);
  const findings = await page.evaluate(async (): Promise<Finding[]> => {
    const run = (window as unknown as { axe: typeof axe }).axe.run;
    const result = await run(document, { resultTypes: ['violations'] });
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        rule: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => n.target.join(' ')),
      }));
  });
  const described = findings.map((f) => `${f.impact} ${f.rule} (${f.help}): ${f.targets.join(' | ')}`);
  expect.soft(described, `axe en ${where}`).toEqual([]);
}

/** One element the keyboard should reach, as the walk records it. */
interface Stop {
  readonly key: string;
  readonly label: string;
  readonly indicator: boolean;
  readonly onScreen: boolean;
}

/**
 * Walks the page with Tab from the top and checks that focus reaches every enabled, visible control
 * (link, button, field, tab, any element with tabindex ≥ 0), each with a visible focus indicator
 * (an outline or a ring) and scrolled into view. Controls that take part in a roving tabindex (the
 * inactive tabs of a tab list, reached with the arrow keys) count as reached when their list is.
 * Returns the labels in the order reached, for the test to check the order where it matters.
 */
export async function expectKeyboardReachesEverything(page: Page, where: string): Promise<string[]> {
  const expected = await page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex], [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="checkbox"], [role="switch"]';
    let n = 0;
    const keys: string[] = [];
    const native = 'a[href], button, input, select, textarea, summary';
    for (const el of document.querySelectorAll<HTMLElement>(selector)) {
      if (el.closest('[aria-hidden="true"], [inert]')) continue;
      if ((el as HTMLButtonElement).disabled || el.getAttribute('aria-disabled') === 'true') continue;
      if (el instanceof HTMLInputElement && el.type === 'hidden') continue;
      const box = el.getBoundingClientRect();
      // Zero-size or 1-pixel, clipped: hidden, or a focus redirector such as the ones Radix puts around
      // the toast list, which hand focus straight on to the toasts.
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(el).visibility === 'hidden') continue;
      // tabindex="-1" on an element that is not a control is a programmatic focus target (a heading
      // focused after a step change), not something to Tab to.
      if (el.tabIndex < 0 && !el.matches(native) && !el.getAttribute('role')) continue;
      // Tabs (and menu items) take part in a roving tabindex: one of them is in the Tab order and the
      // arrow keys move between them.
      const role = el.getAttribute('role');
      if ((role === 'tab' || role === 'menuitem') && el.tabIndex < 0) continue;
      if (role === 'tablist' || role === 'menu') continue;
      // A group of radio buttons is one Tab stop, its checked button; the arrow keys choose another.
      if (
        el instanceof HTMLInputElement &&
        el.type === 'radio' &&
        !el.checked &&
        el.name &&
        document.querySelector(`input[type="radio"][name="${CSS.escape(el.name)}"]:checked`)
      )
        continue;
      el.dataset.kbd = String(++n);
      keys.push(el.dataset.kbd);
    }
    return keys;
  });

  expect(expected.length, `controles en ${where}`).toBeGreaterThan(0);
  // Tab starts from where focus last was; a throw-away element at the top of the page makes the walk
  // start where a user's does after loading it.
  await page.evaluate(() => {
    const start = document.createElement('span');
    start.tabIndex = -1;
    start.id = 'kbd-start';
    document.body.prepend(start);
    start.focus();
    window.scrollTo(0, 0);
  });
  const stops: Stop[] = [];
  const seen = new Set<string>();
  for (let i = 0; i < expected.length * 2 + 20; i++) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate((): Stop | null => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return null;
      el.dataset.kbd ??= `extra-${el.tagName.toLowerCase()}-${el.id || el.getAttribute('aria-label') || ''}`;
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none';
      const box = el.getBoundingClientRect();
      const field = el as HTMLInputElement;
      const label = (
        el.getAttribute('aria-label') ??
        (field.labels?.[0]?.innerText || el.innerText || field.placeholder || el.tagName)
      )
        .trim()
        .slice(0, 60);
      return {
        key: el.dataset.kbd,
        label,
        indicator: el.matches(':focus-visible') && (outline || ring),
        onScreen:
          box.bottom > 0 && box.top < window.innerHeight && box.right > 0 && box.left < window.innerWidth,
      };
    });
    if (i === 0) await page.evaluate(() => document.getElementById('kbd-start')?.remove());
    if (!stop) continue;
    // A date field keeps focus for its day, month and year: the same element several times in a row
    // is one stop. Back at the first stop, the walk went round.
    if (stop.key === stops.at(-1)?.key) continue;
    if (stop.key === stops[0]?.key) break;
    if (seen.has(stop.key)) continue;
    seen.add(stop.key);
    stops.push(stop);
  }

  const reached = new Set(stops.map((s) => s.key));
  // A control that left the page during the walk (a toast that timed out, which a slow machine makes
  // likelier) could not be reached and is not a keyboard failure; one still on the page is.
  const missed = await page.evaluate(
    (keys) =>
      keys.flatMap((k) => {
        const el = document.querySelector<HTMLElement>(`[data-kbd="${k}"]`);
        return el ? [el.outerHTML.slice(0, 200)] : [];
      }),
    expected.filter((k) => !reached.has(k)),
  );
  expect.soft(missed, `controles que el teclado no alcanza en ${where}`).toEqual([]);
  expect
    .soft(
      stops.filter((s) => !s.indicator).map((s) => s.label),
      `controles sin foco visible en ${where}`,
    )
    .toEqual([]);
  expect
    .soft(
      stops.filter((s) => !s.onScreen).map((s) => s.label),
      `controles con foco fuera de la vista en ${where}`,
    )
    .toEqual([]);
  return stops.map((s) => s.label);
}
