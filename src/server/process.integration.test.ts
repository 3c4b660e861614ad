import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from './paths';
import { freePort } from './test/server';

interface Run {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

function startProcess(env: Record<string, string>): Run {
  const root = projectRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (out += d.toString()));
  return {
    child,
    output: () => out,
    exited: new Promise((resolve) => child.on('exit', (code) => resolve(code))),
  };
}

async function waitForHealth(url: string, ms = 30_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('the server did not become healthy');
}

describe('el proceso del servidor', () => {
  it('arranca sobre PGlite, bloquea DATA_DIR frente a un segundo proceso y se cierra limpio con SIGTERM', async () => {
    const dataDir = path.join(mkdtempSync(path.join(tmpdir(), 'cc-proc-')), 'datos');
    const port = await freePort();
    const first = startProcess({ PORT: String(port), DATA_DIR: dataDir });
    try {
      await waitForHealth(`http://127.0.0.1:${port}`);
      expect(first.output()).toContain(`Cuentas Claras está listo en http://localhost:${port}`);
      // Structured request log lines.
      await fetch(`http://127.0.0.1:${port}/api/health`);
      const logLine = first
        .output()
        .split('\n')
        .find((l) => l.includes('"msg":"request"'));
      expect(JSON.parse(logLine ?? '{}')).toMatchObject({
        level: 'info',
        method: 'GET',
        path: '/api/health',
        status: 200,
      });

      const second = startProcess({ PORT: String(await freePort()), DATA_DIR: dataDir });
      expect(await second.exited).toBe(1);
      expect(second.output()).toContain(
        `La carpeta de datos ${dataDir} ya está en uso por otro proceso de Cuentas Claras (PID ${first.child.pid}).`,
      );

      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);
      expect(existsSync(path.join(dataDir, '.lock'))).toBe(false);
      expect(first.output()).toContain('"msg":"shutting down","signal":"SIGTERM"');
    } finally {
      first.child.kill('SIGKILL');
    }
  }, 60_000);
});
