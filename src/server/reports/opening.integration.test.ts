/*
 * Issue 15, month two: a report whose opening entry ('Asiento de apertura') carries the closing
 * balances of an earlier report of the same user, linked through `openingFrom`. The server checks the
 * link inside the save's transaction and refuses (422, code OPENING) without storing anything.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT,
  balanceSheet,
  closingBalances,
  computeFigures,
  emptyState,
  journal,
  openingEntryLines,
  OPENING_MESSAGES,
  OPENING_TRANSACTION_ID,
  replaceOpening,
  toPlainState,
  type OpeningBalance,
} from '../../domain';
import type { CreateReportInput, ReportDetail, ReportLine, ReportList, Sections } from '../../shared/reports';
import { company, line } from '../db/schema';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { leakIn, storedSnapshot } from '../test/hostile';
import { stateOf } from '../test/sample-books';
import { signedInClient, type HttpClient, type TestServer, startTestServer } from '../test/server';

const CASH = ACCOUNT.cash;

/**
 * March, hand-checked: cash 10,000.00 − 1,000.00 + 1,500.50 − 400.25 = 10,100.25; equipment
 * 3,000.00; owed to suppliers 2,000.00; capital 10,000.00; result 1,500.50 − 400.25 = 1,100.25.
 */
function marchSections(extraSale = 0): Sections {
  const sections: Sections = {
    revenues: [
      {
        transactionId: 't3',
        description: 'Ventas de marzo',
        amount: 1500.5,
        category: 'Ventas de productos',
        date: '2026-03-20',
      },
    ],
    expenses: [
      {
        transactionId: 't4',
        description: 'Alquiler de marzo',
        amount: 400.25,
        category: 'Alquiler',
        date: '2026-03-05',
      },
    ],
    assets: [
      {
        transactionId: 't1',
        description: 'Aporte de los socios',
        amount: 10000,
        category: CASH,
        type: 'corriente',
        date: '2026-03-01',
      },
      {
        transactionId: 't2',
        description: 'Horno',
        amount: 3000,
        category: ACCOUNT.ppe,
        type: 'no_corriente',
        date: '2026-03-02',
      },
      {
        transactionId: 't2',
        description: 'Pago inicial del horno',
        amount: -1000,
        category: CASH,
        type: 'corriente',
        date: '2026-03-02',
      },
      {
        transactionId: 't3',
        description: 'Cobro de ventas',
        amount: 1500.5,
        category: CASH,
        type: 'corriente',
        date: '2026-03-20',
      },
      {
        transactionId: 't4',
        description: 'Pago del alquiler',
        amount: -400.25,
        category: CASH,
        type: 'corriente',
        date: '2026-03-05',
      },
    ],
    liabilities: [
      {
        transactionId: 't2',
        description: 'Saldo del horno',
        amount: 2000,
        category: ACCOUNT.suppliers,
        type: 'corriente',
        date: '2026-03-02',
      },
    ],
    equity: [
      {
        transactionId: 't1',
        description: 'Aporte de los socios',
        amount: 10000,
        category: ACCOUNT.shareCapital,
        date: '2026-03-01',
      },
    ],
  };
  if (extraSale !== 0) {
    sections.revenues.push({
      transactionId: 't5',
      description: 'Venta de última hora',
      amount: extraSale,
      category: 'Ventas de productos',
      date: '2026-03-31',
    });
    sections.assets.push({
      transactionId: 't5',
      description: 'Cobro de la venta',
      amount: extraSale,
      category: CASH,
      type: 'corriente',
      date: '2026-03-31',
    });
  }
  return sections;
}

const MARCH = {
  name: 'Horno de Nico',
  currency: 'USD',
  startDate: '2026-03-01',
  endDate: '2026-03-31',
} as const;
const APRIL = { ...MARCH, startDate: '2026-04-01', endDate: '2026-04-30' } as const;

function marchReport(extraSale = 0): CreateReportInput {
  return { ...MARCH, status: 'completed', sections: marchSections(extraSale) };
}

/** A plain line as the API takes it (every saved line names its entry). */
function reportLine(l: ReturnType<typeof toPlainState>['assets'][number]): ReportLine {
  return { ...l, transactionId: l.transactionId ?? '' };
}

