/**
 * "Nouvelle demande" opens a request form with the profile in the query string; the forms read it
 * with `readPrefill` (only values, never anything the page runs). Kept tiny: the public forms import it.
 */
export interface Prefill {
  email: string;
  fullName: string;
  phone: string;
  address: string;
}

const KEYS: Record<keyof Prefill, string> = { email: 'courriel', fullName: 'nom', phone: 'telephone', address: 'adresse' };

export function prefillQuery(values: Partial<Prefill>): string {
  const params = new URLSearchParams();
  for (const [key, name] of Object.entries(KEYS) as [keyof Prefill, string][]) {
    const value = values[key]?.trim();
    if (value) params.set(name, value);
  }
  return params.toString();
}

export function readPrefill(search: string): Partial<Prefill> {
  const params = new URLSearchParams(search);
  const out: Partial<Prefill> = {};
  for (const [key, name] of Object.entries(KEYS) as [keyof Prefill, string][]) {
    const value = params.get(name);
    if (value) out[key] = value.slice(0, 300);
  }
  return out;
}
