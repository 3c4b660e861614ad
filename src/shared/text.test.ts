import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { credentialsSchema, signInBodySchema, signUpBodySchema } from './auth';
import { assistantCallSchema } from './assistant';
import { saveReportSchema } from './reports';
import { isoDate, isStorableText, MAX_DATE, MIN_DATE, storableText } from './text';

const messages = (result: { error?: { issues: readonly { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text that can be stored', () => {
  it('refuses NUL and unpaired surrogates, keeps whole pairs and every other character', () => {
    for (const bad of ['\u0000', 'a\u0000', '\ud800', 'x\udc00y', '\ud83d', '\udd56\ud83e'])
      expect(isStorableText(bad), JSON.stringify(bad)).toBe(false);
    for (const good of ['', 'ñandú', 'Pan 🥖', '\t\n', '\u202e', '¿€?', '\ud83e\udd56'])
      expect(isStorableText(good), JSON.stringify(good)).toBe(true);
  });

  it('agrees with a UTF-8 round trip for any UTF-16 text', () => {
    const utf16 = fc.string({ unit: fc.nat({ max: 0xffff }).map((c) => String.fromCharCode(c)) });
    fc.assert(
      fc.property(utf16, (s) => {
        const roundTrips = Buffer.from(s, 'utf8').toString('utf8') === s;
        expect(isStorableText(s)).toBe(roundTrips && !s.includes('\u0000'));
      }),
      { numRuns: 2000 },
    );
  });

  it('names the field in its message', () => {
    expect(messages(storableText('La descripción').safeParse('a\u0000'))).toEqual([
      'La descripción contiene caracteres no válidos.',
    ]);
    expect(messages(storableText('La descripción').safeParse(3))).toEqual([
      'La descripción debe ser un texto.',
    ]);
  });
});

describe('dates', () => {
  const date = isoDate('La fecha de inicio');
  it(`accepts ${MIN_DATE}..${MAX_DATE}, refuses year 0 and the far future with one message`, () => {
    expect(date.safeParse(MIN_DATE).success).toBe(true);
    expect(date.safeParse(MAX_DATE).success).toBe(true);
    for (const d of ['0000-01-01', '1899-12-31', '3000-01-01', '9999-12-31'])
      expect(messages(date.safeParse(d))).toEqual([
        'La fecha de inicio debe estar entre el 01/01/1900 y el 31/12/2999.',
      ]);
    for (const d of ['2026-02-30', 'ayer', '2026-1-1'])
      expect(messages(date.safeParse(d))).toEqual([
        'La fecha de inicio no es una fecha válida (AAAA-MM-DD).',
      ]);
  });
});

describe('contracts', () => {
  it('bounds the version of a save by the integer column that stores it', () => {
    const base = {
      name: 'Pan',
      currency: 'EUR',
      startDate: '2026-01-01',
      endDate: '2026-12-31',
      status: 'draft',
      sections: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
    };
    expect(saveReportSchema.safeParse({ ...base, version: 2 ** 31 - 1 }).success).toBe(true);
    expect(messages(saveReportSchema.safeParse({ ...base, version: 2 ** 31 }))).toEqual([
      'La versión del reporte no es válida.',
    ]);
  });

  it('bounds every sign-in and sign-up field; the form and the server read the same schema', () => {
    expect(messages(credentialsSchema.safeParse({ email: 'a@b.test', password: 'p'.repeat(129) }))).toEqual([
      'La contraseña no puede tener más de 128 caracteres.',
    ]);
    const up = { email: 'a@b.test', password: 'Cuadre-Perfecto-2026', name: 'a@b.test' };
    expect(signUpBodySchema.safeParse(up).success).toBe(true);
    expect(signUpBodySchema.parse({ ...up, image: 'x' })).not.toHaveProperty('image');
    expect(messages(signUpBodySchema.safeParse({ ...up, name: 'n'.repeat(255) }))).toEqual([
      'El nombre no puede superar 254 caracteres.',
    ]);
    for (const callbackURL of [
      '//otro.test',
      '/\\otro.test',
      'https://otro.test',
      '/\t/otro.test',
      '/a b',
      '/ñ',
    ])
      expect(signInBodySchema.safeParse({ ...up, callbackURL }).success, callbackURL).toBe(false);
    expect(signInBodySchema.safeParse({ ...up, callbackURL: '/auth?confirmado=1' }).success).toBe(true);
  });

  it("bounds the assistant's period like a report's", () => {
    const call = {
      currency: 'USD',
      state: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
      history: [],
      message: 'hola',
    };
    expect(
      assistantCallSchema.safeParse({ ...call, period: { start: '2026-01-01', end: '2026-12-31' } }).success,
    ).toBe(true);
    expect(
      messages(assistantCallSchema.safeParse({ ...call, period: { start: 'x', end: '2026-12-31' } })),
    ).toEqual(['La fecha de inicio no es una fecha válida (AAAA-MM-DD).']);
  });
});
