import { describe, expect, it } from 'vitest';
import { emptyState } from '../lines';
import { hledgerJournal } from './hledger';
import { META, booked, studio, unbalanced } from './test-books';

const lines = (text: string) => text.split('\n');

describe('hledgerJournal', () => {
  it('writes the Libro Diario with declared Spanish accounts, codes, concepts and exact amounts', () => {
    expect(lines(hledgerJournal(studio(), META))).toEqual(
      [
        '; Cuentas Claras · Libro Diario de Estudio Ñandú para hledger',
        '; Periodo: 2026-03-01 a 2026-03-31 · Moneda: EUR',
        '; Un asiento sin fecha en el reporte lleva la fecha de inicio del periodo (2026-03-01) y la etiqueta sin-fecha.',
        '; Debe en positivo y Haber en negativo: los ingresos, los pasivos y el patrimonio suman en negativo.',
        '',
        'commodity 1000.00 EUR',
        '',
        'account Activo  ; type: A',
        'account Activo:Corriente  ; type: A',
        'account Activo:No corriente  ; type: A',
        'account Pasivo  ; type: L',
        'account Pasivo:Corriente  ; type: L',
        'account Pasivo:No corriente  ; type: L',
        'account Patrimonio  ; type: E',
        'account Ingresos  ; type: R',
        'account Gastos  ; type: X',
        'account Activo:Corriente:Efectivo y equivalentes de efectivo  ; type: C',
        'account Activo:Corriente:Caja - chica  ; type: A',
        '; "Caja: chica" se escribe Activo:Corriente:Caja - chica (2)',
        'account Activo:Corriente:Caja - chica (2)  ; type: A',
        'account Patrimonio:Capital social  ; type: E',
        'account Ingresos:Ventas de servicios  ; type: R',
        '',
        '2026-03-02 * (1) Aporte "inicial" de la socia',
        '    Activo:Corriente:Efectivo y equivalentes de efectivo   1000.00 EUR',
        '    Patrimonio:Capital social                             -1000.00 EUR',
        '',
        '2026-03-01 * (2) Clase de yoga； grupo\\B: mañana  ; sin-fecha:',
        '    Activo:Corriente:Efectivo y equivalentes de efectivo    250.50 EUR',
        '    Ingresos:Ventas de servicios                           -250.50 EUR',
        '',
        '2026-03-05 * (3) Fondo fijo',
        '    Activo:Corriente:Caja - chica (2)                        40.00 EUR',
        '    Activo:Corriente:Caja - chica                            10.00 EUR  ; Fondo de cambio',
        '    Activo:Corriente:Efectivo y equivalentes de efectivo    -50.00 EUR  ; Retiro del banco para caja',
      ].concat(''),
    );
  });

  it('closes an entry that does not balance, and a line without entry, against Patrimonio:Descuadre', () => {
    const text = hledgerJournal(unbalanced(), META);
    expect(text).toContain(
      '; Un asiento que no cuadra se cierra contra Patrimonio:Descuadre por su diferencia.',
    );
    expect(text).toContain('account Patrimonio:Descuadre  ; type: E');
    expect(lines(text).slice(-9)).toEqual([
      '2026-03-03 * (1) Venta',
      '    Activo:Corriente:Efectivo y equivalentes de efectivo  100.00 EUR',
      '    Ingresos:Ventas de productos                          -90.00 EUR',
      '    Patrimonio:Descuadre                                  -10.00 EUR  ; Asiento descuadrado',
      '',
      '2026-03-03 * (2) Venta',
      '    Gastos:Viajes                                          12.34 EUR',
      '    Patrimonio:Descuadre                                  -12.34 EUR  ; Sin contrapartida',
      '',
    ]);
  });

  it('keeps free text from becoming syntax: no comment from a ";", no tag from a "word:"', () => {
    const text = hledgerJournal(
      booked([
        ['expenses', 'Viajes', 10, 'Taxi; aeropuerto date:2020-01-01', '2026-03-09'],
        ['assets', 'Efectivo y equivalentes de efectivo', -10, 'Pago\tcon  tarjeta: débito', '2026-03-09'],
      ]),
      META,
    );
    expect(text).toContain('2026-03-09 * (1) Taxi； aeropuerto date:2020-01-01\n');
    expect(text).toContain('-10.00 EUR  ; Pago con tarjeta： débito\n');
  });

  it('writes large and tiny amounts from cents, never through a float', () => {
    const text = hledgerJournal(
      booked([
        ['assets', 'Efectivo y equivalentes de efectivo', '999999999999.99', 'Aporte', '2026-03-01'],
        ['equity', 'Capital social', '999999999999.98', 'Aporte', '2026-03-01'],
        ['revenues', 'Otros ingresos', 0.01, 'Aporte', '2026-03-01'],
      ]),
      META,
    );
    expect(text).toContain(' 999999999999.99 EUR\n');
    expect(text).toContain('-999999999999.98 EUR\n');
    expect(text).toMatch(/ {14}-0\.01 EUR\n/);
  });

  it('books without entries still make a valid journal of declarations', () => {
    const text = hledgerJournal(emptyState(), { ...META, currency: 'USD' });
    expect(text).toContain('commodity 1000.00 USD\n');
    expect(text.endsWith('account Gastos  ; type: X\n')).toBe(true);
  });
});
