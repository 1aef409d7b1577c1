/** The day `n` days after `day` (both YYYY-MM-DD, UTC). Its own file so the calendar and the panel do not import each other. */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}
