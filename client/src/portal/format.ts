const DATE_TIME = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' });
const DAY = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' });

/** An ISO moment as Québec local date and time: '21 novembre 2026 à 10 h 00'. */
export function dateTime(iso: string): string {
  return DATE_TIME.format(new Date(iso));
}

/** 'YYYY-MM-DD' as written: '21 décembre 2026'. */
export function longDay(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return DAY.format(new Date(Date.UTC(y!, m! - 1, d!))).replace(/^1 /, '1er ');
}
