import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cents } from '@/domain';
import { REPORTS_CHART_MAX_ITEMS, ReportsChart, type ReportsChartItem } from './reports-chart';

const num = (el: Element | null, attr: string) => Number(el?.getAttribute(attr));

function bar(title: string): Element {
  const t = Array.from(document.querySelectorAll('rect > title')).find((el) => el.textContent === title);
  const rect = t?.parentElement;
  // jsdom has no SVGRectElement class, so the tag name is the check.
  if (!rect || rect.tagName !== 'rect') throw new Error(`no bar ${title}`);
  return rect;
}

/** The heavier line drawn last is the zero line. */
function zeroLineY(): number {
  const lines = document.querySelectorAll('svg[role="img"] > line');
  return num(lines[lines.length - 1] ?? null, 'y1');
}

const academy: ReportsChartItem = {
  name: 'Academia en Línea',
  revenues: cents(250_000),
  expenses: cents(1_599),
  netIncome: cents(248_401),
};
const shop: ReportsChartItem = {
  name: 'Tienda de Cerámica Artesanal del Valle Sagrado',
  revenues: cents(100_000),
  expenses: cents(400_000),
  netIncome: cents(-300_000),
};

describe('ReportsChart', () => {
  it('is an image with a title, backed by a data table with the exact amounts', () => {
    render(<ReportsChart items={[academy, shop]} currency="USD" />);
    expect(
      screen.getByRole('img', { name: 'Ingresos, gastos y utilidad por reporte' }),
    ).toHaveAccessibleDescription(
      '2 reportes, del más antiguo al más reciente. Los valores exactos están en la tabla que acompaña al gráfico.',
    );
    const table = screen.getByRole('table', { name: 'Ingresos, gastos y utilidad por reporte' });
    expect(table.parentElement).toHaveClass('sr-only');
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => Array.from(r.children).map((c) => c.textContent));
    expect(rows).toEqual([
      ['Reporte', 'Ingresos', 'Gastos', 'Utilidad neta'],
      ['Tienda de Cerámica Artesanal del Valle Sagrado', '$1,000.00', '$4,000.00', '-$3,000.00'],
      ['Academia en Línea', '$2,500.00', '$15.99', '$2,484.01'],
    ]);
  });

  it('has a legend whose series differ by pattern and shape, with the loss entry only when there is a loss', () => {
    const { rerender } = render(<ReportsChart items={[academy]} currency="EUR" />);
    const legend = screen.getByRole('list', { name: 'Leyenda' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ingresos', 'Gastos', 'Utilidad neta']);
    const shapes = within(legend)
      .getAllByRole('listitem')
      .map((li) => li.querySelector('svg > rect, svg > circle')?.tagName);
    expect(shapes).toEqual(['rect', 'rect', 'circle']);
    rerender(<ReportsChart items={[academy, shop]} currency="EUR" />);
    expect(
      within(screen.getByRole('list', { name: 'Leyenda' })).getByText('Pérdida neta (bajo la línea cero)'),
    ).toBeInTheDocument();
  });

  it('draws a loss below the zero line and profits above it', () => {
    render(<ReportsChart items={[academy, shop]} currency="USD" />);
    const zero = zeroLineY();
    const loss = bar('Tienda de Cerámica Artesanal del Valle Sagrado — Pérdida neta: -$3,000.00');
    expect(num(loss, 'y')).toBeCloseTo(zero, 5);
    expect(num(loss, 'height')).toBeGreaterThan(0);
    const profit = bar('Academia en Línea — Utilidad neta: $2,484.01');
    expect(num(profit, 'y') + num(profit, 'height')).toBeCloseTo(zero, 5);
    expect(loss.getAttribute('fill')).not.toBe(profit.getAttribute('fill'));
    const revenue = bar('Academia en Línea — Ingresos: $2,500.00');
    expect(num(revenue, 'height') / num(profit, 'height')).toBeCloseTo(250_000 / 248_401, 5);
  });

  it('truncates long names and keeps the full name in a <title>', () => {
    render(<ReportsChart items={[academy, shop]} currency="USD" />);
    const img = screen.getByRole('img', { name: 'Ingresos, gastos y utilidad por reporte' });
    const label = Array.from(img.querySelectorAll('text')).find(
      (t) => t.querySelector('title')?.textContent === shop.name,
    );
    if (!label) throw new Error('no axis label');
    const shown = (label.textContent ?? '').replace(shop.name, '');
    expect(shown.endsWith('…')).toBe(true);
    expect(shown.length).toBeLessThan(shop.name.length);
    expect(shop.name.startsWith(shown.slice(0, -1))).toBe(true);
  });

  it('shows at most the 12 most recent reports, oldest on the left', () => {
    const items = Array.from({ length: 15 }, (_, i) => ({
      name: `Reporte ${15 - i}`,
      revenues: cents(100_000 + i),
      expenses: cents(50_000),
      netIncome: cents(50_000 + i),
    }));
    render(<ReportsChart items={items} currency="USD" />);
    const table = screen.getByRole('table');
    const names = within(table)
      .getAllByRole('rowheader')
      .map((h) => h.textContent);
    expect(names).toHaveLength(REPORTS_CHART_MAX_ITEMS);
    expect(names[0]).toBe('Reporte 4');
    expect(names[names.length - 1]).toBe('Reporte 15');
    expect(names).not.toContain('Reporte 3');
    expect(screen.getByText('Se muestran los 12 reportes más recientes de 15.')).toBeInTheDocument();
    expect(document.querySelectorAll('rect > title')).toHaveLength(36);
  });

  it('says there is nothing to compare without reports', () => {
    render(<ReportsChart items={[]} currency="USD" />);
    expect(screen.getByText('Todavía no hay reportes para comparar.')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
  });
});
