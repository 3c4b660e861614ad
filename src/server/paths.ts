import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root, found from this file whether it runs from src/ (tsx) or dist/ (bundle). */
export function projectRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const pkg = path.join(dir, 'package.json');
    if (
      existsSync(pkg) &&
      (JSON.parse(readFileSync(pkg, 'utf8')) as { name?: string }).name === 'cuentas-claras'
    )
      return dir;
    const parent = path.dirname(dir);
    if (parent === dir)
      throw new Error('No se encontró la carpeta del proyecto (package.json de cuentas-claras).');
    dir = parent;
  }
}

export const migrationsFolder = (): string => path.join(projectRoot(), 'drizzle');
export const webFolder = (): string => path.join(projectRoot(), 'dist', 'web');
