/** User-visible French texts of staff accounts, sessions, password recovery and pay (issue #27). */
export const PEOPLE_MESSAGES = {
  firstNameRequired: 'Le prénom est requis.',
  lastNameRequired: 'Le nom est requis.',
  nameTooLong: (max: number) => `${max} caractères au maximum.`,
  hireDate: 'Date d’embauche invalide (AAAA-MM-JJ, pas dans le futur).',
  mustChangePassword: 'Un administrateur demande un nouveau mot de passe : choisissez-le dans Paramètres avant de continuer.',
  notYourProfile: 'Seul un administrateur peut modifier le nom d’un autre membre du personnel.',
  resetRequested: 'Si un compte existe pour cette adresse, un lien de réinitialisation vient d’être envoyé. Il est valide 30 minutes.',
  resetRateLimited: (minutes: number) => `Trop de demandes de réinitialisation. Réessayez dans ${minutes} minute${minutes > 1 ? 's' : ''}.`,
  resetLinkInvalid: 'Ce lien de réinitialisation est invalide, expiré ou déjà utilisé. Demandez-en un nouveau.',
  resetMailSubject: 'Réinitialisation de votre mot de passe',
  resetMailBody: (firstName: string, link: string, byAdmin: boolean) =>
    [
      `Bonjour ${firstName},`,
      '',
      byAdmin
        ? 'Un administrateur vous envoie un lien pour choisir un nouveau mot de passe pour l’espace du personnel.'
        : 'Vous avez demandé à réinitialiser votre mot de passe de l’espace du personnel.',
      '',
      `Choisissez un nouveau mot de passe ici (lien valide 30 minutes, une seule fois) :`,
      link,
      '',
      'Si vous n’avez rien demandé, ignorez ce courriel : votre mot de passe actuel reste valide.',
    ].join('\n'),
  rateCents: 'Le taux horaire doit être un montant positif (au plus 500,00 $).',
  effectiveFrom: 'Date d’entrée en vigueur invalide (AAAA-MM-JJ).',
  rateLockedPeriod: 'Cette date tombe dans une période de paie déjà approuvée : choisissez une date après sa fin, ou faites d’abord rouvrir la période.',
} as const;
