import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreateReportInput, ReportDetail, ReportList, Sections } from '../../shared/reports';
import { chatMessages, company, entry, line } from '../db/schema';
import { createTestDatabase, dialects, type TestDatabase } from '../test/database';
import { startTestServer, type HttpClient, type TestServer } from '../test/server';
import { saveReport } from './repository';

const PASSWORD = 'Cuadre-Perfecto-2026';

function first<T>(items: readonly T[]): T {
  const item = items[0];
  if (item === undefined) throw new Error('empty list');
  return item;
}
let n = 0;

function sections(): Sections {
  return {
    revenues: [
      { transactionId: 't3', description: 'Venta de cursos', amount: 1234.56, category: 'Membresía anual' },
    ],
    expenses: [
      { transactionId: 't4', description: 'Zoom Pro', amount: 15.99, category: 'Suscripciones de software' },
    ],
    assets: [
      {
        transactionId: 't1',
        description: 'Aporte inicial',
        amount: 10000,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      },
      {
        transactionId: 't2',
        description: 'Laptop',
        amount: 1200,
        category: 'Propiedad, planta y equipo',
        type: 'no_corriente',
        date: '2026-02-03',
      },
      {
        transactionId: 't2',
        description: 'Pago inicial',
        amount: -400,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
        date: '2026-02-03',
      },
      {
        transactionId: 't3',
        description: 'Cobro',
        amount: 1234.56,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      },
      {
        transactionId: 't4',
        description: 'Pago Zoom',
        amount: -15.99,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      },
    ],
    liabilities: [
      {
        transactionId: 't2',
        description: 'Saldo a crédito',
        amount: 800,
        category: 'Cuentas por pagar',
        type: 'corriente',
        date: '2026-02-03',
      },
    ],
    equity: [
      { transactionId: 't1', description: 'Aporte inicial', amount: 10000, category: 'Capital social' },
    ],
  };
}

function report(overrides: Partial<CreateReportInput> = {}): CreateReportInput {
  return {
    name: 'Academia Nico y Vale',
    currency: 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'draft',
    sections: sections(),
    ...overrides,
  };
}

