/**
 * The accounting core of Cuentas Claras: pure functions, no I/O. Everything a screen, the server or
 * a PDF needs to know about the books comes from here.
 */
export * from './sections';
export * from './money';
export * from './catalog';
export * from './balance';
export * from './debe-haber';
export * from './lines';
export * from './entries';
export * from './apply';
export * from './history';
export * from './figures';
export * from './statements';
export * from './cashflow';
export * from './books';
export * from './format';
export * from './plain';
export * from './accounts';
export * from './opening';
export * from './report';
export * from './booking';
export * from './export';