/** The given balances as the opening entry of a report starting on `date`, as a request carries it. */
function openingSections(balances: readonly OpeningBalance[], date: string = APRIL.startDate): Sections {
  const plain = toPlainState(
    replaceOpening(emptyState(), openingEntryLines(balances, { date, newId: randomUUID })),
  );
  return {
    revenues: plain.revenues.map(reportLine),
    expenses: plain.expenses.map(reportLine),
    assets: plain.assets.map(reportLine),
    liabilities: plain.liabilities.map(reportLine),
    equity: plain.equity.map(reportLine),
  };
}

/** March's closing balances, computed by the domain from the lines sent. */
function marchClosing(extraSale = 0): OpeningBalance[] {
  return closingBalances(stateOf(marchSections(extraSale)));
}

/** April's own movements: the oven's balance paid (settling the opening payable) and a sale. */
function withAprilMovements(opening: Sections): Sections {
  return {
    revenues: [
      ...opening.revenues,
      {
        transactionId: 'a2',
        description: 'Ventas de abril',
        amount: 800,
        category: 'Ventas de productos',
        date: '2026-04-15',
      },
    ],
    expenses: opening.expenses,
    assets: [
      ...opening.assets,
      {
        transactionId: 'a1',
        description: 'Pago del saldo del horno',
        amount: -2000,
        category: CASH,
        type: 'corriente',
        date: '2026-04-10',
      },
      {
        transactionId: 'a2',
        description: 'Cobro de ventas',
        amount: 800,
        category: CASH,
        type: 'corriente',
        date: '2026-04-15',
      },
    ],
    liabilities: [
      ...opening.liabilities,
      {
        transactionId: 'a1',
        description: 'Pago del saldo del horno',
        amount: -2000,
        category: ACCOUNT.suppliers,
        type: 'corriente',
        date: '2026-04-10',
        settles: OPENING_TRANSACTION_ID,
      },
    ],
    equity: opening.equity,
  };
}

function aprilReport(sections: Sections, openingFrom: string | null | undefined): CreateReportInput {
  return {
    ...APRIL,
    name: 'Horno de Nico (abril)',
    status: 'draft',
    sections,
    ...(openingFrom !== undefined ? { openingFrom } : {}),
  };
}

interface Refusal {
  readonly code: string;
  readonly message: string;
}

