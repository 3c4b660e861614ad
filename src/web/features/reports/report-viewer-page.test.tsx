import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { currentToast, dismissToast } from '@/web/components/ui/toast-store';
import { Toaster } from '@/web/components/ui/toaster';
import { closingOf, detail, MARCH, meta, openingSections } from '@/web/test/sample-months';
import { ReportViewerPage } from './report-viewer-page';

const REPORT = {
  report: {
    id: 'r1',
    name: 'Academia',
    currency: 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'completed',
    version: 1,
    openingFrom: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  },
  sections: { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] },
  messages: [],
};

afterEach(() => {
  const t = currentToast();
  if (t) dismissToast(t.id);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderViewer(pdf: () => Promise<Response>): string[] {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      return url.endsWith('/statements.pdf') ? pdf() : Response.json(REPORT);
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/report/r1']}>
        <Routes>
          <Route path="/report/:id" element={<ReportViewerPage />} />
        </Routes>
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

it('downloads the statements PDF, showing Generando… meanwhile, and remembers the report for the books', async () => {
  const user = userEvent.setup();
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:pdf');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push(this.download);
  });
  let release: () => void = () => undefined;
  const gate = new Promise<void>((r) => (release = r));
  const calls = renderViewer(async () => {
    await gate;
    return new Response('%PDF-1.7', {
      headers: { 'content-disposition': 'attachment; filename="academia-estados.pdf"' },
    });
  });
  await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
  expect(screen.getByRole('button', { name: 'Generando…' })).toBeDisabled();
  expect(calls).toContain('/api/reports/r1/export/statements.pdf');
  release();
  await waitFor(() => expect(saved).toEqual(['academia-estados.pdf']));
  expect(screen.getByRole('button', { name: 'Descargar PDF' })).toBeEnabled();
  expect(screen.queryByText('Función no implementada')).toBeNull();
  expect(localStorage.getItem('cuentas-claras:last-report')).toBe('r1');
});

it('shows the server’s message when the PDF cannot be generated', async () => {
  const user = userEvent.setup();
  renderViewer(async () => Response.json({ message: 'Reporte no encontrado' }, { status: 404 }));
  await user.click(await screen.findByRole('button', { name: 'Descargar PDF' }));
  expect(await screen.findByTestId('toast')).toHaveTextContent('Reporte no encontrado');
});

describe('a report whose opening was carried from an earlier one', () => {
  const MARCH_META = meta({ id: 'm1', name: 'Tienda (marzo)' });
  const APRIL = detail(
    meta({
      id: 'a1',
      name: 'Tienda (abril)',
      startDate: '2026-04-01',
      endDate: '2026-04-30',
      openingFrom: 'm1',
    }),
    openingSections(closingOf(MARCH), '2026-04-01'),
  );

  function renderApril(march: () => Response): void {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => (url === '/api/reports/a1' ? Response.json(APRIL) : march())),
    );
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter initialEntries={['/report/a1']}>
          <Routes>
            <Route path="/report/:id" element={<ReportViewerPage />} />
            <Route path="/wizard/:id" element={<WizardProbe />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  }

  function WizardProbe() {
    return <h1>Asistente {useParams().id}</h1>;
  }

  it('says nothing while the opening matches the earlier report’s closing', async () => {
    renderApril(() => Response.json(detail(MARCH_META, MARCH)));
    await screen.findByRole('heading', { name: 'Tienda (abril)' });
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/reports/m1', expect.anything()));
    // The earlier report's answer is read before anything could be said.
    await act(async () => {
      await new Promise((r) => setTimeout(r, 20));
    });
    expect(screen.queryByText(/ya no coinciden/)).toBeNull();
    expect(screen.queryByText(/ya no existe/)).toBeNull();
  });

  it('says when the earlier report changed, and links to the wizard to refresh it', async () => {
    const changed = {
      ...MARCH,
      expenses: [],
      revenues: [],
      assets: MARCH.assets.slice(0, 2),
      liabilities: MARCH.liabilities,
    };
    renderApril(() => Response.json(detail(MARCH_META, changed)));
    expect(
      await screen.findByText('Los saldos iniciales ya no coinciden con el cierre del reporte anterior.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Actualizar saldos iniciales' });
    expect(link).toHaveAttribute('href', '/wizard/a1');
    await userEvent.setup().click(link);
    expect(await screen.findByRole('heading', { name: 'Asistente a1' })).toBeInTheDocument();
  });

  it('says when the earlier report no longer exists, keeping the balances', async () => {
    renderApril(() =>
      Response.json({ code: 'NOT_FOUND', message: 'Reporte no encontrado.' }, { status: 404 }),
    );
    expect(
      await screen.findByText('El reporte anterior ya no existe; los saldos iniciales se conservan.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Actualizar saldos iniciales' })).toBeNull();
  });
});
