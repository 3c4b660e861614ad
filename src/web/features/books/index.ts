/** The accounting-books feature's public entry. */
export { AccountingBooksPage } from './accounting-books-page';
