import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NO_INVESTING_TEXT } from '@/domain';
import { FinancialStatements } from './financial-statements';
import { activePanel, amountOf, openTab, statementRows } from '@/web/test/statement-queries';
import {
  academyReport,
  emptyReport,
  lossReport,
  noLiabilitiesReport,
  unbalancedReport,
} from '@/web/test/sample-reports';

const TAB_LABELS = ['Balance', 'Resultados', 'Patrimonio', 'Flujo de Caja', 'Ratios'];

function statementTitle(): string {
  return within(activePanel()).getAllByRole('heading', { level: 3 })[0]?.textContent ?? '';
}

describe('balance banner', () => {
  it('says the balance is square and shows both sides of the equation', () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Balance Cuadrado');
    expect(banner).toHaveTextContent('Activos $18,284.01 = Pasivos + Patrimonio $18,284.01');
    expect(banner).not.toHaveTextContent('Descuadrado');
  });

  it('warns when it does not balance and shows the difference in red with its sign', () => {
    render(<FinancialStatements report={unbalancedReport()} currency="EUR" />);
    const banner = screen.getByRole('status');
    expect(banner).toHaveTextContent('Atención: Balance Descuadrado');
    expect(banner).toHaveClass('bg-amber-50');
    expect(within(banner).getByText('-€500.00')).toHaveClass('text-red-600');
  });
});

describe('tabs', () => {
  it('has the five statements in order, Balance open first', () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const tabs = screen.getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(TAB_LABELS);
    expect(screen.getByRole('tab', { name: 'Balance' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tablist')).toHaveAccessibleName('Estados financieros');
  });

  it('moves between statements with the arrow keys', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const user = userEvent.setup();
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Balance' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Resultados' })).toHaveAttribute('aria-selected', 'true');
    expect(statementTitle()).toBe('Estado de Resultados');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Ratios' })).toHaveAttribute('aria-selected', 'true');
  });
});

describe('Balance', () => {
  it('shows the statement of financial position by group with subtotals and totals', () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    expect(statementTitle()).toBe('Estado de Situación Financiera');
    expect(statementRows()).toEqual([
      'Activos',
      'Activo corriente',
      'Efectivo y equivalentes de efectivo | $14,584.01',
      'Cuentas por cobrar | $2,500.00',
      'Total activo corriente | $17,084.01',
      'Activo no corriente',
      'Propiedad, planta y equipo | $1,200.00',
      'Total activo no corriente | $1,200.00',
      'Total activos | $18,284.01',
      'Pasivos',
      'Pasivo corriente',
      'Cuentas por pagar | $800.00',
      'Total pasivo corriente | $800.00',
      'Pasivo no corriente',
      'Préstamos a largo plazo | $5,000.00',
      'Total pasivo no corriente | $5,000.00',
      'Total pasivos | $5,800.00',
      'Patrimonio',
      'Capital social | $10,000.00',
      'Utilidad del ejercicio | $2,484.01',
      'Total patrimonio | $12,484.01',
      'Total pasivos y patrimonio | $18,284.01',
    ]);
  });

  it('indents accounts, rules off subtotals and double-underlines the final totals', () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const account = within(activePanel()).getByRole('rowheader', { name: 'Cuentas por cobrar' });
    expect(account).toHaveClass('pl-8');
    expect(account.closest('tr')).not.toHaveClass('border-t');
    expect(
      within(activePanel()).getByRole('rowheader', { name: 'Total activo corriente' }).closest('tr'),
    ).toHaveClass('border-t');
    expect(within(amountOf('Total activos')).getByText('$18,284.01')).toHaveClass(
      'border-double',
      'tabular-nums',
    );
    expect(within(amountOf('Total pasivos y patrimonio')).getByText('$18,284.01')).toHaveClass(
      'border-double',
    );
    expect(amountOf('Total activos')).toHaveClass('font-bold', 'text-right');
  });

  it('collapses a group without balances into one zero line', () => {
    render(<FinancialStatements report={lossReport()} currency="USD" />);
    expect(statementRows()).toContain('Activo no corriente | $0.00');
    expect(statementRows()).toContain('Pasivo no corriente | $0.00');
    expect(within(activePanel()).queryByRole('rowheader', { name: 'Total activo no corriente' })).toBeNull();
  });

  it('prints a negative equity in red with a minus sign', () => {
    render(<FinancialStatements report={lossReport()} currency="USD" />);
    expect(within(amountOf('Pérdida del ejercicio')).getByText('-$3,000.00')).toHaveClass('text-red-600');
    expect(within(amountOf('Total patrimonio')).getByText('-$2,000.00')).toHaveClass('text-red-600');
    expect(within(amountOf('Total activos')).getByText('$1,000.00')).not.toHaveClass('text-red-600');
  });

  it('includes the balance structure chart', () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const chart = within(activePanel()).getByRole('img', { name: 'Estructura del balance' });
    expect(chart).toHaveAccessibleDescription(expect.stringContaining('Activos: total $18,284.01'));
  });
});

