import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  button,
  CAPITAL,
  chatInput,
  deferred,
  json,
  location,
  openChat,
  renderWizard,
  reply,
  resetWizardTestState,
  WIZARD_TEST_TIMEOUT,
  send,
  setDates,
  toastText,
} from '@/web/test/render-wizard';

const noApi = () => json({ code: 'NOT_FOUND', message: 'No existe.' }, 404);

describe('WizardPage: pasos, validación y botones', { timeout: WIZARD_TEST_TIMEOUT }, () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => resetWizardTestState());

  it('empieza en el paso 1 con los valores por defecto y los botones del paso 1', () => {
    renderWizard(noApi);
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Datos de la Empresa' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nombre de la empresa')).toHaveValue('Mi Nueva Empresa');
    expect(screen.getByLabelText('Moneda')).toHaveValue('USD');
    expect(screen.getByRole('option', { name: 'Dólar Americano ($)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Euro (€)' })).toBeInTheDocument();
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('');
    expect(screen.getByLabelText('Fecha de inicio')).toBeRequired();
    expect(screen.getByLabelText('Fecha de fin')).toBeRequired();
    // How the report starts: from zero unless the user says otherwise; nothing is 'coming soon'.
    const start = screen.getByRole('group', { name: '¿Cómo empieza el reporte?' });
    expect(
      within(start)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['new', 'carried', 'opening']);
    expect(screen.getByRole('radio', { name: 'Empresa nueva (desde cero)' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Continuar desde un reporte anterior' })).not.toBeChecked();
    expect(screen.getByRole('radio', { name: 'Empresa existente (saldos iniciales)' })).not.toBeChecked();
    expect(screen.getByText('Para empresas que empiezan desde cero.')).toBeInTheDocument();
    expect(screen.queryByText(/próximamente/i)).not.toBeInTheDocument();

    expect(button('Guardar Borrador')).toBeDisabled();
    expect(button('Anterior')).toBeDisabled();
    expect(button('Limpiar')).toBeEnabled();
    expect(button('Siguiente')).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Finalizar y Guardar' })).not.toBeInTheDocument();

    const steps = within(screen.getByRole('navigation', { name: 'Progreso del reporte' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(3);
    expect(steps[0]).toHaveAttribute('aria-current', 'step');
    expect(steps[0]).toHaveTextContent('Datos de la Empresa');
    expect(steps[1]).toHaveTextContent('Asistente Contable IA');
    expect(steps[2]).toHaveTextContent('Vista Previa y Finalizar');
    expect(steps[1]).toHaveAttribute('data-status', 'upcoming');
  });

  it('"Siguiente" exige nombre y fechas: "Campos requeridos"', async () => {
    renderWizard(noApi);
    const user = userEvent.setup();
    await user.click(button('Siguiente'));
    expect(await toastText()).toBe('Campos requeridosPor favor completa todos los campos básicos.');
    expect(screen.getByTestId('toast')).toHaveAttribute('data-variant', 'destructive');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();

    // A name of blanks counts as empty.
    setDates('2026-01-01', '2026-12-31');
    await user.clear(screen.getByLabelText('Nombre de la empresa'));
    await user.type(screen.getByLabelText('Nombre de la empresa'), '   ');
    await user.click(button('Siguiente'));
    expect(await toastText()).toContain('Campos requeridos');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('"Siguiente" exige que el inicio sea anterior al fin: "Fechas inválidas"', async () => {
    renderWizard(noApi);
    const user = userEvent.setup();
    setDates('2026-12-31', '2026-01-01');
    await user.click(button('Siguiente'));
    expect(await toastText()).toBe('Fechas inválidasLa fecha de inicio debe ser anterior a la fecha de fin.');
    setDates('2026-06-01', '2026-06-01');
    await user.click(button('Siguiente'));
    expect(await toastText()).toContain('Fechas inválidas');
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
  });

  it('"Guardar Borrador" se habilita con el primer cambio', async () => {
    renderWizard(noApi);
    await userEvent.setup().type(screen.getByLabelText('Nombre de la empresa'), ' SRL');
    expect(button('Guardar Borrador')).toBeEnabled();
  });

  it('pasos 2 y 3: bienvenida, "Anterior" habilitado y "Finalizar y Guardar" en el último paso', async () => {
    renderWizard(noApi);
    const user = userEvent.setup();
    setDates('2026-01-01', '2026-12-31');
    await user.click(button('Siguiente'));
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { name: '¡Bienvenido al Asistente Contable IA!' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Sigue el orden cronológico')).toBeInTheDocument();
    expect(button('Anterior')).toBeEnabled();
    // Moving between steps is not an edit.
    expect(button('Guardar Borrador')).toBeEnabled();
    await user.click(button('¡Entendido, empecemos!'));
    expect(screen.getByText(/Hola! Soy tu asistente contable/)).toBeInTheDocument();
    expect(chatInput()).toHaveAttribute(
      'placeholder',
      'Ej: Pagamos el alquiler de 600 desde la cuenta bancaria',
    );
    expect(button('Enviar mensaje')).toBeDisabled();
    expect(button('Deshacer')).toBeDisabled();
    expect(button('Rehacer')).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'Finanzas en Tiempo Real' })).toBeInTheDocument();

    await user.click(button('Siguiente'));
    expect(screen.getByText('Paso 3 de 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Vista Previa del Reporte' })).toBeInTheDocument();
    expect(screen.getByText('Balance Cuadrado')).toBeInTheDocument();
    expect(screen.getByText(/del 1 de enero de 2026 al 31 de diciembre de 2026/)).toBeInTheDocument();
    for (const tab of ['Balance', 'Resultados', 'Patrimonio', 'Flujo de Caja', 'Ratios'])
      expect(screen.getByRole('tab', { name: tab })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Siguiente' })).not.toBeInTheDocument();
    expect(button('Finalizar y Guardar')).toBeEnabled();
    const steps = within(screen.getByRole('navigation', { name: 'Progreso del reporte' })).getAllByRole(
      'listitem',
    );
    expect(steps.map((s) => s.getAttribute('data-status'))).toEqual(['complete', 'complete', 'current']);

    await user.click(button('Anterior'));
    expect(screen.getByText('Paso 2 de 3')).toBeInTheDocument();
    // The welcome card is seen once.
    expect(screen.getByRole('heading', { name: 'Asistente Contable Universal' })).toBeInTheDocument();
    await user.click(button('Anterior'));
    expect(screen.getByText('Paso 1 de 3')).toBeInTheDocument();
    expect(button('Anterior')).toBeDisabled();
  });

  it('envío ignorado si el texto está en blanco', async () => {
    const calls = renderWizard(noApi);
    await openChat();
    const user = userEvent.setup();
    await user.type(chatInput(), '   ');
    expect(button('Enviar mensaje')).toBeDisabled();
    await user.keyboard('{Enter}');
    expect(calls.some((c) => c.url === '/api/assistant/reply')).toBe(false);
  });

  it('mientras el asistente responde, se ve "Procesando..." y los botones esperan', async () => {
    const first = deferred<Response>();
    const second = deferred<Response>();
    const answers = [first, second];
    const calls = renderWizard(() => answers.shift()?.promise ?? noApi());
    await openChat();
    await send('Aporté 10.000 de capital en el banco');
    expect(chatInput()).toHaveValue('');
    expect(screen.getByText('Procesando...')).toBeInTheDocument();
    for (const name of [
      'Anterior',
      'Siguiente',
      'Guardar Borrador',
      'Limpiar',
      'Enviar mensaje',
      'Deshacer',
      'Rehacer',
    ])
      expect(button(name)).toBeDisabled();
    // A second message while one is pending is ignored.
    await send('Otro mensaje');
    expect(calls.filter((c) => c.url === '/api/assistant/reply')).toHaveLength(1);
    expect(chatInput()).toHaveValue('Otro mensaje');

    await act(async () => first.resolve(json(reply('register', 'Registrado.', { transactions: CAPITAL }))));
    await waitFor(() => expect(screen.queryByText('Procesando...')).not.toBeInTheDocument());
    for (const name of ['Anterior', 'Siguiente', 'Guardar Borrador', 'Limpiar', 'Enviar mensaje', 'Deshacer'])
      expect(button(name)).toBeEnabled();
    expect(button('Rehacer')).toBeDisabled();

    // The panel's delete buttons wait too.
    await userEvent.setup().keyboard('{Enter}');
    expect(screen.getByText('Procesando...')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Eliminar «Aporte de capital inicial»' })[0]).toBeDisabled();
    await act(async () => second.resolve(json(reply('inform', 'Entendido.'))));
    await waitFor(() =>
      expect(
        screen.getAllByRole('button', { name: 'Eliminar «Aporte de capital inicial»' })[0],
      ).toBeEnabled(),
    );
  });

  it('mientras se guarda, los botones esperan; "Finalizar y Guardar" también', async () => {
    const save = deferred<Response>();
    renderWizard((call) => (call.url === '/api/reports' ? save.promise : noApi()));
    const user = userEvent.setup();
    setDates('2026-01-01', '2026-12-31');
    await user.click(button('Siguiente'));
    await user.click(button('Siguiente'));
    await user.click(button('Finalizar y Guardar'));
    for (const name of ['Anterior', 'Finalizar y Guardar', 'Guardar Borrador', 'Limpiar'])
      expect(button(name)).toBeDisabled();
    await act(async () =>
      save.resolve(json({ id: 'r1', version: 1, updatedAt: '2026-11-22T10:00:00.000Z' }, 201)),
    );
    await waitFor(() => expect(location()).toBe('/reports'));
  });

  it('los dos ayudantes de voz se deshabilitan sin soporte del navegador', async () => {
    renderWizard(noApi);
    await openChat();
    const mic = button('Dictar mensaje por voz');
    const speaker = button('Leer en voz alta la última respuesta');
    expect(mic).toBeDisabled();
    expect(mic).toHaveAttribute('title', 'Tu navegador no permite dictar por voz');
    expect(speaker).toBeDisabled();
    expect(speaker).toHaveAttribute('title', 'Tu navegador no permite leer en voz alta');
  });

  it('con soporte, el dictado escribe en español en la caja y la lectura usa una voz española', async () => {
    const started: { lang: string }[] = [];
    class FakeRecognition {
      lang = '';
      interimResults = true;
      continuous = true;
      maxAlternatives = 5;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        started.push(this);
        queueMicrotask(() => {
          this.onresult?.({
            resultIndex: 0,
            results: {
              length: 1,
              0: { isFinal: true, length: 1, 0: { transcript: 'vendimos cursos por 2500' } },
            },
          });
          this.onend?.();
        });
      }
      stop() {
        this.onend?.();
      }
      abort() {}
    }
    const spoken: { text: string; lang: string; voice: unknown }[] = [];
    class FakeUtterance {
      lang = '';
      voice: unknown = null;
      onend: (() => void) | null = null;
      onerror: (() => void) | null = null;
      constructor(readonly text: string) {}
    }
    const spanish = { lang: 'es-ES', name: 'Mónica' };
    Object.assign(window, {
      webkitSpeechRecognition: FakeRecognition,
      speechSynthesis: {
        cancel: () => undefined,
        getVoices: () => [{ lang: 'en-US', name: 'Sam' }, spanish],
        speak: (u: FakeUtterance) => spoken.push(u),
      },
    });
    globalThis.SpeechSynthesisUtterance = FakeUtterance as unknown as typeof SpeechSynthesisUtterance;
    try {
      renderWizard(noApi);
      await openChat();
      const user = userEvent.setup();
      await user.click(button('Dictar mensaje por voz'));
      await waitFor(() => expect(chatInput()).toHaveValue('vendimos cursos por 2500'));
      expect(started[0]?.lang).toBe('es-ES');
      await user.click(button('Leer en voz alta la última respuesta'));
      expect(spoken).toHaveLength(1);
      expect(spoken[0]?.text).toMatch(/^Hola! Soy tu asistente contable/);
      expect(spoken[0]?.lang).toBe('es-ES');
      expect(spoken[0]?.voice).toBe(spanish);
    } finally {
      Reflect.deleteProperty(window, 'webkitSpeechRecognition');
      Reflect.deleteProperty(window, 'speechSynthesis');
      Reflect.deleteProperty(globalThis, 'SpeechSynthesisUtterance');
    }
  });
});
