import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoneyAccounting } from '../../domain';
import { REPORT_NOT_FOUND_MESSAGE } from '../../shared/reports';
import { pdfPages } from '../test/pdf-tools';
import { arrayBufferOf, bakeryReport } from '../test/sample-books';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { startTestServer, type HttpClient, type TestServer } from '../test/server';
import { DOWNLOADS, PDF_TYPE, XLSX_TYPE } from './exports';

const PASSWORD = 'Cuadre-Perfecto-2026';
let n = 0;

/** The routes the books page and the report viewer call, exactly as they call them. */
const FILES = [
  'statements.pdf',
  'journal.pdf',
  'ledger.pdf',
  'workbook.xlsx',
  'journal.hledger',
  'journal.beancount',
] as const;

/** Downloads are bytes: the shared client reads text, so this one keeps the body as it came. */
async function download(client: HttpClient, path: string) {
  const headers = new Headers({ origin: client.origin });
  if (client.cookies.size) headers.set('cookie', [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
  const response = await fetch(client.base + path, { headers, redirect: 'manual' });
  const body = Buffer.from(await response.arrayBuffer());
  return { status: response.status, headers: response.headers, body };
}

describe.each(dialects())('descargas sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: HttpClient;
  let bob: HttpClient;
  let reportId = '';

  const user = async () => {
    const c = server.client();
    const email = `exp${++n}-${Date.now()}@empresa.test`;
    await c.signUp(email, PASSWORD);
    expect((await c.signIn(email, PASSWORD)).status).toBe(200);
    return c;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    alice = await user();
    bob = await user();
    const created = await alice.request<{ id: string }>('/api/reports', { body: bakeryReport() });
    expect(created.status).toBe(201);
    reportId = created.body.id;
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('lists exactly the routes the browser calls', () => {
    expect(DOWNLOADS.map((d) => d.path)).toEqual([...FILES]);
  });

  it.each(FILES)('gives the owner %s as an attachment, never cached', async (file) => {
    const r = await download(alice, `/api/reports/${reportId}/export/${file}`);
    expect(r.status).toBe(200);
    const type = DOWNLOADS.find((d) => d.path === file)?.contentType;
    expect(r.headers.get('content-type')).toBe(type);
    expect(r.headers.get('cache-control')).toBe('no-store');
    expect(r.headers.get('content-length')).toBe(String(r.body.length));
    const extension = file.split('.').at(-1) ?? '';
    expect(r.headers.get('content-disposition')).toMatch(
      new RegExp(
        `^attachment; filename="[a-z-]+-panaderia-nandu-s-l-2026\\.${extension}"; ` +
          `filename\\*=UTF-8''[a-z-]+-panader%C3%ADa-%C3%B1and%C3%BA-s-l-2026\\.${extension}$`,
      ),
    );
    if (type === PDF_TYPE) expect(r.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    if (type === XLSX_TYPE) expect(r.body.subarray(0, 2).toString('latin1')).toBe('PK');
    if (type?.startsWith('text/plain')) expect(r.body.toString('utf8')).toContain('Panadería Ñandú, S.L.');
  });

  it('reads the stored report: the statements PDF shows its figures', async () => {
    const r = await download(alice, `/api/reports/${reportId}/export/statements.pdf`);
    const pages = pdfPages(r.body);
    expect(pages).toHaveLength(5);
    expect(pages[1]).toContain(`Pérdida neta`);
    expect(pages[1]).toContain(formatMoneyAccounting(-250000 as never, 'EUR'));
    expect(pages[0]).toContain('Panadería Ñandú, S.L.');
  });

  it('reads the stored report: the workbook’s journal totals are the report’s', async () => {
    const r = await download(alice, `/api/reports/${reportId}/export/workbook.xlsx`);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(arrayBufferOf(r.body));
    const journal = book.getWorksheet('Libro Diario');
    const totals = journal?.getRow(journal.rowCount);
    expect(totals?.getCell(3).value).toBe('Totales');
    expect(totals?.getCell(5).value).toBe(40500);
    expect(totals?.getCell(6).value).toBe(40500);
  });

  it.each(FILES)('answers another user’s %s exactly like a missing report', async (file) => {
    const theirs = await download(bob, `/api/reports/${reportId}/export/${file}`);
    const missing = await download(alice, `/api/reports/${randomUUID()}/export/${file}`);
    for (const r of [theirs, missing]) {
      expect(r.status).toBe(404);
      expect(JSON.parse(r.body.toString('utf8'))).toEqual({
        code: 'NOT_FOUND',
        message: REPORT_NOT_FOUND_MESSAGE,
      });
      expect(r.headers.get('content-disposition')).toBeNull();
    }
    expect(theirs.body.equals(missing.body)).toBe(true);
  });

  it.each(FILES)('asks for a session for %s', async (file) => {
    const r = await download(server.client(), `/api/reports/${reportId}/export/${file}`);
    expect(r.status).toBe(401);
    expect(JSON.parse(r.body.toString('utf8'))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
