/**
 * SMS length, as carriers bill it: a text made only of GSM 03.38 characters is sent in GSM-7
 * (160 characters in one message, 153 per part when split; the extension characters ^{}\[~]|€ count
 * twice); any other character (ê, ô, î, â, û, ç, emoji…) makes the whole text UCS-2 (70 in one message,
 * 67 per part; a character outside the BMP counts twice). Pure: shared by the server and the back-office.
 */
const GSM7_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
const GSM7_EXTENSION = '^{}\\[~]|€\f';

export type SmsEncoding = 'GSM-7' | 'UCS-2';

export interface SmsLength {
  encoding: SmsEncoding;
  /** Characters as billed (GSM-7 septets or UCS-2 code units). */
  units: number;
  /** Messages the carrier sends (and bills). */
  segments: number;
  /** Units that fit in one message at this length (160/153 or 70/67). */
  perSegment: number;
}

export function smsLength(text: string): SmsLength {
  let gsm = true;
  let septets = 0;
  for (const char of text) {
    if (GSM7_BASIC.includes(char)) septets += 1;
    else if (GSM7_EXTENSION.includes(char)) septets += 2;
    else {
      gsm = false;
      break;
    }
  }
  if (gsm) {
    const perSegment = septets <= 160 ? 160 : 153;
    return { encoding: 'GSM-7', units: septets, segments: Math.max(1, Math.ceil(septets / perSegment)), perSegment };
  }
  const units = text.length;
  const perSegment = units <= 70 ? 70 : 67;
  return { encoding: 'UCS-2', units, segments: Math.max(1, Math.ceil(units / perSegment)), perSegment };
}

/** Words that withdraw consent in an inbound SMS (carriers' English set and the French ones), case and accents ignored. */
export const SMS_STOP_WORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'ARRET', 'ARRETER', 'DESABONNER', 'DESINSCRIRE'];
/** Words that give consent back (START at the carrier as well). */
export const SMS_START_WORDS = ['START', 'UNSTOP', 'YES', 'OUI'];

export function smsKeyword(body: string): 'stop' | 'start' | null {
  const word = body.trim().normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase().replace(/[^A-Z]/g, '');
  if (SMS_STOP_WORDS.includes(word)) return 'stop';
  if (SMS_START_WORDS.includes(word)) return 'start';
  return null;
}

/** The texts of the SMS channel (French, Québec). The consent wording is stored with each consent (CASL). */
export const SMS_TEXTS = {
  consentWording: (company: string) =>
    `J’accepte de recevoir des textos de ${company} au numéro indiqué pour le suivi de mes services (passages de déneigement, rappels de livraison et de ramassage). Je peux retirer ce consentement en tout temps en répondant STOP ou dans mon profil. Des frais de messagerie peuvent s’appliquer.`,
  staffConsentWording: (company: string) =>
    `J’accepte de recevoir des textos de ${company} au numéro indiqué pour les alertes urgentes du bureau. Je peux retirer ce consentement en tout temps en répondant STOP ou dans mon profil.`,
  stopReply: (company: string) => `${company} : vous ne recevrez plus de textos. Répondez START pour les réactiver.`,
  startReply: (company: string) => `${company} : textos réactivés. Répondez STOP pour arrêter.`,
  mobileRequired: 'Indiquez un numéro de cellulaire pour recevoir des textos.',
  mobileCannotSms: 'Ce numéro ne peut pas recevoir de textos : indiquez un cellulaire.',
} as const;
