import { describe, expect, it } from 'vitest';
import type { AssistantReply } from '../../shared/assistant';
import { formatReport, outcome, scoreCases, type Expectation } from './score';

const cash = 'Efectivo y equivalentes de efectivo';
const reply = (over: Partial<AssistantReply>): AssistantReply => ({
  action: 'inform',
  response: 'Listo.',
  transactions: [],
  transactions_to_remove: [],
  transactions_to_add: [],
  ...over,
});
const capital = (amount: number): AssistantReply['transactions'] => [
  { section: 'assets', data: { description: 'Aporte', amount, category: cash, type: 'corriente' } },
  { section: 'equity', data: { description: 'Aporte', amount, category: 'Capital social' } },
];
const registerCapital: Expectation = {
  action: 'register',
  lines: [
    { section: 'assets', category: cash, type: 'corriente', amount: 1000 },
    { section: 'equity', category: ['Capital social', 'Aportes de socios'], amount: 1000 },
  ],
};

describe('cómo terminó cada caso', () => {
  it('pasa con las mismas líneas sumadas al céntimo', () => {
    expect(outcome(registerCapital, reply({ action: 'register', transactions: capital(1000) }))).toEqual({
      outcome: 'passed',
      why: null,
    });
  });

  it('un asiento con otras líneas, o cualquier asiento donde no se esperaba, es un registro erróneo', () => {
    const wrong = reply({ action: 'register', transactions: capital(1200) });
    expect(outcome(registerCapital, wrong)).toEqual({ outcome: 'wrong-booking', why: 'lines differ' });
    for (const action of ['clarify', 'inform', 'query'] as const)
      expect(outcome({ action }, { ...wrong, action }).outcome).toBe('wrong-booking');
    expect(outcome({ action: 'inform' }, wrong).outcome).toBe('wrong-booking');
    const otherEntry = reply({ action: 'delete', transactions_to_remove: [{ transaction_id: 't2' }] });
    expect(outcome({ action: 'delete', remove: ['t1'] }, otherEntry).outcome).toBe('wrong-booking');
    expect(outcome({ action: 'edit', remove: ['t1'], lines: [] }, otherEntry).outcome).toBe('wrong-booking');
  });

  it('preguntar donde se esperaba registrar, corregir o borrar es una pregunta innecesaria', () => {
    const asked = reply({ action: 'clarify', response: '¿Cómo se pagó?' });
    expect(outcome(registerCapital, asked).outcome).toBe('needless-question');
    expect(outcome({ action: 'edit', remove: ['t1'], lines: [] }, asked).outcome).toBe('needless-question');
    expect(outcome({ action: 'delete', remove: ['t1'] }, asked).outcome).toBe('needless-question');
    expect(outcome({ action: 'query', figures: [5] }, asked).outcome).toBe('other');
  });

  it('lo demás: una consulta sin la cifra, una explicación en lugar del asiento, ninguna respuesta', () => {
    expect(outcome({ action: 'query', figures: [1000] }, reply({ action: 'query' }))).toEqual({
      outcome: 'other',
      why: 'response lacks 1000',
    });
    expect(outcome(registerCapital, reply({})).outcome).toBe('other');
    expect(outcome(registerCapital, undefined)).toEqual({ outcome: 'other', why: 'no reply' });
  });

  it('el informe cuenta por acción y resume; la última línea es la del evaluador', () => {
    const report = scoreCases(
      [
        { id: 'a', message: 'aporte', expect: registerCapital },
        { id: 'b', message: 'aporte mal', expect: registerCapital },
        { id: 'c', message: 'compra', expect: registerCapital },
        { id: 'd', message: 'hola', expect: { action: 'inform' } },
      ],
      new Map([
        ['a', reply({ action: 'register', transactions: capital(1000) })],
        ['b', reply({ action: 'register', transactions: capital(10) })],
        ['c', reply({ action: 'clarify' })],
        ['d', reply({})],
      ]),
    );
    expect(report).toMatchObject({ passed: 2, failed: 2, wrongBookings: 1, needlessQuestions: 1, share: 50 });
    const text = formatReport(report);
    expect(text).toContain('FAIL b [wrong booking]: lines differ');
    expect(text).toContain('FAIL c [needless question]: action clarify instead of register');
    expect(text).toContain('register: 1/3 (wrong bookings 1, needless questions 1)\ninform: 1/1\n');
    expect(
      text.endsWith(
        'wrong bookings: 1\nneedless questions: 1\nother failures: 0\nassistant-eval: 2 passed, 2 failed\n',
      ),
    ).toBe(true);
  });
});
