import { useMemo } from 'react';
import { useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';

/** Money (cents → CAD) and dates in the interface language, Toronto time. */
export function useInvoiceFormat() {
  const language = useLanguage();
  return useMemo(() => {
    const money = new Intl.NumberFormat(HTML_LANG[language], { style: 'currency', currency: 'CAD' });
    const date = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: 'America/Toronto' });
    const day = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      cad: (cents: number) => money.format(cents / 100),
      date: (iso: string) => date.format(new Date(iso)),
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
    };
  }, [language]);
}

/** '12,50' or '12.50' (dollars typed by staff) → 1250 cents; null when not a positive amount with at most 2 decimals. */
export function parseDollars(text: string): number | null {
  const normalised = text.trim().replace(/\s/g, '').replace(',', '.').replace(/\$$/, '');
  if (!/^\d+(\.\d{1,2})?$/.test(normalised)) return null;
  const cents = Math.round(Number(normalised) * 100);
  return cents > 0 && Number.isSafeInteger(cents) ? cents : null;
}

