import { DEFAULT_TIME_ZONE, localDate } from '@shared/time/time-totals';
import { DateTime } from 'luxon';

/** The time zone of the time clock's days, weeks and displayed times. */
export const TIMECLOCK_TZ = DEFAULT_TIME_ZONE;

const longDateFormats = new Map<string, Intl.DateTimeFormat>();
const longDateFormat = (locale: string) => {
  let found = longDateFormats.get(locale);
  if (!found) {
    found = new Intl.DateTimeFormat(locale, { timeZone: TIMECLOCK_TZ, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    longDateFormats.set(locale, found);
  }
  return found;
};
const zoned = (instant: string | number | Date) => DateTime.fromJSDate(new Date(instant), { zone: TIMECLOCK_TZ }).setLocale('fr-CA');
const money = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });

/** 08:05 */
export const formatTime = (instant: string | number | Date): string => zoned(instant).toFormat('HH:mm');
/** 08:05:09 */
export const formatClock = (instant: string | number | Date): string => zoned(instant).toFormat('HH:mm:ss');
/** samedi 21 novembre 2026 (fr-CA, the default); Saturday, November 21, 2026 (en-CA); sábado, 21 de noviembre de 2026 (es). */
export const formatLongDate = (instant: string | number | Date, locale = 'fr-CA'): string => longDateFormat(locale).format(new Date(instant));
/** 21 nov. 08:05 */
export const formatDateTime = (instant: string | number | Date): string => zoned(instant).toFormat('d LLL HH:mm');
/** 1 234,56 $ from cents */
export const formatMoney = (cents: number): string => money.format(cents / 100);
/** YYYY-MM-DD in the time clock's zone. */
export const isoDate = (instant: string | number | Date): string => localDate(new Date(instant), TIMECLOCK_TZ);

/** An instant as a datetime-local input shows it: YYYY-MM-DDTHH:mm in the time clock's zone. */
export function toLocalInput(instant: string | number | Date): string {
  return DateTime.fromJSDate(new Date(instant), { zone: TIMECLOCK_TZ }).toFormat("yyyy-MM-dd'T'HH:mm");
}
