import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The journal as a Beancount file, for accountants who keep the books in plain text. */
export function downloadBeancount(id: string): Promise<DownloadedFile> {
  return apiDownload(
    `/api/reports/${encodeURIComponent(id)}/export/journal.beancount`,
    'libro-diario.beancount',
  );
}
