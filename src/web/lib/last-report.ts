/**
 * The report the user opened last, so 'Libros Contables' can start on it. Kept in this browser only:
 * it is a convenience, and the books page checks it against the user's own reports before using it
 * (another account may have signed in on the same browser since).
 */
const KEY = 'cuentas-claras:last-report';

export function rememberLastReport(id: string): void {
  try {
    localStorage.setItem(KEY, id);
  } catch {
    // Storage full or disabled (private mode): the books page falls back to the newest report.
  }
}

export function lastReportId(): string | null {
  try {
    return localStorage.getItem(KEY);
  } catch {
    return null;
  }
}
