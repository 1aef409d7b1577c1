/** The time clock's French texts, as back-office.md writes them (§2, §5, §8) where it gives them. */
export const PUNCH_TEXTS = {
  title: 'Pointage',
  onDuty: 'EN SERVICE',
  offDuty: 'HORS SERVICE',
  punchIn: 'PUNCHER',
  punchOut: 'DÉPUNCHER',
  online: 'En ligne',
  offline: 'Hors ligne',
  confirmQuickOut: 'Tu viens de puncher \'IN\'. Confirmer le \'OUT\' tout de suite ?',
  confirmEmptyNote: 'Dépunchez sans note ?',
  confirmClearQueue: 'Vider la file hors-ligne ?',
  sessionMissing: 'Session expirée. Merci de vous reconnecter.',
  session401: 'Session expirée (401). Reconnecte-toi.',
  loadError: 'Erreur de chargement',
  punchError: 'Erreur de pointage',
  punchFailed: 'Échec du pointage',
  noEntries: 'Aucun pointage.',
  punchedIn: 'Punch IN enregistré.',
  punchedOut: 'Punch OUT enregistré.',
  queued: 'Hors ligne : pointage gardé dans la file, il sera envoyé au retour de la connexion.',
  queuedAfterFailure: 'Échec du pointage : gardé dans la file hors-ligne, il sera renvoyé automatiquement.',
  staffHours: 'Heures des employés',
} as const;

export const NOTE_PRESETS = ['Livraison', 'Ramassage', 'Entretien véhicule', 'Visite chantier', 'Retard circulation', 'Pause repas', 'Autre…'] as const;
/** The preset that adds nothing (the note is written by hand). */
export const OTHER_PRESET = 'Autre…';

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
