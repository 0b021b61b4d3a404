import { createContext, useCallback, useContext } from 'react';
import { formatPortalDate } from './format';

/** The locale the page's dates are written in: the organisation's on its portal. */
export const DateLocaleContext = createContext('en-US');

/** Formats a date as the page's organisation writes it ('MMMM d, yyyy' in English). */
export function useDateFormat(): (iso: string) => string {
  const locale = useContext(DateLocaleContext);
  return useCallback((iso: string) => formatPortalDate(iso, locale), [locale]);
}
