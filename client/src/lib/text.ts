/** Lower case without accents or ligatures, spaces of any kind as one plain space: 'Événement  Œuvre' → 'evenement oeuvre'. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/œ/gi, 'oe')
    .replace(/æ/gi, 'ae')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

/**
 * A URL fragment made of a French text: accents removed, lower case, words joined by hyphens.
 * 'Qu’est-ce que l’abonnement ?' → 'qu-est-ce-que-l-abonnement'.
 */
export function slugify(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** true when `haystack` contains `needle`, ignoring case, accents and the kind of spaces. An empty needle matches everything. */
export function includesFolded(haystack: string, needle: string): boolean {
  return foldText(haystack).includes(foldText(needle).trim());
}

const NBSP = '\u00a0';

/**
 * French (Québec) typography for texts written with plain spaces: a non-breaking space before
 * : ? ! » $ % and after «, between groups of digits (2 500) and between a number and its unit
 * (24 h, 25 km), so no line starts with a lone sign.
 */
export function frenchSpacing(text: string): string {
  return text
    .replace(/ ([:?!»$%])/g, `${NBSP}$1`)
    .replace(/« /g, `«${NBSP}`)
    .replace(/(\d) (?=\d{3}\b)/g, `$1${NBSP}`)
    .replace(/(\d) (?=(?:h|min|km|L)\b|pi²|m²)/g, `$1${NBSP}`);
}
