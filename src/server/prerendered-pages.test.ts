import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { prerenderedPages } from './prerendered-pages';

function webRoot(): string {
  const root = mkdtempSync(path.join(tmpdir(), 'cc-prerendered-'));
  mkdirSync(path.join(root, 'prerendered'));
  for (const [name, body] of [
    ['auth.html', '<p>tarjeta de acceso</p>'],
    ['dashboard.html', '<p>marco del dashboard</p>'],
  ] as const) {
    writeFileSync(path.join(root, 'prerendered', name), body);
    writeFileSync(path.join(root, 'prerendered', `${name}.br`), brotliCompressSync(body));
  }
  return root;
}

function app(root: string) {
  const hono = new Hono();
  hono.use('*', prerenderedPages(root));
  hono.get('*', (c) => c.text('index.html'));
  return hono;
}

const COOKIE = { cookie: 'cuentas-claras.session_token=abc' };
const SECURE_COOKIE = { cookie: '__Secure-cuentas-claras.session_token=abc' };

describe('páginas dibujadas en el build (decisión 0011)', () => {
  const hono = app(webRoot());

  it('/auth sin cookie de sesión: la página prerenderizada, no-cache, brotli si se acepta', async () => {
    const plain = await hono.request('/auth');
    expect(await plain.text()).toBe('<p>tarjeta de acceso</p>');
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(plain.headers.get('vary')).toBe('Accept-Encoding, Cookie');
    expect(plain.headers.get('content-encoding')).toBeNull();

    const br = await hono.request('/auth', { headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(
      '<p>tarjeta de acceso</p>',
    );
    // No gzip copy was written: the page goes as it is.
    const gz = await hono.request('/auth', { headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers.get('content-encoding')).toBeNull();
    expect(await gz.text()).toBe('<p>tarjeta de acceso</p>');
  });

  it('con cookie de sesión, /auth es index.html (sin la tarjeta) y / el marco del dashboard', async () => {
    for (const headers of [COOKIE, SECURE_COOKIE]) {
      expect(await (await hono.request('/auth', { headers })).text()).toBe('index.html');
      expect(await (await hono.request('/', { headers })).text()).toBe('<p>marco del dashboard</p>');
    }
  });

  it('sin cookie, / es index.html; las demás rutas y los otros métodos, siempre', async () => {
    expect(await (await hono.request('/')).text()).toBe('index.html');
    expect(await (await hono.request('/reports', { headers: COOKIE })).text()).toBe('index.html');
    expect(await (await hono.request('/auth/', {})).text()).toBe('index.html');
    const post = await hono.request('/auth', { method: 'POST' });
    expect(post.status).toBe(404);
  });

  it('sin páginas en el build (pruebas de la API), no hace nada', async () => {
    const bare = app(mkdtempSync(path.join(tmpdir(), 'cc-prerendered-')));
    expect(await (await bare.request('/auth')).text()).toBe('index.html');
  });
});
