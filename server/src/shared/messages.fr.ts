import { ErrorCode } from './errors';
import type { EventType } from './events';

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
  [ErrorCode.PUNCH_ALREADY_OPEN]: 'Déjà en service : un quart est déjà ouvert (punch IN déjà fait).',
  [ErrorCode.NO_OPEN_SHIFT]: 'Hors service : aucun quart ouvert à fermer (punch OUT sans punch IN).',
  [ErrorCode.PUNCH_OUT_OF_ORDER]: 'Ce pointage est antérieur au dernier pointage enregistré : il ne peut pas être appliqué.',
  [ErrorCode.PUNCH_TIME_INVALID]: 'Heure de pointage invalide.',
  [ErrorCode.IDEMPOTENCY_KEY_REUSED]: 'Cette clé de pointage a déjà servi pour un autre pointage.',
  [ErrorCode.INVALID_HOURS]: 'Heures invalides',
  [ErrorCode.INVALID_BREAK]: 'Pause invalide',
  [ErrorCode.TIME_ENTRY_OVERLAP]: 'Ces heures chevauchent une autre entrée de cet employé.',
  [ErrorCode.INVALID_TRANSITION]: 'Cette demande n’est plus à cette étape ; rechargez-la.',
  [ErrorCode.INVALID_STATUS_TRANSITION]: 'Ce changement de statut n’est pas permis.',
  [ErrorCode.PERIOD_LOCKED]: 'Cette période de paie est approuvée et verrouillée : aucune modification n’est possible.',
} as const satisfies Record<ErrorCode, string>;

/** Texts the browser shows when the request itself failed. */
export const CLIENT_MESSAGES = {
  networkError: 'Une erreur est survenue. Veuillez réessayer.',
} as const;

export const HTTP_MESSAGES = {
  malformedJson: 'Le corps de la requête n’est pas un JSON valide.',
  unsupportedMediaType: 'Le corps de la requête doit être envoyé en JSON (Content-Type: application/json).',
  payloadTooLarge: 'La requête est trop volumineuse.',
  notFound: 'Adresse d’API introuvable.',
} as const;

/** Apollo's own request-shape errors (HTTP 400, code BAD_REQUEST), which it words in English. */
export const GRAPHQL_REQUEST_MESSAGES = {
  variables: 'Les variables de la requête GraphQL doivent être un objet JSON.',
  extensions: 'Les extensions de la requête GraphQL doivent être un objet JSON.',
  query: 'La requête GraphQL est absente ou n’est pas du texte.',
  csrf: 'Requête refusée (protection CSRF) : envoyez-la en JSON (Content-Type: application/json) ou avec l’en-tête Apollo-Require-Preflight.',
} as const;

export const VALIDATION = {
  required: 'Ce champ est requis.',
  invalid: 'Valeur invalide.',
  idempotencyKey: 'Clé de formulaire invalide (8 à 100 lettres, chiffres, tirets ou soulignés).',
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
  oneLine: 'Ce champ tient sur une ligne, sans caractère de contrôle ni d’inversion du sens du texte.',
  multiLine: 'Ce champ contient un caractère de contrôle ou d’inversion du sens du texte non permis.',
  passwordContainsEmail: 'Le mot de passe ne doit pas contenir la partie de l’adresse courriel avant le @.',
  /** The strength estimate (zxcvbn) is too low; its own French warning follows when it has one. */
  passwordTooGuessable: (warning?: unknown) =>
    `Ce mot de passe est trop facile à deviner${typeof warning === 'string' && warning ? ` (${warning.replace(/\.$/, '')})` : ''}. Allongez-le avec des mots peu courants, sans suite ni répétition.`,
  tokenNameRequired: 'Le nom du jeton est requis.',
  takeRange: (max: number) => `Choisissez un nombre entre 1 et ${max}.`,
} as const;

/** Sign-in, sessions and GraphQL request limits. */
export const AUTH_MESSAGES = {
  /** A credential was sent but refused (expired, bad signature, revoked, account disabled…). */
  sessionExpired: 'Session expirée. Merci de vous reconnecter.',
  loginRateLimited: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  /** The account's own wait (issue #32): the same for known and unknown addresses. */
  loginAccountRateLimited: (minutes: number) =>
    `Trop de tentatives de connexion. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}. Mot de passe oublié ? Si ce compte existe, un lien pour le réinitialiser vient d’être envoyé par courriel.`,
  introspectionClosed: 'L’introspection du schéma est réservée au personnel connecté.',
  queryTooLong: (max: number) => `La requête GraphQL dépasse ${max} caractères.`,
  queryTooDeep: (max: number) => `La requête GraphQL dépasse la profondeur maximale (${max}).`,
  tooManyRootFields: (max: number) => `La requête GraphQL demande plus de ${max} champs à la racine.`,
  tooManyAliases: (max: number) => `La requête GraphQL utilise plus de ${max} alias.`,
  queryTooComplex: (max: number) => `La requête GraphQL sélectionne plus de ${max} champs.`,
  passwordChanged: 'Mot de passe modifié.',
  /** A document with several operations and no operationName, or one naming none of them. */
  operationNotFound: 'Opération introuvable : le document doit contenir une seule opération, ou précisez son nom (operationName).',
  subscriptionOverHttp: 'Les abonnements (subscription) passent par WebSocket sur /graphql, pas par HTTP.',
} as const;

