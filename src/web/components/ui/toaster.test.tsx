import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast, TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toast-store';
import { Toaster } from './toaster';

describe('Toaster', () => {
  afterEach(() => vi.useRealTimers());

  it('muestra un aviso a la vez: el nuevo reemplaza al anterior', () => {
    render(<Toaster />);
    act(() => toast({ title: 'Borrador Guardado' }));
    act(() =>
      toast({ title: 'Error', description: 'No se pudo eliminar el reporte.', variant: 'destructive' }),
    );
    const toasts = screen.getAllByTestId('toast');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Error');
    expect(toasts[0]).toHaveTextContent('No se pudo eliminar el reporte.');
    expect(toasts[0]).toHaveAttribute('data-variant', 'destructive');
    expect(toasts[0]?.className).toContain('bg-red-600');
  });

  it('se cierra solo a los 5000 ms, con umbral de deslizamiento de 50 px', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
    expect(TOAST_SWIPE_THRESHOLD_PX).toBe(50);
    vi.useFakeTimers();
    render(<Toaster />);
    act(() => toast({ title: 'Progreso Limpiado' }));
    act(() => {
      vi.advanceTimersByTime(4900);
    });
    expect(screen.getByTestId('toast')).toHaveTextContent('Progreso Limpiado');
    act(() => {
      vi.advanceTimersByTime(200);
    });
    act(() => {
      vi.runOnlyPendingTimers();
    });
    expect(screen.queryByTestId('toast')).toBeNull();
  });
});
