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
