import { EVENT_TYPE_LABELS } from '../../shared/messages.fr';
import { isEventType } from '../../shared/events';
import { formatCad, formatRate } from '../../shared/pricing/money';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '../../shared/pricing/taxes';
import type { EventRequest } from './event-request.entity';

export interface QuoteIssuer {
  name: string;
  email: string;
  phone: string;
  neq: string;
  gstNumber: string;
  qstNumber: string;
}

export interface QuoteMail {
  subject: string;
  text: string;
  html: string;
}

const LONG_DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'UTC' });
const ISSUE_DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long', timeZone: 'America/Toronto' });
const INTEGER = new Intl.NumberFormat('fr-CA');

/** French writes the first day of a month as an ordinal: '1er août 2026'. */
function ordinalFirst(formatted: string): string {
  return formatted.replace(/^1 /, '1er ');
}

/** '2026-07-10' → '10 juillet 2026' (the date as written, no time-zone shift). */
function longDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return ordinalFirst(LONG_DATE.format(new Date(Date.UTC(y!, m! - 1, d!))));
}

export function daysLabel(days: number): string {
  return `${days} jour${days > 1 ? 's' : ''}`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

interface Row {
  label: string;
  detail: string;
  amount: string;
}

/**
 * The French copy of an event quote (QUEBEC.md §7.4), with what §7.1 asks of a sales document:
 * supplier name, NEQ and GST/QST registration numbers, date, buyer, description, each tax on its
 * own line at its own rate (never a combined rate), and the total. Amounts in fr-CA CAD.
 *
 * `labels` maps equipment types (bac, baril…) to their display names from the price list.
 */
export function buildEventQuoteMail(request: EventRequest, labels: Readonly<Record<string, string>>, issuer: QuoteIssuer, issuedAt: Date): QuoteMail {
  const eventType = isEventType(request.eventType) ? EVENT_TYPE_LABELS[request.eventType] : request.eventType;
  const dates =
    request.dateStart === request.dateEnd
      ? `le ${longDate(request.dateStart)} (${daysLabel(request.days)})`
      : `du ${longDate(request.dateStart)} au ${longDate(request.dateEnd)} (${daysLabel(request.days)})`;

  const materials: Row[] = request.materials.map((line) => ({
    label: labels[line.type] ?? line.type,
    detail: `${line.quantity} × ${formatCad(line.unitPrice)} × ${daysLabel(line.days)}`,
    amount: formatCad(line.lineTotal),
  }));
  const services: Row[] = request.services.map((line) => ({ label: line.label, detail: '', amount: formatCad(line.price) }));
  const totals: [string, string][] = [
    ['Sous-total', formatCad(request.subtotal)],
    [`TPS (${formatRate(GST_RATE_PERCENT)})`, formatCad(request.gst)],
    [`TVQ (${formatRate(QST_RATE_PERCENT)})`, formatCad(request.qst)],
    ['Total', formatCad(request.total)],
  ];
  const estimate = 'Ceci est une estimation. Le prix final vous sera confirmé par notre équipe.';

  const info: [string, string][] = [
    ['Client', `${request.companyName} (NEQ ${request.neq})`],
    ['Courriel', request.email],
    ...(request.phone ? [['Téléphone', request.phone] as [string, string]] : []),
    ['Événement', `${request.eventName} (${eventType})`],
    ['Participants', INTEGER.format(request.participants)],
    ['Adresse', request.address],
    ['Dates', dates],
  ];
  const issuerLines = [
    `Fournisseur : ${issuer.name}`,
    `NEQ : ${issuer.neq}`,
    `No de TPS : ${issuer.gstNumber}`,
    `No de TVQ : ${issuer.qstNumber}`,
    `${issuer.email} · ${issuer.phone}`,
  ];

  const textRows = (rows: Row[]) =>
    rows.length ? rows.map((r) => `  - ${r.label} : ${r.detail ? `${r.detail} = ` : ''}${r.amount}`) : ['  Aucun'];
  const text = [
    'Bonjour,',
    '',
    'Merci pour votre demande de soumission événementielle. En voici une copie.',
    '',
    `Soumission ${request.reference}`,
    `Date : ${ordinalFirst(ISSUE_DATE.format(issuedAt))}`,
    '',
    ...issuerLines,
    '',
    ...info.map(([k, v]) => `${k} : ${v}`),
    '',
    'Matériel :',
    ...textRows(materials),
    '',
    'Services :',
    ...textRows(services),
    '',
    ...totals.map(([k, v]) => `${k} : ${v}`),
    '',
    estimate,
    '',
    issuer.name,
    '',
  ].join('\n');

  const e = escapeHtml;
  const htmlRows = (rows: Row[]) =>
    rows.length
      ? rows.map((r) => `<tr><td>${e(r.label)}</td><td>${e(r.detail)}</td><td style="text-align:right">${e(r.amount)}</td></tr>`).join('')
      : '<tr><td colspan="3">Aucun</td></tr>';
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>Soumission ${e(request.reference)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
<p>Bonjour,</p>
<p>Merci pour votre demande de soumission événementielle. En voici une copie.</p>
<h1 style="font-size:20px">Soumission ${e(request.reference)}</h1>
<p>Date : ${e(ordinalFirst(ISSUE_DATE.format(issuedAt)))}</p>
<p>${issuerLines.map(e).join('<br>')}</p>
<table>${info.map(([k, v]) => `<tr><th style="text-align:left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<h2 style="font-size:16px">Matériel</h2>
<table>${htmlRows(materials)}</table>
<h2 style="font-size:16px">Services</h2>
<table>${htmlRows(services)}</table>
<table style="margin-top:12px">${totals
    .map(([k, v], i) => `<tr><th style="text-align:left">${e(k)}</th><td style="text-align:right">${i === totals.length - 1 ? `<strong>${e(v)}</strong>` : e(v)}</td></tr>`)
    .join('')}</table>
<p><strong>${e(estimate)}</strong></p>
<p>${e(issuer.name)}</p>
</body></html>
`;

  return { subject: `Votre demande de soumission ${request.reference} – ${issuer.name}`, text, html };
}
