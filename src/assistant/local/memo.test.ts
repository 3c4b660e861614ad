import { describe, expect, it } from 'vitest';
import { oneMessage, perMessage } from './memo';

describe('perMessage', () => {
  const counting = () => {
    const calls: string[] = [];
    const f = perMessage(
      (s: string) => s,
      (s: string) => {
        calls.push(s);
        return { upper: s.toUpperCase() };
      },
    );
    return { calls, f };
  };

  it('computes each key once while one message is read', () => {
    const { calls, f } = counting();
    const [a, b, c] = oneMessage(() => [f('pago'), f('pago'), f('cobro')]);
    expect(a).toBe(b);
    expect(c).toEqual({ upper: 'COBRO' });
    expect(calls).toEqual(['pago', 'cobro']);
  });

  it('keeps nothing from one message to the next', () => {
    const { calls, f } = counting();
    const first = oneMessage(() => f('pago'));
    const second = oneMessage(() => f('pago'));
    expect(first).not.toBe(second);
    expect(second).toEqual(first);
    expect(calls).toEqual(['pago', 'pago']);
  });

  it('shares the outer scope with a nested message and still empties it at the end', () => {
    const { calls, f } = counting();
    oneMessage(() => {
      f('pago');
      oneMessage(() => f('pago'));
      f('pago');
    });
    oneMessage(() => f('pago'));
    expect(calls).toEqual(['pago', 'pago']);
  });

  it('is the plain function outside a message, and empties the scope when reading throws', () => {
    const { calls, f } = counting();
    f('pago');
    f('pago');
    expect(calls).toEqual(['pago', 'pago']);
    expect(() =>
      oneMessage(() => {
        f('venta');
        throw new Error('fallo');
      }),
    ).toThrow('fallo');
    oneMessage(() => f('venta'));
    expect(calls).toEqual(['pago', 'pago', 'venta', 'venta']);
  });
});
