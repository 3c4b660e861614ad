export { FinancialStatements, type FinancialStatementsProps } from './financial-statements';
