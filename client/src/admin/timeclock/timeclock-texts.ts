/** The staff-hours modal's French texts (back-office.md §5, §8); the 'Pointage' page's own texts, in three languages, are in timeclock.texts.ts. */
export const NOTE_DRAFT_KEY = 'punchNoteDraft.v1';

export const HOURS_TEXTS = {
  summaryError: 'Erreur résumé',
  detailError: 'Erreur détail',
  createFailed: 'Création impossible',
  updateFailed: 'Mise à jour impossible',
  deleteFailed: 'Suppression impossible',
  splitFailed: 'Découpage impossible',
  closeFailed: 'Impossible de fermer',
  saveFailed: 'Sauvegarde impossible',
  invalidHours: 'Heures invalides',
  invalidBreak: 'Pause invalide',
  confirmDelete: 'Supprimer cette entrée ?',
  noneFound: 'Aucun employé trouvé sur cette période.',
  noneInPeriod: 'Aucun employé sur la période.',
  noEntries: 'Aucune entrée.',
  includeManagers: 'Inclure gérants & admins',
} as const;

/** Role tags (back-office.md §6). */
export const ROLE_LABELS = { EMPLOYEE: 'employé', MANAGER: 'gestion', ADMIN: 'admin', SUPERADMIN: 'superadmin' } as const;
