/**
 * The books as plain-text accounting files (hledger, Beancount), so an accountant can check and
 * keep them with those tools.
 */
export { hledgerJournal } from './hledger';
export { beancountLedger } from './beancount';
export type { ExportMeta } from './entries';
export {
  BEANCOUNT_DISCREPANCY,
  HLEDGER_DISCREPANCY,
  beancountComponent,
  hledgerComponent,
  plainTextAccounts,
  type HledgerType,
  type PlainTextAccount,
} from './accounts';
