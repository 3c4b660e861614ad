import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

export type Encoding = 'br' | 'gzip';

/** Below this a JSON answer goes as it is: compressing it would cost more than the bytes it saves. */
export const COMPRESS_MIN_BYTES = 1024;

/** The encoding to send, from the client's Accept-Encoding: brotli first, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.toLowerCase().split(',')) {
    const [name = '', ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * `fast` for an answer compressed on every request (brotli quality 1, gzip level 1: on the bench's
 * 63 KB dashboard answer 0.2 ms each, 8.1 and 9.9 KB); `once` for one kept and sent many times
 * (brotli quality 4, gzip level 6: 0.6 ms and 0.5 ms, 7.8 and 9.1 KB; brotli quality 5 doubles the
 * time for 1 % less).
 */
export function compress(raw: Buffer, encoding: Encoding, effort: 'fast' | 'once'): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(raw, { level: effort === 'fast' ? 1 : 6 });
  return brotliCompressSync(raw, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 1 : 4,
      [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  });
}
