import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isStaleChunkError, RouteError } from './route-error';

function renderFailingRoute(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

const { reload } = vi.hoisted(() => ({ reload: vi.fn() }));
vi.mock('@/web/lib/reload-page', () => ({ reloadPage: reload }));

describe('RouteError', () => {
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockClear();
  });

  it('reconoce el fallo de importar una pantalla que ya no existe', () => {
    expect(
      isStaleChunkError(new TypeError('Failed to fetch dynamically imported module: /assets/a.js')),
    ).toBe(true);
    expect(isStaleChunkError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isStaleChunkError(new Error('Failed to fetch dynamically imported module'))).toBe(false);
    expect(isStaleChunkError(new TypeError('x is undefined'))).toBe(false);
  });

  it('una pantalla de una versión anterior recarga la página una vez', async () => {
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    expect(await screen.findByText('Cargando Cuentas Claras')).toBeInTheDocument();
    // The reload runs in an effect after the screen is drawn: on a loaded machine it can come a tick later.
    await waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
  });

  it('si vuelve a fallar justo después de recargar, lo dice en vez de recargar otra vez', async () => {
    sessionStorage.setItem('cuentas-claras:recarga-por-version', String(Date.now()));
    renderFailingRoute(new TypeError('Failed to fetch dynamically imported module: /assets/a.js'));
    expect(await screen.findByRole('heading', { name: 'No se pudo abrir esta página' })).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('otro error muestra el aviso en español con un botón para recargar', async () => {
    renderFailingRoute(new Error('fallo'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocurrió un error inesperado. Recarga la página para continuar.',
    );
    screen.getByRole('button', { name: 'Recargar' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
