import { apiDownload, type DownloadedFile } from '@/web/lib/api-client';

/** The journal as an hledger journal, for accountants who keep the books in plain text. */
export function downloadHledgerJournal(id: string): Promise<DownloadedFile> {
  return apiDownload(`/api/reports/${encodeURIComponent(id)}/export/journal.hledger`, 'libro-diario.hledger');
}
