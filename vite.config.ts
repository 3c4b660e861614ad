import { createServer, defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

const webRoot = fileURLToPath(new URL('./src/web', import.meta.url));
const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) };

/** Where the build writes the prerendered pages; the server sends them (src/server/app.ts). */
export const PRERENDERED_DIR = 'prerendered';

interface Prerender {
  prerenderAuth(): Promise<string>;
  prerenderDashboardFrame(): Promise<string>;
}

function isPrerender(value: unknown): value is Prerender {
  return (
    typeof value === 'object' &&
    value !== null &&
    'prerenderAuth' in value &&
    typeof value.prerenderAuth === 'function' &&
    'prerenderDashboardFrame' in value &&
    typeof value.prerenderDashboardFrame === 'function'
  );
}

/**
 * Decision 0011: `/auth` and the dashboard's frame drawn into the HTML at build time with
 * react-dom/server (src/web/prerender.tsx, loaded through Vite so the '@' imports and JSX resolve),
 * and the stylesheet inlined in those pages so nothing blocks their first paint.
 */
async function prerenderPages(outDir: string): Promise<void> {
  const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
  const stylesheet = /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/.exec(template);
  if (!stylesheet?.[1]) throw new Error('prerender: index.html has no stylesheet to inline');
  const css = await readFile(path.join(outDir, stylesheet[1]), 'utf8');
  const root = '<div id="root"><div class="boot-loading" role="status">Cargando Cuentas Claras</div></div>';
  if (!template.includes(root)) throw new Error('prerender: index.html has no #root as expected');
  const page = (body: string) =>
    template.replace(stylesheet[0], () => `<style>${css}</style>`).replace(root, () => body);

  const server = await createServer({
    configFile: false,
    root: webRoot,
    resolve: { alias },
    plugins: [react()],
    appType: 'custom',
    logLevel: 'warn',
    server: { middlewareMode: true, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const loaded: unknown = await server.ssrLoadModule('/prerender.tsx');
    if (!isPrerender(loaded)) throw new Error('prerender: src/web/prerender.tsx lacks its exports');
    const [auth, frame] = await Promise.all([loaded.prerenderAuth(), loaded.prerenderDashboardFrame()]);
    await mkdir(path.join(outDir, PRERENDERED_DIR), { recursive: true });
    await Promise.all([
      writeFile(
        path.join(outDir, PRERENDERED_DIR, 'auth.html'),
        page(`<div id="root" data-first-paint="auth">${auth}</div>`),
      ),
      writeFile(
        path.join(outDir, PRERENDERED_DIR, 'dashboard.html'),
        page(`<div id="first-paint">${frame}</div><div id="root" data-first-paint="dashboard"></div>`),
      ),
    ]);
  } finally {
    await server.close();
  }
}

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings, once: the
 * server sends them as they are (serveStatic's `precompressed`, and the prerendered pages) instead of
 * compressing per request.
 */
async function precompressFiles(outDir: string): Promise<void> {
  const files = await readdir(outDir, { recursive: true, withFileTypes: true });
  await Promise.all(
    files
      .filter((f) => f.isFile() && /\.(js|css|html|svg|txt|json)$/.test(f.name))
      .map(async (f) => {
        const file = path.join(f.parentPath, f.name);
        const body = await readFile(file);
        // Tiny files gain nothing but a second request path to keep in step.
        if (body.length < 1024) return;
        const [br, gz] = await Promise.all([
          brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          }),
          gzipAsync(body, { level: 9 }),
        ]);
        await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      }),
  );
}

/** After the bundle is written: the prerendered pages, then every text file compressed (in that order). */
function finishOutput(): Plugin {
  let outDir = '';
  return {
    name: 'cuentas-claras:prerender-and-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      await prerenderPages(outDir);
      await precompressFiles(outDir);
    },
  };
}

// The web app lives in src/web; it is built to dist/web and served by the Hono server on one port.
export default defineConfig({
  root: webRoot,
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), finishOutput()],
  resolve: { alias },
  build: {
    outDir: fileURLToPath(new URL('./dist/web', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    rolldownOptions: {
      treeshake: {
        // Our TypeScript modules only declare things (the domain is pure by rule, src/shared builds zod
        // schemas, the web app components and queries), so one imported for a single export need not
        // come along whole: without this, the router's import of a feature index for its page loaders
        // would put that feature's API calls, their schemas and half the domain in the first chunk.
        moduleSideEffects: (id) => (/[\\/]src[\\/].*\.tsx?$/.test(id) ? false : undefined),
      },
    },
  },
  server: {
    port: Number(globalThis.process?.env?.VITE_PORT ?? 5173),
    proxy: { '/api': { target: `http://127.0.0.1:${globalThis.process?.env?.API_PORT ?? 3001}` } },
  },
});
