import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportLine, SaveReportInput, Sections } from '../../shared/reports';
import { company, entry, line } from '../db/schema';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { signedInClient, startTestServer, type TestServer } from '../test/server';
import { createReport, getReport, listReports, saveReport } from './repository';

/**
 * A save writes only the entries that changed (decision 0012): whatever it keeps, what is read back
 * must be exactly what a report created afresh from the same input reads, and the dashboard's totals
 * too.
 */

const SECTIONS = ['revenues', 'expenses', 'assets', 'liabilities', 'equity'] as const;

/** A small deterministic generator, so a failing sequence can be replayed. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One balanced entry: a sale collected, an expense paid, a purchase on credit or a contribution. */
function entryLines(
  tx: string,
  kind: number,
  cents: number,
  note: string,
): Array<[keyof Sections, ReportLine]> {
  const amount = cents / 100;
  const cash = { category: 'Efectivo y equivalentes de efectivo', type: 'corriente' as const };
  switch (kind % 4) {
    case 0:
      return [
        ['revenues', { transactionId: tx, description: `Venta ${note}`, amount, category: 'Ventas' }],
        ['assets', { transactionId: tx, description: `Cobro ${note}`, amount, ...cash }],
      ];
    case 1:
      return [
        ['expenses', { transactionId: tx, description: `Gasto ${note}`, amount, category: 'Alquiler' }],
        ['assets', { transactionId: tx, description: `Pago ${note}`, amount: -amount, ...cash }],
      ];
    case 2:
      return [
        [
          'assets',
          {
            transactionId: tx,
            description: `Equipo ${note}`,
            amount,
            category: 'Propiedad, planta y equipo',
            type: 'no_corriente',
            date: '2026-03-04',
          },
        ],
        [
          'liabilities',
          {
            transactionId: tx,
            description: `Deuda ${note}`,
            amount,
            category: 'Cuentas por pagar',
            type: 'corriente',
            date: '2026-03-04',
          },
        ],
      ];
    default:
      return [
        ['assets', { transactionId: tx, description: `Aporte ${note}`, amount, ...cash }],
        ['equity', { transactionId: tx, description: `Aporte ${note}`, amount, category: 'Capital social' }],
      ];
  }
}

function emptySections(): Sections {
  return { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };
}

function input(sections: Sections, version: number): SaveReportInput {
  return {
    name: 'Taller de cerámica',
    currency: 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'draft',
    sections,
    version,
  };
}

/** A random edit of the kind the wizard makes: add, drop, change, move or settle an entry. */
function edit(s: Sections, next: () => number, step: number): Sections {
  const out: Sections = {
    revenues: [...s.revenues],
    expenses: [...s.expenses],
    assets: [...s.assets],
    liabilities: [...s.liabilities],
    equity: [...s.equity],
  };
  const txs = [...new Set(SECTIONS.flatMap((k) => out[k].map((l) => l.transactionId)))];
  const pick = () => txs[Math.floor(next() * txs.length)] ?? 'ninguno';
  const roll = next();
  if (roll < 0.35 || txs.length < 2) {
    for (const [k, l] of entryLines(
      `e${step}`,
      Math.floor(next() * 4),
      100 + Math.floor(next() * 99_999),
      `${step}`,
    )) {
      // New lines anywhere in their section: the lines after them move down.
      const at = Math.floor(next() * (out[k].length + 1));
      out[k].splice(at, 0, l);
    }
  } else if (roll < 0.5) {
    const tx = pick();
    for (const k of SECTIONS) out[k] = out[k].filter((l) => l.transactionId !== tx);
  } else if (roll < 0.7) {
    // A new amount for every line of one entry (it stays balanced: all its lines change alike).
    const tx = pick();
    const factor = 2 + Math.floor(next() * 3);
    for (const k of SECTIONS)
      out[k] = out[k].map((l) =>
        l.transactionId === tx ? { ...l, amount: Math.round(l.amount * factor * 100) / 100 } : l,
      );
  } else if (roll < 0.8) {
    const tx = pick();
    for (const k of SECTIONS)
      out[k] = out[k].map((l) =>
        l.transactionId === tx ? { ...l, description: `${l.description} (editado)` } : l,
      );
  } else if (roll < 0.9) {
    const k = SECTIONS[Math.floor(next() * SECTIONS.length)] ?? 'assets';
    out[k].reverse();
  } else {
    const tx = pick();
    const other = pick();
    for (const k of SECTIONS)
      out[k] = out[k].map((l) =>
        l.transactionId === tx && k === 'liabilities' ? { ...l, settles: other } : l,
      );
  }
  return out;
}

