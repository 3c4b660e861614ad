import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportLine, Sections } from '@/shared/reports';
import { currentToast, dismissToast } from '@/web/components/ui/toast-store';
import { Toaster } from '@/web/components/ui/toaster';
import { closingOf, MARCH, openingSections } from '@/web/test/sample-months';
import { AccountingBooksPage } from './accounting-books-page';

const CASH = 'Efectivo y equivalentes de efectivo';

/**
 * Capital 10,000 in cash; a laptop of 1,200, 400 in cash and 800 on credit; memberships sold for
 * 2,500 cash; Zoom 15.99. Hand-checked: Debe = Haber = 13,715.99; cash ends 12,084.01 deudor;
 * balances 13,300.00 on each side.
 */
const ACADEMY: Sections = {
  revenues: [
    { transactionId: 't3', description: 'Venta de membresías', amount: 2500, category: 'Membresía anual' },
  ],
  expenses: [
    { transactionId: 't4', description: 'Zoom Pro', amount: 15.99, category: 'Suscripciones de software' },
  ],
  assets: [
    {
      transactionId: 't1',
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: CASH,
      type: 'corriente',
      date: '2026-01-02',
    },
    {
      transactionId: 't2',
      description: 'Laptop para edición',
      amount: 1200,
      category: 'Propiedad, planta y equipo',
      type: 'no_corriente',
      date: '2026-01-10',
    },
    {
      transactionId: 't2',
      description: 'Pago inicial de la laptop',
      amount: -400,
      category: CASH,
      type: 'corriente',
      date: '2026-01-10',
    },
    {
      transactionId: 't3',
      description: 'Cobro de membresías',
      amount: 2500,
      category: CASH,
      type: 'corriente',
      date: '2026-02-01',
    },
    {
      transactionId: 't4',
      description: 'Pago de Zoom',
      amount: -15.99,
      category: CASH,
      type: 'corriente',
      date: '2026-02-05',
    },
  ],
  liabilities: [
    {
      transactionId: 't2',
      description: 'Saldo de la laptop a crédito',
      amount: 800,
      category: 'Cuentas por pagar',
      type: 'corriente',
      date: '2026-01-10',
    },
  ],
  equity: [
    {
      transactionId: 't1',
      description: 'Aporte de capital inicial',
      amount: 10000,
      category: 'Capital social',
      date: '2026-01-02',
    },
  ],
};

const EMPTY: Sections = { revenues: [], expenses: [], assets: [], liabilities: [], equity: [] };

/** `n` cash sales of 10.00 each: n entries, 2n ledger movements on two accounts. */
function manySales(n: number): Sections {
  const assets: ReportLine[] = [];
  const revenues: ReportLine[] = [];
  for (let i = 1; i <= n; i++) {
    assets.push({
      transactionId: `s${i}`,
      description: `Cobro ${i}`,
      amount: 10,
      category: CASH,
      type: 'corriente',
    });
    revenues.push({
      transactionId: `s${i}`,
      description: `Venta ${i}`,
      amount: 10,
      category: 'Membresía anual',
    });
  }
  return { ...EMPTY, assets, revenues };
}

interface Stored {
  readonly id: string;
  readonly name: string;
  readonly sections: Sections;
}

function meta(r: Stored) {
  return {
    id: r.id,
    name: r.name,
    currency: 'USD',
    startDate: '2026-01-01',
    endDate: '2026-12-31',
    status: 'draft',
    version: 1,
    openingFrom: null,
    createdAt: '2026-01-01T10:00:00.000Z',
    updatedAt: '2026-01-01T10:00:00.000Z',
  };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

type Extra = (url: string) => Response | undefined | Promise<Response | undefined>;

/** The page at `path` with a server holding `reports` (newest first); returns the URLs fetched. */
function renderBooks(reports: readonly Stored[], path = '/accounting-books', extra: Extra = () => undefined) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      calls.push(url);
      const answer = await extra(url);
      if (answer) return answer;
      if (url === '/api/reports')
        return json({
          reports: reports.map((r) => ({
            ...meta(r),
            totals: { revenues: 0, expenses: 0, netIncome: 0, assets: 0 },
          })),
          totals: [],
        });
      const found = reports.find((r) => url === `/api/reports/${r.id}`);
      if (found) return json({ report: meta(found), sections: found.sections, messages: [] });
      return json({ code: 'NOT_FOUND', message: 'Reporte no encontrado.' }, 404);
    }),
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/accounting-books" element={<AccountingBooksPage />} />
          <Route path="/wizard" element={<h1>Asistente</h1>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
      <Toaster />
    </QueryClientProvider>,
  );
  return calls;
}

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

