import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { Answer, LIST_KEY, ReportAnswerCache } from './answer-cache';

function live(options?: ConstructorParameters<typeof ReportAnswerCache>[0]): ReportAnswerCache {
  const cache = new ReportAnswerCache(options);
  cache.setLive(true);
  return cache;
}

const list = { reports: [{ id: 'r1', name: 'Panadería Ñandú' }], totals: [] };

describe('respuestas guardadas de los reportes', () => {
  it('guarda y devuelve la respuesta de cada usuario, nunca la de otro', () => {
    const cache = live();
    const answer = Answer.of('u1', list);
    cache.set('u1', LIST_KEY, answer, cache.begin('u1'));
    expect(cache.get('u1', LIST_KEY)).toBe(answer);
    expect(cache.get('u2', LIST_KEY)).toBeNull();
    expect(cache.get('u1', 'r1')).toBeNull();
    expect(JSON.parse(answer.body.toString())).toEqual(list);
  });

  it('la misma respuesta de dos usuarios lleva ETags distintos; la de uno, siempre el mismo', () => {
    expect(Answer.of('u1', list).etag).toBe(Answer.of('u1', list).etag);
    expect(Answer.of('u1', list).etag).not.toBe(Answer.of('u2', list).etag);
    expect(Answer.of('u1', list).etag).not.toBe(Answer.of('u1', { ...list, totals: [1] }).etag);
    expect(Answer.of('u1', list).etag).toMatch(/^"[\w-]{27}"$/);
  });

  it('un cambio del usuario borra todas sus respuestas y las de nadie más', () => {
    const cache = live();
    for (const user of ['u1', 'u2']) {
      cache.set(user, LIST_KEY, Answer.of(user, list), cache.begin(user));
      cache.set(user, 'r1', Answer.of(user, { id: 'r1' }), cache.begin(user));
    }
    cache.notified('r:u1');
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    expect(cache.get('u1', 'r1')).toBeNull();
    expect(cache.get('u2', LIST_KEY)).not.toBeNull();
    cache.dropUser('u2');
    expect(cache.get('u2', 'r1')).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('una tabla vaciada borra todo', () => {
    const cache = live();
    cache.set('u1', LIST_KEY, Answer.of('u1', list), cache.begin('u1'));
    cache.notified('r*');
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('no guarda lo leído si el usuario cambió algo mientras se leía', () => {
    const cache = live();
    const ticket = cache.begin('u1');
    cache.notified('r:u1');
    cache.set('u1', LIST_KEY, Answer.of('u1', list), ticket);
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    // Nor after everything was dropped, nor after the user was pushed out for room.
    const second = cache.begin('u1');
    cache.clear();
    cache.set('u1', LIST_KEY, Answer.of('u1', list), second);
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    // A change of another user does not stop it.
    const third = cache.begin('u1');
    cache.notified('r:u2');
    cache.set('u1', LIST_KEY, Answer.of('u1', list), third);
    expect(cache.get('u1', LIST_KEY)).not.toBeNull();
  });

  it('sin avisos de la base no sirve ni guarda nada, y vuelve vacía', () => {
    const cache = new ReportAnswerCache();
    expect(cache.enabled).toBe(false);
    expect(cache.begin('u1')).toBeNull();
    cache.set('u1', LIST_KEY, Answer.of('u1', list), cache.begin('u1'));
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    cache.setLive(true);
    cache.set('u1', LIST_KEY, Answer.of('u1', list), cache.begin('u1'));
    expect(cache.get('u1', LIST_KEY)).not.toBeNull();
    cache.setLive(false);
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    cache.setLive(true);
    expect(cache.get('u1', LIST_KEY)).toBeNull();
  });

  it('comprime una vez cada codificación y la cuenta en el tamaño', () => {
    const cache = live();
    const big = { reports: Array.from({ length: 100 }, (_, i) => ({ id: `r${i}`, name: `Empresa ${i}` })) };
    const answer = Answer.of('u1', big);
    cache.set('u1', LIST_KEY, answer, cache.begin('u1'));
    const before = cache.size;
    expect(before).toBe(answer.body.length);
    const br = cache.encoded(answer, 'br');
    expect(cache.encoded(answer, 'br')).toBe(br);
    const gzip = cache.encoded(answer, 'gzip');
    expect(brotliDecompressSync(br)).toEqual(answer.body);
    expect(gunzipSync(gzip)).toEqual(answer.body);
    expect(cache.size).toBe(before + br.length + gzip.length);
    // An answer no longer kept is still compressed for its request, but not counted.
    cache.dropUser('u1');
    const loose = Answer.of('u1', big);
    expect(gunzipSync(cache.encoded(loose, 'gzip'))).toEqual(loose.body);
    expect(cache.size).toBe(0);
  });

  it('no pasa de su tamaño: se van primero los usuarios leídos hace más tiempo', () => {
    const body = { text: 'x'.repeat(1000) };
    const one = Answer.of('u0', body).body.length;
    const cache = live({ maxBytes: 8 * one + 100 });
    for (const user of ['u1', 'u2']) cache.set(user, LIST_KEY, Answer.of(user, body), cache.begin(user));
    expect(cache.size).toBe(2 * one);
    expect(cache.get('u1', LIST_KEY)).not.toBeNull(); // read again: u2 is now the oldest
    for (let i = 3; i <= 9; i++) cache.set(`u${i}`, LIST_KEY, Answer.of(`u${i}`, body), cache.begin(`u${i}`));
    expect(cache.size).toBe(8 * one);
    expect(cache.get('u2', LIST_KEY)).toBeNull();
    expect(cache.get('u1', LIST_KEY)).not.toBeNull();
    expect(cache.get('u9', LIST_KEY)).not.toBeNull();
    // An answer over an eighth of the room is sent but never kept.
    const small = live({ maxBytes: 4 * one });
    small.set('u1', LIST_KEY, Answer.of('u1', body), small.begin('u1'));
    expect(small.get('u1', LIST_KEY)).toBeNull();
  });

  it('no guarda más usuarios que su límite', () => {
    const cache = live({ maxUsers: 2 });
    for (const user of ['u1', 'u2', 'u3'])
      cache.set(user, LIST_KEY, Answer.of(user, list), cache.begin(user));
    expect(cache.get('u1', LIST_KEY)).toBeNull();
    expect(cache.get('u2', LIST_KEY)).not.toBeNull();
    expect(cache.get('u3', LIST_KEY)).not.toBeNull();
  });
});
