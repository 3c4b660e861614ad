#!/usr/bin/env node
// The tests read the app's exports back with outside tools: hledger and bean-check/bean-query
// (plain-text books), pdftotext and pdftoppm (PDF), Chromium (browser tests). Each comes from a
// Debian package: as root on Debian the missing ones are installed in one apt-get run; otherwise
// the message says exactly what to install, and the tests that need a tool fail saying the same.
//
//   node scripts/ensure-tools.mjs            the tools of the unit and integration tests
//   node scripts/ensure-tools.mjs chromium   the browser (CHROME_PATH or /usr/bin/chromium)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Each tool: the command or path that proves it is there and the Debian package that brings it. */
export const TOOLS = {
  hledger: { command: 'hledger', package: 'hledger', what: 'lee el diario exportado para hledger' },
  'bean-check': { command: 'bean-check', package: 'beancount', what: 'valida el archivo de Beancount' },
  'bean-query': {
    command: 'bean-query',
    package: 'beancount',
    what: 'suma las cuentas del archivo de Beancount',
  },
  pdftotext: { command: 'pdftotext', package: 'poppler-utils', what: 'extrae el texto de los PDF' },
  pdftoppm: {
    command: 'pdftoppm',
    package: 'poppler-utils',
    what: 'convierte las páginas de los PDF en imágenes',
  },
  chromium: {
    path: process.env.CHROME_PATH || '/usr/bin/chromium',
    overridden: Boolean(process.env.CHROME_PATH),
    package: 'chromium',
    what: 'ejecuta las pruebas de navegador',
    hint: 'o indica su ruta con CHROME_PATH=/ruta/al/chromium',
  },
};

export const TEST_TOOLS = ['hledger', 'bean-check', 'bean-query', 'pdftotext', 'pdftoppm'];

function onPath(command) {
  return (process.env.PATH ?? '')
    .split(delimiter)
    .some((dir) => dir !== '' && existsSync(join(dir, command)));
}

function present(tool) {
  return tool.path ? existsSync(tool.path) : onPath(tool.command);
}

/** True when every named tool is there (after installing what was missing, when that is possible). */
export function ensureTools(names) {
  const missing = () => names.filter((n) => !present(TOOLS[n]));
  let absent = missing();
  if (absent.length === 0) return true;

  const packages = [...new Set(absent.map((n) => TOOLS[n].package))];
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  // A CHROME_PATH that points nowhere is the user's choice: installing the package would not fix it.
  const installable = absent.every((n) => !TOOLS[n].overridden);
  if (isRoot && installable && existsSync('/etc/debian_version')) {
    console.log(`Faltan ${absent.join(', ')}: instalando ${packages.join(' ')} con apt-get…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
    if (update.status === 0)
      spawnSync('apt-get', ['install', '-y', '-qq', ...packages], {
        stdio: 'inherit',
        env,
      });
    absent = missing();
    if (absent.length === 0) return true;
  }

  const lines = absent.map((n) => {
    const t = TOOLS[n];
    if (t.overridden)
      return `  - CHROME_PATH=${t.path} no existe: corrígelo o quítalo para usar /usr/bin/chromium`;
    return `  - ${t.path ?? t.command} (${t.what}): paquete «${t.package}»${t.hint ? `, ${t.hint}` : ''}`;
  });
  const still = [...new Set(absent.map((n) => TOOLS[n].package))];
  console.error(
    `\nFaltan herramientas que usan las pruebas:\n${lines.join('\n')}\n` +
      `Instálalas (en Debian/Ubuntu: sudo apt-get install ${still.join(' ')}) y vuelve a ejecutar las pruebas.\n`,
  );
  return false;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const asked = process.argv.slice(2);
  const unknown = asked.filter((n) => !(n in TOOLS));
  if (unknown.length) {
    console.error(
      `Herramienta desconocida: ${unknown.join(', ')}. Conocidas: ${Object.keys(TOOLS).join(', ')}.`,
    );
    process.exit(2);
  }
  process.exit(ensureTools(asked.length ? asked : TEST_TOOLS) ? 0 : 1);
}
