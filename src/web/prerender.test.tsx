import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act, StrictMode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App, createQueryClient } from './app/app';
import { markSignedOutForPrerender } from './app/prerendered-session';
import { appRoutes, resolveLazyRoutes } from './app/router';
import { prerenderAuth, prerenderDashboardFrame } from './prerender';

// hydrateRoot is called here, not through Testing Library's render, which would say so to React.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let root: Root | null = null;
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  vi.unstubAllGlobals();
});

/** As main.tsx does with the prerendered /auth, on a memory router. */
async function hydrateAuth(
  container: HTMLElement,
  session: unknown,
  onRecoverableError: (e: unknown) => void,
) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) =>
      url === '/api/auth/get-session'
        ? new Response(JSON.stringify(session), { status: 200 })
        : new Response(JSON.stringify({ emailConfirmation: false }), { status: 200 }),
    ),
  );
  const queryClient = createQueryClient();
  markSignedOutForPrerender(queryClient);
  const routes = appRoutes();
  await resolveLazyRoutes(routes, '/auth');
  const router = createMemoryRouter(routes, { initialEntries: ['/auth'] });
  await act(async () => {
    root = hydrateRoot(
      container,
      <StrictMode>
        <App queryClient={queryClient} router={router} />
      </StrictMode>,
      { onRecoverableError },
    );
  });
  return router;
}

describe('páginas dibujadas en el build (decisión 0011)', () => {
  it('/auth: la tarjeta de acceso, que React toma sin diferencias y responde', async () => {
    const html = await prerenderAuth();
    expect(html).toContain('Inicia sesión</h1>');
    expect(html).toContain('id="signin-email"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const input = container.querySelector<HTMLInputElement>('#signin-email');

    const mismatches: unknown[] = [];
    const errors = vi.spyOn(console, 'error');
    await hydrateAuth(container, null, (e) => mismatches.push(e));
    expect(mismatches).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    // The same element, taken over rather than drawn again.
    expect(container.querySelector('#signin-email')).toBe(input);

    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Correo electrónico'), 'ana@empresa.test');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@empresa.test');
    await user.click(screen.getByRole('tab', { name: 'Registrarse' }));
    expect(screen.getByRole('heading', { name: 'Crea tu cuenta' })).toBeInTheDocument();
  });

  it('/auth: lo escrito antes de que React tomara la página queda en el formulario', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderAuth();
    document.body.append(container);
    const email = container.querySelector<HTMLInputElement>('#signin-email');
    if (!email) throw new Error('no #signin-email');
    email.value = 'antes@empresa.test';
    await hydrateAuth(container, null, () => undefined);
    // Typing one more letter: React's state held what was typed before, not an empty field.
    await userEvent.setup().type(screen.getByLabelText('Correo electrónico'), 'x');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('antes@empresa.testx');
  });

  it('/auth con una sesión abierta lleva al dashboard cuando la sesión responde', async () => {
    const container = document.createElement('div');
    container.innerHTML = await prerenderAuth();
    document.body.append(container);
    const session = {
      user: { id: 'u1', email: 'ana@empresa.test' },
      session: { id: 's1', expiresAt: '2030-01-01' },
    };
    const router = await hydrateAuth(container, session, () => undefined);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), { timeout: 5000 });
  });

  it('el marco del dashboard: el encabezado y los marcadores de carga, sin correo', async () => {
    const html = await prerenderDashboardFrame();
    expect(html).toContain('Dashboard</h1>');
    expect(html).toContain('El resumen de todas tus empresas y reportes.');
    expect(html).toContain('aria-label="Cargando reportes"');
    expect(html).toContain('aria-label="Barra lateral"');
    expect(html).toMatch(/data-testid="sidebar-email"><\/p>/);
  });
});
