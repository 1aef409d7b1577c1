/**
 * How a staff member is named everywhere (kiosk, time clock, hours, timesheets, approvals,
 * payroll, dispatch board, route assignment, logs, audit trails, the inbox's owners): « Prénom
 * Nom », else the stored display name, else the e-mail. Pure, importable by the client.
 */
export interface NamedPerson {
  firstName?: string | null;
  lastName?: string | null;
  /** The older free-text display name (kept in step with first and last names). */
  name?: string | null;
  email?: string | null;
}

export const PERSON_NAME_MAX = 60;

const clean = (value: string | null | undefined): string => (value ?? '').replace(/\s+/g, ' ').trim();

export function displayName(person: NamedPerson | null | undefined): string {
  if (!person) return '';
  const full = [clean(person.firstName), clean(person.lastName)].filter(Boolean).join(' ');
  return full || clean(person.name) || clean(person.email);
}

/** The first name alone (the kiosk's « Bonjour, Marie »), else the display name. */
export function greetingName(person: NamedPerson | null | undefined): string {
  return clean(person?.firstName) || displayName(person);
}

/** « Nom, Prénom » order for sorted lists and the accountant's report. */
export function sortKey(person: NamedPerson): string {
  const last = clean(person.lastName);
  return (last ? `${last} ${clean(person.firstName)}` : displayName(person)).toLocaleLowerCase('fr-CA');
}

const capitalise = (word: string): string =>
  word
    .split('-')
    .map((part) => (part ? part[0]!.toLocaleUpperCase('fr-CA') + part.slice(1).toLocaleLowerCase('fr-CA') : part))
    .join('-');

/**
 * First and last names for an account created before names existed: its display name split at
 * the first space, else its e-mail's local part split at « . » or « _ » (marie.tremblay → Marie /
 * Tremblay; a single word gives a first name only).
 */
export function namesFromAccount(name: string | null | undefined, email: string): { firstName: string; lastName: string } {
  const given = clean(name);
  if (given) {
    const [first, ...rest] = given.split(' ');
    return { firstName: first!.slice(0, PERSON_NAME_MAX), lastName: rest.join(' ').slice(0, PERSON_NAME_MAX) };
  }
  const local = email.split('@')[0] ?? '';
  const words = local
    .replace(/\+.*$/, '')
    .split(/[._]+/)
    .map((w) => w.replace(/\d+/g, ''))
    .filter(Boolean);
  if (words.length === 0) return { firstName: local.slice(0, PERSON_NAME_MAX) || 'Employé', lastName: '' };
  return { firstName: capitalise(words[0]!).slice(0, PERSON_NAME_MAX), lastName: words.slice(1).map(capitalise).join(' ').slice(0, PERSON_NAME_MAX) };
}