/** Price list (back-office "Tarification"). */
export const PRICING_MESSAGES = {
  /** The spec's own text for an incomplete new service (back-office.md §5). */
  newServiceIncomplete: 'Remplis nom, label et prix (> 0).',
  nameFormat: 'Le nom interne ne peut contenir que des lettres, des chiffres et des points (ex. : event.tente).',
  nameTaken: 'Ce nom interne existe déjà.',
  price: 'Le prix doit être un nombre entier de cents, positif ou nul.',
  priceTooHigh: 'Le prix dépasse le maximum permis.',
  category: 'Choisissez la catégorie base ou extra.',
  notFound: 'Service introuvable.',
  priceListUnavailable: 'La grille de prix est momentanément indisponible. Veuillez réessayer plus tard.',
} as const;

/** Event quote wizard (public-site.md §5) and its quote e-mail. */
export const EVENT_MESSAGES = {
  eventNameRequired: 'Le nom de l’événement est requis.',
  eventType: 'Choisissez le type d’événement.',
  participants: 'Le nombre de participants doit être d’au moins 1.',
  participantsMax: (max: number) => `Le nombre de participants ne peut dépasser ${max.toLocaleString('fr-CA')}.`,
  dateStartRequired: 'La date de début est requise.',
  dateEndRequired: 'La date de fin est requise.',
  dateInvalid: 'Date invalide.',
  /** The spec's exact text. */
  endBeforeStart: '❌ La date de fin ne peut pas être avant la date de début.',
  tooManyDays: (max: number) => `La durée de l’événement ne peut dépasser ${max} jours.`,
  superficie: 'La superficie doit être un nombre entier positif ou nul (pi²).',
  zones: 'Le nombre de zones doit être un nombre entier positif ou nul.',
  quantity: (max: number) => `La quantité doit être un nombre entier entre 0 et ${max}.`,
  /** A catalogue item that is not (or no longer) offered: inactive, removed, or not an event item. */
  itemNotOffered: (label: string) => `« ${label} » n’est plus offert. Retirez-le de votre demande.`,
  tooManyItems: (max: number) => `Une demande compte au plus ${max} articles ou services.`,
  staffCount: 'Le nombre d’employés doit être d’au moins 1.',
  staffCountMax: (max: number) => `Le nombre d’employés ne peut dépasser ${max}.`,
  companyNameRequired: 'Le nom de l’entreprise est requis.',
  neqRequired: 'Le NEQ est requis.',
  neq: 'Le NEQ doit contenir exactement 10 chiffres.',
  website: 'L’adresse du site Web doit être une URL valide (https://…).',
} as const;

/** Back-office texts of event submissions. */
export const EVENT_ADMIN_MESSAGES = {
  notFound: 'Événement introuvable',
  statusLabels: { pending: 'En attente', confirmed: 'Confirmé', canceled: 'Annulé', done: 'Terminé' } as Record<string, string>,
  invalidTransition: (from: string, to: string) =>
    `Impossible de passer du statut « ${EVENT_ADMIN_MESSAGES.statusLabels[from] ?? from} » au statut « ${EVENT_ADMIN_MESSAGES.statusLabels[to] ?? to} ». Transitions permises : En attente → Confirmé → Terminé, ou Annulé avant Terminé.`,
  searchTooLong: (max: number) => `La recherche ne peut dépasser ${max} caractères.`,
};

/** Back-office texts of the customers list (clients) and the system logs. */
export const CUSTOMER_MESSAGES = {
  notFound: 'Client introuvable.',
  searchTooLong: `La recherche ne peut dépasser ${100} caractères.`,
} as const;

export const LOG_MESSAGES = {
  limit: (max: number) => `Choisissez un nombre de lignes entre 1 et ${max}.`,
  searchTooLong: 'La recherche ne peut dépasser 200 caractères.',
};

/** The quote PDF at /invoices/soumission-{id}.pdf and its signed links. */
export const QUOTE_PDF_MESSAGES = {
  signInRequired: 'Connexion requise : ouvrez la soumission depuis le back-office, ou avec un lien signé valide.',
  linkExpired: 'Ce lien de téléchargement a expiré. Demandez un nouveau lien.',
  linkInvalid: 'Ce lien de téléchargement est invalide.',
  expiresIn: (min: number, max: number) => `La durée du lien doit être comprise entre ${min} et ${max} secondes.`,
};

