/**
 * Customer-facing French texts of Law 25 requests and CASL consent (issue #19). The consent box's
 * text is shown on the form and recorded word for word with the consent.
 */
export const CASL_CONSENT_TEXT =
  'J’accepte de recevoir par courriel les offres de renouvellement du déneigement et les promotions de l’entreprise. Je peux me désabonner en tout temps par le lien présent dans chaque courriel.';

export const PRIVACY_MESSAGES = {
  exportTitle: 'Vos renseignements personnels',
  exportLead: (email: string, at: string) => `Voici tout ce que nous conservons au sujet de l’adresse ${email}, en date du ${at}.`,
  exportNone: 'Aucun renseignement.',
  requestNotFound: 'Demande introuvable.',
  requestClosed: 'Cette demande est déjà traitée.',
  emailRequired: 'L’adresse courriel est requise.',
  linkInvalid: 'Ce lien n’est pas valide ou a expiré. Communiquez avec nous pour en obtenir un nouveau.',
  unsubscribeTitle: 'Désabonnement',
  unsubscribeAsk: (email: string) => `Ne plus recevoir de courriels promotionnels à l’adresse ${email} ?`,
  unsubscribeButton: 'Me désabonner',
  unsubscribed: 'C’est fait : vous ne recevrez plus de courriels promotionnels. Les courriels liés à vos demandes et commandes continuent.',
  unsubscribeFooter: (url: string) => `Vous recevez ce courriel parce que vous y avez consenti. Pour vous désabonner en un clic : ${url}`,
  deletionDone: (kept: number) =>
    kept > 0
      ? `Renseignements anonymisés. ${kept} document(s) fiscal(aux) de moins de six ans conservé(s) (factures, notes de crédit, commandes, contrats : obligation fiscale), anonymisé(s) à l’échéance.`
      : 'Renseignements anonymisés.',
} as const;

/** The client portal's "Mes renseignements" section (Law 25). */
export const PORTAL_PRIVACY_TEXTS = {
  menu: 'Mes renseignements',
  title: 'Mes renseignements personnels',
  lead: 'Téléchargez tout ce que nous conservons à votre sujet, ou demandez une correction ou une suppression. Nous répondons dans les 30 jours.',
  downloadTitle: 'Télécharger mes données',
  downloadJson: 'Télécharger (JSON)',
  downloadPage: 'Télécharger la version lisible (page HTML)',
  requestTitle: 'Demander une correction ou une suppression',
  kindLabel: 'Ma demande',
  kinds: { RECTIFICATION: 'Corriger un renseignement', DELETION: 'Supprimer mes renseignements' },
  detailsLabel: 'Précisions (pour une correction : quoi corriger)',
  deletionNote:
    'La suppression anonymise vos demandes, votre profil et vos passages de déneigement (photos comprises), efface vos courriels et consentements et ferme toutes vos sessions ; les factures et notes de crédit sont conservées telles qu’émises six ans (obligation fiscale), les commandes et contrats n’en gardent que votre nom, les montants et les références ; tous sont ensuite anonymisés.',
  submit: 'Envoyer ma demande',
  received: (due: string) => `Demande reçue. Nous y répondrons au plus tard le ${due}.`,
} as const;

/** How to exercise the rights, on the privacy policy page (§ Vos droits). */
export const PRIVACY_PAGE_TEXTS = {
  portal:
    'Si vous avez une demande ou une commande chez nous, ouvrez votre espace client (lien « Mon espace client », connexion par un lien envoyé à votre courriel), section « Mes renseignements » : vous y téléchargez tout ce que nous conservons à votre sujet (fichier JSON et version lisible) et vous demandez une correction ou une suppression.',
  byStaff:
    'Vous pouvez aussi nous appeler ou nous écrire : votre demande est consignée avec sa date de réception, et nous vous transmettons, au besoin, un lien personnel valide sept jours pour télécharger vos données.',
  deletion:
    'Une suppression anonymise, au plus tard 30 jours après votre demande, vos demandes de ramassage et de soumission, votre profil d’espace client et vos passages de déneigement (photos et positions effacées), efface vos courriels et consentements et ferme toutes vos sessions de l’espace client. Les factures et notes de crédit sont conservées telles qu’émises six ans après la fin de l’année (obligation fiscale); les commandes et contrats n’en gardent, pendant ce délai, que votre nom, les montants et les références; tous sont ensuite anonymisés.',
  marketing:
    'Nous ne vous envoyons d’offres (renouvellement du déneigement, promotions) que si vous avez coché la case prévue à cet effet; chaque offre contient un lien de désabonnement en un clic, sans connexion.',
} as const;
