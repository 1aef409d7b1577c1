/** Event-request vocabulary and limits shared by the server's inputs and the client's Yup schemas. */

/** public-site.md §3: festival, municipal event, urban race, trade fair, other. */
export const EVENT_TYPES = ['festival', 'municipal', 'course', 'foire', 'autre'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export function isEventType(value: unknown): value is EventType {
  return typeof value === 'string' && (EVENT_TYPES as readonly string[]).includes(value);
}

/** Text lengths the server accepts (the spec states only NEQ = 10). */
export const EVENT_TEXT_LIMITS = {
  eventName: 200,
  address: 300,
  commentaires: 5000,
  companyName: 200,
  website: 300,
} as const;

/** NEQ (Québec enterprise number): exactly 10 digits. */
export const NEQ_PATTERN = /^\d{10}$/;

/** A date as the wizard sends it: 'YYYY-MM-DD', or an ISO date-time whose date part is used. */
export const ISO_DATE_PATTERN = /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:?\d{2})?)?$/;

/** Optional website: empty, or an absolute http(s) URL with a dotted host name. */
export function isValidWebsite(value: string): boolean {
  const trimmed = value.trim();
  if (trimmed === '') return true;
  try {
    const url = new URL(trimmed);
    return (url.protocol === 'http:' || url.protocol === 'https:') && /\.[a-z]{2,}$/i.test(url.hostname);
  } catch {
    return false;
  }
}
