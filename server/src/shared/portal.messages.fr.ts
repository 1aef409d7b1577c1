/**
 * Customer-facing French texts of the client portal (pages, errors, e-mails). Pure: imported by the
 * server and by the client (`@shared/portal.messages.fr`).
 */

/** The version of the general conditions a client accepts with a quote (the /conditions page). */
export const CLIENT_TERMS_VERSION = '2026-11-01';

/** Link and session lifetimes. */
export const CLIENT_ACCESS = {
  linkTtlMinutes: 30,
  sessionDays: 30,
  /** Link requests accepted per e-mail address and per IP address within one hour. */
  perEmailPerHour: 3,
  perIpPerHour: 20,
} as const;

/** The portal's address: every customer e-mail links to it (`<PUBLIC_URL>/client`). */
export function clientPortalUrl(publicUrl: string): string {
  return `${publicUrl.replace(/\/$/, '')}/client`;
}

/** The "Mon espace client" line of every customer e-mail (text; the HTML links the label). */
export const PORTAL_MAIL_LINE = {
  label: 'Mon espace client',
  lead: 'Suivez vos demandes, vos soumissions et vos documents dans',
  text: (publicUrl: string) => `Suivez vos demandes, vos soumissions et vos documents dans Mon espace client : ${clientPortalUrl(publicUrl)}`,
} as const;

export const PORTAL_MESSAGES = {
  portalTitle: 'Mon espace client',
  linkRequested:
    'Si cette adresse correspond à une demande ou à une commande, vous recevrez un courriel contenant un lien de connexion valide 30 minutes.',
  tooManyRequests: 'Trop de demandes de lien pour cette adresse. Réessayez dans une heure.',
  emailInvalid: 'Entrez une adresse courriel valide.',
  linkExpired: 'Ce lien de connexion a expiré (il est valide 30 minutes).',
  linkUsed: 'Ce lien de connexion a déjà été utilisé. Chaque lien ne sert qu’une fois.',
  linkInvalid: 'Ce lien de connexion n’est pas valide. Vérifiez qu’il est complet ou demandez-en un nouveau.',
  getNewLink: 'Recevoir un nouveau lien',
  signInRequired: 'Connectez-vous à votre espace client pour continuer.',
  notFound: 'Cette demande est introuvable dans votre espace client.',
  revisionNotFound: 'Cette soumission est introuvable.',
  notLatest: 'Cette version de la soumission a été remplacée par une version plus récente : consultez la dernière version.',
  pastValidity: (validUntil: string) => `Cette soumission n’est plus valide depuis le ${validUntil}. Demandez une nouvelle version à notre équipe.`,
  notAwaitingAnswer: 'Cette soumission a déjà reçu une réponse ou n’a pas encore été envoyée.',
  fullNameRequired: 'Tapez votre nom complet pour signer.',
  termsRequired: 'Vous devez accepter les conditions générales.',
  termsChanged: 'Les conditions générales ont été mises à jour. Relisez-les, puis acceptez de nouveau.',
  messageRequired: 'Décrivez le changement souhaité.',
  /** requestQuoteChange beyond its per-customer limit (QUOTE_CHANGE_LIMITS). */
  tooManyChangeRequests: (minutes: number) =>
    `Vous avez déjà envoyé plusieurs demandes de changement : notre équipe vous répondra. Vous pourrez en envoyer une autre dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  tooLong: (max: number) => `${max} caractères au maximum.`,
  pickupNotProposed: 'Aucune estimation ni plage proposée n’attend votre réponse pour cette demande.',
  // staff side
  quoteNotEditable: 'Cette soumission a été acceptée : elle ne peut plus être modifiée.',
  eventClosed: 'Cette demande est fermée (terminée ou annulée).',
  alreadySent: 'Cette version a déjà été envoyée.',
  notLatestToSend: 'Seule la dernière version peut être envoyée.',
  noLines: 'Ajoutez au moins une ligne à la soumission.',
  discountTooLarge: 'Le rabais ne peut pas dépasser le sous-total.',
  validUntilInvalid: 'Entrez une date de validité (AAAA-MM-JJ) à partir d’aujourd’hui.',
  lineInvalid: 'Chaque ligne demande une description, une quantité (1 à 10 000) et un prix unitaire (0 à 1 000 000 $).',
} as const;

/** Timeline labels by entry kind (both timelines). */
export const TIMELINE_LABELS: Readonly<Record<string, string>> = {
  received: 'Demande reçue',
  'quote.revised': 'Soumission préparée',
  'quote.sent': 'Soumission envoyée',
  'quote.accepted': 'Soumission acceptée',
  'quote.declined': 'Soumission refusée',
  'quote.expired': 'Soumission expirée',
  'quote.change_requested': 'Changement demandé',
  estimated: 'Estimation envoyée',
  scheduled: 'Ramassage planifié',
  'pickup.slot_accepted': 'Estimation et plage acceptées',
  'pickup.slot_change_requested': 'Autre plage demandée',
  confirmed: 'Confirmée',
  done: 'Terminée',
  'done.forced': 'Marquée terminée avant la date (forcé par un administrateur)',
  canceled: 'Annulée',
  paid: 'Payée',
};

/** Status labels the portal shows. */
export const QUOTE_STATUS_LABELS: Readonly<Record<string, string>> = {
  draft: 'en préparation',
  sent: 'envoyée',
  accepted: 'acceptée',
  declined: 'refusée',
  expired: 'expirée',
};

export const NEXT_ACTIONS = {
  answerQuote: 'Répondre à la soumission (accepter, refuser ou demander un changement)',
  answerPickup: 'Accepter l’estimation et la plage proposée, ou demander une autre plage',
  waitQuote: 'Notre équipe prépare votre soumission',
  waitStaff: 'Notre équipe traite votre demande',
  none: 'Aucune action requise',
  pay: 'Payer la commande',
} as const;
