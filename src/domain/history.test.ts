import { describe, expect, it } from 'vitest';
import { applyReply } from './apply';
import { ACCOUNT } from './catalog';
import {
  canRedo,
  canUndo,
  createHistory,
  record,
  redo,
  resetHistory,
  structurallyEqual,
  undo,
} from './history';
import { emptyState } from './lines';
import { idGen, replyOf } from './test-support';

describe('working-state history (specification §4)', () => {
  const newId = idGen();
  const s0 = emptyState();
  const r1 = applyReply(
    s0,
    replyOf([
      ['assets', ACCOUNT.cash, 100],
      ['equity', ACCOUNT.shareCapital, 100],
    ]),
    { newId },
  );
  const s1 = r1.ok ? r1.state : s0;
  const r2 = applyReply(
    s1,
    replyOf([
      ['assets', ACCOUNT.cash, 50],
      ['equity', ACCOUNT.shareCapital, 50],
    ]),
    { newId },
  );
  const s2 = r2.ok ? r2.state : s1;

  it('records a snapshot only when it differs', () => {
    const h = createHistory(s0);
    expect(record(h, emptyState())).toBe(h);
    const h1 = record(h, s1);
    expect(h1.past).toEqual([s0]);
    expect(h1.present).toBe(s1);
    expect(record(h1, structuredClone(s1))).toBe(h1);
  });

  it('undo moves the present into the future, redo brings it back', () => {
    const h = record(record(createHistory(s0), s1), s2);
    const u = undo(h);
    expect(u.present).toBe(s1);
    expect(u.future).toEqual([s2]);
    expect(canRedo(u)).toBe(true);
    const uu = undo(u);
    expect(uu.present).toBe(s0);
    expect(canUndo(uu)).toBe(false);
    expect(undo(uu)).toBe(uu);
    expect(redo(redo(uu))).toEqual(h);
    expect(redo(h)).toBe(h);
  });

  it('recording clears the redo stack', () => {
    const u = undo(record(record(createHistory(s0), s1), s2));
    const other = { ...s1, revenues: [] };
    expect(record(u, s0).future).toEqual([]);
    expect(record(u, other)).toBe(u);
  });

  it('reset gives a fresh state with empty history', () => {
    const h = resetHistory(emptyState());
    expect(h).toEqual({ past: [], present: emptyState(), future: [] });
  });

  it('compares JSON-like data structurally', () => {
    expect(structurallyEqual({ a: [1, { b: 2 }], c: undefined }, { a: [1, { b: 2 }] })).toBe(true);
    expect(structurallyEqual({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(structurallyEqual([1], { 0: 1 })).toBe(false);
    expect(structurallyEqual(0, -0)).toBe(true);
    expect(structurallyEqual(Number.NaN, Number.NaN)).toBe(true);
    expect(structurallyEqual({ a: 1 }, { a: 1, b: 2 })).toBe(false);
  });
});
