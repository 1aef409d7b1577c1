import type { Translation } from '../kit/i18n/translation';

/** Texts shared by every back-office screen (common words, roles, errors): French (the reference, spec texts copied exactly), English and Spanish with the same keys. */
export const commonFr = {
  loading: 'Chargement…',
  retry: 'Réessayer',
  errorTitle: 'Une erreur est survenue',
  backToSite: 'Retour au site',
  you: '(ton compte)',
  loadMore: 'Charger plus',
  loadMoreFailed: 'Impossible de charger la suite.',
  shownOfTotal: '{{shown}} sur {{total}}',
} as const;

export const rolesFr = {
  EMPLOYEE: 'employé',
  MANAGER: 'gestion',
  ADMIN: 'admin',
  SUPERADMIN: 'superadmin',
  CLIENT: 'client',
} as const;

export const errorsFr = {
  network: 'Le serveur ne répond pas. Vérifie ta connexion et réessaie.',
  tooManyLogins_one: 'Trop de tentatives de connexion. Réessayez dans {{count}} minute.',
  tooManyLogins_other: 'Trop de tentatives de connexion. Réessayez dans {{count}} minutes.',
} as const;

export const commonEn: Translation<typeof commonFr> = {
  loading: 'Loading…',
  retry: 'Try again',
  errorTitle: 'Something went wrong',
  backToSite: 'Back to the website',
  you: '(your account)',
  loadMore: 'Load more',
  loadMoreFailed: 'Could not load more.',
  shownOfTotal: '{{shown}} of {{total}}',
};

export const rolesEn: Translation<typeof rolesFr> = {
  EMPLOYEE: 'employee',
  MANAGER: 'manager',
  ADMIN: 'admin',
  SUPERADMIN: 'superadmin',
  CLIENT: 'client',
};

export const errorsEn: Translation<typeof errorsFr> = {
  network: 'The server does not answer. Check your connection and try again.',
  tooManyLogins_one: 'Too many sign-in attempts. Try again in {{count}} minute.',
  tooManyLogins_other: 'Too many sign-in attempts. Try again in {{count}} minutes.',
};

export const commonEs: Translation<typeof commonFr> = {
  loading: 'Cargando…',
  retry: 'Reintentar',
  errorTitle: 'Se produjo un error',
  backToSite: 'Volver al sitio',
  you: '(su cuenta)',
  loadMore: 'Cargar más',
  loadMoreFailed: 'No se pudo cargar más.',
  shownOfTotal: '{{shown}} de {{total}}',
};

export const rolesEs: Translation<typeof rolesFr> = {
  EMPLOYEE: 'empleado',
  MANAGER: 'gestión',
  ADMIN: 'admin',
  SUPERADMIN: 'superadmin',
  CLIENT: 'cliente',
};

export const errorsEs: Translation<typeof errorsFr> = {
  network: 'El servidor no responde. Compruebe su conexión e inténtelo de nuevo.',
  tooManyLogins_one: 'Demasiados intentos de conexión. Vuelva a intentarlo en {{count}} minuto.',
  tooManyLogins_other: 'Demasiados intentos de conexión. Vuelva a intentarlo en {{count}} minutos.',
};
