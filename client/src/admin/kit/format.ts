import { localDate } from '@shared/time/time-totals';

/** fr-CA short date of a 'YYYY-MM-DD' day, as written (no time-zone shift). */
const SHORT = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'short', timeZone: 'UTC' });
const CAD = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 2, maximumFractionDigits: 2 });

const DATE_TIME = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });

/**
 * Today's date in Québec, YYYY-MM-DD: the back-office's default day for a form or a report. Not
 * `toISOString()`'s, which is UTC's and already tomorrow from 19:00 or 20:00 in Trois-Rivières.
 */
export function torontoToday(now: Date = new Date()): string {
  return localDate(now);
}

/** An ISO instant in Québec time: '1 juin 2026 à 08 h 00'. */
export function dateTime(iso: string): string {
  const at = new Date(iso);
  return Number.isNaN(at.getTime()) ? '—' : DATE_TIME.format(at);
}

export function shortDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  if (!y || !m || !d) return isoDay || '—';
  return SHORT.format(new Date(Date.UTC(y, m - 1, d)));
}

export function dateRange(start: string, end: string): string {
  return start === end ? shortDay(start) : `${shortDay(start)} – ${shortDay(end)}`;
}

/** Cents → '1 234,56 $'. */
export function cad(cents: number): string {
  return CAD.format((cents || 0) / 100);
}

/** Spec §2 client label: the user's name, else 'company (email)', else the e-mail, else a dash. Submissions have no account. */
export function clientLabel(event: { companyName?: string | null; email?: string | null; userName?: string | null }): string {
  if (event.userName?.trim()) return event.userName.trim();
  if (event.companyName?.trim()) return event.email ? `${event.companyName.trim()} (${event.email})` : event.companyName.trim();
  if (event.email?.trim()) return event.email.trim();
  return '—';
}
