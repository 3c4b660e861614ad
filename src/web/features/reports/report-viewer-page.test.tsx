import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, expect, it, vi } from 'vitest';
import { currentToast, dismissToast } from '@/web/components/ui/toast-store';
import { Toaster } from '@/web/components/ui/toaster';
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
