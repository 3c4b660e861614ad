import type { ExportMeta } from './export-source';

/** The period as a file name reads it: '2026' for a calendar year, else both dates. */
function periodPart(meta: ExportMeta): string {
  const year = meta.startDate.slice(0, 4);
  if (meta.startDate === `${year}-01-01` && meta.endDate === `${year}-12-31`) return year;
  return `${meta.startDate}_${meta.endDate}`;
}

/** Company names are free text: keep letters and digits (any script), join the rest with '-'. */
function unicodeSlug(text: string): string {
  return text
    .normalize('NFC')
    .toLocaleLowerCase('es')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

/** The ASCII twin for clients that ignore filename*: accents dropped, ñ → n, anything else → '-'. */
function asciiSlug(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface DownloadName {
  readonly ascii: string;
  readonly unicode: string;
}

/** 'libro-diario-panadería-ñandú-2026.pdf' and its ASCII fallback 'libro-diario-panaderia-nandu-2026.pdf'. */
export function downloadName(prefix: string, meta: ExportMeta, extension: string): DownloadName {
  const period = periodPart(meta);
  const build = (company: string) =>
    [prefix, company.slice(0, 80).replace(/-+$/, ''), period].filter(Boolean).join('-') + `.${extension}`;
  return { ascii: build(asciiSlug(meta.company)), unicode: build(unicodeSlug(meta.company)) };
}

/**
 * RFC 6266 with an RFC 5987 filename*: the quoted ASCII name for old clients, the UTF-8 one for the
 * rest. Both are built from slugs, so neither can carry a quote, a semicolon or a line break.
 */
export function attachmentDisposition(name: DownloadName): string {
  const encoded = encodeURIComponent(name.unicode).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${name.ascii}"; filename*=UTF-8''${encoded}`;
}
