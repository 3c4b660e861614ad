import { beancountLedger, hledgerJournal } from '../../domain';
import type { ExportSource } from './export-source';

const TEXT_TYPE = 'text/plain; charset=utf-8';

/**
 * The Libro Diario as plain-text accounting files. The domain writes them (src/domain/export); here
 * they only become downloads. Both tools read UTF-8, so the text goes out as it is.
 */
export const textExports = [
  {
    path: 'journal.hledger',
    contentType: TEXT_TYPE,
    prefix: 'libro-diario',
    extension: 'hledger',
    build: ({ state, meta }: ExportSource) => Buffer.from(hledgerJournal(state, meta), 'utf8'),
  },
  {
    path: 'journal.beancount',
    contentType: TEXT_TYPE,
    prefix: 'libro-diario',
    extension: 'beancount',
    build: ({ state, meta }: ExportSource) => Buffer.from(beancountLedger(state, meta), 'utf8'),
  },
] as const;
