import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cents } from '@/domain';
import { BalanceStructureChart } from './balance-structure-chart';

function segment(title: string): Element {
  const t = Array.from(document.querySelectorAll('rect > title')).find((el) => el.textContent === title);
  const rect = t?.parentElement;
  // jsdom has no SVGRectElement class, so the tag name is the check.
  if (!rect || rect.tagName !== 'rect') throw new Error(`no segment ${title}`);
  return rect;
}

const num = (el: Element, attr: string) => Number(el.getAttribute(attr));

function baselineY(): number {
  const line = document.querySelector('svg line');
  if (!line) throw new Error('no baseline');
  return num(line, 'y1');
}

describe('BalanceStructureChart', () => {
  const academy = {
    currentAssets: cents(1_708_401),
    nonCurrentAssets: cents(120_000),
    currentLiabilities: cents(80_000),
    nonCurrentLiabilities: cents(500_000),
    equity: cents(1_248_401),
  };

  it('is an image named by its title and described with every amount', () => {
    render(<BalanceStructureChart {...academy} currency="USD" />);
    const img = screen.getByRole('img', { name: 'Estructura del balance' });
    expect(img).toHaveAccessibleDescription(
      'Activos: total $18,284.01 (Activo corriente $17,084.01; Activo no corriente $1,200.00). ' +
        'Pasivos + Patrimonio: total $18,284.01 (Pasivo corriente $800.00; Pasivo no corriente $5,000.00; Patrimonio $12,484.01).',
    );
  });

  it('labels the segments and bars with their amounts, and lists them in a legend', () => {
    render(<BalanceStructureChart {...academy} currency="USD" />);
    const img = screen.getByRole('img', { name: 'Estructura del balance' });
    expect(img).toHaveTextContent('Activos');
    expect(img).toHaveTextContent('Pasivos + Patrimonio');
    expect(img).toHaveTextContent('$17,084.01');
    expect(img).toHaveTextContent('$12,484.01');
    const legendItem = screen.getByText('Pasivo no corriente', { selector: 'span' }).closest('li');
    if (!legendItem) throw new Error('no legend item');
    expect(legendItem).toHaveTextContent('$5,000.00');
  });

  it('draws heights in proportion to the amounts, both bars on one scale', () => {
    render(<BalanceStructureChart {...academy} currency="USD" />);
    const ca = segment('Activo corriente: $17,084.01');
    const nca = segment('Activo no corriente: $1,200.00');
    const eq = segment('Patrimonio: $12,484.01');
    expect(num(ca, 'height') / num(nca, 'height')).toBeCloseTo(1_708_401 / 120_000, 5);
    expect(num(ca, 'height') / num(eq, 'height')).toBeCloseTo(1_708_401 / 1_248_401, 5);
    // Each segment uses its own pattern, not just its own colour.
    const fills = [
      'Activo corriente: $17,084.01',
      'Activo no corriente: $1,200.00',
      'Pasivo corriente: $800.00',
      'Pasivo no corriente: $5,000.00',
      'Patrimonio: $12,484.01',
    ].map((t) => segment(t).getAttribute('fill'));
    expect(new Set(fills).size).toBe(5);
    expect(fills.every((f) => f?.startsWith('url(#'))).toBe(true);
  });

  it('draws a negative equity below the baseline and says so in text', () => {
    render(
      <BalanceStructureChart
        currentAssets={cents(100_000)}
        nonCurrentAssets={cents(0)}
        currentLiabilities={cents(300_000)}
        nonCurrentLiabilities={cents(0)}
        equity={cents(-200_000)}
        currency="EUR"
      />,
    );
    const base = baselineY();
    const eq = segment('Patrimonio: -€2,000.00');
    expect(num(eq, 'y')).toBeCloseTo(base, 5);
    expect(num(eq, 'y') + num(eq, 'height')).toBeGreaterThan(base);
    expect(
      num(segment('Pasivo corriente: €3,000.00'), 'y') +
        num(segment('Pasivo corriente: €3,000.00'), 'height'),
    ).toBeCloseTo(base, 5);
    expect(
      screen.getByText(
        'Los importes negativos se dibujan por debajo de la línea base y se muestran con signo menos.',
      ),
    ).toBeInTheDocument();
    const legendAmount = within(
      screen.getByText('Patrimonio', { selector: 'span' }).closest('li') ?? document.body,
    ).getByText('-€2,000.00');
    expect(legendAmount).toHaveClass('text-red-600');
    expect(screen.getByRole('img', { name: 'Estructura del balance' })).toHaveAccessibleDescription(
      expect.stringContaining('Patrimonio -€2,000.00'),
    );
  });

  it('handles a balance with nothing in it', () => {
    render(
      <BalanceStructureChart
        currentAssets={cents(0)}
        nonCurrentAssets={cents(0)}
        currentLiabilities={cents(0)}
        nonCurrentLiabilities={cents(0)}
        equity={cents(0)}
        currency="USD"
      />,
    );
    expect(screen.getByRole('img', { name: 'Estructura del balance' })).toHaveTextContent(
      'Sin saldos que mostrar',
    );
    expect(document.querySelectorAll('rect > title')).toHaveLength(0);
    expect(screen.getAllByText('$0.00').length).toBeGreaterThanOrEqual(5);
  });
});
