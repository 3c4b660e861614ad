import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * Roboto as pdfmake ships it: complete TTFs (Latin with á, ñ, ¿ and €, Latin Extended, Greek,
 * Cyrillic). node_modules stays outside the server bundle, so the files are found the same way from
 * src/ and from dist/, and nothing is fetched at run time.
 */
const require = createRequire(import.meta.url);
const robotoFolder = path.dirname(require.resolve('pdfmake/fonts/Roboto/Roboto-Regular.ttf'));

/**
 * OpenType layout tables. pdfkit parses a font again for every document, and decoding Roboto's
 * kerning and ligature lookups was most of the time of a one-page statement; shaping through them
 * was most of the time of a 5,000-line book. Tables of figures need neither, so they are dropped
 * once, when the server starts; glyphs, metrics and the character map are untouched.
 */
const LAYOUT_TABLES = new Set(['GSUB', 'GPOS', 'GDEF', 'kern']);

/** The same sfnt font without the named tables: a new table directory, the other tables copied. */
export function withoutTables(font: Buffer, drop: ReadonlySet<string>): Buffer {
  const count = font.readUInt16BE(4);
  const kept: { tag: string; checksum: number; offset: number; length: number }[] = [];
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = font.toString('latin1', at, at + 4);
    if (drop.has(tag)) continue;
    kept.push({
      tag,
      checksum: font.readUInt32BE(at + 4),
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    });
  }
  const headerLength = 12 + kept.length * 16;
  const padded = (n: number) => (n + 3) & ~3;
  const size = kept.reduce((sum, t) => sum + padded(t.length), headerLength);
  const out = Buffer.alloc(size);
  const entrySelector = Math.floor(Math.log2(kept.length));
  const searchRange = 2 ** entrySelector * 16;
  out.writeUInt32BE(font.readUInt32BE(0), 0);
  out.writeUInt16BE(kept.length, 4);
  out.writeUInt16BE(searchRange, 6);
  out.writeUInt16BE(entrySelector, 8);
  out.writeUInt16BE(kept.length * 16 - searchRange, 10);
  let offset = headerLength;
  kept.forEach((t, i) => {
    const at = 12 + i * 16;
    out.write(t.tag, at, 'latin1');
    out.writeUInt32BE(t.checksum, at + 4);
    out.writeUInt32BE(offset, at + 8);
    out.writeUInt32BE(t.length, at + 12);
    font.copy(out, offset, t.offset, t.offset + t.length);
    offset += padded(t.length);
  });
  return out;
}

const load = (file: string) => withoutTables(readFileSync(path.join(robotoFolder, file)), LAYOUT_TABLES);

export const FONTS = {
  regular: load('Roboto-Regular.ttf'),
  bold: load('Roboto-Medium.ttf'),
  italic: load('Roboto-Italic.ttf'),
} as const;
export type FontKey = keyof typeof FONTS;
