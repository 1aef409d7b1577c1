/** Minutes as hours and minutes: 2730 → « 45 h 30 ». */
export function formatMinutes(minutes: number): string {
  const sign = minutes < 0 ? '−' : '';
  const abs = Math.abs(Math.round(minutes));
  return `${sign}${Math.floor(abs / 60)} h ${String(abs % 60).padStart(2, '0')}`;
}

/** Minutes as decimal hours for the CSV: 2730 → 45.5. */
export const decimalHours = (minutes: number): number => Math.round((minutes / 60) * 100) / 100;

const DAY = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const DATE_TIME = new Intl.DateTimeFormat('fr-CA', { weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', timeZone: 'America/Toronto' });

/** 2026-11-08 → « 8 novembre 2026 ». */
export const formatDay = (isoDay: string): string => DAY.format(new Date(`${isoDay}T12:00:00Z`));
export const formatDateTime = (iso: string): string => DATE_TIME.format(new Date(iso));