describe('Resultados', () => {
  it('lists revenues and expenses by category and the net income', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    await openTab('Resultados');
    expect(statementTitle()).toBe('Estado de Resultados');
    expect(statementRows()).toEqual([
      'Ingresos',
      'Prestación de servicios | $2,500.00',
      'Total ingresos | $2,500.00',
      'Gastos',
      'Suscripciones de software | $15.99',
      'Total gastos | $15.99',
      'Utilidad neta | $2,484.01',
    ]);
  });

  it('calls a loss a loss, in red', async () => {
    render(<FinancialStatements report={lossReport()} currency="EUR" />);
    await openTab('Resultados');
    expect(statementRows()).toEqual([
      'Ingresos | €0.00',
      'Gastos',
      'Alquiler | €3,000.00',
      'Total gastos | €3,000.00',
      'Pérdida neta | -€3,000.00',
    ]);
    expect(within(amountOf('Pérdida neta')).getByText('-€3,000.00')).toHaveClass(
      'text-red-600',
      'border-double',
    );
    expect(within(activePanel()).queryByText('Utilidad neta')).toBeNull();
  });
});

describe('Patrimonio', () => {
  it('shows contributions, the result of the period and the final equity', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    await openTab('Patrimonio');
    expect(statementTitle()).toBe('Estado de Cambios en el Patrimonio');
    expect(statementRows()).toEqual([
      'Patrimonio inicial | $0.00',
      'Aportes de capital',
      'Capital social | $10,000.00',
      'Total aportes | $10,000.00',
      'Utilidad del ejercicio | $2,484.01',
      'Patrimonio final | $12,484.01',
    ]);
  });

  it('shows a loss and a negative final equity in red', async () => {
    render(<FinancialStatements report={lossReport()} currency="USD" />);
    await openTab('Patrimonio');
    expect(within(amountOf('Pérdida del ejercicio')).getByText('-$3,000.00')).toHaveClass('text-red-600');
    expect(within(amountOf('Patrimonio final')).getByText('-$2,000.00')).toHaveClass('text-red-600');
  });
});

describe('Flujo de Caja', () => {
  it('presents the indirect method: operating from net income, investing, financing and cash', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const panel = await openTab('Flujo de Caja');
    expect(statementTitle()).toBe('Estado de Flujos de Efectivo');
    expect(panel).toHaveTextContent('Método indirecto (NIIF para las PYMES, sección 7)');
    expect(statementRows()).toEqual([
      'Actividades de operación',
      'Utilidad del ejercicio | $2,484.01',
      'Cambios en el capital de trabajo',
      'Aumento en Cuentas por cobrar | -$2,500.00',
      'Efectivo neto de actividades de operación | -$15.99',
      'Actividades de inversión',
      'Pagos por adquisición de Propiedad, planta y equipo | -$400.00',
      'Efectivo neto de actividades de inversión | -$400.00',
      'Actividades de financiación',
      'Aportes de los propietarios (Capital social) | $10,000.00',
      'Préstamos recibidos (Préstamos a largo plazo) | $5,000.00',
      'Efectivo neto de actividades de financiación | $15,000.00',
      'Aumento (disminución) neto del efectivo | $14,584.01',
      'Efectivo al inicio del período | $0.00',
      'Efectivo al final del período | $14,584.01',
    ]);
    expect(within(amountOf('Efectivo neto de actividades de operación')).getByText('-$15.99')).toHaveClass(
      'text-red-600',
    );
  });

  it('discloses the laptop bought on credit as a non-cash transaction', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    const panel = await openTab('Flujo de Caja');
    const heading = within(panel).getByRole('heading', { name: 'Transacciones que no requirieron efectivo' });
    const note = heading.closest('section');
    if (!note) throw new Error('no note section');
    const item = within(note).getByText('Laptop para edición').closest('li');
    if (!item) throw new Error('no note item');
    expect(item).toHaveTextContent('$800.00');
    expect(within(item).getByText('-$800.00')).toHaveClass('text-red-600');
    expect(item).toHaveTextContent('Cuentas por pagar');
  });

  it('says so when there were no investing activities', async () => {
    render(<FinancialStatements report={noLiabilitiesReport()} currency="USD" />);
    const panel = await openTab('Flujo de Caja');
    expect(within(panel).getByText('No se registraron actividades de inversión.')).toBeInTheDocument();
    expect(NO_INVESTING_TEXT).toBe('No se registraron actividades de inversión.');
    expect(statementRows()).toContain('Efectivo neto de actividades de inversión | $0.00');
    expect(
      within(panel).queryByRole('heading', { name: 'Transacciones que no requirieron efectivo' }),
    ).toBeNull();
  });
});

