/* Shared set-up of the wizard's component tests: the page in a memory router, a stubbed API. */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { AssistantReply, ReplyLine } from '@/shared/assistant';
import { currentToast, dismissToast } from '@/web/components/ui/toast-store';
import { Toaster } from '@/web/components/ui/toaster';
import { loadWizardPage } from '@/web/features/wizard';

const { WizardPage } = await loadWizardPage();

export interface ApiCall {
  readonly method: string;
  readonly url: string;
  readonly body: unknown;
}

export type ApiHandler = (call: ApiCall) => Response | Promise<Response>;

export function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** Renders /wizard (or /wizard/{id}) with `fetch` answered by `handler`; returns every call made. */
export function renderWizard(handler: ApiHandler, path = '/wizard'): ApiCall[] {
  const calls: ApiCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const call = {
        method: init?.method ?? 'GET',
        url,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      return handler(call);
    }),
  );
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/wizard" element={<WizardPage />} />
          <Route path="/wizard/:id" element={<WizardPage />} />
          <Route path="/reports" element={<h1>Mis Reportes</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

/** Clears what a test leaves behind in module state and storage. */
export function resetWizardTestState(): void {
  const t = currentToast();
  if (t) dismissToast(t.id);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
}

export function button(name: string | RegExp): HTMLElement {
  return screen.getByRole('button', { name });
}

export function location(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The visible toast's text (title and description). */
export async function toastText(): Promise<string> {
  return (await screen.findByTestId('toast')).textContent ?? '';
}

export function setDates(start: string, end: string): void {
  fireEvent.change(screen.getByLabelText('Fecha de inicio'), { target: { value: start } });
  fireEvent.change(screen.getByLabelText('Fecha de fin'), { target: { value: end } });
}

/** From a fresh step 1 to the open chat. */
export async function openChat(): Promise<void> {
  const user = userEvent.setup();
  setDates('2026-01-01', '2026-12-31');
  await user.click(button('Siguiente'));
  await user.click(await screen.findByRole('button', { name: '¡Entendido, empecemos!' }));
  await screen.findByRole('heading', { name: 'Asistente Contable Universal' });
}

export function chatInput(): HTMLElement {
  return screen.getByRole('textbox', { name: 'Mensaje para el asistente' });
}

/** Writes the message (pasted: typing it key by key is slow in jsdom) and presses Enter. */
export async function send(text: string): Promise<void> {
  const user = userEvent.setup();
  await user.click(chatInput());
  await user.paste(text);
  await user.keyboard('{Enter}');
}

/** The per-test time limit of the wizard's files: a whole page with a chat is slow under load. */
export const WIZARD_TEST_TIMEOUT = 20_000;

/** The total shown on one card of 'Finanzas en Tiempo Real'. */
export function panelTotal(section: 'Ingresos' | 'Gastos' | 'Activos' | 'Pasivos' | 'Patrimonio'): string {
  const card = within(screen.getByTestId('finance-panel')).getByRole('region', { name: section });
  return within(card).getByTestId('section-total').textContent ?? '';
}

export function panelCard(
  section: 'Ingresos' | 'Gastos' | 'Activos' | 'Pasivos' | 'Patrimonio',
): HTMLElement {
  return within(screen.getByTestId('finance-panel')).getByRole('region', { name: section });
}

export function reply(
  action: AssistantReply['action'],
  response: string,
  parts: Partial<
    Pick<AssistantReply, 'transactions' | 'transactions_to_remove' | 'transactions_to_add'>
  > = {},
): { reply: AssistantReply } {
  return {
    reply: {
      action,
      response,
      transactions: [],
      transactions_to_remove: [],
      transactions_to_add: [],
      ...parts,
    },
  };
}

export const CAPITAL: ReplyLine[] = [
  {
    section: 'assets',
    data: {
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
  },
  {
    section: 'equity',
    data: { description: 'Aporte de capital inicial', amount: 10000, category: 'Capital social' },
  },
];

export const RENT: ReplyLine[] = [
  { section: 'expenses', data: { description: 'Alquiler', amount: 600, category: 'Alquiler' } },
  {
    section: 'assets',
    data: {
      description: 'Pago del alquiler',
      amount: -600,
      category: 'Efectivo y equivalentes de efectivo',
      type: 'corriente',
    },
  },
];

/** A promise the test resolves when it wants the server to answer. */
export function deferred<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}