describe.each(dialects())('saldos iniciales desde un reporte anterior sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const user = () => signedInClient(server, 'apertura');

  async function createMarch(c: HttpClient, extraSale = 0): Promise<string> {
    const created = await c.request<{ id: string }>('/api/reports', { body: marchReport(extraSale) });
    expect(created.status).toBe(201);
    return created.body.id;
  }

  /** A request that must be refused with the given message, storing nothing at all. */
  async function expectRefused(
    c: HttpClient,
    path: string,
    body: unknown,
    message: string,
    method = 'POST',
  ): Promise<void> {
    const before = await storedSnapshot(database);
    const answer = await c.request<Refusal>(path, { method, body });
    expect(answer.status, message).toBe(422);
    expect(answer.body).toEqual({ code: 'OPENING', message });
    expect(leakIn(JSON.stringify(answer.body))).toBeUndefined();
    expect(await storedSnapshot(database)).toEqual(before);
  }

  it('un reporte que continúa de otro guarda el vínculo y la apertura, y abre con el cierre del anterior', async () => {
    const c = await user();
    const marchId = await createMarch(c);
    const opening = openingSections(marchClosing());
    // The domain's closing, as hand-checked above: the result moved to 'Resultados acumulados'.
    expect(marchClosing()).toEqual([
      { section: 'assets', category: CASH, type: 'corriente', amount: 1_010_025 },
      { section: 'assets', category: ACCOUNT.ppe, type: 'no_corriente', amount: 300_000 },
      { section: 'liabilities', category: ACCOUNT.suppliers, type: 'corriente', amount: 200_000 },
      { section: 'equity', category: ACCOUNT.shareCapital, amount: 1_000_000 },
      { section: 'equity', category: ACCOUNT.retainedEarnings, amount: 110_025 },
    ]);

    const created = await c.request<{ id: string; version: number }>('/api/reports', {
      body: aprilReport(opening, marchId),
    });
    expect(created.status).toBe(201);
    expect(created.body.version).toBe(1);
    const aprilId = created.body.id;

    const got = await c.request<ReportDetail>(`/api/reports/${aprilId}`);
    expect(got.status).toBe(200);
    expect(got.body.report).toMatchObject({
      id: aprilId,
      ...APRIL,
      name: 'Horno de Nico (abril)',
      openingFrom: marchId,
      version: 1,
    });
    expect(got.body.sections).toEqual(opening);
    expect(got.body.sections.assets.map((l) => [l.transactionId, l.category, l.amount, l.date])).toEqual([
      [OPENING_TRANSACTION_ID, CASH, 10100.25, '2026-04-01'],
      [OPENING_TRANSACTION_ID, ACCOUNT.ppe, 3000, '2026-04-01'],
    ]);
    expect(got.body.sections.equity.map((l) => [l.category, l.amount])).toEqual([
      [ACCOUNT.shareCapital, 10000],
      [ACCOUNT.retainedEarnings, 1100.25],
    ]);
    const stored = await database.db.select().from(company).where(eq(company.id, aprilId));
    expect(stored[0]?.openingFrom).toBe(marchId);

    // April's balance sheet is March's closing one: the same accounts and totals, March's result now
    // 'Resultados acumulados', and no result of its own.
    const march = (await c.request<ReportDetail>(`/api/reports/${marchId}`)).body;
    expect(march.report.openingFrom).toBeNull();
    const marchSheet = balanceSheet(stateOf(march.sections));
    const aprilState = stateOf(got.body.sections);
    const aprilSheet = balanceSheet(aprilState);
    // (The line counts differ: one opening line stands for March's four cash lines.)
    const side = (s: typeof marchSheet.assets) =>
      [s.current, s.nonCurrent].map((g) => [g.total, g.rows.map((r) => [r.account, r.amount])]);
    expect(side(aprilSheet.assets)).toEqual(side(marchSheet.assets));
    expect(side(aprilSheet.liabilities)).toEqual(side(marchSheet.liabilities));
    expect(aprilSheet.liabilities.total).toBe(marchSheet.liabilities.total);
    expect(aprilSheet.totalLiabilitiesAndEquity).toBe(marchSheet.totalLiabilitiesAndEquity);
    expect(aprilSheet.assets.total).toBe(1_310_025);
    expect(aprilSheet.equity.total).toBe(marchSheet.equity.total);
    expect(aprilSheet.equity.total).toBe(1_110_025);
    expect(marchSheet.equity.netIncome.amount).toBe(110_025);
    expect(aprilSheet.equity.netIncome.amount).toBe(0);
    expect(aprilSheet.equity.rows.map((r) => [r.account, r.amount])).toEqual([
      [ACCOUNT.shareCapital, 1_000_000],
      [ACCOUNT.retainedEarnings, 110_025],
    ]);
    expect(computeFigures(aprilState).isBalanced).toBe(true);
    expect(journal(aprilState).entries[0]?.concept).toBe('Asiento de apertura');

    // The list carries the link too, and its totals are April's.
    const list = await c.request<ReportList>('/api/reports');
    const listed = list.body.reports.find((r) => r.id === aprilId);
    expect(listed?.openingFrom).toBe(marchId);
    expect(listed?.totals).toEqual({ revenues: 0, expenses: 0, netIncome: 0, assets: 13100.25 });
    expect(list.body.reports.find((r) => r.id === marchId)?.openingFrom).toBeNull();

    // April's own movements, the payable of the opening paid: saved under the same link.
    const moved = await c.request<{ version: number }>(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(withAprilMovements(opening), marchId), version: 1 },
    });
    expect(moved.status).toBe(200);
    const after = (await c.request<ReportDetail>(`/api/reports/${aprilId}`)).body;
    expect(after.sections).toEqual(withAprilMovements(opening));
    const sheet = balanceSheet(stateOf(after.sections));
    expect(sheet.assets.current.rows.map((r) => [r.account, r.amount])).toEqual([[CASH, 890_025]]);
    expect(sheet.liabilities.total).toBe(0);
    expect(sheet.equity.netIncome.amount).toBe(80_000);
  });

  it('rechaza con 422 una apertura que no es el cierre del anterior, al crear y al enlazar al guardar, sin guardar nada', async () => {
    const c = await user();
    const marchId = await createMarch(c);
    // Balanced, but a cent moved from cash to the capital's side of the story.
    const closing = marchClosing().map((b) =>
      b.category === CASH || b.category === ACCOUNT.shareCapital ? { ...b, amount: b.amount + 1 } : b,
    ) as OpeningBalance[];
    const cases: Array<[string, Sections]> = [
      ['un centavo de más', openingSections(closing)],
      ['sin apertura', openingSections([])],
      [
        'una cuenta de menos',
        openingSections(
          marchClosing()
            .filter((b) => b.category !== ACCOUNT.ppe)
            .map((b) =>
              b.category === ACCOUNT.shareCapital ? { ...b, amount: b.amount - 300_000 } : b,
            ) as OpeningBalance[],
        ),
      ],
      ['la apertura de otro mes', openingSections(marchClosing(99))],
    ];
    for (const [i, [what, sections]] of cases.entries()) {
      await expectRefused(c, '/api/reports', aprilReport(sections, marchId), OPENING_MESSAGES.sourceMismatch);
      // The same with an Idempotency-Key: the key is not spent on a refusal.
      const before = await storedSnapshot(database);
      const keyed = await c.request<Refusal>('/api/reports', {
        body: aprilReport(sections, marchId),
        headers: { 'idempotency-key': `apertura-${i}` },
      });
      expect(keyed.status, what).toBe(422);
      expect(await storedSnapshot(database)).toEqual(before);
    }
    // The key refused above creates the report once the opening is right.
    const retried = await c.request<{ id: string }>('/api/reports', {
      body: aprilReport(openingSections(marchClosing()), marchId),
      headers: { 'idempotency-key': 'apertura-0' },
    });
    expect(retried.status).toBe(201);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();

    // A report without a link that gets one on a save is checked the same way.
    const bare = await c.request<{ id: string }>('/api/reports', {
      body: aprilReport(openingSections(closing), null),
    });
    expect(bare.status).toBe(201);
    const detail = async () => (await c.request<ReportDetail>(`/api/reports/${bare.body.id}`)).body;
    const before = await detail();
    expect(before.report.openingFrom).toBeNull();
    await expectRefused(
      c,
      `/api/reports/${bare.body.id}`,
      { ...aprilReport(openingSections(closing), marchId), version: 1 },
      OPENING_MESSAGES.sourceMismatch,
      'PUT',
    );
    expect(await detail()).toEqual(before);
    const linked = await c.request<{ version: number }>(`/api/reports/${bare.body.id}`, {
      method: 'PUT',
      body: { ...aprilReport(openingSections(marchClosing()), marchId), version: 1 },
    });
    expect(linked.status).toBe(200);
    expect((await detail()).report).toMatchObject({ openingFrom: marchId, version: 2 });
  });

  it('el reporte de otro usuario como anterior responde igual que uno que no existe, y nada cambia', async () => {
    const alice = await user();
    const bob = await user();
    const bobsMarch = await createMarch(bob);
    const opening = openingSections(marchClosing());
    const missing = randomUUID();
    const odd = ["'; drop table companies; --", 'ñandú €', '0'.repeat(100), '../../etc/passwd'];
    for (const source of [bobsMarch, missing, ...odd])
      await expectRefused(
        alice,
        '/api/reports',
        aprilReport(opening, source),
        OPENING_MESSAGES.sourceMissing,
      );
    // On a save too, and Bob's report is not touched either way.
    const own = await alice.request<{ id: string }>('/api/reports', { body: aprilReport(opening, null) });
    for (const source of [bobsMarch, missing])
      await expectRefused(
        alice,
        `/api/reports/${own.body.id}`,
        { ...aprilReport(opening, source), version: 1 },
        OPENING_MESSAGES.sourceMissing,
        'PUT',
      );
    const bobs = await bob.request<ReportDetail>(`/api/reports/${bobsMarch}`);
    expect(bobs.body.sections).toEqual(marchSections());
    // Bob may continue from his own.
    const his = await bob.request('/api/reports', { body: aprilReport(opening, bobsMarch) });
    expect(his.status).toBe(201);
  });

  it('rechaza otra moneda, un período que no empieza después del anterior y el propio reporte', async () => {
    const c = await user();
    const marchId = await createMarch(c);
    const opening = openingSections(marchClosing());
    await expectRefused(
      c,
      '/api/reports',
      { ...aprilReport(opening, marchId), currency: 'EUR' },
      OPENING_MESSAGES.sourceCurrency,
    );
    // Starting on March's last day, or inside March, overlaps it (the opening dated that first day).
    for (const startDate of ['2026-03-31', '2026-03-15', '2026-02-01']) {
      await expectRefused(
        c,
        '/api/reports',
        { ...aprilReport(openingSections(marchClosing(), startDate), marchId), startDate },
        OPENING_MESSAGES.sourcePeriod,
      );
    }
    // The day after March's end is fine.
    const april = await c.request<{ id: string }>('/api/reports', { body: aprilReport(opening, marchId) });
    expect(april.status).toBe(201);
    const aprilId = april.body.id;
    await expectRefused(
      c,
      `/api/reports/${aprilId}`,
      { ...aprilReport(opening, aprilId), version: 1 },
      OPENING_MESSAGES.sourceSelf,
      'PUT',
    );
    // A link kept from before is still checked against what this save changes: currency and period.
    await expectRefused(
      c,
      `/api/reports/${aprilId}`,
      { ...aprilReport(opening, marchId), currency: 'EUR', version: 1 },
      OPENING_MESSAGES.sourceCurrency,
      'PUT',
    );
    await expectRefused(
      c,
      `/api/reports/${aprilId}`,
      {
        ...aprilReport(openingSections(marchClosing(), '2026-03-30'), marchId),
        startDate: '2026-03-30',
        version: 1,
      },
      OPENING_MESSAGES.sourcePeriod,
      'PUT',
    );
    // A stale version is a 409 before any look at the link.
    const stale = await c.request<Refusal>(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(opening, aprilId), version: 7 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('STALE');
    expect((await c.request<ReportDetail>(`/api/reports/${aprilId}`)).body.report.version).toBe(1);
  });

  it('un openingFrom mal formado es un 400 en español, nunca un 500', async () => {
    const c = await user();
    const opening = openingSections(marchClosing());
    const cases: Array<[unknown, string]> = [
      ['', 'Falta el reporte anterior.'],
      ['   ', 'Falta el reporte anterior.'],
      ['x'.repeat(101), 'El identificador del reporte anterior es demasiado largo.'],
    ];
    for (const [openingFrom, message] of cases) {
      const answer = await c.request<Refusal>('/api/reports', {
        body: { ...aprilReport(opening, null), openingFrom },
      });
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
    }
    for (const openingFrom of [42, {}, [], true, 'a\u0000b']) {
      const answer = await c.request<Refusal>('/api/reports', {
        body: { ...aprilReport(opening, null), openingFrom },
      });
      expect(answer.status, JSON.stringify(openingFrom)).toBe(400);
      expect(leakIn(answer.body.message)).toBeUndefined();
    }
    expect((await c.request<ReportList>('/api/reports')).body.reports).toHaveLength(0);
  });

  it('guardar con el vínculo de siempre acepta una apertura que ya no coincide; sin el campo lo conserva; null lo quita', async () => {
    const c = await user();
    const marchId = await createMarch(c);
    const opening = openingSections(marchClosing());
    const aprilId = (await c.request<{ id: string }>('/api/reports', { body: aprilReport(opening, marchId) }))
      .body.id;
    const detail = async () => (await c.request<ReportDetail>(`/api/reports/${aprilId}`)).body;
    // Read once, so the answer is kept in memory (decision 0010): every write below must drop it.
    expect((await detail()).report.openingFrom).toBe(marchId);

    // March changes later: April's opening is now stale (the web offers to bring it again).
    const marchSaved = await c.request(`/api/reports/${marchId}`, {
      method: 'PUT',
      body: { ...marchReport(250), version: 1 },
    });
    expect(marchSaved.status).toBe(200);
    expect(marchClosing(250)).not.toEqual(marchClosing());

    const kept = await c.request<{ version: number }>(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(withAprilMovements(opening), marchId), version: 1 },
    });
    expect(kept.status).toBe(200);
    expect(kept.body.version).toBe(2);
    const afterKept = await detail();
    expect(afterKept.report).toMatchObject({ openingFrom: marchId, version: 2 });
    expect(afterKept.sections).toEqual(withAprilMovements(opening));

    // An older client sends no openingFrom: the stored link stays.
    const older = await c.request<{ version: number }>(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(withAprilMovements(opening), undefined), name: 'Sin el campo', version: 2 },
    });
    expect(older.status).toBe(200);
    expect((await detail()).report).toMatchObject({ name: 'Sin el campo', openingFrom: marchId, version: 3 });

    // The opening brought again from March as it is now: accepted under the same link.
    const refreshed = withAprilMovements(openingSections(marchClosing(250)));
    const again = await c.request(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(refreshed, marchId), version: 3 },
    });
    expect(again.status).toBe(200);
    const afterRefresh = await detail();
    expect(afterRefresh.sections).toEqual(refreshed);
    expect(afterRefresh.sections.equity.find((l) => l.category === ACCOUNT.retainedEarnings)?.amount).toBe(
      1350.25,
    );

    // null clears the link and keeps the opening as typed balances.
    const cleared = await c.request(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(refreshed, null), version: 4 },
    });
    expect(cleared.status).toBe(200);
    const afterClear = await detail();
    expect(afterClear.report).toMatchObject({ openingFrom: null, version: 5 });
    expect(afterClear.sections).toEqual(refreshed);
    const row = await database.db.select().from(company).where(eq(company.id, aprilId));
    expect(row[0]?.openingFrom).toBeNull();

    // Linking again is a new link: the stale opening is refused now, the current one accepted.
    await expectRefused(
      c,
      `/api/reports/${aprilId}`,
      { ...aprilReport(withAprilMovements(opening), marchId), version: 5 },
      OPENING_MESSAGES.sourceMismatch,
      'PUT',
    );
    expect((await detail()).report).toMatchObject({ openingFrom: null, version: 5 });
    const relinked = await c.request(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(refreshed, marchId), version: 5 },
    });
    expect(relinked.status).toBe(200);
    expect((await detail()).report).toMatchObject({ openingFrom: marchId, version: 6 });
  });

  it('borrar el reporte anterior deja intacto el que continúa de él, que se sigue leyendo y guardando', async () => {
    const c = await user();
    const marchId = await createMarch(c);
    const sections = withAprilMovements(openingSections(marchClosing()));
    const aprilId = (
      await c.request<{ id: string }>('/api/reports', { body: aprilReport(sections, marchId) })
    ).body.id;
    const before = await c.request<ReportDetail>(`/api/reports/${aprilId}`);
    const linesBefore = await database.db.select().from(line).where(eq(line.companyId, aprilId));
    expect(linesBefore.filter((l) => l.description === 'Saldo inicial')).toHaveLength(5);

    expect((await c.request(`/api/reports/${marchId}`, { method: 'DELETE' })).status).toBe(200);
    expect((await c.request(`/api/reports/${marchId}`)).status).toBe(404);

    const after = await c.request<ReportDetail>(`/api/reports/${aprilId}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);
    expect(after.body.report.openingFrom).toBe(marchId);
    const linesAfter = await database.db.select().from(line).where(eq(line.companyId, aprilId));
    expect(linesAfter.map((l) => l.id).sort()).toEqual(linesBefore.map((l) => l.id).sort());
    const statements = await c.request(`/api/reports/${aprilId}/export/statements.pdf`);
    expect(statements.status).toBe(200);

    // Its link, kept as it was, still saves; a new link to the deleted report does not.
    const saved = await c.request(`/api/reports/${aprilId}`, {
      method: 'PUT',
      body: { ...aprilReport(sections, marchId), name: 'Abril, sin marzo', version: 1 },
    });
    expect(saved.status).toBe(200);
    expect((await c.request<ReportDetail>(`/api/reports/${aprilId}`)).body.report).toMatchObject({
      name: 'Abril, sin marzo',
      openingFrom: marchId,
      version: 2,
    });
    await expectRefused(c, '/api/reports', aprilReport(sections, marchId), OPENING_MESSAGES.sourceMissing);
  });
});
