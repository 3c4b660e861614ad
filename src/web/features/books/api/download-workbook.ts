import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The statements and the books as one Excel workbook, one sheet each. */
export function downloadWorkbook(id: string): Promise<DownloadedFile> {
  return apiDownload(`/api/reports/${encodeURIComponent(id)}/export/workbook.xlsx`, 'libros-y-estados.xlsx');
}
