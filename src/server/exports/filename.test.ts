import { describe, expect, it } from 'vitest';
import { attachmentDisposition, downloadName } from './filename';

const meta = {
  company: 'Panadería Ñandú, S.L.',
  currency: 'EUR',
  startDate: '2026-01-01',
  endDate: '2026-12-31',
} as const;

describe('download names', () => {
  it('names the file by document, company and period, in ASCII and in UTF-8', () => {
    expect(downloadName('libro-diario', meta, 'pdf')).toEqual({
      ascii: 'libro-diario-panaderia-nandu-s-l-2026.pdf',
      unicode: 'libro-diario-panadería-ñandú-s-l-2026.pdf',
    });
    expect(
      downloadName('balance', { ...meta, startDate: '2026-03-01', endDate: '2026-08-31' }, 'xlsx').ascii,
    ).toBe('balance-panaderia-nandu-s-l-2026-03-01_2026-08-31.xlsx');
  });

  it('writes an RFC 6266 header with an RFC 5987 filename* that no company name can break', () => {
    expect(attachmentDisposition(downloadName('libro-diario', meta, 'pdf'))).toBe(
      `attachment; filename="libro-diario-panaderia-nandu-s-l-2026.pdf"; ` +
        `filename*=UTF-8''libro-diario-panader%C3%ADa-%C3%B1and%C3%BA-s-l-2026.pdf`,
    );
    const hostile = attachmentDisposition(
      downloadName('libro-diario', { ...meta, company: 'a"; filename=x.exe\r\n\'()*' }, 'pdf'),
    );
    expect(hostile).toBe(
      `attachment; filename="libro-diario-a-filename-x-exe-2026.pdf"; filename*=UTF-8''libro-diario-a-filename-x-exe-2026.pdf`,
    );
    // Nothing but letters survives from a name without any: the file is still named.
    expect(downloadName('libro-mayor', { ...meta, company: '¿?' }, 'pdf').ascii).toBe('libro-mayor-2026.pdf');
  });
});
