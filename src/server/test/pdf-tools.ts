import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runTool } from './outside-tools';

function withFile<T>(pdf: Buffer, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-pdf-'));
  try {
    const file = path.join(dir, 'documento.pdf');
    writeFileSync(file, pdf);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as Debian's pdftotext reads it, one string per page (-layout keeps columns on one line). */
export function pdfPages(pdf: Buffer): string[] {
  return withFile(pdf, (file) => {
    const r = runTool('pdftotext', ['-layout', '-enc', 'UTF-8', file, '-']);
    if (r.status !== 0) throw new Error(`pdftotext no pudo leer el PDF: ${r.stderr}`);
    // pdftotext ends every page with a form feed.
    return r.stdout.split('\f').slice(0, -1);
  });
}

/**
 * Renders every page with pdftoppm and returns the PNG files' names and sizes; with `keepIn`, the
 * images are also written there, for a person to look at.
 */
export function renderPages(
  pdf: Buffer,
  keepIn?: { dir: string; prefix: string },
): { file: string; bytes: number }[] {
  return withFile(pdf, (file, dir) => {
    const out = keepIn ? path.join(keepIn.dir, keepIn.prefix) : path.join(dir, 'pagina');
    const r = runTool('pdftoppm', ['-png', '-r', '60', file, out]);
    if (r.status !== 0) throw new Error(`pdftoppm no pudo dibujar el PDF: ${r.stderr}`);
    const folder = path.dirname(out);
    const prefix = path.basename(out);
    return readdirSync(folder)
      .filter((f) => f.startsWith(`${prefix}-`) && f.endsWith('.png'))
      .sort()
      .map((f) => ({ file: path.join(folder, f), bytes: readFileSize(path.join(folder, f)) }));
  });
}

function readFileSize(file: string): number {
  return readFileSync(file).length;
}
