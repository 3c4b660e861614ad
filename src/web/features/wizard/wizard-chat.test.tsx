import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AI_FAILURE_MESSAGE, AI_FAILURE_TOAST_FALLBACK, GREETING } from '@/shared/assistant';
import { DRAFT_PREFIX } from './model/local-draft';
import {
  button,
  CAPITAL,
  json,
  openChat,
  panelCard,
  panelTotal,
  renderWizard,
  RENT,
  reply,
  resetWizardTestState,
  WIZARD_TEST_TIMEOUT,
  send,
  toastText,
  type ApiCall,
} from '@/web/test/render-wizard';

/** Answers the assistant calls in order; anything else is a 404. */
function assistant(...answers: Response[]) {
  return (call: ApiCall) =>
    call.url === '/api/assistant/reply'
      ? (answers.shift() ?? json(reply('inform', 'Sin más respuestas.')))
      : json({ code: 'NOT_FOUND', message: 'No existe.' }, 404);
}

function replyCalls(calls: ApiCall[]) {
  return calls.filter((c) => c.url === '/api/assistant/reply');
}

function allTotals() {
  return (['Ingresos', 'Gastos', 'Activos', 'Pasivos', 'Patrimonio'] as const).map(
    (s) => `${s} ${panelTotal(s).replace('Total: ', '')}`,
  );
}

