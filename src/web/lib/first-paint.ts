/**
 * What the HTML drew before any JavaScript ran (decision 0011). The server sends `/auth` prerendered
 * (React takes it over with hydrateRoot) and, to a browser with a session cookie, `/` with the app's
 * frame and the dashboard's heading drawn in `#first-paint` beside an empty `#root`: that frame stays
 * on screen while the app boots and asks who is signed in, and goes as the first real screen is drawn
 * (`use-first-paint-held.ts`).
 */
export type FirstPaint = 'auth' | 'dashboard';

/** The id of the element the HTML draws the dashboard's frame in, beside `#root`. */
export const FIRST_PAINT_ID = 'first-paint';

export function firstPaintOf(root: HTMLElement): FirstPaint | null {
  const value = root.dataset.firstPaint;
  return value === 'auth' || value === 'dashboard' ? value : null;
}

/** The static frame the HTML drew, while it is still on screen. */
export function firstPaintFrame(): HTMLElement | null {
  return typeof document === 'undefined' ? null : document.getElementById(FIRST_PAINT_ID);
}
