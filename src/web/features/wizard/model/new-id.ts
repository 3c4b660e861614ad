/**
 * Ids for new lines and entries. randomUUID only exists in secure contexts, and the app may be
 * served over plain HTTP on a LAN, so fall back to getRandomValues, which exists everywhere.
 */
export function newId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
