/** Minutes as hours and minutes: 2730 → « 45 h 30 ». */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)} h ${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours for the CSV: 2730 → 45.5. */
export const decimalHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

/**
 * The date formats follow the back-office's language: AdminApp sets <html lang> to it (fr-CA,
 * en-CA, es); French when none is set. (A period read « 22 novembre 2026 to 5 décembre 2026 » in English.)
 */
const formats = new Map<string, { day: Intl.DateTimeFormat; dateTime: Intl.DateTimeFormat }>();
function formatsNow() {
  const lang = (typeof document !== 'undefined' && document.documentElement.lang) || 'fr-CA';
  let found = formats.get(lang);
  if (!found) {
    found = {
      day: new Intl.DateTimeFormat(lang, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      dateTime: new Intl.DateTimeFormat(lang, { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'America/Toronto' }),
    };
    formats.set(lang, found);
  }
  return found;
}

/** 2026-11-08 → « 8 novembre 2026 » (« November 8, 2026 » in English). */
export const formatDay = (isoDay: string): string => formatsNow().day.format(new Date(`${isoDay}T12:00:00Z`));
export const formatDateTime = (iso: string): string => formatsNow().dateTime.format(new Date(iso));
