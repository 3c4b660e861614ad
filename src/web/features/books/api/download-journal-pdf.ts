import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The Libro Diario as a PDF, generated on the server. */
export function downloadJournalPdf(id: string): Promise<DownloadedFile> {
  return apiDownload(`/api/reports/${encodeURIComponent(id)}/export/journal.pdf`, 'libro-diario.pdf');
}
