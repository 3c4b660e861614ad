import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PAGE_TRANSITION_MS, PageTransition } from './page-transition';

function page(key: string, text: string) {
  return (
    <PageTransition pageKey={key} className="contenido">
      <p>{text}</p>
    </PageTransition>
  );
}

function reduceMotion(reduce: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    })),
  );
}

describe('PageTransition', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('muestra la primera página sin animación', () => {
    render(page('/', 'Dashboard'));
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent('Dashboard');
    expect(main).toHaveClass('contenido');
    expect(main).not.toHaveClass('page-enter');
    expect(main).not.toHaveClass('page-leave');
  });

  it('deja salir la página anterior durante 0,5 s y luego entra la nueva, una sola a la vez', () => {
    vi.useFakeTimers();
    const { rerender } = render(page('/', 'Dashboard'));
    rerender(page('/reports', 'Mis Reportes'));
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard');
    expect(screen.getByRole('main')).toHaveClass('page-leave');

    act(() => {
      vi.advanceTimersByTime(PAGE_TRANSITION_MS - 1);
    });
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard');

    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(screen.getByRole('main')).toHaveTextContent('Mis Reportes');
    expect(screen.getByRole('main')).toHaveClass('page-enter');
  });

  it('tras una segunda navegación durante la salida, entra la última página', () => {
    vi.useFakeTimers();
    const { rerender } = render(page('/', 'Dashboard'));
    rerender(page('/reports', 'Mis Reportes'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(page('/wizard', 'Asistente'));
    expect(screen.getByRole('main')).toHaveTextContent('Dashboard');
    act(() => {
      vi.advanceTimersByTime(PAGE_TRANSITION_MS - 200);
    });
    expect(screen.getByRole('main')).toHaveTextContent('Asistente');
  });

  it('si se vuelve a la página que salía, entra de nuevo (no queda en blanco)', () => {
    vi.useFakeTimers();
    const { rerender } = render(page('/wizard', 'Marzo'));
    rerender(page('/reports', 'Mis Reportes'));
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender(page('/wizard', 'Nuevo reporte'));
    act(() => {
      vi.advanceTimersByTime(PAGE_TRANSITION_MS);
    });
    expect(screen.getByRole('main')).toHaveTextContent('Nuevo reporte');
    expect(screen.getByRole('main')).not.toHaveClass('page-leave');
    expect(screen.getByRole('main')).toHaveClass('page-enter');
  });

  it('con movimiento reducido cambia de página al instante', () => {
    reduceMotion(true);
    const { rerender } = render(page('/', 'Dashboard'));
    rerender(page('/reports', 'Mis Reportes'));
    expect(screen.getByRole('main')).toHaveTextContent('Mis Reportes');
    expect(screen.getByRole('main')).not.toHaveClass('page-enter');
  });
});
