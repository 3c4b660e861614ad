/*
 * Outside programs the tests read the app's exports back with (Debian packages that
 * scripts/ensure-tools.mjs installs as root). A test that needs one fails, never skips, when it is
 * missing, and says which package to install.
 */
import { execFile, spawnSync } from 'node:child_process';

const PACKAGE = {
  hledger: 'hledger',
  'bean-check': 'beancount',
  'bean-query': 'beancount',
  pdftotext: 'poppler-utils',
  pdftoppm: 'poppler-utils',
} as const;

export type OutsideTool = keyof typeof PACKAGE;

/** Throws, with what to install, when the command is not on the PATH. */
export function requireTool(command: OutsideTool): void {
  const found = spawnSync('sh', ['-c', 'command -v "$0"', command], { timeout: 5_000 });
  if (found.status !== 0)
    throw new Error(
      `Falta «${command}», que esta prueba necesita: instala el paquete de Debian «${PACKAGE[command]}» ` +
        `(sudo apt-get install ${PACKAGE[command]}; npm test lo instala por sí solo cuando se ejecuta como root en Debian).`,
    );
}

export interface ToolRun {
  readonly status: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

/**
 * Runs the tool to completion, with a time limit so a hung tool fails the test instead of stalling
 * it, and in a UTF-8 locale: hledger refuses accented text under the C locale a CI machine may have.
 */
export function runTool(command: OutsideTool, args: readonly string[], timeoutMs = 20_000): ToolRun {
  requireTool(command);
  const r = spawnSync('env', ['LC_ALL=C.UTF-8', command, ...args], {
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  if (r.error) throw new Error(`${command} ${args.join(' ')}: ${r.error.message}`);
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

/** The same, without blocking: several tools can then read one export at once. */
export function runToolAsync(
  command: OutsideTool,
  args: readonly string[],
  timeoutMs = 20_000,
): Promise<ToolRun> {
  requireTool(command);
  return new Promise((resolve, reject) => {
    execFile(
      'env',
      ['LC_ALL=C.UTF-8', command, ...args],
      { encoding: 'utf8', timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        // A non-zero exit is an answer the test reads; a kill (time limit) or a spawn error is not.
        if (error && typeof error.code !== 'number')
          reject(new Error(`${command} ${args.join(' ')}: ${error.message}`));
        else resolve({ status: error ? (error.code as number) : 0, stdout, stderr });
      },
    );
  });
}
