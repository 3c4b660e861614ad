import { describe, expect, it } from 'vitest';
import { CUE_TABLE, type Cue } from './cue-table';
import { compilePhrase, cueHits, has, read } from './read';

describe('the cue table', () => {
  it('compiles every phrase to a pattern that never matches empty text', () => {
    for (const cue of Object.keys(CUE_TABLE) as Cue[]) {
      for (const phrase of CUE_TABLE[cue]) {
        const re = new RegExp(`(?<![a-z0-9])(?:${compilePhrase(phrase)})(?![a-z0-9])`);
        expect(re.test(''), `${cue}: ${phrase}`).toBe(false);
        expect(re.test(' x '), `${cue}: ${phrase}`).toBe(false);
      }
    }
  });

  it('refuses a phrase made only of optional words', () => {
    expect(() => compilePhrase('(a|b)? (c)?')).toThrow();
  });

  it('refuses a lookaround standing as a word of its own (it could never match)', () => {
    expect(() => compilePhrase('le prest(o|amos) (?!a la empresa)')).toThrow();
    expect(compilePhrase('le prest(o|amos)(?! (a la empresa))')).toContain('(?!');
    expect(compilePhrase('(?<!nos )factur(o|aron)')).toContain('(?<!');
  });

  it('reads money lent to a partner or an employee as lent', () => {
    expect(has(read('le prestamos 300 a un empleado, nos lo descuenta del sueldo'), 'lendOut')).toBe(true);
    expect(has(read('el socio le prestó 2.000 a la empresa'), 'lendOut')).toBe(false);
  });

  it('finds cues with their positions, once per message', () => {
    const hits = cueHits('le pagamos al proveedor con la tarjeta de credito');
    expect(hits.map((h) => h.cue)).toEqual(expect.arrayContaining(['payOut', 'card']));
    const card = hits.find((h) => h.cue === 'card');
    expect(card?.start).toBeGreaterThan(0);
  });
});

describe('reading a message', () => {
  it('reads sizes of things as descriptions, never as amounts', () => {
    const r = read('compramos 60 bolsas de 25 kg a 27 cada una');
    expect(r.values.map((v) => v.cents)).toEqual([162_000]);
  });

  it('keeps a question word before an amount a statement', () => {
    expect(read('qué tal! pusimos 4.000 cada uno en la cuenta').question).toBe(false);
    expect(read('cuánto debemos al proveedor').question).toBe(true);
  });

  it('tells a sale for resale from a purchase to resell', () => {
    expect(has(read('compramos 100 camisetas para vender, al contado'), 'sell')).toBe(false);
    expect(has(read('vendimos 100 camisetas al contado'), 'sell')).toBe(true);
  });
});
