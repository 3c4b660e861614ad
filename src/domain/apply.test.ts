import { describe, expect, it } from 'vitest';
import { applyReply, type ApplyResult } from './apply';
import { ACCOUNT, CATEGORY } from './catalog';
import { emptyState, type WorkingState } from './lines';
import { Book, idGen, replyOf } from './test-support';

function ok(r: ApplyResult): Extract<ApplyResult, { ok: true }> {
  if (!r.ok) throw new Error(`expected ok, got: ${r.reason}`);
  return r;
}
function refused(r: ApplyResult): Extract<ApplyResult, { ok: false }> {
  if (r.ok) throw new Error('expected a refusal');
  return r;
}

const capital = replyOf([
  ['assets', ACCOUNT.cash, 10000, 'Aporte de capital inicial'],
  ['equity', ACCOUNT.shareCapital, 10000, 'Aporte de capital inicial'],
]);

describe('applyReply: register', () => {
  it('adds the lines under one new entry, with ids, terms from the catalogue and exact cents', () => {
    const r = ok(applyReply(emptyState(), capital, { newId: idGen('x') }));
    expect(r.kind).toBe('registered');
    expect(r.toast).toBe('¡Movimiento Registrado!');
    expect(r.transactionId).toBe('x1');
    expect(r.state.assets).toEqual([
      {
        id: 'x2',
        transactionId: 'x1',
        section: 'assets',
        category: ACCOUNT.cash,
        type: 'corriente',
        description: 'Aporte de capital inicial',
        amount: 1_000_000,
      },
    ]);
    expect(r.state.equity).toEqual([
      {
        id: 'x3',
        transactionId: 'x1',
        section: 'equity',
        category: ACCOUNT.shareCapital,
        description: 'Aporte de capital inicial',
        amount: 1_000_000,
      },
    ]);
    expect(r.warnings).toEqual([]);
  });

  it('never modifies the state it was given', () => {
    const before = emptyState();
    const frozen: WorkingState = Object.freeze({ ...before });
    ok(applyReply(frozen, capital, { newId: idGen() }));
    expect(frozen).toEqual(emptyState());
  });

  it('converts amounts written as text', () => {
    const r = ok(
      applyReply(
        emptyState(),
        replyOf([
          ['assets', ACCOUNT.ppe, '1,200.50', 'Laptop'],
          ['assets', ACCOUNT.cash, '-1.200,50', 'Laptop'],
        ]),
        { newId: idGen() },
      ),
    );
    expect(r.state.assets.map((l) => l.amount)).toEqual([120050, -120050]);
    expect(r.state.assets[0]?.type).toBe('no_corriente');
  });

  it('skips lines without section, data or amount, or with an amount that is not a number, and says why', () => {
    const reply = {
      action: 'register',
      response: '',
      transactions: [
        { section: 'assets', data: { description: 'Caja', amount: 500, category: ACCOUNT.cash } },
        { data: { description: 'Sin sección', amount: 5, category: 'x' } },
        { section: 'assets' },
        { section: 'expenses', data: { description: 'Sin monto', category: CATEGORY.rent } },
        {
          section: 'expenses',
          data: { description: 'Monto raro', amount: 'mucho', category: CATEGORY.rent },
        },
        { section: 'otros', data: { description: 'Sección inventada', amount: 1, category: 'x' } },
        'no es una línea',
        { section: 'equity', data: { description: 'Caja', amount: 500, category: ACCOUNT.shareCapital } },
      ],
    };
    const r = ok(applyReply(emptyState(), reply, { newId: idGen() }));
    expect(r.state.assets).toHaveLength(1);
    expect(r.state.equity).toHaveLength(1);
    expect(r.state.expenses).toHaveLength(0);
    expect(r.warnings).toEqual([
      'Se omitió la línea 2: le falta la sección o los datos.',
      'Se omitió la línea 3: le falta la sección o los datos.',
      'Se omitió la línea 4 («Sin monto»): no trae monto.',
      'Se omitió la línea 5 («Monto raro»): el monto «mucho» no es un número.',
      'Se omitió la línea 6 («Sección inventada»): la sección «otros» no existe.',
      'Se omitió la línea 7: le falta la sección o los datos.',
    ]);
  });

  it('never applies a group that does not balance, and says why in Spanish', () => {
    const state = new Book().state;
    const r = refused(
      applyReply(
        state,
        replyOf([
          ['assets', ACCOUNT.ppe, 1200, 'Laptop'],
          ['assets', ACCOUNT.cash, -400, 'Laptop'],
        ]),
        { newId: idGen(), currency: 'USD' },
      ),
    );
    expect(r.reason).toBe(
      'El asiento no cuadra: el Debe suma $1,200.00 y el Haber $400.00 (diferencia de $800.00). No se aplicó ningún cambio.',
    );
  });

  it('refuses a group that stops balancing once a bad line is skipped', () => {
    const r = refused(
      applyReply(
        emptyState(),
        replyOf([
          ['assets', ACCOUNT.cash, 100],
          ['equity', ACCOUNT.shareCapital, 'cien'],
        ]),
        { newId: idGen() },
      ),
    );
    expect(r.reason).toMatch(/^El asiento no cuadra: el Debe suma 100\.00 y el Haber 0\.00/);
    expect(r.warnings).toHaveLength(1);
  });

  it('refuses a register with no valid line', () => {
    const r = refused(
      applyReply(
        emptyState(),
        { action: 'register', response: '', transactions: [{ section: 'assets' }] },
        { newId: idGen() },
      ),
    );
    expect(r.reason).toMatch(/^No se registró nada: la respuesta no trae ninguna línea válida\./);
  });

  it('marks categories the catalogue does not have as custom and infers their term', () => {
    const r = ok(
      applyReply(
        emptyState(),
        replyOf([
          ['assets', 'Depósito en garantía a largo plazo', 300],
          ['liabilities', 'Préstamo de un socio', 300],
        ]),
        { newId: idGen() },
      ),
    );
    expect(r.state.assets[0]).toMatchObject({ isCustom: true, type: 'no_corriente' });
    expect(r.state.liabilities[0]).toMatchObject({ isCustom: true, type: 'corriente' });
  });

  it('writes catalogue names in their contract spelling and corrects a wrong term', () => {
    const r = ok(
      applyReply(
        emptyState(),
        replyOf([
          ['assets', 'propiedad, planta y equipo', 900, 'Muebles', { type: 'corriente' }],
          ['equity', 'aportes de socios', 900, 'Muebles'],
        ]),
        { newId: idGen() },
      ),
    );
    expect(r.state.assets[0]).toMatchObject({ category: ACCOUNT.ppe, type: 'no_corriente' });
    expect(r.state.assets[0]?.isCustom).toBeUndefined();
    expect(r.state.equity[0]?.category).toBe(ACCOUNT.partnerContributions);
    expect(r.warnings).toEqual([
      'En la línea 1 («Muebles») «Propiedad, planta y equipo» es una cuenta no corriente; se corrigió el plazo.',
    ]);
  });

  it('keeps a date inside the period and drops invalid or outside ones with a warning', () => {
    const r = ok(
      applyReply(
        emptyState(),
        replyOf([
          ['assets', ACCOUNT.cash, 10, 'a', { date: '2026-01-15' }],
          ['equity', ACCOUNT.shareCapital, 5, 'b', { date: '2026-02-30' }],
          ['equity', ACCOUNT.shareCapital, 5, 'c', { date: '2027-01-01' }],
        ]),
        { newId: idGen(), period: { start: '2026-01-01', end: '2026-12-31' } },
      ),
    );
    expect(r.state.assets[0]?.date).toBe('2026-01-15');
    expect(r.state.equity.map((l) => l.date)).toEqual([undefined, undefined]);
    expect(r.warnings).toHaveLength(2);
  });

  it('books a missing category on the catch-all account', () => {
    const r = ok(
      applyReply(
        emptyState(),
        {
          action: 'register',
          transactions: [
            { section: 'expenses', data: { amount: 20, description: 'Varios' } },
            { section: 'assets', data: { amount: -20, category: ACCOUNT.cash } },
          ],
        },
        { newId: idGen() },
      ),
    );
    expect(r.state.expenses[0]?.category).toBe(CATEGORY.otherExpenses);
    expect(r.warnings[0]).toMatch(/se registró en «Otros gastos»/);
  });
});

