import type { EquipmentType, EventServiceName } from './event-quote';
import { lazy } from './lazy';

export interface EquipmentInfo {
  /** Display name (public-site.md §3). */
  name: string;
  /** Plural, for the summary and the recommendation ('3 bacs roulants 360 L'). */
  plural: string;
  /** With its indefinite article, for the counter buttons ('Ajouter un bac roulant 360 L'). */
  withArticle: string;
  description: string;
}

export const EQUIPMENT: Record<EquipmentType, EquipmentInfo> = {
  bac: {
    name: 'Bac roulant 360 L',
    plural: 'bacs roulants 360 L',
    withArticle: 'un bac roulant 360 L',
    description: 'Déchets, recyclage ou compost; se déplace facilement entre les zones.',
  },
  baril: {
    name: 'Baril métallique fixe',
    plural: 'barils métalliques fixes',
    withArticle: 'un baril métallique fixe',
    description: 'Poubelle robuste pour les aires de passage et de restauration.',
  },
  ilot: {
    name: 'Îlot de tri 3 voies',
    plural: 'îlots de tri 3 voies',
    withArticle: 'un îlot de tri 3 voies',
    description: 'Déchets, recyclage et compost côte à côte, avec affichage.',
  },
  toilette: {
    name: 'Toilette chimique',
    plural: 'toilettes chimiques',
    withArticle: 'une toilette chimique',
    description: 'Cabine autonome, entretenue pendant la location.',
  },
  lavage: {
    name: 'Station de lavage',
    plural: 'stations de lavage',
    withArticle: 'une station de lavage',
    description: 'Lavabo autonome avec eau, savon et essuie-mains.',
  },
};

export function equipmentCount(type: EquipmentType, quantity: number): string {
  const info = EQUIPMENT[type];
  return `${quantity} ${quantity > 1 ? info.plural : info.name.charAt(0).toLowerCase() + info.name.slice(1)}`;
}

export const SERVICE_NAMES: Record<EventServiceName, string> = {
  livraison: 'Livraison et récupération',
  nettoyage: 'Nettoyage après l’événement',
  staff: 'Personnel sur place',
};

/** '1 jour', '3 jours'. */
export function daysLabel(days: number): string {
  return `${days} jour${days > 1 ? 's' : ''}`;
}

const LONG_DATE = lazy(() => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' }));

/** '2026-07-10' → '10 juillet 2026', '2026-08-01' → '1er août 2026' (the date as written, no time-zone shift). */
export function longDate(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return LONG_DATE().format(new Date(Date.UTC(year, month - 1, day))).replace(/^1 /, '1er ');
}

const WEEKDAY_DATE = lazy(
  () => new Intl.DateTimeFormat('fr-CA', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
);

/**
 * '2026-07-10' → 'vendredi 10 juillet 2026': shown under the native date inputs, whose display
 * format follows the browser's language (MM/DD/YYYY in an English browser), so the date chosen is
 * never ambiguous.
 */
export function dateInWords(isoDay: string): string {
  const [year, month, day] = isoDay.split('-').map(Number);
  if (!year || !month || !day) return isoDay;
  return WEEKDAY_DATE().format(new Date(Date.UTC(year, month - 1, day))).replace(/^(\S+ )1 /, '$11er ');
}

/** 25000 → '25 000' (fr-CA: a no-break space between thousands). */
export { formatInteger } from './money';
