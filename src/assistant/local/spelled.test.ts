import { describe, expect, it } from 'vitest';
import { spelledToDigits } from './spelled';

describe('spelledToDigits', () => {
  it.each([
    ['diez mil', '10000'],
    ['mil quinientos', '1500'],
    ['ciento cincuenta kilos', '150 kilos'],
    ['quinientos cincuenta de luz', '550 de luz'],
    ['cincuenta y dos cajas', '52 cajas'],
    ['treinta y cinco cajas', '35 cajas'],
  ])('reads %s as one number', (words, digits) => {
    expect(spelledToDigits(words)).toBe(digits);
  });

  // A count under a hundred followed by a tens word is never one Spanish number: it is a price said
  // aloud, units then cents.
  it.each([
    ['a dos cincuenta', 'a 2,50'],
    ['a uno veinte el kilo', 'a 1,20 el kilo'],
    ['a seis noventa', 'a 6,90'],
    ['a quince noventa y nueve', 'a 15,99'],
    ['a veinte cincuenta', 'a 20,50'],
  ])('reads %s as units and cents', (words, digits) => {
    expect(spelledToDigits(words)).toBe(digits);
  });

  it('keeps a lone article as a word', () => {
    expect(spelledToDigits('compramos una mesa')).toBe('compramos una mesa');
  });
});
