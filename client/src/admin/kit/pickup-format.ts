import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from './i18n/error-text';
import { HTML_LANG } from './i18n/languages';

/** Formatters for the pickup screens in the interface language (Toronto time, CAD). */
export function usePickupFormat() {
  const { t } = useTranslation();
  const language = useLanguage();
  return useMemo(() => {
    const date = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' });
    const day = new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: 'UTC' });
    const money = new Intl.NumberFormat(HTML_LANG[language], { style: 'currency', currency: 'CAD' });
    return {
      dateTime: (iso: string) => date.format(new Date(iso)),
      /** 'YYYY-MM-DD' as written (no time-zone shift). */
      day: (isoDay: string) => day.format(new Date(`${isoDay}T00:00:00Z`)),
      cad: (cents: number) => money.format(cents / 100),
      /** Spec §3: 0 shows 'RDC', otherwise 'Ne'. */
      floor: (floor: number) => (floor === 0 ? t('orders.groundFloor') : t('orders.floorN', { floor })),
      yesNo: (value: boolean) => (value ? t('orders.yes') : t('orders.no')),
    };
  }, [language, t]);
}
