import { useId } from 'react';
import { DownloadButton } from '@/web/components/ui/download-button';
import { downloadBeancount } from '../api/download-beancount';
import { downloadHledgerJournal } from '../api/download-hledger-journal';
import { downloadJournalPdf } from '../api/download-journal-pdf';
import { downloadLedgerPdf } from '../api/download-ledger-pdf';
import { downloadWorkbook } from '../api/download-workbook';

/** The books as files generated on the server: PDFs to print, a workbook, plain-text journals for accountants. */
export function BookDownloads({ reportId }: { reportId: string }) {
  const labelId = useId();
  return (
    <div className="flex min-w-0 flex-col gap-2 sm:flex-row sm:items-center sm:gap-3">
      <span className="text-sm font-medium text-slate-700" id={labelId}>
        Descargar
      </span>
      <div role="group" aria-labelledby={labelId} className="flex flex-wrap gap-2">
        <DownloadButton size="sm" fetchFile={() => downloadJournalPdf(reportId)}>
          Libro Diario (PDF)
        </DownloadButton>
        <DownloadButton size="sm" fetchFile={() => downloadLedgerPdf(reportId)}>
          Libro Mayor (PDF)
        </DownloadButton>
        <DownloadButton size="sm" fetchFile={() => downloadWorkbook(reportId)}>
          Excel (.xlsx)
        </DownloadButton>
        <DownloadButton size="sm" fetchFile={() => downloadHledgerJournal(reportId)}>
          hledger
        </DownloadButton>
        <DownloadButton size="sm" fetchFile={() => downloadBeancount(reportId)}>
          Beancount
        </DownloadButton>
      </div>
    </div>
  );
}