describe('WizardPage: el chat y las finanzas en tiempo real', { timeout: WIZARD_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetWizardTestState());

  it('registra un movimiento: toast, totales y lo que viaja al servidor', async () => {
    const calls = renderWizard(
      assistant(json(reply('register', '¡Listo! Registré el aporte.', { transactions: CAPITAL }))),
    );
    await openChat();
    await send('Aporté 10.000 de capital en el banco');
    expect(await screen.findByText('¡Listo! Registré el aporte.')).toBeInTheDocument();
    expect(await toastText()).toBe('¡Movimiento Registrado!');
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $0.00',
      'Activos $10,000.00',
      'Pasivos $0.00',
      'Patrimonio $10,000.00',
    ]);
    expect(within(panelCard('Activos')).getByText('Aporte de capital inicial')).toBeInTheDocument();
    expect(within(panelCard('Activos')).getByText('Efectivo y equivalentes de efectivo')).toBeInTheDocument();

    const [call] = replyCalls(calls);
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({
      currency: 'USD',
      period: { start: '2026-01-01', end: '2026-12-31' },
      state: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
      // The fixed greeting is not part of the conversation the assistant needs.
      history: [],
      message: 'Aporté 10.000 de capital en el banco',
    });

    // The next call carries the booked lines (with their entry id) and the earlier exchange.
    await send('¿Cuánto tengo en caja?');
    await screen.findByText('Sin más respuestas.');
    const second = replyCalls(calls)[1]?.body as {
      state: { assets: { transactionId?: string; amount: number }[] };
      history: unknown[];
    };
    expect(second.state.assets).toEqual([
      expect.objectContaining({ amount: 10000, transactionId: expect.any(String) }),
    ]);
    expect(second.history).toEqual([
      { role: 'user', content: 'Aporté 10.000 de capital en el banco' },
      { role: 'assistant', content: '¡Listo! Registré el aporte.' },
    ]);
  });

  it('si la IA falla: el mensaje del asistente, el toast "Error de IA" y nada registrado', async () => {
    renderWizard(
      assistant(json({ code: 'AI_ERROR', message: 'El asistente no está disponible en este momento.' }, 502)),
    );
    await openChat();
    await send('Aporté 10.000 de capital en el banco');
    expect(await screen.findByText(AI_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(await toastText()).toBe('Error de IAEl asistente no está disponible en este momento.');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $0.00',
      'Activos $0.00',
      'Pasivos $0.00',
      'Patrimonio $0.00',
    ]);
    expect(button('Deshacer')).toBeDisabled();
    // The user's message stays in the chat, so it can be sent again.
    expect(screen.getByText('Aporté 10.000 de capital en el banco')).toBeInTheDocument();
  });

  it('si la respuesta no se entiende, el toast usa el texto por defecto', async () => {
    renderWizard(assistant(json({ nada: true })));
    await openChat();
    await send('hola');
    expect(await screen.findByText(AI_FAILURE_MESSAGE)).toBeInTheDocument();
    expect(await toastText()).toBe(`Error de IA${AI_FAILURE_TOAST_FALLBACK}`);
  });

  it('una respuesta que no cuadra no registra nada y el asistente explica por qué', async () => {
    const unbalanced = [
      {
        section: 'assets' as const,
        data: {
          description: 'Laptop',
          amount: 1200,
          category: 'Propiedad, planta y equipo',
          type: 'no_corriente' as const,
        },
      },
    ];
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWizard(assistant(json(reply('register', 'Registré la laptop.', { transactions: unbalanced }))));
    await openChat();
    await send('Compramos una laptop de 1.200');
    expect(await screen.findByText(/El asiento no cuadra/)).toBeInTheDocument();
    expect(screen.queryByText('Registré la laptop.')).not.toBeInTheDocument();
    expect(panelTotal('Activos')).toBe('Total: $0.00');
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith(
      'Respuesta del asistente rechazada',
      expect.stringMatching(/no cuadra/),
      [],
    );
  });

  it('una aclaración solo agrega el mensaje', async () => {
    renderWizard(assistant(json(reply('clarify', '¿Cómo se pagaron los $900.00?'))));
    await openChat();
    await send('Compramos una computadora por 900');
    expect(await screen.findByText('¿Cómo se pagaron los $900.00?')).toBeInTheDocument();
    expect(button('Deshacer')).toBeDisabled();
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });

  it('editar y eliminar por chat: "¡Movimiento Editado!" y "¡Movimiento Eliminado!" (destructivo)', async () => {
    const answers: Response[] = [
      json(reply('register', 'Capital.', { transactions: CAPITAL })),
      json(reply('register', 'Alquiler.', { transactions: RENT })),
    ];
    let rentId = '';
    const calls = renderWizard((call) => {
      if (call.url !== '/api/assistant/reply') return json({}, 404);
      const next = answers.shift();
      if (next) return next;
      const state = (call.body as { state: { expenses: { transactionId: string }[] } }).state;
      rentId = state.expenses[0]?.transactionId ?? rentId;
      const message = (call.body as { message: string }).message;
      if (message.startsWith('el alquiler')) {
        return json(
          reply('edit', 'Corregido.', {
            transactions_to_remove: [{ transaction_id: rentId }],
            transactions_to_add: RENT.map((l) => ({
              ...l,
              data: { ...l.data, amount: l.data.amount > 0 ? 650 : -650 },
            })),
          }),
        );
      }
      return json(reply('delete', 'Eliminado.', { transactions_to_remove: [{ transaction_id: rentId }] }));
    });
    await openChat();
    await send('Aporté 10.000');
    await screen.findByText('Capital.');
    await send('Pagamos el alquiler de 600');
    await screen.findByText('Alquiler.');
    expect(panelTotal('Gastos')).toBe('Total: $600.00');

    await send('el alquiler eran 650');
    await screen.findByText('Corregido.');
    expect(await toastText()).toBe('¡Movimiento Editado!');
    expect(panelTotal('Gastos')).toBe('Total: $650.00');
    expect(panelTotal('Activos')).toBe('Total: $9,350.00');

    await send('borra el alquiler');
    await screen.findByText('Eliminado.');
    expect(await toastText()).toBe('¡Movimiento Eliminado!');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $0.00',
      'Activos $10,000.00',
      'Pasivos $0.00',
      'Patrimonio $10,000.00',
    ]);
    expect(replyCalls(calls)).toHaveLength(4);
  });

  it('deshacer y rehacer mueven el estado de trabajo sin tocar el chat', async () => {
    renderWizard(
      assistant(
        json(reply('register', 'Capital.', { transactions: CAPITAL })),
        json(reply('register', 'Alquiler.', { transactions: RENT })),
      ),
    );
    await openChat();
    await send('capital');
    await screen.findByText('Capital.');
    await send('alquiler');
    await screen.findByText('Alquiler.');
    const user = userEvent.setup();
    const messages = screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-role')).length;

    await user.click(button('Deshacer'));
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $0.00',
      'Activos $10,000.00',
      'Pasivos $0.00',
      'Patrimonio $10,000.00',
    ]);
    await user.click(button('Deshacer'));
    expect(panelTotal('Activos')).toBe('Total: $0.00');
    expect(button('Deshacer')).toBeDisabled();
    await user.click(button('Rehacer'));
    await user.click(button('Rehacer'));
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $600.00',
      'Activos $9,400.00',
      'Pasivos $0.00',
      'Patrimonio $10,000.00',
    ]);
    expect(button('Rehacer')).toBeDisabled();
    expect(screen.getAllByRole('listitem').filter((li) => li.hasAttribute('data-role'))).toHaveLength(
      messages,
    );

    // A new change after undo clears the redo stack.
    await user.click(button('Deshacer'));
    await user.click(
      within(panelCard('Patrimonio')).getByRole('button', { name: 'Eliminar «Aporte de capital inicial»' }),
    );
    expect(button('Rehacer')).toBeDisabled();
  });

  it('borrar en el panel quita el asiento completo: "Transacción Eliminada"', async () => {
    renderWizard(
      assistant(
        json(reply('register', 'Capital.', { transactions: CAPITAL })),
        json(reply('register', 'Alquiler.', { transactions: RENT })),
      ),
    );
    await openChat();
    await send('capital');
    await screen.findByText('Capital.');
    await send('alquiler');
    await screen.findByText('Alquiler.');
    const user = userEvent.setup();
    await user.click(within(panelCard('Gastos')).getByRole('button', { name: 'Eliminar «Alquiler»' }));
    expect(await toastText()).toBe('Transacción EliminadaSe eliminó el movimiento completo (2 líneas).');
    // The cash line of the rent went with it.
    expect(allTotals()).toEqual([
      'Ingresos $0.00',
      'Gastos $0.00',
      'Activos $10,000.00',
      'Pasivos $0.00',
      'Patrimonio $10,000.00',
    ]);
    expect(within(panelCard('Activos')).queryByText('Pago del alquiler')).not.toBeInTheDocument();
    expect(within(panelCard('Gastos')).getByText('Sin movimientos todavía.')).toBeInTheDocument();
    // Keyboard focus stays in the card whose line went away.
    expect(panelCard('Gastos')).toHaveFocus();
  });

  it('un elemento sin asiento se borra solo: "Elemento Eliminado"', async () => {
    // An older draft may hold a line with no entry id.
    localStorage.setItem(
      `${DRAFT_PREFIX}new`,
      JSON.stringify({
        version: 1,
        form: { companyName: 'Vieja', currency: 'EUR', startDate: '2026-01-01', endDate: '2026-12-31' },
        state: {
          revenues: [],
          expenses: [{ description: 'Gasto suelto', amount: -20, category: 'Otros gastos' }],
          assets: [],
          liabilities: [],
          equity: [],
        },
        messages: [{ role: 'assistant', content: GREETING }],
        step: 2,
        welcomeSeen: true,
      }),
    );
    renderWizard(assistant());
    expect(panelTotal('Gastos')).toBe('Total: -€20.00');
    expect(within(panelCard('Gastos')).getByText('-€20.00', { selector: 'li span' })).toHaveClass(
      'text-red-600',
    );
    await userEvent.setup().click(button('Eliminar «Gasto suelto»'));
    expect(await toastText()).toBe('Elemento EliminadoSe eliminó el elemento.');
    expect(panelTotal('Gastos')).toBe('Total: €0.00');
  });

  it('en un reporte guardado, la conversación se guarda tras cada intercambio', async () => {
    const detail = {
      report: {
        id: 'r9',
        name: 'Guardada',
        currency: 'USD',
        startDate: '2026-01-01',
        endDate: '2026-12-31',
        status: 'draft',
        version: 3,
        openingFrom: null,
        createdAt: '2026-01-01T00:00:00.000Z',
        updatedAt: '2026-01-01T00:00:00.000Z',
      },
      sections: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
      messages: [],
    };
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let chatStatus = 200;
    const calls = renderWizard((call) => {
      if (call.url === '/api/reports/r9' && call.method === 'GET') return json(detail);
      if (call.url === '/api/assistant/reply')
        return json(reply('inform', `Respuesta ${replyCalls(calls).length}.`));
      if (call.url === '/api/reports/r9/chat')
        return json(chatStatus === 200 ? { ok: true } : { code: 'ERROR', message: 'Falló.' }, chatStatus);
      return json({}, 404);
    }, '/wizard/r9');
    await screen.findByText('Paso 1 de 3');
    const user = userEvent.setup();
    await user.click(button('Siguiente'));
    await user.click(button('¡Entendido, empecemos!'));
    await send('hola');
    await screen.findByText('Respuesta 1.');
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/reports/r9/chat')).toHaveLength(1));
    expect(calls.find((c) => c.url === '/api/reports/r9/chat')).toMatchObject({
      method: 'PUT',
      body: {
        messages: [
          { role: 'assistant', content: GREETING },
          { role: 'user', content: 'hola' },
          { role: 'assistant', content: 'Respuesta 1.' },
        ],
      },
    });

    // A failed chat save is only logged.
    chatStatus = 500;
    await send('otra vez');
    await screen.findByText('Respuesta 2.');
    await waitFor(() => expect(error).toHaveBeenCalledWith('Error saving chat history', expect.anything()));
    expect(screen.queryByTestId('toast')).not.toBeInTheDocument();
  });
});
