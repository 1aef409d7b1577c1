/** Customer- and staff-facing French texts of the snow season (contracts, snowfalls, visits). */
export const SNOW_SEASON_MESSAGES = {
  snowfallOutOfSeason: (from: string, to: string) => `Une chute de neige ne peut être déclarée qu’en saison de déneigement (du ${from} au ${to}).`,
  snowfallDate: 'Date invalide (AAAA-MM-JJ).',
  snowfallFuture: 'La chute de neige ne peut pas être dans le futur.',
  snowfallCm: 'Les centimètres doivent être un nombre entre 0 et 200.',
  snowfallEnd: 'Heure de fin invalide (HH:MM).',
  visitNotFound: 'Passage introuvable.',
  visitNotYours: 'Ce passage appartient à la tournée d’un autre employé.',
  visitAlreadyDone: 'Ce passage a déjà été traité.',
  reasonRequired: 'Indiquez la raison.',
  positionInvalid: 'Position invalide.',
  timeInvalid: 'Heure du passage invalide.',
  photoNotImage: 'La photo doit être une image JPEG, PNG, WebP ou HEIC.',
  photoTooLarge: 'La photo dépasse 8 Mo.',
  photoVisitNotDone: 'Marquez d’abord le passage comme fait ou impossible.',
  sharedPhotoMissing: 'Photo introuvable : le lien a expiré, ou la photo n’a pas encore été envoyée (réessayez plus tard).',
  photoConflict: 'Une autre photo vient d’être envoyée pour ce passage : réessayez.',
  contractNotFound: 'Contrat introuvable.',
  contractAlreadyCanceled: 'Ce contrat est déjà annulé.',
  refundChanged: 'Le montant du remboursement a changé ; vérifiez-le de nouveau.',
  cancellationCreditReason: (reference: string) => `Annulation du contrat de déneigement ${reference} : remboursement selon la règle du contrat`,
  routeNotFound: 'Tournée introuvable.',
  routeOrder: 'L’ordre doit contenir exactement les passages de la tournée.',
  employeeNotFound: 'Employé introuvable ou inactif.',
} as const;

