#!/usr/bin/env node
// Browser tests need Chromium. Use CHROME_PATH or Debian's /usr/bin/chromium; as root on Debian,
// install the package; otherwise say exactly what to install.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROME_PATH || '/usr/bin/chromium';
if (existsSync(path)) process.exit(0);

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!process.env.CHROME_PATH && isRoot && existsSync('/etc/debian_version')) {
  console.log('Chromium no está instalado: instalando el paquete "chromium" de Debian…');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  const install =
    update.status === 0 &&
    spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
  if (install && install.status === 0 && existsSync(path)) {
    console.log(execFileSync(path, ['--version']).toString().trim());
    process.exit(0);
  }
}
console.error(
  `\nNo se encontró Chromium en ${path}.\n` +
    'Instálalo (en Debian/Ubuntu: sudo apt-get install chromium) o indica su ruta con CHROME_PATH=/ruta/al/chromium.\n',
);
process.exit(1);
