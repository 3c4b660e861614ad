import { describe, expect, it } from 'vitest';
import { normalize } from './text';
import { read } from '../reading/read';

describe('normalize', () => {
  it('writes a currency sign before a figure as the currency named after it', () => {
    expect(normalize('Dejó Q300 de anticipo')).toBe('dejo 300 quetzales de anticipo');
    expect(normalize('pagué S/ 45.50 y S/.120')).toBe('pague 45.50 soles y 120 soles');
    expect(normalize('₡12.000 de luz')).toBe('12.000 colones de luz');
    expect(normalize('Q 5 mil de tela')).toBe('5 mil quetzales de tela');
  });

  it('leaves words that only start with those letters alone', () => {
    expect(normalize('Quito 300')).toBe('quito 300');
    expect(normalize('SQ300 modelo')).toBe('sq300 modelo');
  });
});

describe("words that name JavaScript's own object members", () => {
  // Word lists keyed by what the user typed must not answer 'constructor' with Object's function.
  it.each(['constructor', 'tostring', 'valueof', 'hasownproperty', 'isprototypeof'])(
    "'%s' is read as a plain word",
    (word) => {
      expect(normalize(`le pagamos 300 al ${word} en efectivo`)).toBe(
        `le pagamos 300 al ${word} en efectivo`,
      );
      expect(read(`le pagamos 300 al ${word} en efectivo`).text).toBe(
        `le pagamos 300 al ${word} en efectivo`,
      );
    },
  );
});