export const SNOW_CONTRACT_TEXTS = {
  title: 'Contrat de déneigement résidentiel — saison',
  distance: 'Contrat conclu à distance (Loi sur la protection du consommateur, art. 54.1 et suivants).',
  merchant: 'Commerçant',
  customer: 'Client',
  address: 'Adresse desservie',
  description: 'Description du service',
  serviceText: (abrasif: boolean, urgent: boolean) =>
    `Déneigement de l’entrée de cour de l’adresse desservie, à chaque chute de neige atteignant le seuil de déclenchement, pendant toute la saison.` +
    (abrasif ? ' Épandage d’abrasif (sable/gravier) inclus.' : ' Abrasif non inclus.') +
    (urgent ? ' Option urgence : passage prioritaire dans la tournée.' : ''),
  season: (start: string, end: string) => `Saison : du ${start} au ${end} inclusivement (date de début de l’exécution : ${start}).`,
  trigger: (cm: number) => `Seuil de déclenchement : ${cm} cm de neige au sol par chute.`,
  deadline: (hours: number) => `Délai d’exécution : au plus ${hours} heures après la fin de la chute de neige.`,
  snowPlacement: 'Disposition de la neige : la neige est déposée sur le terrain du client, jamais sur la voie publique ni chez un voisin.',
  landscaping: 'Aménagements : le client balise les bordures, haies et aménagements avant le 15 novembre ; l’entrepreneur répare à ses frais les dommages causés aux éléments balisés.',
  price: 'Prix',
  subtotal: 'Sous-total',
  gst: 'TPS (5 %)',
  qst: 'TVQ (9,975 %)',
  total: 'Total',
  payment: (paidOn: string) => `Modalités de paiement : payé en entier par carte le ${paidOn}. Aucun autre paiement n’est exigible, sauf le supplément ci-dessous s’il s’applique.`,
  extra: (thresholdCm: number, amount: string, amountWithTaxes: string) =>
    `Supplément : si l’accumulation totale de neige de la saison déclarée par l’entrepreneur dépasse ${thresholdCm} cm, un supplément unique de ${amount} avant taxes (${amountWithTaxes} taxes incluses) est exigible. Aucun autre supplément ne peut être réclamé, notamment aucun supplément lié au prix du carburant.`,
  noExtra: 'Aucun supplément : le prix est ferme pour toute la saison, quelle que soit l’accumulation de neige.',
  cancellation: 'Annulation et remboursement',
  cancellationRule:
    'Le client peut annuler en tout temps depuis son espace client ou en écrivant au commerçant. Annulation avant le début de la saison : remboursement intégral. Pendant la saison : remboursement du prix au prorata des jours de la saison restant après le jour de l’annulation. Après la fin de la saison : aucun remboursement. Le remboursement est versé dans les 15 jours.',
  lpcRights:
    'Droits prévus par la loi : le client peut aussi résoudre le contrat si le service n’a pas commencé dans les 30 jours suivant la date prévue, si une copie du contrat ne lui a pas été transmise dans les 15 jours de sa conclusion, ou si une mention obligatoire manque (dans les 30 jours, ou dans les 7 jours de la découverte si le premier déneigement a eu lieu). Le commerçant rembourse alors dans les 15 jours.',
  contact: 'Pour nous joindre',
  taxNumbers: (neq: string, gst: string, qst: string) => `NEQ : ${neq} — No TPS : ${gst} — No TVQ : ${qst}`,
  reference: (code: string) => `Référence : ${code}`,
  concluded: (date: string) => `Contrat conclu le ${date}.`,
  mailSubject: (code: string) => `Votre contrat de déneigement ${code}`,
  mailBody: (name: string, start: string, end: string) =>
    `Bonjour ${name},\n\nMerci pour votre abonnement. Vous trouverez ci-joint votre contrat de déneigement pour la saison du ${start} au ${end}. Conservez-le : il énonce le seuil de déclenchement, le délai d’exécution, le prix et les règles d’annulation et de remboursement.\n`,
  visitSubject: 'Passage effectué',
  visitBody: (address: string, time: string) => `Bonjour,\n\nPassage effectué : votre entrée au ${address} a été déneigée le ${time}.\n`,
  visitPhotoLine: (link: string) =>
    `\nPhoto du passage (visible dès que notre déneigeur l’a envoyée ; lien personnel valide 30 jours) :\n${link}\n`,
  visitPortalLine: (link: string) => `\nVos passages et leurs photos sont aussi dans votre espace client : ${link}\n`,
  visitSms: (company: string, address: string, time: string, link: string) => `${company} : passage effectué au ${address} le ${time}. Photo : ${link}`,
  impossibleSubject: 'Passage impossible',
  impossibleBody: (address: string, time: string, reason: string, phone: string) =>
    `Bonjour,\n\nNotre déneigeur n’a pas pu dégager votre entrée au ${address} le ${time}.\n\nRaison indiquée : ${reason}\n\nEt maintenant : nous repasserons dès que l’accès sera possible, sans frais supplémentaires. Si l’obstacle dépend de vous (véhicule dans l’entrée, accès barré), dégagez-le puis appelez-nous au ${phone} ou répondez à ce courriel pour que nous planifiions le prochain passage.\n`,
  impossibleSms: (company: string, address: string, reason: string, phone: string) =>
    `${company} : passage impossible au ${address} (${reason}). Nous repasserons dès que possible ; si l’accès dépend de vous, dégagez-le et appelez le ${phone}.`,
  impossibleStaffSms: (address: string, reason: string, driver: string) => `URGENT passage impossible : ${address} — ${reason} (${driver})`,
} as const;
