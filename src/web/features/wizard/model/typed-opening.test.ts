import { describe, expect, it } from 'vitest';
import { parseAmount, type Cents } from '@/domain';
import {
  accountValue,
  CAPITAL_ACCOUNT,
  CASH_ACCOUNT,
  OPENING_ACCOUNT_GROUPS,
  readAccount,
  readRows,
  rowsFromBalances,
  rowsTotals,
} from './typed-opening';

const cents = (n: number) => parseAmount(n) as Cents;
const PAYABLE = accountValue({ section: 'liabilities', type: 'corriente', category: 'Cuentas por pagar' });

function rows(...list: [string, string][]) {
  return list.map(([account, amount], i) => ({ key: `k${i}`, account, amount }));
}

describe('saldos iniciales escritos', () => {
  it('ofrece solo activos, pasivos y patrimonio del catálogo, por plazo', () => {
    expect(OPENING_ACCOUNT_GROUPS.map((g) => g.label)).toEqual([
      'Activo corriente',
      'Activo no corriente',
      'Pasivo corriente',
      'Pasivo no corriente',
      'Patrimonio',
    ]);
    const all = OPENING_ACCOUNT_GROUPS.flatMap((g) => g.options.map((o) => readAccount(o.value)?.section));
    expect(new Set(all)).toEqual(new Set(['assets', 'liabilities', 'equity']));
    expect(readAccount(CASH_ACCOUNT)).toEqual({
      section: 'assets',
      type: 'corriente',
      category: 'Efectivo y equivalentes de efectivo',
    });
    expect(readAccount('revenues||Ventas de productos')).toBeNull();
  });

  it('lee los montos como los escribe una persona; una fila sin monto no cuenta', () => {
    const read = readRows(rows([CASH_ACCOUNT, '1.250,50'], [CAPITAL_ACCOUNT, '1,250.50'], [PAYABLE, '  ']));
    expect(read).toEqual({
      ok: true,
      balances: [
        {
          section: 'assets',
          type: 'corriente',
          category: 'Efectivo y equivalentes de efectivo',
          amount: cents(1250.5),
        },
        { section: 'equity', category: 'Capital social', amount: cents(1250.5) },
      ],
    });
  });

  it('un monto que no es un número, o una fila sin cuenta, se dice en español y nombra la fila', () => {
    expect(readRows(rows([CASH_ACCOUNT, '100'], [CAPITAL_ACCOUNT, 'cien']))).toEqual({
      ok: false,
      message: 'El monto «cien» de la fila 2 no es válido: escribe un número, por ejemplo 1,250.50.',
    });
    expect(readRows(rows(['', '100']))).toEqual({ ok: false, message: 'Elige la cuenta de la fila 1.' });
    expect(readRows(rows([CASH_ACCOUNT, ''], [CAPITAL_ACCOUNT, '0']))).toEqual({
      ok: false,
      message: 'Escribe al menos un saldo distinto de cero.',
    });
  });

  it('totales: activos, pasivos + patrimonio y la diferencia (activos − pasivos − patrimonio)', () => {
    const t = rowsTotals(
      rows([CASH_ACCOUNT, '8000'], [PAYABLE, '1000'], [CAPITAL_ACCOUNT, '5000'], [CASH_ACCOUNT, 'x']),
    );
    expect(t).toEqual({ assets: cents(8000), liabilitiesAndEquity: cents(6000), difference: cents(2000) });
  });

  it('una apertura aplicada vuelve a la tabla tal cual', () => {
    let n = 0;
    const back = rowsFromBalances(
      [{ section: 'equity', category: 'Resultados acumulados', amount: cents(-1234.5) }],
      () => `r${++n}`,
    );
    expect(back).toEqual([{ key: 'r1', account: 'equity||Resultados acumulados', amount: '-1,234.50' }]);
    expect(readRows(back)).toMatchObject({ ok: true, balances: [{ amount: cents(-1234.5) }] });
  });
});
