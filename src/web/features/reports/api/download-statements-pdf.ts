import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The five statements as a PDF, generated on the server. */
export function downloadStatementsPdf(id: string): Promise<DownloadedFile> {
  return apiDownload(
    `/api/reports/${encodeURIComponent(id)}/export/statements.pdf`,
    'estados-financieros.pdf',
  );
}
