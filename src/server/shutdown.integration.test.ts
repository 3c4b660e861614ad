import { Agent, request as httpRequest } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CreateReportInput } from '../shared/reports';
import { openDatabase } from './db/client';
import { company } from './db/schema';
import { startProcess, waitForHealth } from './test/process';
import { freePort, HttpClient } from './test/server';

const CLIENTS = 8;
const LOAD_BEFORE_STOP_MS = 1500;
/** Below the server's idle grace after SIGTERM (1 s), well above a busy client's pause. */
const PAUSE_MS = 300;

function report(name: string, cash: number): CreateReportInput {
  return {
    name,
    currency: 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'draft',
    sections: {
      revenues: [],
      expenses: [],
      assets: [
        {
          transactionId: 't1',
          description: 'Aporte inicial',
          amount: cash,
          category: 'Efectivo y equivalentes de efectivo',
          type: 'corriente',
        },
      ],
      liabilities: [],
      equity: [
        { transactionId: 't1', description: 'Aporte inicial', amount: cash, category: 'Capital social' },
      ],
    },
  };
}

type Outcome =
  | { readonly kind: 'answered'; readonly status: number; readonly body: string; readonly close: boolean }
  | { readonly kind: 'refused' }
  | { readonly kind: 'cut'; readonly code: string; readonly reused: boolean };

/** One request on a keep-alive agent, classified: answered whole, refused before sending, or cut. */
function send(
  agent: Agent,
  url: string,
  method: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Outcome> {
  return new Promise((resolve) => {
    let reused = false;
    const req = httpRequest(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({
            kind: 'answered',
            status: res.statusCode ?? 0,
            body: text,
            close: res.headers.connection === 'close',
          }),
        );
        res.on('error', (error: NodeJS.ErrnoException) =>
          resolve({ kind: 'cut', code: error.code ?? error.message, reused }),
        );
      },
    );
    req.on('socket', () => (reused = req.reusedSocket));
    req.on('error', (error: NodeJS.ErrnoException) =>
      resolve(
        error.code === 'ECONNREFUSED'
          ? { kind: 'refused' }
          : { kind: 'cut', code: error.code ?? error.message, reused },
      ),
    );
    req.end(body);
  });
}

describe('parar el servidor bajo carga (SIGTERM)', () => {
  it('no corta ninguna petición: responde con Connection: close, termina lo que lleva y sale con 0', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cc-stop-')), 'datos');
    const port = await freePort();
    const base = `http://127.0.0.1:${port}`;
    const env = { PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn', RATE_LIMIT_AUTH_MAX: '1000' };
    const server = startProcess(env);
    try {
      await waitForHealth(base);
      const setup = new HttpClient(base, `http://localhost:${port}`);
      expect((await setup.signUp('parada@empresa.test', 'Cuadre-Perfecto-2026')).status).toBe(200);
      expect((await setup.signIn('parada@empresa.test', 'Cuadre-Perfecto-2026')).status).toBe(200);
      const headers = {
        origin: setup.origin,
        cookie: [...setup.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      };

      // Each client owns one report and alternates a read with a save of the version it last saw; the
      // first pauses between requests, so its connection sits idle now and then, as a browser's does.
      const clients = await Promise.all(
        Array.from({ length: CLIENTS }, async (_, i) => {
          const created = await setup.request<{ id: string; version: number }>('/api/reports', {
            body: report(`Cliente ${i}`, 100),
          });
          expect(created.status).toBe(201);
          return { id: created.body.id, version: created.body.version, acknowledged: created.body.version };
        }),
      );

      let stopAt = 0;
      const outcomes: Array<Outcome & { readonly afterStop: boolean }> = [];
      const load = clients.map(async (client, i) => {
        const agent = new Agent({ keepAlive: true, maxSockets: 1 });
        try {
          for (let n = 0; ; n++) {
            const url = `${base}/api/reports/${client.id}`;
            const save = n % 2 === 1;
            const outcome = save
              ? await send(
                  agent,
                  url,
                  'PUT',
                  headers,
                  JSON.stringify({ ...report(`Cliente ${i}`, 100 + n), version: client.version }),
                )
              : await send(agent, url, 'GET', headers);
            outcomes.push({ ...outcome, afterStop: stopAt > 0 });
            if (outcome.kind !== 'answered') break;
            if (i === 0) await new Promise((r) => setTimeout(r, PAUSE_MS));
            if (outcome.status === 200) {
              const parsed = JSON.parse(outcome.body) as { version?: number; report?: { version: number } };
              const version = parsed.version ?? parsed.report?.version;
              if (version !== undefined) client.version = version;
              if (save && parsed.version !== undefined) client.acknowledged = parsed.version;
            }
          }
        } finally {
          agent.destroy();
        }
      });

      await new Promise((r) => setTimeout(r, LOAD_BEFORE_STOP_MS));
      stopAt = Date.now();
      server.child.kill('SIGTERM');
      const code = await server.exited;
      const exitMs = Date.now() - stopAt;
      await Promise.all(load);

      const cut = outcomes.filter((o) => o.kind === 'cut');
      const answered = outcomes.filter((o) => o.kind === 'answered');
      const afterStop = answered.filter((o) => o.afterStop);
      const figures = {
        requests: outcomes.length,
        answered: answered.length,
        answeredAfterSigterm: afterStop.length,
        withConnectionClose: afterStop.filter((o) => o.kind === 'answered' && o.close).length,
        refused: outcomes.filter((o) => o.kind === 'refused').length,
        cut: cut.length,
        exitMs,
      };
      console.info('SIGTERM bajo carga:', JSON.stringify(figures), cut.length ? JSON.stringify(cut) : '');

      expect(cut).toEqual([]);
      expect(answered.every((o) => o.kind === 'answered' && o.status < 500)).toBe(true);
      expect(figures.refused).toBe(CLIENTS);
      expect(code).toBe(0);
      expect(exitMs).toBeLessThan(10_000);
      expect(server.output()).not.toContain('"level":"error"');

      // Every save that was answered is the one stored: none lost, none applied twice. (The data
      // folder read directly: a second server process would double this test's time.)
      const stored = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await stored.db.select({ id: company.id, version: company.version }).from(company);
        const versions = new Map(rows.map((row) => [row.id, row.version]));
        for (const client of clients) expect(versions.get(client.id)).toBe(client.acknowledged);
      } finally {
        await stored.close();
      }
    } finally {
      server.child.kill('SIGKILL');
    }
  }, 120_000);
});
