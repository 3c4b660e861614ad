import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The Libro Mayor as a PDF, generated on the server. */
export function downloadLedgerPdf(id: string): Promise<DownloadedFile> {
  return apiDownload(`/api/reports/${encodeURIComponent(id)}/export/ledger.pdf`, 'libro-mayor.pdf');
}
