import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/web/components/ui/toaster';
import { AuthPage } from './auth-page';

function renderWith(config: { emailConfirmation: boolean }) {
  const calls: Array<{ url: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      calls.push({ url, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/config') return new Response(JSON.stringify(config), { status: 200 });
      if (url === '/api/auth/sign-up/email')
        return new Response(JSON.stringify({ token: null, user: {} }), { status: 200 });
      return new Response('null', { status: 200 });
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/auth']}>
        <AuthPage />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

async function signUp(email: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
  await user.type(screen.getByLabelText('Correo electrónico'), email);
  await user.type(screen.getByLabelText('Contraseña'), 'Cuadre-Perfecto-2026');
  await user.click(screen.getByRole('button', { name: 'Crear cuenta' }));
}

describe('AuthPage', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('con confirmación por correo, el aviso pide revisar el correo', async () => {
    const calls = renderWith({ emailConfirmation: true });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
    await signUp('ana@empresa.test');
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('¡Cuenta creada!');
    expect(toast).toHaveTextContent(
      'Revisa tu correo electrónico y confirma tu cuenta para poder iniciar sesión.',
    );
    expect(calls.find((c) => c.url === '/api/auth/sign-up/email')?.body).toMatchObject({
      email: 'ana@empresa.test',
      callbackURL: '/auth?confirmado=1',
    });
  });

  it('sin confirmación, el aviso dice que ya puede iniciar sesión y abre esa pestaña con el correo', async () => {
    const calls = renderWith({ emailConfirmation: false });
    await waitFor(() => expect(calls.some((c) => c.url === '/api/config')).toBe(true));
    await signUp('beto@empresa.test');
    expect(await screen.findByTestId('toast')).toHaveTextContent(
      'Ya puedes iniciar sesión con tu correo y contraseña.',
    );
    expect(screen.getByRole('tab', { name: 'Iniciar sesión' })).toHaveAttribute('data-state', 'active');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('beto@empresa.test');
  });

  it('valida el correo antes de enviarlo', async () => {
    const calls = renderWith({ emailConfirmation: false });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'no-es-correo');
    await user.type(screen.getByLabelText('Contraseña'), 'algo');
    // type=email would block the native submit; the zod check also guards programmatic submits.
    const form = screen.getByRole('button', { name: 'Iniciar sesión' }).closest('form');
    if (!form) throw new Error('no form');
    fireEvent.submit(form);
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo electrónico no es válido.');
    expect(calls.some((c) => c.url.includes('sign-in'))).toBe(false);
  });
});
