import { expect, test } from '@playwright/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Issue #14: the web app a browser downloads holds no secret, key, provider URL or system
 * instruction. `npm test` builds with made-up secrets in the environment (build-canaries.json); this
 * reads every text file of the build and every file the server hands a browser for the app's pages.
 */
const WEB = path.resolve('dist/web');
const canaries = JSON.parse(readFileSync(path.resolve('tests/e2e/build-canaries.json'), 'utf8')) as Record<
  string,
  string
>;
const TEXT = /\.(?:js|mjs|css|html|json|txt|svg|webmanifest|map)$/;

function builtFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && TEXT.test(e.name))
    .map((e) => path.join(e.parentPath, e.name));
}

/**
 * Static sentences of the model's instruction, read from its source (the template's rule lines and
 * its opening), up to the first interpolation: the parts that do not depend on the report.
 */
function instructionSentences(): string[] {
  const source = readFileSync(path.resolve('src/assistant/openai/prompt.ts'), 'utf8');
  return source
    .split('\n')
    .map(
      (l) =>
        l
          .replace(/^\s*(?:return `|- )/, '')
          .split('${')[0]
          ?.trim() ?? '',
    )
    .filter(
      (l) =>
        l.length > 60 &&
        /^(?:Eres|Responde|Nunca|Cada|amount|category|date|response|El mensaje|edit|delete)/.test(l),
    )
    .map((l) => l.slice(0, 60));
}

const FORBIDDEN: readonly RegExp[] = [
  /sk-[A-Za-z0-9_-]{16,}/,
  /api\.openai\.com/,
  /chat\/completions/,
  /OPENAI_(?:API_KEY|BASE_URL|MODEL)/,
  /AUTH_SECRET|BETTER_AUTH_SECRET|DATABASE_URL|SMTP_URL/,
  /postgres(?:ql)?:\/\//,
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
];

test('el build de la web no contiene secretos, claves, la URL del proveedor ni la instrucción del modelo', async ({
  request,
}) => {
  const files = builtFiles(WEB);
  expect(files.length).toBeGreaterThan(3);
  const texts = new Map<string, string>(files.map((f) => [path.relative(WEB, f), readFileSync(f, 'utf8')]));
  // What a browser is served for the pages, as served (the same files, through the server).
  for (const page of ['/', '/auth', '/reportes']) {
    const html = await (await request.get(page)).text();
    texts.set(`GET ${page}`, html);
    for (const [, src] of html.matchAll(/(?:src|href)="(\/[^"]+\.(?:js|css))"/g)) {
      const asset = await request.get(src as string);
      expect(asset.status(), src).toBe(200);
      texts.set(`GET ${src}`, await asset.text());
    }
  }
  const secrets = Object.entries(canaries)
    .filter(([k]) => k !== '_about')
    .map(([, v]) => v);
  const sentences = instructionSentences();
  expect(sentences.length).toBeGreaterThan(5);
  for (const [name, text] of texts) {
    for (const s of secrets) expect(text.includes(s), `${name} contiene ${s}`).toBe(false);
    for (const s of sentences) expect(text.includes(s), `${name} contiene «${s}»`).toBe(false);
    for (const re of FORBIDDEN) expect(re.test(text), `${name} coincide con ${re}`).toBe(false);
  }
});
