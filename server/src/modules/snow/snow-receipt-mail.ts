import { formatCad, formatRate } from '../../shared/pricing/money';
import { isSnowMode } from '../../shared/pricing/snow-quote';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '../../shared/pricing/taxes';
import { SNOW_LINE_NAMES, SNOW_MODE_LABELS } from '../../shared/snow';
import { portalLineHtml, portalLineText } from '../mail/mail.public';
import type { SnowOrder } from './snow-order.entity';
import { SNOW_CONTRACT_TEXTS } from '../../shared/snow-season.messages.fr';

/** The seller as printed on the receipt (configuration: COMPANY_*, GST_NUMBER, QST_NUMBER). */
export interface ReceiptIssuer {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  readonly neq: string;
  readonly gstNumber: string;
  readonly qstNumber: string;
}

export interface ReceiptMail {
  subject: string;
  text: string;
  html: string;
}

const LONG_DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });

/** '1 décembre 2026' → '1er décembre 2026'. */
export function frenchLongDate(at: Date): string {
  return LONG_DATE.format(at).replace(/^1 /, '1er ');
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** The order's lines as charged: the service, then each chosen option. */
export function snowOrderLines(order: Pick<SnowOrder, 'mode' | 'abrasif' | 'urgent' | 'basePrice' | 'abrasifPrice' | 'urgentPrice'>) {
  const mode = isSnowMode(order.mode) ? order.mode : 'one-shot';
  return [
    { name: SNOW_LINE_NAMES.base[mode], amount: order.basePrice },
    ...(order.abrasif ? [{ name: SNOW_LINE_NAMES.abrasif, amount: order.abrasifPrice }] : []),
    ...(order.urgent ? [{ name: SNOW_LINE_NAMES.urgent, amount: order.urgentPrice }] : []),
  ];
}

/**
 * The French receipt of a paid order (Charter of the French language s.57), with what QUEBEC.md
 * §7.1 asks of an invoice: supplier name, NEQ and GST/QST registration numbers, date, buyer
 * (cardholder name when known, and e-mail), description, payment terms, the subtotal, TPS and TVQ
 * on separate lines at their own rates (never a combined rate), and the total.
 */
export function buildSnowReceiptMail(order: SnowOrder, issuer: ReceiptIssuer, paidAt: Date, publicUrl: string): ReceiptMail {
  const mode = isSnowMode(order.mode) ? order.mode : 'one-shot';
  const date = frenchLongDate(paidAt);
  const lines = snowOrderLines(order).map((line) => [line.name, formatCad(line.amount)] as const);
  const options = [order.abrasif ? SNOW_LINE_NAMES.abrasif : null, order.urgent ? SNOW_LINE_NAMES.urgent : null].filter(Boolean).join(', ') || 'Aucune';
  const totals: (readonly [string, string])[] = [
    ['Sous-total', formatCad(order.subtotal)],
    [`TPS (${formatRate(GST_RATE_PERCENT)})`, formatCad(order.gst)],
    [`TVQ (${formatRate(QST_RATE_PERCENT)})`, formatCad(order.qst)],
    ['Total payé', formatCad(order.total)],
  ];
  const issuerLines = [
    `Fournisseur : ${issuer.name}`,
    `NEQ : ${issuer.neq}`,
    `No de TPS : ${issuer.gstNumber}`,
    `No de TVQ : ${issuer.qstNumber}`,
    `${issuer.email} · ${issuer.phone}`,
  ];
  const info: (readonly [string, string])[] = [
    ['Client', order.customerName ? `${order.customerName} (${order.email})` : order.email],
    ['Adresse du service', order.address],
    ['Service', SNOW_MODE_LABELS[mode]],
    ['Options', options],
    ['Paiement', `payé en totalité par carte le ${date}`],
    ['Code de confirmation', order.confirmationCode],
  ];
  // A subscription is cancelled as its contract says (prorated refund), a single visit up to 24 h before it (issue #28).
  const cancellation =
    mode === 'abonnement'
      ? `${SNOW_CONTRACT_TEXTS.cancellationRule} Votre contrat (PDF) suit dans un courriel séparé ; conditions générales : ${publicUrl}/conditions-generales.`
      : `Annulation sans frais jusqu’à 24 h avant l’intervention : consultez nos conditions générales (${publicUrl}/conditions-generales).`;
  const thanks = 'Merci ! Votre paiement a bien été reçu. Voici votre reçu.';

  const text = [
    order.customerName ? `Bonjour ${order.customerName},` : 'Bonjour,',
    '',
    thanks,
    '',
    `Reçu ${order.confirmationCode}`,
    `Date : ${date}`,
    '',
    ...issuerLines,
    '',
    ...info.map(([k, v]) => `${k} : ${v}`),
    '',
    'Détail :',
    ...lines.map(([name, amount]) => `  - ${name} : ${amount}`),
    '',
    ...totals.map(([k, v]) => `${k} : ${v}`),
    '',
    cancellation,
    '',
    portalLineText(publicUrl),
    '',
    issuer.name,
    '',
  ].join('\n');

  const e = escapeHtml;
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>Reçu ${e(order.confirmationCode)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>${order.customerName ? `Bonjour ${e(order.customerName)},` : 'Bonjour,'}</p>
<p>${e(thanks)}</p>
<h1 style="font-size:20px">Reçu ${e(order.confirmationCode)}</h1>
<p>Date : ${e(date)}</p>
<p>${issuerLines.map(e).join('<br>')}</p>
<table>${info.map(([k, v]) => `<tr><th style="text-align:left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<h2 style="font-size:16px">Détail</h2>
<table>${lines.map(([name, amount]) => `<tr><td>${e(name)}</td><td style="text-align:right">${e(amount)}</td></tr>`).join('')}</table>
<table style="margin-top:12px">${totals
    .map(([k, v], i) => `<tr><th style="text-align:left">${e(k)}</th><td style="text-align:right">${i === totals.length - 1 ? `<strong>${e(v)}</strong>` : e(v)}</td></tr>`)
    .join('')}</table>
<p>${e(cancellation)}</p>
${portalLineHtml(publicUrl)}
<p>${e(issuer.name)}</p>
</body></html>
`;
  return { subject: `Reçu de paiement ${order.confirmationCode} – ${issuer.name}`, text, html };
}
