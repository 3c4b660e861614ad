import { formatDateLong } from '@/domain';

/** 'Última Modificación': the long Spanish date plus the local time of an ISO timestamp. */
export function formatTimestamp(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  const localDate = `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return `${formatDateLong(localDate)}, ${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
