/**
 * French texts of timesheets (pay periods, approval, locking, forgotten clock-outs, kiosk). Shared
 * with the client through `@shared/timesheets.messages.fr`.
 */
const DAY_MONTH = new Intl.DateTimeFormat('fr-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 2026-11-08 → « 8 novembre 2026 ». */
export const frenchDate = (isoDay: string): string => DAY_MONTH.format(new Date(`${isoDay}T12:00:00Z`));

export const TIMESHEET_MESSAGES = {
  periodLocked: (start: string, end: string) =>
    `La période de paie du ${frenchDate(start)} au ${frenchDate(end)} est approuvée et verrouillée : aucun pointage ni aucune modification n’y est possible. Un administrateur peut la rouvrir.`,
  punchHeld: (start: string, end: string) =>
    `La période de paie du ${frenchDate(start)} au ${frenchDate(end)} est approuvée et verrouillée : ce pointage n’a pas été appliqué ; il est conservé et signalé à votre gestionnaire.`,
  periodStart: 'Période invalide : indiquez le premier jour d’une période de paie (AAAA-MM-JJ).',
  alreadySubmitted: 'Cette feuille de temps est déjà soumise.',
  alreadyApproved: 'Cette feuille de temps est déjà approuvée.',
  notSubmitted: 'Cette feuille de temps n’a pas été soumise : elle ne peut être ni approuvée ni renvoyée.',
  notApproved: 'Seule une feuille de temps approuvée peut être rouverte.',
  openShift: 'Un quart est encore ouvert dans cette période : fermez-le (dépunchez) avant de soumettre ou d’approuver.',
  needsReview: (count: number) =>
    `${count} entrée${count > 1 ? 's' : ''} « à vérifier » dans cette période : corrigez-la${count > 1 ? 's' : ''} avant d’approuver.`,
  ownTimesheet: 'Vous ne pouvez pas approuver ou renvoyer votre propre feuille de temps.',
  commentRequired: 'Indiquez un commentaire pour l’employé.',
  reasonRequired: 'Indiquez la raison de la réouverture.',
  commentTooLong: (max: number) => `Le commentaire ne peut dépasser ${max} caractères.`,
  futurePeriod: 'Cette période de paie n’a pas encore commencé.',
  forgottenReview: (hours: number) => `Fermée automatiquement : quart resté ouvert plus de ${hours} h (oubli de dépunch).`,
  forgottenSubject: (name: string) => `Pointage oublié ? Quart de ${name} ouvert depuis longtemps`,
  forgottenText: (name: string, since: string, hours: number, closeHour: number) =>
    `Bonjour,\n\nLe quart de ${name}, commencé le ${since}, est ouvert depuis plus de ${hours} heures. ` +
    `S’il s’agit d’un oubli, dépunchez maintenant ou demandez à un gestionnaire de corriger l’heure de sortie.\n\n` +
    `Sans correction, le quart sera fermé automatiquement à ${closeHour} h et marqué « à vérifier » : il devra être corrigé avant l’approbation de la feuille de temps.\n`,
} as const;

export const KIOSK_MESSAGES = {
  unknownKiosk: 'Tablette non reconnue ou révoquée : demandez à un administrateur de l’enregistrer de nouveau.',
  wrongPin: 'NIP incorrect.',
  noPin: 'Aucun NIP n’est défini pour cet employé : il le choisit dans « Ma feuille de temps ».',
  pinFormat: 'Le NIP compte de 4 à 6 chiffres.',
  pinTooSimple: 'Choisissez un NIP moins évident (pas une suite ni un seul chiffre répété).',
  throttledEmployee: (minutes: number) => `Trop d’essais de NIP pour cet employé : réessayez dans ${minutes} minutes ou voyez un gestionnaire.`,
  throttledKiosk: (minutes: number) => `Trop d’essais de NIP sur cette tablette : réessayez dans ${minutes} minutes.`,
  kioskName: 'Indiquez un nom de 1 à 80 caractères.',
  notFound: 'Tablette introuvable.',
} as const;