const location = () => screen.getByTestId('location').textContent ?? '';
const panel = () => screen.getByRole('tabpanel');

/** A cell's text pieces joined by single spaces (jsdom has no innerText to do it). */
function cellText(cell: Element): string {
  const parts: string[] = [];
  const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
  for (let n = walker.nextNode(); n; n = walker.nextNode()) {
    const t = (n.textContent ?? '').trim();
    if (t) parts.push(t);
  }
  return parts.join(' ');
}

function cells(row: Element): string {
  return [...row.querySelectorAll('th, td')].map(cellText).join(' | ');
}

/** A table's body rows as 'cell | cell | …', blank cells kept, so columns can be checked. */
function bodyRows(table: HTMLElement): string[] {
  return within(table)
    .getAllByRole('row')
    .filter((r) => r.closest('tbody'))
    .map(cells);
}

function footRow(table: HTMLElement, name: string): string {
  return cells(within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement);
}

beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

afterEach(() => {
  const t = currentToast();
  if (t) dismissToast(t.id);
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Libro Diario', () => {
  it('lists every entry with number, date, accounts, concept, Debe and Haber, and totals that agree', async () => {
    renderBooks([{ id: 'a', name: 'Academia', sections: ACADEMY }], '/accounting-books?report=a');
    const table = await screen.findByRole('table', { name: 'Libro Diario' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nº de asiento', 'Fecha', 'Cuenta', 'Concepto', 'Debe', 'Haber']);
    expect(bodyRows(table)).toEqual([
      '1 | 02/01/2026 | Efectivo y equivalentes de efectivo | Aporte de capital inicial | $10,000.00 | ',
      ' |  | Capital social | Aporte de capital inicial |  | $10,000.00',
      '2 | 10/01/2026 | Propiedad, planta y equipo | Laptop para edición | $1,200.00 | ',
      ' |  | Efectivo y equivalentes de efectivo | Pago inicial de la laptop |  | $400.00',
      ' |  | Cuentas por pagar | Saldo de la laptop a crédito |  | $800.00',
      '3 | 01/02/2026 | Efectivo y equivalentes de efectivo | Cobro de membresías | $2,500.00 | ',
      ' |  | Membresía anual | Venta de membresías |  | $2,500.00',
      '4 | 05/02/2026 | Suscripciones de software | Zoom Pro | $15.99 | ',
      ' |  | Efectivo y equivalentes de efectivo | Pago de Zoom |  | $15.99',
    ]);
    expect(footRow(table, 'Totales')).toBe('Totales | $13,715.99 | $13,715.99');
    expect(
      screen.getByText('Sumas iguales: el total del Debe es igual al total del Haber.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/En Desarrollo/)).toBeNull();
    expect(screen.queryByText(/Próximamente/)).toBeNull();
  });

  it('flags an entry whose Debe and Haber differ', async () => {
    const sections: Sections = {
      ...EMPTY,
      assets: [
        { transactionId: 'x', description: 'Cobro suelto', amount: 50, category: CASH, type: 'corriente' },
      ],
    };
    renderBooks([{ id: 'a', name: 'Suelto', sections }], '/accounting-books?report=a');
    const table = await screen.findByRole('table', { name: 'Libro Diario' });
    expect(within(table).getByText(/Asiento descuadrado: el Debe no es igual al Haber/)).toBeInTheDocument();
    expect(
      screen.getByText('Hay 1 asiento descuadrado: el total del Debe no es igual al total del Haber.'),
    ).toBeInTheDocument();
  });
});

describe('Libro Mayor', () => {
  it('has one section per account with running balances and the final balance labelled deudor or acreedor', async () => {
    const user = userEvent.setup();
    renderBooks([{ id: 'a', name: 'Academia', sections: ACADEMY }], '/accounting-books?report=a');
    await user.click(await screen.findByRole('tab', { name: 'Libro Mayor' }));
    expect(location()).toBe('/accounting-books?report=a&libro=mayor');
    const sections = within(panel()).getAllByTestId('ledger-account');
    expect(sections.map((s) => within(s).getByRole('heading', { level: 3 }).textContent)).toEqual([
      CASH,
      'Propiedad, planta y equipo',
      'Cuentas por pagar',
      'Capital social',
      'Membresía anual',
      'Suscripciones de software',
    ]);
    const cash = within(panel()).getByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(
      within(cash)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Fecha', 'Concepto', 'Debe', 'Haber', 'Saldo']);
    expect(bodyRows(cash)).toEqual([
      '02/01/2026 | Aporte de capital inicial Asiento 1 | $10,000.00 |  | $10,000.00 deudor',
      '10/01/2026 | Pago inicial de la laptop Asiento 2 |  | $400.00 | $9,600.00 deudor',
      '01/02/2026 | Cobro de membresías Asiento 3 | $2,500.00 |  | $12,100.00 deudor',
      '05/02/2026 | Pago de Zoom Asiento 4 |  | $15.99 | $12,084.01 deudor',
    ]);
    expect(footRow(cash, 'Totales')).toBe('Totales | $12,500.00 | $415.99 | ');
    expect(footRow(cash, 'Saldo deudor')).toBe('Saldo deudor | $12,084.01 deudor');
    const capital = within(panel()).getByRole('table', { name: 'Libro Mayor: Capital social' });
    expect(footRow(capital, 'Saldo acreedor')).toBe('Saldo acreedor | $10,000.00 acreedor');
    expect(bodyRows(capital)).toEqual([
      '02/01/2026 | Aporte de capital inicial Asiento 1 |  | $10,000.00 | $10,000.00 acreedor',
    ]);
    expect(
      within(sections[3] as HTMLElement).getByText('Patrimonio · naturaleza acreedora'),
    ).toBeInTheDocument();
  });

  it('calls an account that ends at zero saldada', async () => {
    const sections: Sections = {
      ...EMPTY,
      assets: [
        { transactionId: 'a', description: 'Aporte', amount: 100, category: CASH, type: 'corriente' },
        { transactionId: 'b', description: 'Devolución', amount: -100, category: CASH, type: 'corriente' },
      ],
      equity: [
        { transactionId: 'a', description: 'Aporte', amount: 100, category: 'Capital social' },
        { transactionId: 'b', description: 'Devolución', amount: -100, category: 'Capital social' },
      ],
    };
    renderBooks([{ id: 'a', name: 'Cero', sections }], '/accounting-books?report=a&libro=mayor');
    const cash = await screen.findByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(footRow(cash, 'Cuenta saldada')).toBe('Cuenta saldada | $0.00');
  });
});

describe('Balance de comprobación', () => {
  it('shows sums and balances per account with equal totals on both sides', async () => {
    renderBooks(
      [{ id: 'a', name: 'Academia', sections: ACADEMY }],
      '/accounting-books?report=a&libro=comprobacion',
    );
    const table = await screen.findByRole('table', { name: 'Balance de comprobación de sumas y saldos' });
    expect(
      screen.getByRole('heading', { name: 'Balance de comprobación de sumas y saldos' }),
    ).toBeInTheDocument();
    expect(bodyRows(table)).toEqual([
      'Efectivo y equivalentes de efectivo Activos · corriente | $12,500.00 | $415.99 | $12,084.01 | ',
      'Propiedad, planta y equipo Activos · no corriente | $1,200.00 | $0.00 | $1,200.00 | ',
      'Cuentas por pagar Pasivos · corriente | $0.00 | $800.00 |  | $800.00',
      'Capital social Patrimonio | $0.00 | $10,000.00 |  | $10,000.00',
      'Membresía anual Ingresos | $0.00 | $2,500.00 |  | $2,500.00',
      'Suscripciones de software Gastos | $15.99 | $0.00 | $15.99 | ',
    ]);
    expect(footRow(table, 'Totales')).toBe('Totales | $13,715.99 | $13,715.99 | $13,300.00 | $13,300.00');
    expect(screen.getByText(/^Cuadrado:/)).toBeInTheDocument();
  });
});

describe('pages', () => {
  it('pages the journal 50 entries at a time', async () => {
    const user = userEvent.setup();
    renderBooks([{ id: 'big', name: 'Grande', sections: manySales(120) }], '/accounting-books?report=big');
    const table = await screen.findByRole('table', { name: 'Libro Diario' });
    const numbers = () => [
      ...new Set([...table.querySelectorAll('tr[data-entry]')].map((r) => r.getAttribute('data-entry'))),
    ];
    expect(numbers()).toHaveLength(50);
    expect(numbers()[0]).toBe('1');
    const nav = screen.getByRole('navigation', { name: 'Páginas del Libro Diario' });
    expect(nav).toHaveTextContent('Página 1 de 3');
    expect(within(nav).getByRole('button', { name: 'Página anterior' })).toBeDisabled();
    await user.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    expect(nav).toHaveTextContent('Página 2 de 3');
    expect(numbers()[0]).toBe('51');
    await user.click(within(nav).getByRole('button', { name: 'Última página' }));
    expect(numbers()).toHaveLength(20);
    expect(numbers().at(-1)).toBe('120');
    expect(within(nav).getByRole('button', { name: 'Página siguiente' })).toBeDisabled();
    // The totals are the whole book's on every page.
    expect(footRow(table, 'Totales')).toBe('Totales | $1,200.00 | $1,200.00');
  });

  it('runs the ledger on across pages, carrying an account’s balance over the break', async () => {
    const user = userEvent.setup();
    renderBooks(
      [{ id: 'big', name: 'Grande', sections: manySales(120) }],
      '/accounting-books?report=big&libro=mayor',
    );
    const nav = await screen.findByRole('navigation', { name: 'Páginas del Libro Mayor' });
    // 240 movements: 120 of cash, 120 of revenue.
    expect(nav).toHaveTextContent('Página 1 de 5');
    let cash = within(panel()).getByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(bodyRows(cash)).toHaveLength(51);
    expect(bodyRows(cash).at(-1)).toBe(' | Continúa en la página siguiente');
    await user.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    cash = within(panel()).getByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(bodyRows(cash)[0]).toBe(' | Viene de la página anterior |  |  | $500.00 deudor');
    await user.click(within(nav).getByRole('button', { name: 'Página siguiente' }));
    // Page 3: the last 20 cash movements close the account, revenue starts.
    cash = within(panel()).getByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(footRow(cash, 'Saldo deudor')).toBe('Saldo deudor | $1,200.00 deudor');
    const revenue = within(panel()).getByRole('table', { name: 'Libro Mayor: Membresía anual' });
    expect(bodyRows(revenue)).toHaveLength(31);

    // Jumping to an account opens the page its movements start on.
    await user.click(within(nav).getByRole('button', { name: 'Primera página' }));
    await user.selectOptions(screen.getByLabelText('Ir a la cuenta'), 'Membresía anual');
    expect(nav).toHaveTextContent('Página 3 de 5');
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
  });
});

describe('choosing the report', () => {
  const two: Stored[] = [
    { id: 'new', name: 'Estudio Nuevo', sections: ACADEMY },
    { id: 'old', name: 'Academia Antigua', sections: manySales(3) },
  ];

  it('says there are no reports and offers to create one', async () => {
    const user = userEvent.setup();
    renderBooks([]);
    expect(await screen.findByRole('heading', { name: 'No hay reportes todavía' })).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Crear mi primer reporte' }));
    expect(location()).toBe('/wizard');
  });

  it('opens the newest report when none was opened before, and writes it into the URL', async () => {
    const calls = renderBooks(two);
    await waitFor(() => expect(location()).toBe('/accounting-books?report=new'));
    expect(await screen.findByRole('table', { name: 'Libro Diario' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reporte')).toHaveDisplayValue('Estudio Nuevo · 2026');
    expect(calls).toContain('/api/reports/new');
  });

  it('opens the report opened last', async () => {
    localStorage.setItem('cuentas-claras:last-report', 'old');
    renderBooks(two);
    await waitFor(() => expect(location()).toBe('/accounting-books?report=old'));
    expect(screen.getByLabelText('Reporte')).toHaveDisplayValue('Academia Antigua · 2026');
  });

  it('ignores a remembered report that is not among the user’s', async () => {
    localStorage.setItem('cuentas-claras:last-report', 'de-otra-cuenta');
    renderBooks(two);
    await waitFor(() => expect(location()).toBe('/accounting-books?report=new'));
  });

  it('shows the report named in the URL, and a new choice goes into the URL and is remembered', async () => {
    const user = userEvent.setup();
    const calls = renderBooks(two, '/accounting-books?report=old&libro=mayor');
    expect(await screen.findByRole('tab', { name: 'Libro Mayor' })).toHaveAttribute('aria-selected', 'true');
    expect(calls).not.toContain('/api/reports/new');
    await user.selectOptions(screen.getByLabelText('Reporte'), 'Estudio Nuevo · 2026');
    expect(location()).toBe('/accounting-books?report=new&libro=mayor');
    expect(
      await within(panel()).findByRole('table', { name: 'Libro Mayor: Capital social' }),
    ).toBeInTheDocument();
    expect(localStorage.getItem('cuentas-claras:last-report')).toBe('new');
  });

  it('says Reporte no encontrado for a report that is not the user’s', async () => {
    renderBooks(two, '/accounting-books?report=ajeno');
    expect(await screen.findByRole('heading', { name: 'Reporte no encontrado' })).toBeInTheDocument();
    expect(screen.getByLabelText('Reporte')).toHaveDisplayValue('Elige un reporte…');
    expect(screen.queryByRole('button', { name: /Excel/ })).toBeNull();
  });

  it('says when a report has no entries yet', async () => {
    renderBooks([{ id: 'e', name: 'Vacío', sections: EMPTY }], '/accounting-books?report=e');
    expect(await screen.findByText('Este reporte todavía no tiene asientos.')).toBeInTheDocument();
  });
});

describe('downloads', () => {
  function stubObjectUrls() {
    const created: Blob[] = [];
    const clicked: string[] = [];
    URL.createObjectURL = vi.fn((b: Blob) => {
      created.push(b);
      return 'blob:libro';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    return { created, clicked };
  }

  it('shows Generando… while the workbook is generated, then saves it under the server’s name', async () => {
    const user = userEvent.setup();
    const { created, clicked } = stubObjectUrls();
    let release: () => void = () => undefined;
    const gate = new Promise<void>((r) => (release = r));
    const calls = renderBooks(
      [{ id: 'a', name: 'Academia', sections: ACADEMY }],
      '/accounting-books?report=a',
      async (url) => {
        if (!url.endsWith('/export/workbook.xlsx')) return undefined;
        await gate;
        return new Response('PK-libro', {
          headers: {
            'content-disposition': `attachment; filename="libros.xlsx"; filename*=UTF-8''Academia%20N%C3%BA%C3%B1ez.xlsx`,
          },
        });
      },
    );
    await user.click(await screen.findByRole('button', { name: 'Excel (.xlsx)' }));
    const busy = await screen.findByRole('button', { name: 'Generando…' });
    expect(busy).toBeDisabled();
    expect(calls).toContain('/api/reports/a/export/workbook.xlsx');
    release();
    await waitFor(() => expect(clicked).toEqual(['Academia Núñez.xlsx']));
    expect(created).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Excel (.xlsx)' })).toBeEnabled();
  });

  it('calls each export route of the books', async () => {
    const user = userEvent.setup();
    const { clicked } = stubObjectUrls();
    const calls = renderBooks(
      [{ id: 'a', name: 'Academia', sections: ACADEMY }],
      '/accounting-books?report=a',
      (url) => (url.includes('/export/') ? new Response('x') : undefined),
    );
    for (const name of ['Libro Diario (PDF)', 'Libro Mayor (PDF)', 'hledger', 'Beancount']) {
      await user.click(await screen.findByRole('button', { name }));
      await screen.findByRole('button', { name });
    }
    expect(calls.filter((c) => c.includes('/export/'))).toEqual([
      '/api/reports/a/export/journal.pdf',
      '/api/reports/a/export/ledger.pdf',
      '/api/reports/a/export/journal.hledger',
      '/api/reports/a/export/journal.beancount',
    ]);
    // Without Content-Disposition the file still gets a sensible name.
    await waitFor(() =>
      expect(clicked).toEqual([
        'libro-diario.pdf',
        'libro-mayor.pdf',
        'libro-diario.hledger',
        'libro-diario.beancount',
      ]),
    );
  });

  it('shows the server’s message in a toast when the file cannot be generated', async () => {
    const user = userEvent.setup();
    stubObjectUrls();
    renderBooks([{ id: 'a', name: 'Academia', sections: ACADEMY }], '/accounting-books?report=a', (url) =>
      url.endsWith('/export/journal.pdf') ? json({ message: 'Reporte no encontrado' }, 404) : undefined,
    );
    await user.click(await screen.findByRole('button', { name: 'Libro Diario (PDF)' }));
    const toast = await screen.findByTestId('toast');
    expect(toast).toHaveTextContent('Error al descargar');
    expect(toast).toHaveTextContent('Reporte no encontrado');
    expect(screen.getByRole('button', { name: 'Libro Diario (PDF)' })).toBeEnabled();
  });
});

describe('Asiento de apertura', () => {
  /** April carried from March, and March's supplier paid on 10 April. */
  const APRIL: Sections = (() => {
    const opening = openingSections(closingOf(MARCH), '2026-04-01');
    return {
      ...opening,
      assets: [
        ...opening.assets,
        {
          transactionId: 'p1',
          description: 'Pago al proveedor',
          amount: -3000,
          category: CASH,
          type: 'corriente',
          date: '2026-04-10',
        },
      ],
      liabilities: [
        ...opening.liabilities,
        {
          transactionId: 'p1',
          description: 'Pago al proveedor',
          amount: -3000,
          category: 'Cuentas por pagar',
          type: 'corriente',
          date: '2026-04-10',
        },
      ],
    };
  })();

  it('heads the journal, marked as the opening, with the balances the period starts from', async () => {
    renderBooks([{ id: 'a', name: 'Abril', sections: APRIL }], '/accounting-books?report=a');
    const table = await screen.findByRole('table', { name: 'Libro Diario' });
    expect(bodyRows(table)).toEqual([
      'Asiento de apertura saldos iniciales del período',
      `1 | 01/04/2026 | ${CASH} | Saldo inicial | $11,500.00 | `,
      ' |  | Inventarios | Saldo inicial | $3,000.00 | ',
      ' |  | Cuentas por pagar | Saldo inicial |  | $3,000.00',
      ' |  | Capital social | Saldo inicial |  | $10,000.00',
      ' |  | Resultados acumulados | Saldo inicial |  | $1,500.00',
      '2 | 10/04/2026 | Cuentas por pagar | Pago al proveedor | $3,000.00 | ',
      ` |  | ${CASH} | Pago al proveedor |  | $3,000.00`,
    ]);
    expect(footRow(table, 'Totales')).toBe('Totales | $17,500.00 | $17,500.00');
  });

  it('is each account’s first movement in the Libro Mayor, as its Saldo inicial', async () => {
    const user = userEvent.setup();
    renderBooks([{ id: 'a', name: 'Abril', sections: APRIL }], '/accounting-books?report=a');
    await user.click(await screen.findByRole('tab', { name: 'Libro Mayor' }));
    const payables = within(panel()).getByRole('table', { name: 'Libro Mayor: Cuentas por pagar' });
    expect(bodyRows(payables)).toEqual([
      '01/04/2026 | Saldo inicial Asiento 1 |  | $3,000.00 | $3,000.00 acreedor',
      '10/04/2026 | Pago al proveedor Asiento 2 | $3,000.00 |  | $0.00',
    ]);
    const cash = within(panel()).getByRole('table', { name: `Libro Mayor: ${CASH}` });
    expect(bodyRows(cash)[0]).toBe(
      '01/04/2026 | Saldo inicial Asiento 1 | $11,500.00 |  | $11,500.00 deudor',
    );
  });
});
