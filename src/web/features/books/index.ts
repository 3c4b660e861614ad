/**
 * The accounting-books feature's public entry. The page is exported only as a loader: a static export
 * would pull it into whichever chunk imports this file, and the router fetches each page on its own.
 */
export const loadAccountingBooksPage = () => import('./accounting-books-page');
