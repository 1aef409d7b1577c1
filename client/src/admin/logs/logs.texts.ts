import type { Translation } from '../kit/i18n/translation';

/** The back-office's logs texts: French (the reference, spec texts copied exactly), English and Spanish with the same keys. */
export const logsFr = {
  searchLabel: 'Rechercher dans les journaux',
  searchPlaceholder: 'Texte, niveau ou heure',
  refresh: 'Rafraîchir',
  refreshing: 'Actualisation…',
  toBottom: 'Aller en bas',
  loadFailed: 'Impossible de charger les logs système.',
  empty: 'Aucune entrée.',
  autoOn: 'Actualisation automatique toutes les 15 s.',
  autoOff: 'Actualisation automatique désactivée (Paramètres).',
  region: 'Lignes du journal système, de la plus ancienne à la plus récente',
  count_one: '{{count}} ligne',
  count_other: '{{count}} lignes',
  updatedAt: 'Mis à jour à {{time}}',
} as const;

export const logsEn: Translation<typeof logsFr> = {
  searchLabel: 'Search the logs',
  searchPlaceholder: 'Text, level or time',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  toBottom: 'Go to bottom',
  loadFailed: 'Could not load the system logs.',
  empty: 'No entry.',
  autoOn: 'Refreshes automatically every 15 s.',
  autoOff: 'Automatic refresh is off (Settings).',
  region: 'System log lines, oldest to newest',
  count_one: '{{count}} line',
  count_other: '{{count}} lines',
  updatedAt: 'Updated at {{time}}',
};

export const logsEs: Translation<typeof logsFr> = {
  searchLabel: 'Buscar en los registros',
  searchPlaceholder: 'Texto, nivel u hora',
  refresh: 'Actualizar',
  refreshing: 'Actualizando…',
  toBottom: 'Ir al final',
  loadFailed: 'No se pudieron cargar los registros del sistema.',
  empty: 'Ninguna entrada.',
  autoOn: 'Actualización automática cada 15 s.',
  autoOff: 'Actualización automática desactivada (Ajustes).',
  region: 'Líneas del registro del sistema, de la más antigua a la más reciente',
  count_one: '{{count}} línea',
  count_other: '{{count}} líneas',
  updatedAt: 'Actualizado a las {{time}}',
};