describe('applyReply: edit and delete', () => {
  it('edit removes every line of the listed entries and adds the new ones under a new entry', () => {
    const b = new Book();
    const t1 = b.add(['assets', ACCOUNT.cash, 10000], ['equity', ACCOUNT.shareCapital, 10000]);
    const t2 = b.add(['expenses', CATEGORY.rent, 500], ['assets', ACCOUNT.cash, -500]);
    const r = ok(
      applyReply(
        b.state,
        {
          action: 'edit',
          response: 'Corregido',
          transactions_to_remove: [{ transaction_id: t2 }],
          transactions_to_add: [
            { section: 'expenses', data: { description: 'Alquiler', amount: 450, category: CATEGORY.rent } },
            { section: 'assets', data: { description: 'Alquiler', amount: -450, category: ACCOUNT.cash } },
          ],
        },
        { newId: b.newId },
      ),
    );
    expect(r.kind).toBe('edited');
    expect(r.toast).toBe('¡Movimiento Editado!');
    expect(r.removedTransactionIds).toEqual([t2]);
    expect(r.state.expenses.map((l) => [l.transactionId, l.amount])).toEqual([[r.transactionId, 45000]]);
    expect(r.state.assets.map((l) => l.transactionId)).toEqual([t1, r.transactionId]);
  });

  it('refuses to edit or delete an entry that does not exist', () => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    const e = refused(
      applyReply(
        b.state,
        { action: 'edit', transactions_to_remove: [{ transaction_id: 'nope' }], transactions_to_add: [] },
        { newId: b.newId },
      ),
    );
    expect(e.reason).toBe(
      'No existe ningún movimiento con el identificador «nope»; no se aplicó ningún cambio.',
    );
    const d = refused(
      applyReply(
        b.state,
        { action: 'delete', transactions_to_remove: [{ transaction_id: 'a' }, { transaction_id: 'b' }] },
        { newId: b.newId },
      ),
    );
    expect(d.reason).toBe(
      'No existen movimientos con los identificadores «a», «b»; no se aplicó ningún cambio.',
    );
    expect(
      refused(applyReply(b.state, { action: 'delete', transactions_to_remove: [] }, { newId: b.newId }))
        .reason,
    ).toMatch(/no indica qué movimiento/);
  });

  it('refuses an edit whose new lines do not balance, leaving the old entry in place', () => {
    const b = new Book();
    const t1 = b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    const r = refused(
      applyReply(
        b.state,
        {
          action: 'edit',
          transactions_to_remove: [{ transaction_id: t1 }],
          transactions_to_add: [{ section: 'assets', data: { amount: 90, category: ACCOUNT.cash } }],
        },
        { newId: b.newId },
      ),
    );
    expect(r.reason).toMatch(/^El asiento no cuadra/);
  });

  it('delete removes all lines of the listed entries', () => {
    const b = new Book();
    const t1 = b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    const t2 = b.add(['expenses', CATEGORY.rent, 30], ['assets', ACCOUNT.cash, -30]);
    const r = ok(
      applyReply(
        b.state,
        {
          action: 'delete',
          response: '',
          transactions_to_remove: [{ transaction_id: t2 }, { transaction_id: t2 }],
        },
        { newId: b.newId },
      ),
    );
    expect(r.kind).toBe('deleted');
    expect(r.toast).toBe('¡Movimiento Eliminado!');
    expect(r.removedTransactionIds).toEqual([t2]);
    expect(r.state.expenses).toEqual([]);
    expect(r.state.assets.map((l) => l.transactionId)).toEqual([t1]);
    expect(r.state.equity).toBe(b.state.equity);
  });
});

describe('applyReply: query, clarify, inform and malformed replies', () => {
  it.each(['query', 'clarify', 'inform'])('%s changes nothing, even with lines in it', (action) => {
    const b = new Book();
    b.add(['assets', ACCOUNT.cash, 100], ['equity', ACCOUNT.shareCapital, 100]);
    const r = ok(
      applyReply(
        b.state,
        { ...(replyOf([['assets', ACCOUNT.cash, 5]]) as object), action },
        { newId: b.newId },
      ),
    );
    expect(r.kind).toBe('none');
    expect(r.toast).toBeNull();
    expect(r.state).toBe(b.state);
  });

  it('refuses what is not a reply', () => {
    expect(refused(applyReply(emptyState(), null, { newId: idGen() })).reason).toMatch(
      /no tiene el formato esperado/,
    );
    expect(refused(applyReply(emptyState(), { action: 'borrar' }, { newId: idGen() })).reason).toMatch(
      /acción desconocida \(«borrar»\)/,
    );
  });
});
