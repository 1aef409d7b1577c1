/** Customer-facing French texts of equipment availability (issue #16). */

/** Plural names of the equipment types (the price-list label is used for items staff add). */
export const EQUIPMENT_NAMES: Readonly<Record<string, { one: string; many: string }>> = {
  bac: { one: 'bac roulant', many: 'bacs roulants' },
  baril: { one: 'baril', many: 'barils' },
  ilot: { one: 'îlot de tri', many: 'îlots de tri' },
  toilette: { one: 'toilette', many: 'toilettes' },
  lavage: { one: 'station de lavage', many: 'stations de lavage' },
};

/** French grammar: 0 and 1 take the singular ("Il reste 1 toilette", "Il reste 0 toilette"). */
function itemName(code: string, label: string, count: number): string {
  const names = EQUIPMENT_NAMES[code];
  if (!names) return label.toLocaleLowerCase('fr-CA');
  return count >= 2 ? names.many : names.one;
}

export const AVAILABILITY_MESSAGES = {
  /** The refusal of a request, quote or acceptance that needs more than is left. */
  remaining: (code: string, label: string, count: number) => `Il reste ${count} ${itemName(code, label, count)} pour ces dates.`,
  available: 'Disponible',
  few: (count: number) => (count >= 2 ? `Plus que ${count} disponibles` : `Plus que ${count} disponible`),
  full: 'Complet pour ces dates',
  /** Tooltip / helper of a capped quantity field. */
  max: (count: number) => `Au plus ${count} pour ces dates.`,
  range: 'La date de fin doit être postérieure ou égale à la date de début.',
  rangeTooLong: 'La période ne peut pas dépasser 366 jours.',
  blockQuantity: 'La quantité doit être un nombre entier entre 1 et le stock.',
  blockReason: 'Indiquez la raison (réparation, perte…).',
  itemNotFound: 'Article introuvable.',
  blockNotFound: 'Blocage introuvable.',
  stock: 'Le stock doit être un nombre entier entre 0 et 100 000.',
  turnaround: 'Le délai doit être un nombre entier de jours entre 0 et 30.',
} as const;

/** The run sheet PDF (French, staff document). */
export const RUN_SHEET_TEXTS = {
  title: (day: string) => `Feuille de route ${day}`,
  heading: 'Feuille de route',
  load: 'À charger au dépôt',
  nothingToLoad: 'Rien à charger.',
  stops: 'Arrêts, dans l’ordre',
  noStops: 'Aucune livraison ni récupération ce jour-là.',
  delivery: 'Livraison',
  collection: 'Récupération',
  address: 'Adresse',
  phone: 'Téléphone du client',
  noPhone: 'non fourni',
  event: 'Événement',
  printed: (at: Date) =>
    `Imprimée le ${new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(at)}`,
} as const;
