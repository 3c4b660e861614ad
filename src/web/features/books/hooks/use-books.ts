import { useMemo } from 'react';
import type { Sections } from '@/shared/reports';
import { booksOf, type Books } from '../model/books';

/** The books of the report on screen, computed once per loaded report (thousands of lines take a moment). */
export function useBooks(sections: Sections | undefined): Books | null {
  return useMemo(() => (sections ? booksOf(sections) : null), [sections]);
}