describe.each(dialects())('guardados que escriben solo lo que cambió, sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let userId = '';

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    const client = await signedInClient(server, 'guardados');
    userId = (await client.session()).body?.user.id ?? '';
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  const lineIds = async (id: string) =>
    (
      await database.db
        .select({ id: line.id, tx: entry.transactionId })
        .from(line)
        .innerJoin(entry, eq(entry.id, line.entryId))
        .where(eq(line.companyId, id))
        .orderBy(asc(line.id))
    ).map((r) => `${r.tx}:${r.id}`);

  /** What a report created afresh from `sections` reads: the reference every save must match. */
  const fresh = async (sections: Sections) => {
    const { id } = await createReport(database.db, userId, input(sections, 1));
    const detail = await getReport(database.db, userId, id);
    const totals = (await listReports(database.db, userId)).reports.find((r) => r.id === id)?.totals;
    return { sections: detail.sections, totals };
  };

  it('un cambio en un asiento reescribe solo ese asiento', async () => {
    const s = emptySections();
    for (let i = 0; i < 6; i++)
      for (const [k, l] of entryLines(`t${i}`, i, 1000 * (i + 1), `${i}`)) s[k].push(l);
    const { id } = await createReport(database.db, userId, input(s, 1));
    const before = await lineIds(id);

    const changed: Sections = {
      ...s,
      expenses: s.expenses.map((l) => (l.transactionId === 't1' ? { ...l, amount: 25 } : l)),
      assets: s.assets.map((l) => (l.transactionId === 't1' ? { ...l, amount: -25 } : l)),
    };
    const saved = await saveReport(database.db, userId, id, input(changed, 1));
    expect(saved.version).toBe(2);
    const after = await lineIds(id);
    expect(after.filter((x) => !x.startsWith('t1:'))).toEqual(before.filter((x) => !x.startsWith('t1:')));
    const t1Before = before.filter((x) => x.startsWith('t1:'));
    const t1After = after.filter((x) => x.startsWith('t1:'));
    expect(t1After).toHaveLength(2);
    expect(t1After.some((x) => t1Before.includes(x))).toBe(false);
    expect((await getReport(database.db, userId, id)).sections).toEqual((await fresh(changed)).sections);

    // The same report saved again as it is writes no line at all, and still takes a new version.
    const again = await saveReport(database.db, userId, id, input(changed, 2));
    expect(again.version).toBe(3);
    expect(await lineIds(id)).toEqual(after);
  });

  it('tras cualquier serie de cambios se lee lo mismo que un reporte nuevo con lo enviado', async () => {
    const next = random(dialect === 'pglite' ? 12 : 34);
    let s = emptySections();
    for (let i = 0; i < 5; i++) for (const [k, l] of entryLines(`s${i}`, i, 5000 + i, `${i}`)) s[k].push(l);
    const { id } = await createReport(database.db, userId, input(s, 1));
    let version = 1;
    for (let step = 0; step < 40; step++) {
      s = edit(s, next, step);
      version = (await saveReport(database.db, userId, id, input(s, version))).version;
      const got = await getReport(database.db, userId, id);
      const want = await fresh(s);
      expect(got.sections, `paso ${step}`).toEqual(want.sections);
      const totals = (await listReports(database.db, userId)).reports.find((r) => r.id === id)?.totals;
      expect(totals, `paso ${step}`).toEqual(want.totals);
      const txs = new Set(SECTIONS.flatMap((k) => s[k].map((l) => l.transactionId)));
      const stored = await database.db.select().from(entry).where(eq(entry.companyId, id));
      expect(stored.map((e) => e.transactionId).sort(), `paso ${step}`).toEqual([...txs].sort());
    }
  });

  it('las filas escritas antes de los resúmenes se reescriben en el guardado siguiente', async () => {
    const s = emptySections();
    for (let i = 0; i < 3; i++) for (const [k, l] of entryLines(`v${i}`, i, 700 + i, `${i}`)) s[k].push(l);
    const { id } = await createReport(database.db, userId, input(s, 1));
    await database.db.update(entry).set({ digest: null }).where(eq(entry.companyId, id));
    const before = await lineIds(id);
    await saveReport(database.db, userId, id, input(s, 1));
    const after = await lineIds(id);
    expect(after).toHaveLength(before.length);
    expect(after.some((x) => before.includes(x))).toBe(false);
    expect((await getReport(database.db, userId, id)).sections).toEqual((await fresh(s)).sections);
    const stored = await database.db.select().from(entry).where(eq(entry.companyId, id));
    expect(stored.every((e) => e.digest !== null)).toBe(true);
    const [row] = await database.db.select().from(company).where(eq(company.id, id));
    expect(row?.version).toBe(2);
  });

  it('un guardado con versión vieja no borra ni escribe ningún asiento', async () => {
    const s = emptySections();
    for (const [k, l] of entryLines('w0', 0, 900, '0')) s[k].push(l);
    const { id } = await createReport(database.db, userId, input(s, 1));
    const before = await lineIds(id);
    const other = emptySections();
    for (const [k, l] of entryLines('w1', 1, 300, '1')) other[k].push(l);
    await expect(saveReport(database.db, userId, id, input(other, 7))).rejects.toThrow('stale');
    expect(await lineIds(id)).toEqual(before);
  });
});