/** Display names of the event types (public-site.md §3). */
export const EVENT_TYPE_LABELS = {
  festival: 'Festival',
  municipal: 'Événement municipal',
  course: 'Course urbaine',
  foire: 'Foire commerciale',
  autre: 'Autre',
} as const satisfies Record<EventType, string>;

/** Snow-removal order, checkout and confirmation (public-site.md §5 and §8: the spec's exact texts where it gives them). */
export const SNOW_MESSAGES = {
  /** Under the address field when the address is outside the served city. */
  outOfZone: '❌ Malheureusement, nous desservons uniquement la ville de Trois-Rivières.',
  /** Alert on submit with an empty or invalid address. */
  invalidAddressAlert: '❌ Adresse invalide. Nous desservons uniquement la ville de Trois-Rivières.',
  /** Alert when the checkout answer has no url. */
  checkoutNoUrl: 'Erreur lors de la création de la session de paiement.',
  /** Alert on a network or parse failure of the checkout call; also the server's message when the payment provider fails. */
  checkoutUnexpected: 'Erreur inattendue lors du paiement.',
  mode: 'Choisissez le type de service : abonnement ou à la carte.',
  amount: 'Le montant doit être un nombre positif d’au plus deux décimales.',
  amountMismatch: 'Le montant ne correspond à aucune combinaison d’options pour ce type de service. Rechargez la page pour obtenir les prix à jour.',
  orderNotFound: 'Commande introuvable.',
  demoDisabled: 'Le paiement de démonstration est désactivé : les paiements passent par Stripe.',
  webhookNotConfigured: 'Les webhooks Stripe ne sont pas configurés sur ce serveur.',
  webhookSignature: 'Signature du webhook invalide ou expirée.',
} as const;

/** Time clock (back-office.md §2 Pointage, §5, §8). The spec's own texts where it gives them. */
export const TIMECLOCK_MESSAGES = {
  invalidHours: 'Heures invalides',
  invalidBreak: 'Pause invalide',
  hoursInFuture: 'Les heures ne peuvent pas être dans le futur.',
  clientTimeInFuture: 'L’heure de ce pointage est dans le futur : vérifiez l’heure de l’appareil.',
  onlinePunchBackdated:
    'Un pointage en ligne est enregistré à l’heure actuelle : pour une autre heure, demandez à un gestionnaire de corriger l’entrée.',
  clientTimeTooOld: (hours: number) =>
    `Ce pointage hors ligne date de plus de ${hours} heures : demandez à un gestionnaire de l’ajouter à la main.`,
  clientTimeAfterSent: 'L’heure du pointage est postérieure à son envoi.',
  timeZone: 'Fuseau horaire invalide.',
  rangeDate: 'Date invalide (AAAA-MM-JJ ou date-heure ISO).',
  rangeOrder: 'La fin de la période doit suivre son début.',
  rangeTooLong: (days: number) => `La période ne peut dépasser ${days} jours.`,
  noteTooLong: (max: number) => `La note ne peut dépasser ${max} caractères.`,
  reasonTooLong: (max: number) => `La raison ne peut dépasser ${max} caractères.`,
  idempotencyKey: 'Clé de pointage invalide (8 à 100 lettres, chiffres, tirets ou soulignés).',
  userNotFound: 'Employé introuvable.',
  entryNotFound: 'Entrée introuvable.',
} as const;

/** Back-office handling of pickup requests and the e-mails sent to the customer. */
export const PICKUP_MESSAGES = {
  estimateRange: 'Indiquez un montant entre 0,01 $ et 100 000 $.',
  date: 'Date invalide (AAAA-MM-JJ).',
  slot: 'Indiquez une plage : AM, PM ou une plage horaire comme 13:00-15:00.',
  status: 'Statut invalide.',
  estimateSubject: (id: number) => `Votre estimation de ramassage (demande n° ${id})`,
  scheduleSubject: (id: number) => `Votre ramassage est planifié (demande n° ${id})`,
} as const;

/** Personal data retention (server/src/modules/ops/retention.service.ts). */
export const RETENTION_MESSAGES = {
  anonymized: 'Cette demande a été anonymisée (durée de conservation écoulée) : aucun courriel ne peut plus lui être envoyé.',
} as const;

/** Marking an event or a pickup done before its date (issue #25). */
export const DONE_BEFORE_DATE_MESSAGES = {
  event: (day: string) => `Cet événement ne peut pas être marqué terminé avant sa date de fin (${day}). Un administrateur peut le forcer en indiquant la raison.`,
  pickup: (day: string) => `Ce ramassage ne peut pas être marqué terminé avant sa date prévue (${day}). Un administrateur peut le forcer en indiquant la raison.`,
  adminOnly: 'Seul un administrateur peut marquer terminé avant la date prévue.',
  reasonTooLong: 'La raison ne peut dépasser 500 caractères.',
} as const;
