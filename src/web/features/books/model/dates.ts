import { isIsoDate } from '@/domain';

/**
 * '2026-01-15' → '15/01/2026', the way a book's date column is written. Read from the digits, not
 * through Date, which would shift a bare date by the viewer's time zone.
 */
export function shortDate(iso: string | undefined): string {
  if (iso === undefined || !isIsoDate(iso)) return iso ?? '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
}
