import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './data-dir-lock';

describe('bloqueo de DATA_DIR', () => {
  it('crea la carpeta, escribe el PID y lo libera', () => {
    const dir = path.join(mkdtempSync(path.join(tmpdir(), 'cc-lock-')), 'datos');
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dir, '.lock'))).toBe(false);
  });

  it('rechaza con un mensaje claro si otro proceso vivo la usa', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cc-lock-'));
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' });
    try {
      writeFileSync(path.join(dir, '.lock'), String(other.pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(
        `La carpeta de datos ${dir} ya está en uso por otro proceso de Cuentas Claras (PID ${other.pid}).`,
      );
    } finally {
      other.kill();
    }
  });

  it('toma un bloqueo abandonado por un proceso que ya no existe', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cc-lock-'));
    const gone = spawn(process.execPath, ['-e', '0'], { stdio: 'ignore' });
    await new Promise((r) => gone.on('exit', r));
    writeFileSync(path.join(dir, '.lock'), String(gone.pid));
    const release = lockDataDir(dir);
    expect(readFileSync(path.join(dir, '.lock'), 'utf8')).toBe(String(process.pid));
    release();
  });
});
