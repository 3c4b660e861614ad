import { Hono, type Context } from 'hono';
import { REPORT_NOT_FOUND_MESSAGE } from '../../shared/reports';
import type { Auth } from '../auth/auth';
import type { Database } from '../db/client';
import { loadExportSource, type ExportSource } from '../exports/export-source';
import { attachmentDisposition, downloadName } from '../exports/filename';
import { journalPdf } from '../exports/journal-pdf';
import { ledgerPdf } from '../exports/ledger-pdf';
import { statementsPdf } from '../exports/statements-pdf';
import { textExports } from '../exports/text-exports';
import { statementsWorkbook } from '../exports/workbook';
import { ReportNotFoundError } from '../reports/repository';
import { reportIdInPath } from '../security/report-id';
import { requireUser } from '../security/require-user';
import type { AppVariables } from '../types';

export const PDF_TYPE = 'application/pdf';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface Download {
  /** The last path segment, after /api/reports/:id/export/. */
  readonly path: string;
  readonly contentType: string;
  /** File name prefix, before the company and the period. */
  readonly prefix: string;
  readonly extension: string;
  readonly build: (source: ExportSource) => Promise<Buffer> | Buffer;
}

/** Every download the books page and the report viewer link to, in one list the tests walk. */
export const DOWNLOADS: readonly Download[] = [
  {
    path: 'statements.pdf',
    contentType: PDF_TYPE,
    prefix: 'estados-financieros',
    extension: 'pdf',
    build: statementsPdf,
  },
  { path: 'journal.pdf', contentType: PDF_TYPE, prefix: 'libro-diario', extension: 'pdf', build: journalPdf },
  { path: 'ledger.pdf', contentType: PDF_TYPE, prefix: 'libro-mayor', extension: 'pdf', build: ledgerPdf },
  {
    path: 'workbook.xlsx',
    contentType: XLSX_TYPE,
    prefix: 'estados-y-libros',
    extension: 'xlsx',
    build: statementsWorkbook,
  },
  ...textExports,
];

/**
 * GET /api/reports/:id/export/<file>: owner only, generated on request from the stored journal. A
 * report of someone else answers exactly like a missing one; without a session, 401.
 */
export function exportRoutes({
  auth,
  db,
  now = () => new Date(),
}: {
  auth: Auth;
  db: Database;
  now?: () => Date;
}) {
  const app = new Hono<{ Variables: AppVariables }>();
  app.use('/:id/export/*', requireUser(auth));
  app.use('/:id/export/*', reportIdInPath);

  app.onError((error, c) => {
    if (error instanceof ReportNotFoundError)
      return c.json({ code: 'NOT_FOUND', message: REPORT_NOT_FOUND_MESSAGE }, 404);
    throw error;
  });

  const send = async (c: Context<{ Variables: AppVariables }>, download: Download) => {
    const source = await loadExportSource(db, c.get('user').id, c.req.param('id') ?? '', now());
    const body = await download.build(source);
    return c.body(new Uint8Array(body), 200, {
      'Content-Type': download.contentType,
      'Content-Disposition': attachmentDisposition(
        downloadName(download.prefix, source.meta, download.extension),
      ),
      'Content-Length': String(body.length),
      // Books change with every save and carry financial data: never kept by a browser or a proxy.
      'Cache-Control': 'no-store',
    });
  };
  for (const download of DOWNLOADS) app.get(`/:id/export/${download.path}`, (c) => send(c, download));

  return app;
}
