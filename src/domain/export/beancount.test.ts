import { describe, expect, it } from 'vitest';
import { beancountLedger } from './beancount';
import { META, booked, studio, unbalanced } from './test-books';

const lines = (text: string) => text.split('\n');

describe('beancountLedger', () => {
  it('writes opens with the original names, one transaction per entry and exact amounts', () => {
    expect(lines(beancountLedger(studio(), META))).toEqual(
      [
        '; Cuentas Claras · Libro Diario de Estudio Ñandú para Beancount',
        '; Periodo: 2026-03-01 a 2026-03-31 · Moneda: EUR',
        '; Un asiento sin fecha en el reporte lleva la fecha de inicio del periodo (2026-03-01) y la etiqueta #sin-fecha.',
        '; Debe en positivo y Haber en negativo: los ingresos, los pasivos y el patrimonio suman en negativo.',
        '',
        'option "title" "Estudio Ñandú"',
        'option "operating_currency" "EUR"',
        '',
        '2026-03-01 open Assets:Corriente:Efectivo-y-equivalentes-de-efectivo EUR',
        '  nombre: "Efectivo y equivalentes de efectivo"',
        '2026-03-01 open Assets:Corriente:Caja-chica EUR',
        '  nombre: "Caja - chica"',
        '2026-03-01 open Assets:Corriente:Caja-chica-2 EUR',
        '  nombre: "Caja: chica"',
        '2026-03-01 open Equity:Capital-social EUR',
        '  nombre: "Capital social"',
        '2026-03-01 open Income:Ventas-de-servicios EUR',
        '  nombre: "Ventas de servicios"',
        '',
        '2026-03-02 * "Aporte \\"inicial\\" de la socia"',
        '  asiento: 1',
        '  Assets:Corriente:Efectivo-y-equivalentes-de-efectivo   1000.00 EUR',
        '  Equity:Capital-social                                 -1000.00 EUR',
        '',
        '2026-03-01 * "Clase de yoga; grupo\\\\B: mañana" #sin-fecha',
        '  asiento: 2',
        '  Assets:Corriente:Efectivo-y-equivalentes-de-efectivo    250.50 EUR',
        '  Income:Ventas-de-servicios                             -250.50 EUR',
        '',
        '2026-03-05 * "Fondo fijo"',
        '  asiento: 3',
        '  Assets:Corriente:Caja-chica-2                            40.00 EUR',
        '  Assets:Corriente:Caja-chica                              10.00 EUR',
        '    descripcion: "Fondo de cambio"',
        '  Assets:Corriente:Efectivo-y-equivalentes-de-efectivo    -50.00 EUR',
        '    descripcion: "Retiro del banco para caja"',
      ].concat(''),
    );
  });

  it('closes an entry that does not balance, and a line without entry, against Equity:Descuadre', () => {
    const text = beancountLedger(unbalanced(), META);
    expect(text).toContain('2026-03-01 open Equity:Descuadre EUR\n');
    expect(text).toContain(
      [
        '  Expenses:Viajes                                        12.34 EUR',
        '  Equity:Descuadre                                      -12.34 EUR',
        '    descripcion: "Sin contrapartida"',
      ].join('\n'),
    );
  });

  it('escapes quotes and backslashes and keeps narrations and names on one line', () => {
    const text = beancountLedger(
      booked([
        ['expenses', 'Viajes "al \\ sur"', 10, 'Taxi "VIP"\\\ncon\r\nfactura', '2026-03-09'],
        ['assets', 'Efectivo y equivalentes de efectivo', -10, 'Taxi "VIP"\\\ncon\r\nfactura', '2026-03-09'],
      ]),
      { ...META, company: 'La "Casa"\nde \\ Ana' },
    );
    expect(text).toContain('option "title" "La \\"Casa\\" de \\\\ Ana"\n');
    expect(text).toContain('2026-03-09 * "Taxi \\"VIP\\"\\\\ con factura"\n');
    expect(text).toContain('open Expenses:Viajes-al-sur EUR\n  nombre: "Viajes \\"al \\\\ sur\\""\n');
  });

  it('opens every account on the earliest date, even an entry dated before the period', () => {
    const text = beancountLedger(
      booked([
        ['assets', 'Efectivo y equivalentes de efectivo', 5, 'Aporte', '2026-02-27'],
        ['equity', 'Capital social', 5, 'Aporte', '2026-02-27'],
      ]),
      META,
    );
    expect(text).toContain('2026-02-27 open Assets:Corriente:Efectivo-y-equivalentes-de-efectivo EUR\n');
    expect(text).toContain('2026-02-27 open Equity:Capital-social EUR\n');
  });
});
