import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { testSettings } from '../env';
import { projectRoot } from '../paths';

export interface ServerProcess {
  readonly child: ChildProcess;
  readonly output: () => string;
  readonly exited: Promise<number | null>;
}

/** The real server entry (`src/server/index.ts`) in a process of its own, with only `env` set. */
export function startProcess(env: Record<string, string>): ServerProcess {
  const root = projectRoot();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/index.ts')], {
    cwd: root,
    env: { ...testSettings().childBase, LOG_LEVEL: 'info', ...env },
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

/** Starting under tsx takes 5–25 s on a busy 2-core machine; the limit leaves room for that. */
export async function waitForHealth(url: string, ms = 60_000): Promise<void> {
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
