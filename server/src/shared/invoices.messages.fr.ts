/** Customer- and staff-facing French texts of invoices, credit notes and payments (issue #15). */
export const INVOICE_MESSAGES = {
  notFound: 'Facture introuvable.',
  creditNoteNotFound: 'Note de crédit introuvable.',
  paymentNotFound: 'Paiement introuvable.',
  lineAmount: 'Chaque ligne doit avoir une quantité et un prix unitaire supérieurs à zéro.',
  lineDescription: 'Chaque ligne doit avoir une description.',
  noLines: 'Une facture doit compter au moins une ligne.',
  amountPositive: 'Le montant doit être supérieur à zéro.',
  paymentAboveBalance: (balance: string) => `Le montant dépasse le solde de la facture (${balance}).`,
  paymentOnVoid: 'Cette facture est annulée : aucun paiement ne peut y être appliqué.',
  invoicePaid: 'Cette facture est déjà payée.',
  creditAboveRemaining: (remaining: string) => `Le montant dépasse ce qui reste à créditer sur la facture (${remaining}).`,
  refundAboveRemaining: (remaining: string) => `Le remboursement dépasse ce qui reste du paiement (${remaining}).`,
  refundNotCard: 'Seul un paiement par carte peut être remboursé ici ; consignez un remboursement hors ligne par une note de crédit.',
  reasonRequired: 'Indiquez la raison.',
  paymentAlreadyVoid: 'Ce paiement est déjà annulé.',
  paymentVoidRefunded: 'Un paiement remboursé ne peut pas être annulé.',
  voidWithPayments: 'Une facture qui a reçu des paiements ne peut pas être annulée : émettez une note de crédit.',
  alreadyVoid: 'Cette facture est déjà annulée.',
  dateInvalid: 'Date invalide (AAAA-MM-JJ).',
  rangeInvalid: 'La date de fin doit suivre la date de début (au plus 24 mois).',
  nothingDue: 'Aucun solde à payer sur cette facture.',
  offlineMethod: 'Mode de paiement hors ligne invalide (Interac, chèque ou comptant).',
  // Lines the system writes on invoices
  depositLine: (percent: number, reference: string) => `Dépôt de ${percent} % – soumission ${reference}`,
  depositDeducted: (number: string) => `Moins : dépôt facturé (${number})`,
  eventLine: (reference: string, name: string) => `Événement ${reference} – ${name}`,
  pickupLine: (id: number) => `Ramassage d’encombrants (demande n° ${id})`,
  refundReason: 'Remboursement',
  // Method labels
  methods: { card: 'Carte', interac: 'Virement Interac', cheque: 'Chèque', cash: 'Comptant' } as Record<string, string>,
  // E-mails
  reminderSubject: (number: string, company: string) => `Rappel : facture ${number} en souffrance – ${company}`,
  reminderBody: (number: string, balance: string, due: string, url: string) =>
    `Bonjour,\n\nNotre dossier indique que la facture ${number} présente un solde de ${balance}, échu depuis le ${due}.\n\nVous pouvez la régler en ligne : ${url}\n\nSi vous avez déjà payé, veuillez ne pas tenir compte de ce message.\n`,
  issuedSubject: (number: string, company: string) => `Facture ${number} – ${company}`,
  // Receipts and credit notes sent to the customer (issue #25)
  receiptSubject: (number: string, company: string) => `Reçu de paiement – facture ${number} – ${company}`,
  receiptBody: (p: { amount: string; method: string; date: string; reference: string | null; number: string; balance: string; url: string }) =>
    `Bonjour,\n\nNous avons bien reçu votre paiement de ${p.amount} (${p.method}${p.reference ? `, réf. ${p.reference}` : ''}) le ${p.date}, appliqué à la facture ${p.number}.\n\n` +
    `Solde restant de la facture ${p.number} : ${p.balance}.\n\n` +
    `Vos factures et reçus : ${p.url}\n\nMerci de votre confiance.\n`,
  creditNoteSubject: (note: string, number: string, company: string) => `Note de crédit ${note} – facture ${number} – ${company}`,
  creditNoteBody: (p: { note: string; number: string; total: string; reason: string; refund: boolean; balance: string; url: string }) =>
    `Bonjour,\n\n${p.refund ? `Nous vous avons remboursé ${p.total} sur la carte utilisée pour payer la facture ${p.number}. ` : ''}` +
    `La note de crédit ${p.note} de ${p.total} (${p.reason}) sur la facture ${p.number} est jointe à ce courriel en PDF.\n\n` +
    `Solde restant de la facture ${p.number} : ${p.balance}.\n\nVos factures et notes de crédit : ${p.url}\n`,
  identity: (c: { name: string; address: string; phone: string; email: string; neq: string; gstNumber: string; qstNumber: string }) =>
    `--\n${c.name}\n${c.address}\nTél. : ${c.phone} · ${c.email}\nNEQ : ${c.neq} · No de TPS : ${c.gstNumber} · No de TVQ : ${c.qstNumber}\n`,
  issuedBody: (number: string, total: string, terms: string, url: string) =>
    `Bonjour,\n\nVoici votre facture ${number}, d’un montant de ${total} (${terms}). Elle est jointe à ce courriel en PDF.\n\nPour la payer en ligne : ${url}\n`,
} as const;