describe('Ratios', () => {
  function card(name: string): HTMLElement {
    return within(activePanel()).getByRole('article', { name });
  }

  it('shows each ratio with value, hint, health and how it is computed', async () => {
    render(<FinancialStatements report={academyReport()} currency="USD" />);
    await openTab('Ratios');
    const current = card('Razón corriente');
    expect(within(current).getByText('21.36')).toBeInTheDocument();
    expect(current).toHaveTextContent('Ideal: mayor a 1.5');
    expect(current).toHaveTextContent('Saludable');
    const how = within(current).getByRole('heading', { name: 'Cómo se calcula' }).closest('section');
    if (!how) throw new Error('no how section');
    expect(how).toHaveTextContent('Activo corriente ÷ Pasivo corriente');
    expect(how).toHaveTextContent('Activo corriente$17,084.01');
    expect(how).toHaveTextContent('Pasivo corriente$800.00');

    const debt = card('Endeudamiento (deuda / patrimonio)');
    expect(within(debt).getByText('0.46')).toBeInTheDocument();
    expect(debt).toHaveTextContent('Ideal: menor a 1.0');
    expect(debt).toHaveTextContent('Pasivo total ÷ Patrimonio total');
    expect(debt).toHaveTextContent('Pasivo total$5,800.00');
    expect(debt).toHaveTextContent('Patrimonio total$12,484.01');

    const margin = card('Margen de utilidad neta');
    expect(within(margin).getByText('99.36%')).toBeInTheDocument();
    expect(margin).toHaveTextContent('Porcentaje de los ingresos que queda como utilidad');
    expect(margin).toHaveTextContent('Utilidad neta ÷ Ingresos totales × 100');
  });

  it('shows N/A for an infinite current ratio, with the reason and no badge', async () => {
    render(<FinancialStatements report={noLiabilitiesReport()} currency="USD" />);
    await openTab('Ratios');
    const current = card('Razón corriente');
    expect(within(current).getByText('N/A')).toBeInTheDocument();
    expect(current).not.toHaveTextContent('Infinity');
    expect(current).toHaveTextContent('No hay pasivos corrientes: la razón no se puede calcular.');
    expect(within(current).queryByText('Saludable')).toBeNull();
    expect(within(current).queryByText('Por mejorar')).toBeNull();
  });

  it('flags unhealthy ratios and shows negative inputs in red', async () => {
    render(<FinancialStatements report={lossReport()} currency="USD" />);
    await openTab('Ratios');
    const current = card('Razón corriente');
    expect(within(current).getByText('0.33')).toBeInTheDocument();
    expect(current).toHaveTextContent('Por mejorar');
    const debt = card('Endeudamiento (deuda / patrimonio)');
    expect(within(debt).getByText('N/A')).toBeInTheDocument();
    expect(debt).toHaveTextContent('Por mejorar');
    expect(within(debt).getByText('-$2,000.00')).toHaveClass('text-red-600');
  });
});

describe('empty report', () => {
  it('shows a friendly message in every tab instead of empty tables', async () => {
    render(<FinancialStatements report={emptyReport()} currency="USD" />);
    expect(screen.getByRole('status')).toHaveTextContent('Balance Cuadrado');
    const titles = [
      'Estado de Situación Financiera',
      'Estado de Resultados',
      'Estado de Cambios en el Patrimonio',
      'Estado de Flujos de Efectivo',
      'Razones financieras',
    ];
    for (const [i, label] of TAB_LABELS.entries()) {
      const panel = await openTab(label);
      expect(statementTitle()).toBe(titles[i]);
      expect(within(panel).getByText('Todavía no hay movimientos registrados.')).toBeInTheDocument();
      expect(within(panel).queryByRole('table')).toBeNull();
      expect(within(panel).queryByRole('img')).toBeNull();
    }
  });
});
