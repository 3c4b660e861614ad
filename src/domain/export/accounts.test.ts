import { describe, expect, it } from 'vitest';
import { CATALOG } from '../catalog';
import { emptyState, makeLine, type WorkingState } from '../lines';
import { cents } from '../money';
import type { AccountType, Section } from '../sections';
import { beancountComponent, hledgerComponent, plainTextAccounts } from './accounts';

const BEANCOUNT_PATH = /^(Assets|Liabilities|Equity|Income|Expenses)(:[A-Z0-9][A-Za-z0-9-]*)+$/;

/** One line per account, in the order given (so the test can book the same names in another order). */
function accounts(...rows: readonly (readonly [Section, string, AccountType?])[]): WorkingState {
  const state = emptyState();
  rows.forEach(([section, category, type], i) => {
    state[section].push(
      makeLine({
        id: `l${i}`,
        transactionId: `t${i}`,
        section,
        category,
        type,
        description: '',
        amount: cents(1),
      }),
    );
  });
  return state;
}

const paths = (state: WorkingState) =>
  Object.fromEntries(plainTextAccounts(state).map((a) => [a.key, [a.hledger, a.beancount]]));

describe('account names for plain-text tools', () => {
  it('Beancount components are ASCII words joined by dashes, starting with a capital or a digit', () => {
    expect(beancountComponent('Préstamos a corto plazo')).toBe('Prestamos-a-corto-plazo');
    expect(beancountComponent('Propiedad, planta y equipo')).toBe('Propiedad-planta-y-equipo');
    expect(beancountComponent('ñandú & Cía. (2024)')).toBe('Nandu-Cia-2024');
    expect(beancountComponent('2024: ventas')).toBe('2024-ventas');
    expect(beancountComponent('Straße Øre Œuvre')).toBe('Strasse-Ore-OEuvre');
    expect(beancountComponent('¿€?')).toBe('Cuenta');
    expect(beancountComponent('  ')).toBe('Cuenta');
  });

  it('hledger components keep the name but not its separators', () => {
    expect(hledgerComponent('Préstamos a corto plazo')).toBe('Préstamos a corto plazo');
    expect(hledgerComponent('Ventas:online;  web\n2')).toBe('Ventas - online, web 2');
    expect(hledgerComponent(' : ')).toBe('-');
    expect(hledgerComponent('')).toBe('Cuenta');
    expect(hledgerComponent('Caja\u0000chica\u0085B')).toBe('Caja chica B');
  });

  it('every catalogue account gets a valid, distinct path in both tools, keeping its own name in hledger', () => {
    const rows: [Section, string, AccountType?][] = [];
    for (const term of ['corriente', 'no_corriente'] as const) {
      for (const e of CATALOG.assets[term]) rows.push(['assets', e.name, term]);
      for (const e of CATALOG.liabilities[term]) rows.push(['liabilities', e.name, term]);
    }
    for (const s of ['equity', 'revenues', 'expenses'] as const)
      for (const e of CATALOG[s]) rows.push([s, e.name]);
    const all = plainTextAccounts(accounts(...rows));
    expect(all).toHaveLength(rows.length);
    for (const a of all) {
      expect(a.beancount).toMatch(BEANCOUNT_PATH);
      expect(a.hledger.endsWith(`:${a.account}`)).toBe(true);
    }
    expect(new Set(all.map((a) => a.beancount)).size).toBe(all.length);
    expect(new Set(all.map((a) => a.hledger)).size).toBe(all.length);
    expect(all.find((a) => a.account === 'Efectivo y equivalentes de efectivo')?.hledgerType).toBe('C');
  });

  it('names that map to the same component are numbered, whatever order they were booked in', () => {
    const rows: [Section, string, AccountType?][] = [
      ['assets', 'Caja: chica', 'corriente'],
      ['assets', 'Caja - chica', 'corriente'],
      ['assets', 'caja chica', 'corriente'],
      ['assets', 'Caja chica', 'no_corriente'],
      ['assets', 'Inventários', 'corriente'],
      ['assets', 'Inventarios', 'corriente'],
      ['equity', 'Descuadre'],
    ];
    const forward = paths(accounts(...rows));
    expect(paths(accounts(...[...rows].reverse()))).toEqual(forward);
    expect(forward).toEqual({
      'assets|corriente|Caja - chica': ['Activo:Corriente:Caja - chica', 'Assets:Corriente:Caja-chica'],
      'assets|corriente|Caja: chica': ['Activo:Corriente:Caja - chica (2)', 'Assets:Corriente:Caja-chica-2'],
      'assets|corriente|caja chica': ['Activo:Corriente:caja chica', 'Assets:Corriente:Caja-chica-3'],
      // Another term is another parent: no number needed.
      'assets|no_corriente|Caja chica': ['Activo:No corriente:Caja chica', 'Assets:No-corriente:Caja-chica'],
      // The catalogue's own name keeps the plain path.
      'assets|corriente|Inventarios': ['Activo:Corriente:Inventarios', 'Assets:Corriente:Inventarios'],
      'assets|corriente|Inventários': ['Activo:Corriente:Inventários', 'Assets:Corriente:Inventarios-2'],
      // The path of the discrepancy account is never a company's account.
      'equity||Descuadre': ['Patrimonio:Descuadre (2)', 'Equity:Descuadre-2'],
    });
  });

  it('a suffixed path never takes the plain path of another name', () => {
    const all = plainTextAccounts(
      accounts(
        ['expenses', 'Viajes 2'],
        ['expenses', 'Viajes'],
        ['expenses', 'viajes'],
        ['expenses', 'Viajes-2'],
      ),
    );
    const bean = all.map((a) => a.beancount);
    expect(new Set(bean).size).toBe(4);
    expect(bean.every((p) => BEANCOUNT_PATH.test(p))).toBe(true);
  });
});
