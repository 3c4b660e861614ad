import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { promisify } from 'node:util';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes a .br and a .gz beside every text file of the build, at the strongest settings, once: the
 * server sends them as they are (serveStatic's `precompressed`) instead of compressing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'cuentas-claras:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
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
    },
  };
}

// The web app lives in src/web; it is built to dist/web and served by the Hono server on one port.
export default defineConfig({
  root: fileURLToPath(new URL('./src/web', import.meta.url)),
  publicDir: fileURLToPath(new URL('./public', import.meta.url)),
  plugins: [react(), tailwindcss(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
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
