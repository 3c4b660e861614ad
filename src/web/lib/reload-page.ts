/**
 * The one way the app reloads itself. Its own module so tests can replace it: jsdom cannot navigate,
 * and its `window.location` cannot be reliably stubbed from a test.
 */
export function reloadPage(): void {
  window.location.reload();
}
