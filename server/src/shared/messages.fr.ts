import { ErrorCode } from './errors';

/**
 * Every user-visible French text of the server, and the validation texts shared with the
 * client's Yup schemas, exist once here.
 */
export const ERROR_MESSAGES = {
  [ErrorCode.BAD_USER_INPUT]: 'Certains champs sont invalides. Veuillez les corriger.',
  [ErrorCode.BAD_REQUEST]: 'Requête invalide.',
  [ErrorCode.UNAUTHENTICATED]: 'Jeton manquant',
  [ErrorCode.FORBIDDEN]: 'Accès refusé',
  [ErrorCode.NOT_FOUND]: 'Ressource introuvable.',
  [ErrorCode.RATE_LIMITED]: 'Trop de requêtes. Veuillez réessayer plus tard.',
  [ErrorCode.SERVICE_UNAVAILABLE]: 'Service momentanément indisponible. Veuillez réessayer dans quelques instants.',
  [ErrorCode.INTERNAL]: 'Erreur serveur',
  [ErrorCode.INVALID_CREDENTIALS]: 'Identifiants invalides',
  [ErrorCode.INVALID_CURRENT_PASSWORD]: 'Mot de passe actuel incorrect.',
  [ErrorCode.WEAK_PASSWORD]: 'Mot de passe trop faible.',
  [ErrorCode.REAUTHENTICATION_REQUIRED]: 'Indiquez votre mot de passe actuel, ou reconnectez-vous, pour changer de mot de passe.',
  [ErrorCode.SESSION_REQUIRED]: 'Cette action exige une session du personnel, pas un jeton d’intégration.',
  [ErrorCode.EMAIL_TAKEN]: 'Un compte existe déjà avec cette adresse courriel.',
  [ErrorCode.CANNOT_CHANGE_OWN_ROLE]: 'Vous ne pouvez pas modifier votre propre rôle.',
  [ErrorCode.ROLE_NOT_ALLOWED]: 'Seul un superadministrateur peut gérer les comptes administrateurs.',
  [ErrorCode.LAST_SUPERADMIN]: 'Le dernier superadministrateur ne peut être ni supprimé, ni rétrogradé, ni désactivé.',
} as const satisfies Record<ErrorCode, string>;

export const HTTP_MESSAGES = {
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
  unsupportedMediaType: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  payloadTooLarge: 'La requête est trop volumineuse.',
  notFound: 'Adresse d’API introuvable.',
} as const;

export const VALIDATION = {
  required: 'Ce champ est requis.',
  invalid: 'Valeur invalide.',
  tooLong: (max: number) => `Ce champ ne peut dépasser ${max} caractères.`,
  email: 'Adresse courriel invalide.',
  phone: 'Numéro de téléphone invalide.',
  fullNameRequired: 'Le nom complet est requis.',
  phoneRequired: 'Le numéro de téléphone est requis.',
  emailRequired: 'L’adresse courriel est requise.',
  addressRequired: 'L’adresse complète est requise.',
  floor: 'Choisissez un étage entre le rez-de-chaussée (0) et le 3e ou plus (3).',
  photosTooMany: (max: number) => `Vous pouvez joindre au plus ${max} photos.`,
  photoName: 'Nom de photo invalide.',
  imagesOnly: 'Seules les images sont acceptées.',
  // staff accounts (texts from the back-office spec where it gives them)
  emailAndPasswordRequired: 'Email et mot de passe sont requis.',
  role: 'Rôle invalide.',
  bothPasswordsRequired: 'Remplis les deux champs.',
  passwordRequired: 'Le mot de passe est requis.',
  passwordTooShort: (min: number) => `Le mot de passe doit contenir au moins ${min} caractères.`,
  passwordContainsEmail: 'Le mot de passe ne doit pas contenir la partie de l’adresse courriel avant le @.',
  tokenNameRequired: 'Le nom du jeton est requis.',
  takeRange: (max: number) => `Choisissez un nombre entre 1 et ${max}.`,
} as const;

/** Sign-in, sessions and GraphQL request limits. */
export const AUTH_MESSAGES = {
  /** A credential was sent but refused (expired, bad signature, revoked, account disabled…). */
  sessionExpired: 'Session expirée. Merci de vous reconnecter.',
  loginRateLimited: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  introspectionClosed: 'L’introspection du schéma est réservée au personnel connecté.',
  queryTooLong: (max: number) => `La requête GraphQL dépasse ${max} caractères.`,
  queryTooDeep: (max: number) => `La requête GraphQL dépasse la profondeur maximale (${max}).`,
  tooManyRootFields: (max: number) => `La requête GraphQL demande plus de ${max} champs à la racine.`,
  tooManyAliases: (max: number) => `La requête GraphQL utilise plus de ${max} alias.`,
  queryTooComplex: (max: number) => `La requête GraphQL sélectionne plus de ${max} champs.`,
  passwordChanged: 'Mot de passe modifié.',
} as const;
