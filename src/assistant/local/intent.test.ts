import { describe, expect, it } from 'vitest';
import { analyze } from './analyze';
import { detectIntent, type Intent } from './intent';

const intent = (text: string): Intent => {
  const msg = analyze(text);
  return detectIntent(
    msg.text,
    msg.mentions.some((m) => m.kind === 'money'),
  );
};

describe('intent detection', () => {
  it.each<[string, Intent]>([
    ['pagamos el alquiler, 800 en efectivo', 'movement'],
    ['borra la compra de la camioneta', 'delete'],
    ['elimina el último movimiento', 'delete'],
    ['registré dos veces el pago del internet, borra el segundo', 'delete'],
    ['el pago del alquiler eran 650, no 600', 'edit'],
    ['el arriendo no era 800 sino 850', 'edit'],
    ['fueron 14, no 12 (mismo precio)', 'edit'],
    ['en el pedido puse 950 pero eran 1.050', 'edit'],
    ['cuánto tenemos en caja?', 'query'],
    ['¿cuadra el balance?', 'query'],
    ['dame un resumen', 'query'],
    ['como vamos?', 'query'],
    ['que es un activo corriente?', 'concept'],
    ['¿Qué es la amortización y para qué sirve?', 'concept'],
    ['¿Me conviene más pedir el préstamo a corto o a largo plazo?', 'advice'],
    ['hola', 'greeting'],
    ['gracias!', 'thanks'],
    ['quién ganó el partido ayer?', 'offtopic'],
    ['vendimos unas cuantas membresías', 'movement'],
  ])('%s → %s', (text, expected) => {
    expect(intent(text)).toBe(expected);
  });
});