describe.each(dialects())('reportes sobre %s', (dialect) => {
  let database: TestDatabase;
  let server: TestServer;
  let alice: HttpClient;
  let bob: HttpClient;
  let aliceId = '';

  const user = async () => {
    const c = server.client();
    const email = `rep${++n}-${Date.now()}@empresa.test`;
    await c.signUp(email, PASSWORD);
    expect((await c.signIn(email, PASSWORD)).status).toBe(200);
    return c;
  };

  beforeAll(async () => {
    database = await createTestDatabase(dialect);
    server = await startTestServer(database, { RATE_LIMIT_AUTH_MAX: '1000' });
    alice = await user();
    bob = await user();
    const created = await alice.request<{ id: string; version: number }>('/api/reports', {
      body: { ...report(), messages: [{ role: 'user', content: 'Aporté 10.000' }] },
    });
    expect(created.status).toBe(201);
    aliceId = created.body.id;
  });
  afterAll(async () => {
    await server.close();
    await database.dispose();
  });

  it('guarda y devuelve el reporte exacto al centavo, con el chat, en una sola respuesta', async () => {
    const got = await alice.request<ReportDetail>(`/api/reports/${aliceId}`);
    expect(got.status).toBe(200);
    expect(got.body.report).toMatchObject({
      id: aliceId,
      name: 'Academia Nico y Vale',
      currency: 'USD',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'draft',
      version: 1,
    });
    expect(got.body.sections).toEqual(sections());
    expect(got.body.messages).toEqual([{ role: 'user', content: 'Aporté 10.000' }]);
    // The journal is stored as entries with their lines.
    const entries = await database.db.select().from(entry).where(eq(entry.companyId, aliceId));
    expect(entries.map((e) => e.transactionId).sort()).toEqual(['t1', 't2', 't3', 't4']);
    expect(entries.find((e) => e.transactionId === 't2')?.date).toBe('2026-02-03');
    const stored = await database.db.select().from(line).where(eq(line.companyId, aliceId));
    expect(stored.find((l) => l.description === 'Cobro')?.amountCents).toBe(123456);
  });

  it('lista los reportes con sus totales y suma por moneda', async () => {
    const c = await user();
    await c.request('/api/reports', { body: report({ name: 'Uno' }) });
    await c.request('/api/reports', { body: report({ name: 'Dos', status: 'completed' }) });
    await c.request('/api/reports', { body: report({ name: 'Tres', currency: 'EUR' }) });
    const list = await c.request<ReportList>('/api/reports');
    expect(list.status).toBe(200);
    expect(list.body.reports.map((r) => r.name)).toEqual(['Tres', 'Dos', 'Uno']);
    expect(list.body.reports[0]?.totals).toEqual({
      revenues: 1234.56,
      expenses: 15.99,
      netIncome: 1218.57,
      assets: 12018.57,
    });
    const usd = list.body.totals.find((t) => t.currency === 'USD');
    expect(usd).toEqual({
      currency: 'USD',
      revenues: 2469.12,
      expenses: 31.98,
      netIncome: 2437.14,
      assets: 24037.14,
      reports: 2,
    });
    expect(list.body.totals.find((t) => t.currency === 'EUR')?.reports).toBe(1);
  });

  it('otro usuario recibe 404 idéntico a un id inexistente en todas las rutas, y nada cambia', async () => {
    const before = await alice.request<ReportDetail>(`/api/reports/${aliceId}`);
    const missing = 'no-existe-123';
    const attempts: Array<[string, string, unknown]> = [
      ['GET', '', undefined],
      ['PUT', '', { ...report({ name: 'Robado' }), version: 1 }],
      ['PUT', '', { name: '' }],
      ['DELETE', '', undefined],
      ['GET', '/chat', undefined],
      ['PUT', '/chat', { messages: [] }],
    ];
    for (const [method, suffix, body] of attempts) {
      const theirs = await bob.request<{ message: string }>(`/api/reports/${aliceId}${suffix}`, {
        method,
        body,
      });
      const none = await bob.request<{ message: string }>(`/api/reports/${missing}${suffix}`, {
        method,
        body,
      });
      expect(theirs.status, `${method} ${suffix}`).toBe(404);
      expect(theirs.body).toEqual(none.body);
      expect(JSON.stringify(theirs.body)).not.toContain('Academia');
    }
    const list = await bob.request<ReportList>('/api/reports');
    expect(list.body.reports.some((r) => r.id === aliceId)).toBe(false);
    const after = await alice.request<ReportDetail>(`/api/reports/${aliceId}`);
    expect(after.body).toEqual(before.body);
  });

  it('sin sesión responde 401', async () => {
    const anon = server.client();
    expect((await anon.request('/api/reports')).status).toBe(401);
    expect((await anon.request(`/api/reports/${aliceId}`)).status).toBe(401);
  });

  it('rechaza cada dato inválido con 400 en español y no cambia nada', async () => {
    const before = await alice.request<ReportDetail>(`/api/reports/${aliceId}`);
    const s = sections();
    const unbalanced = { ...s, expenses: [{ ...first(s.expenses), amount: 16 }] };
    const cases: Array<[unknown, string]> = [
      [{ ...report(), name: '   ' }, 'El nombre de la empresa es obligatorio.'],
      [{ ...report(), name: 'x'.repeat(201) }, 'El nombre de la empresa no puede superar 200 caracteres.'],
      [
        { ...report(), startDate: '2026-12-31', endDate: '2026-01-01' },
        'La fecha de inicio debe ser anterior a la fecha de fin.',
      ],
      [
        { ...report(), startDate: '2026-01-01', endDate: '2026-01-01' },
        'La fecha de inicio debe ser anterior a la fecha de fin.',
      ],
      [{ ...report(), startDate: '2026-02-30' }, 'La fecha de inicio no es una fecha válida (AAAA-MM-DD).'],
      [{ ...report(), currency: 'ARS' }, 'La moneda debe ser USD o EUR.'],
      [{ ...report(), status: 'publicado' }, 'El estado debe ser draft o completed.'],
      [
        {
          ...report(),
          sections: { ...s, revenues: [{ ...first(s.revenues), amount: 12.345 }], assets: s.assets },
        },
        'El monto admite como máximo 2 decimales.',
      ],
      [
        { ...report(), sections: { ...s, revenues: [{ ...first(s.revenues), amount: 2e12 }] } },
        'El monto no puede superar 1.000.000.000.000 en valor absoluto.',
      ],
      [
        { ...report(), sections: { ...s, revenues: [{ ...first(s.revenues), amount: '1234.56' }] } },
        'El monto debe ser un número.',
      ],
      [
        { ...report(), sections: { ...s, otros: [] } },
        'Las secciones deben ser revenues, expenses, assets, liabilities y equity.',
      ],
      [
        { ...report(), sections: unbalanced },
        'El asiento t4 no cuadra: activos = pasivos + patrimonio + ingresos − gastos.',
      ],
      [
        { ...report(), sections: { ...s, liabilities: [{ ...first(s.liabilities), type: undefined }] } },
        'La línea «Saldo a crédito» de Pasivos necesita el tipo corriente o no_corriente.',
      ],
      [
        { ...report(), sections: { ...s, liabilities: [{ ...first(s.liabilities), date: '2027-01-01' }] } },
        'La fecha de «Saldo a crédito» está fuera del período del reporte.',
      ],
      [
        { ...report(), sections: { ...s, equity: [{ ...first(s.equity), transactionId: '' }] } },
        'Cada línea debe pertenecer a un asiento.',
      ],
    ];
    for (const [body, message] of cases) {
      const created = await alice.request<{ message: string }>('/api/reports', { body });
      expect(created.status, message).toBe(400);
      expect(created.body.message).toBe(message);
      const saved = await alice.request<{ message: string }>(`/api/reports/${aliceId}`, {
        method: 'PUT',
        body: { ...(body as object), version: 1 },
      });
      expect(saved.status, message).toBe(400);
      expect(saved.body.message).toBe(message);
    }
    const notJson = await alice.request<{ message: string }>('/api/reports', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: undefined,
    });
    expect(notJson.status).toBe(400);
    const after = await alice.request<ReportDetail>(`/api/reports/${aliceId}`);
    expect(after.body).toEqual(before.body);
    expect((await alice.request<ReportList>('/api/reports')).body.reports).toHaveLength(1);
  });

  it('un guardado que falla a mitad de camino deja intacta la versión anterior', async () => {
    const c = await user();
    const created = await c.request<{ id: string }>('/api/reports', { body: report() });
    const id = created.body.id;
    const before = await c.request<ReportDetail>(`/api/reports/${id}`);
    const me = (await c.session()).body?.user.id ?? '';
    const changed = {
      ...report({ name: 'Cambiado', status: 'completed' }),
      sections: {
        ...sections(),
        revenues: [],
        assets: sections().assets.filter((a) => a.transactionId !== 't3'),
      },
      version: 1,
    };
    await expect(
      saveReport(database.db, me, id, changed, {
        afterOldLinesDeleted: () => {
          throw new Error('fallo inyectado');
        },
      }),
    ).rejects.toThrow('fallo inyectado');
    const after = await c.request<ReportDetail>(`/api/reports/${id}`);
    expect(after.body).toEqual(before.body);
    // The same save without the fault goes through.
    const ok = await c.request<{ version: number }>(`/api/reports/${id}`, { method: 'PUT', body: changed });
    expect(ok.status).toBe(200);
    expect(ok.body.version).toBe(2);
    const final = await c.request<ReportDetail>(`/api/reports/${id}`);
    expect(final.body.report).toMatchObject({ name: 'Cambiado', status: 'completed', version: 2 });
    expect(final.body.sections.revenues).toEqual([]);
  });

  it('un guardado con una versión vieja recibe 409 y no sobrescribe nada', async () => {
    const c = await user();
    const id = (await c.request<{ id: string }>('/api/reports', { body: report() })).body.id;
    const first = await c.request<{ version: number }>(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...report({ name: 'Pestaña A' }), version: 1 },
    });
    expect(first.status).toBe(200);
    const stale = await c.request<{ message: string }>(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...report({ name: 'Pestaña B' }), version: 1 },
    });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe(
      'El reporte cambió en otra pestaña o dispositivo. Recarga para ver la última versión.',
    );
    const now = await c.request<ReportDetail>(`/api/reports/${id}`);
    expect(now.body.report.name).toBe('Pestaña A');
    expect(now.body.report.version).toBe(2);
  });

  it('reintentar un guardado que ya se hizo (respuesta perdida) da 409 y no guarda dos veces', async () => {
    // A save cut by a stopping server may or may not have committed; the client can only retry it.
    const c = await user();
    const id = (await c.request<{ id: string }>('/api/reports', { body: report() })).body.id;
    const save = { ...report({ name: 'Guardado una vez' }), version: 1 };
    const first = await c.request<{ version: number }>(`/api/reports/${id}`, { method: 'PUT', body: save });
    expect(first.status).toBe(200);
    const stored = async () => ({
      entries: (await database.db.select().from(entry).where(eq(entry.companyId, id))).length,
      lines: (await database.db.select().from(line).where(eq(line.companyId, id))).length,
      report: (await c.request<ReportDetail>(`/api/reports/${id}`)).body,
    });
    const afterFirst = await stored();
    const retry = await c.request<{ code: string }>(`/api/reports/${id}`, { method: 'PUT', body: save });
    expect(retry.status).toBe(409);
    expect(retry.body.code).toBe('STALE');
    expect(await stored()).toEqual(afterFirst);
    expect(afterFirst.report.report.version).toBe(2);
  });

  it('guarda y devuelve el asiento que cada línea liquida (settles), al crear y al guardar', async () => {
    const c = await user();
    const withPayment = (): Sections => {
      const s = sections();
      s.assets.push({
        transactionId: 't5',
        description: 'Pago del saldo de la laptop',
        amount: -800,
        category: 'Efectivo y equivalentes de efectivo',
        type: 'corriente',
      });
      s.liabilities.push({
        transactionId: 't5',
        description: 'Pago del saldo de la laptop',
        amount: -800,
        category: 'Cuentas por pagar',
        type: 'corriente',
        settles: 't2',
      });
      return s;
    };
    const id = (
      await c.request<{ id: string }>('/api/reports', { body: report({ sections: withPayment() }) })
    ).body.id;
    const got = await c.request<ReportDetail>(`/api/reports/${id}`);
    expect(got.body.sections).toEqual(withPayment());
    const stored = await database.db.select().from(line).where(eq(line.companyId, id));
    expect(stored.filter((l) => l.settles !== null).map((l) => [l.category, l.settles])).toEqual([
      ['Cuentas por pagar', 't2'],
    ]);
    const saved = await c.request(`/api/reports/${id}`, {
      method: 'PUT',
      body: { ...report({ sections: withPayment() }), version: 1 },
    });
    expect(saved.status).toBe(200);
    expect((await c.request<ReportDetail>(`/api/reports/${id}`)).body.sections).toEqual(withPayment());
    const tooLong = await c.request(`/api/reports/${id}`, {
      method: 'PUT',
      body: {
        ...report({
          sections: {
            ...withPayment(),
            liabilities: withPayment().liabilities.map((l) => ({ ...l, settles: 'x'.repeat(101) })),
          },
        }),
        version: 2,
      },
    });
    expect(tooLong.status).toBe(400);
  });

  it('borrar un reporte borra sus asientos, líneas y chat', async () => {
    const c = await user();
    const id = (
      await c.request<{ id: string }>('/api/reports', {
        body: { ...report(), messages: [{ role: 'assistant', content: 'Hola' }] },
      })
    ).body.id;
    expect(
      (
        await c.request(`/api/reports/${id}/chat`, {
          method: 'PUT',
          body: { messages: [{ role: 'user', content: 'otra' }] },
        })
      ).status,
    ).toBe(200);
    expect((await c.request(`/api/reports/${id}`, { method: 'DELETE' })).status).toBe(200);
    expect((await c.request(`/api/reports/${id}`)).status).toBe(404);
    expect((await c.request(`/api/reports/${id}`, { method: 'DELETE' })).status).toBe(404);
    for (const table of [entry, line])
      expect(await database.db.select().from(table).where(eq(table.companyId, id))).toHaveLength(0);
    expect(await database.db.select().from(chatMessages).where(eq(chatMessages.companyId, id))).toHaveLength(
      0,
    );
    expect(await database.db.select().from(company).where(eq(company.id, id))).toHaveLength(0);
  });

  it('un alta reintentada con la misma Idempotency-Key devuelve el primer reporte y no crea otro', async () => {
    // A create cut before its answer arrived: the client cannot know whether it was stored.
    const c = await user();
    const count = async () => (await c.request<ReportList>('/api/reports')).body.reports.length;
    const key = 'f3b1c2d4-0000-4000-8000-000000000001';
    const headers = { 'idempotency-key': key };
    const first = await c.request<{ id: string; version: number }>('/api/reports', {
      body: report({ name: 'Una sola vez' }),
      headers,
    });
    expect(first.status).toBe(201);
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    const retry = await c.request<{ id: string; version: number }>('/api/reports', {
      body: report({ name: 'Una sola vez' }),
      headers,
    });
    expect(retry.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(1);

    // Two copies racing each other: still one report, and both get it.
    const racing = await Promise.all(
      [1, 2].map(() =>
        c.request<{ id: string }>('/api/reports', {
          body: report({ name: 'Carrera' }),
          headers: { 'idempotency-key': 'carrera-1' },
        }),
      ),
    );
    expect(racing.map((r) => r.status)).toEqual([201, 201]);
    expect(racing[0]?.body.id).toBe(racing[1]?.body.id);
    expect(await count()).toBe(2);

    // The same key with another body is refused, and nothing is created.
    const reused = await c.request<{ code: string; message: string }>('/api/reports', {
      body: report({ name: 'Otro distinto' }),
      headers,
    });
    expect(reused.status).toBe(422);
    expect(reused.body.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await count()).toBe(2);

    // Keys belong to their user: another user's same key creates their own report, never replays ours.
    const other = await user();
    const theirs = await other.request<{ id: string }>('/api/reports', {
      body: report({ name: 'Una sola vez' }),
      headers,
    });
    expect(theirs.status).toBe(201);
    expect(theirs.body.id).not.toBe(first.body.id);
    expect(theirs.headers.get('idempotent-replayed')).toBeNull();

    // Without a key every create is a new report, as before; a malformed key is a 400.
    expect((await c.request('/api/reports', { body: report() })).status).toBe(201);
    expect((await c.request('/api/reports', { body: report() })).status).toBe(201);
    expect(await count()).toBe(4);
    const bad = await c.request('/api/reports', { body: report(), headers: { 'idempotency-key': 'a b' } });
    expect(bad.status).toBe(400);
    expect(await count()).toBe(4);
  });

  it('las respuestas JSON grandes van comprimidas si el cliente lo acepta, sin guardarse en cachés', async () => {
    const c = await user();
    for (let i = 0; i < 6; i++) await c.request('/api/reports', { body: report({ name: `Empresa ${i}` }) });
    const plain = await c.request<ReportList>('/api/reports', { headers: { 'accept-encoding': 'identity' } });
    for (const encoding of ['br', 'gzip']) {
      const r = await c.request<ReportList>('/api/reports', { headers: { 'accept-encoding': encoding } });
      expect(r.status).toBe(200);
      expect(r.headers.get('content-encoding')).toBe(encoding);
      expect(r.headers.get('vary')).toContain('Accept-Encoding');
      expect(r.headers.get('cache-control')).toBe('no-store');
      expect(r.body).toEqual(plain.body);
    }
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('cache-control')).toBe('no-store');
    // A small answer goes as it is.
    const small = await c.request('/api/reports/no-existe', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
  });
});
