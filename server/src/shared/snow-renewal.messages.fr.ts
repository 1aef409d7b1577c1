/** Snow-contract renewal (issue #17): the marketing e-mail and the portal's offer. French, customer-facing. */
import { formatCad, formatRate } from './pricing/money';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from './pricing/taxes';

export interface RenewalPriceText {
  readonly seasonStart: string;
  readonly seasonEnd: string;
  readonly address: string;
  readonly subtotal: number;
  readonly gst: number;
  readonly qst: number;
  readonly total: number;
}

const day = (iso: string) => {
  const [y, m, d] = iso.split('-').map(Number);
  const months = ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre', 'novembre', 'décembre'];
  return `${d === 1 ? '1er' : d} ${months[(m ?? 1) - 1]} ${y}`;
};

export const seasonLabel = (seasonStart: string) => {
  const year = Number(seasonStart.slice(0, 4));
  return `${year}-${year + 1}`;
};

export const SNOW_RENEWAL_MESSAGES = {
  subject: (seasonStart: string) => `Déneigement ${seasonLabel(seasonStart)} : renouvelez votre contrat`,
  body: (offer: RenewalPriceText, portalUrl: string) =>
    [
      'Bonjour,',
      '',
      `La saison de déneigement ${seasonLabel(offer.seasonStart)} approche. Vous pouvez renouveler votre contrat pour le ${offer.address}, aux mêmes options.`,
      '',
      `Saison : du ${day(offer.seasonStart)} au ${day(offer.seasonEnd)}`,
      `Sous-total : ${formatCad(offer.subtotal)}`,
      `TPS (${formatRate(GST_RATE_PERCENT)}) : ${formatCad(offer.gst)}`,
      `TVQ (${formatRate(QST_RATE_PERCENT)}) : ${formatCad(offer.qst)}`,
      `Total : ${formatCad(offer.total)}`,
      '',
      `Renouvelez en ligne depuis votre espace client, section Déneigement : ${portalUrl}`,
    ].join('\n'),
  renewButton: (seasonStart: string) => `Renouveler pour la saison ${seasonLabel(seasonStart)}`,
  renewPrice: (offer: RenewalPriceText) =>
    `Du ${day(offer.seasonStart)} au ${day(offer.seasonEnd)} : ${formatCad(offer.subtotal)} + TPS ${formatCad(offer.gst)} + TVQ ${formatCad(offer.qst)} = ${formatCad(offer.total)}`,
  renewing: 'Redirection vers le paiement…',
  renewError: 'Le renouvellement n’a pas pu être lancé. Réessayez.',
  notFound: 'Contrat introuvable.',
  notRenewable: 'Ce contrat n’est plus renouvelable (déjà renouvelé ou annulé).',
} as const;
