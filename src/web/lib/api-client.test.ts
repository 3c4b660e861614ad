import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiDownload, ApiError, filenameFromDisposition } from './api-client';

describe('filenameFromDisposition', () => {
  it('prefers the RFC 5987 name, which carries accents', () => {
    expect(
      filenameFromDisposition(
        `attachment; filename="Panaderia.pdf"; filename*=UTF-8''Panader%C3%ADa%20N%C3%BA%C3%B1ez.pdf`,
      ),
    ).toBe('Panadería Núñez.pdf');
  });

  it('reads a quoted or bare filename', () => {
    expect(filenameFromDisposition('attachment; filename="libro \\"diario\\".pdf"')).toBe(
      'libro "diario".pdf',
    );
    expect(filenameFromDisposition('attachment; filename=libro.xlsx')).toBe('libro.xlsx');
  });

  it('never lets a path reach the save dialog, and gives up on nothing usable', () => {
    expect(filenameFromDisposition('attachment; filename="../../etc/passwd"')).toBe('.._.._etc_passwd');
    expect(filenameFromDisposition('attachment')).toBeNull();
    expect(filenameFromDisposition(null)).toBeNull();
  });
});

describe('apiDownload', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('returns the body and the server’s file name, with the session cookie sent', async () => {
    const fetchMock = vi.fn(
      async () =>
        new Response('%PDF-1.7', {
          headers: { 'content-disposition': 'attachment; filename="estados.pdf"' },
        }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const file = await apiDownload('/api/reports/r1/export/statements.pdf', 'x.pdf');
    expect(file.filename).toBe('estados.pdf');
    expect(await file.blob.text()).toBe('%PDF-1.7');
    expect(fetchMock).toHaveBeenCalledWith('/api/reports/r1/export/statements.pdf', {
      method: 'GET',
      credentials: 'same-origin',
      signal: undefined,
    });
  });

  it('turns a JSON error into an ApiError with the server’s message', async () => {
    vi.stubGlobal('fetch', async () => Response.json({ message: 'Reporte no encontrado' }, { status: 404 }));
    const error = await apiDownload('/api/reports/x/export/journal.pdf', 'x.pdf').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, message: 'Reporte no encontrado' });
  });
});
