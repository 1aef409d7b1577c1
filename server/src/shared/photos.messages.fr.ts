/** Photos (pickup requests, proof of service): the French texts the server answers and the forms show. */
export const PHOTO_LIMITS = {
  /** Photos per pickup request. */
  perPickup: 6,
  /** Largest upload accepted, in bytes (a phone's photo is 2 to 8 MB). */
  maxBytes: 15 * 1024 * 1024,
} as const;

export const PHOTO_MESSAGES = {
  tooLarge: 'Photo trop volumineuse : 15 Mo au plus.',
  notImage: 'Ce fichier n’est pas une image (JPEG, PNG, WebP ou HEIC converti en JPEG).',
  heic: 'Les photos HEIC ne peuvent pas être lues ici : choisissez « Plus compatible » (JPEG) dans les réglages de l’appareil photo, ou envoyez une capture d’écran.',
  unreadable: 'Cette image est illisible ou endommagée.',
  tooManyPixels: 'Image trop grande : 40 mégapixels au plus.',
  tooMany: (max: number) => `Vous pouvez joindre au plus ${max} photos.`,
  linkInvalid: 'Lien d’envoi de photos invalide ou expiré.',
  requestClosed: 'Cette demande n’accepte plus de photos.',
  partialFailure: (failed: number) =>
    `Votre demande est bien enregistrée, mais ${failed === 1 ? 'une photo n’a pas pu être envoyée' : `${failed} photos n’ont pas pu être envoyées`}. Vous pourrez les transmettre en répondant au courriel de confirmation.`,
} as const;
