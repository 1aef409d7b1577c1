import { DateTime } from 'luxon';
import { EVENT_TYPE_LABELS } from '../../shared/messages.fr';
import { isEventType } from '../../shared/events';
import { formatCad, formatRate } from '../../shared/pricing/money';
import { GST_RATE_PERCENT, QST_RATE_PERCENT } from '../../shared/pricing/taxes';
import type { EventRequest } from './event-request.entity';

/** The business as a quote names it (configuration: COMPANY_*, GST_NUMBER, QST_NUMBER). */
export interface QuoteIssuer {
  name: string;
  address: string;
  email: string;
  phone: string;
  neq: string;
  gstNumber: string;
  qstNumber: string;
}

/** Prices of a quote hold this many days from its submission. */
export const QUOTE_VALIDITY_DAYS = 30;

export interface QuoteRow {
  label: string;
  /** '4 × 10,00 $ × 3 jours' for equipment; empty for services. */
  detail: string;
  amount: string;
}

export interface QuoteTotal {
  label: string;
  amount: string;
  /** The supplier's registration number for a tax line (QUEBEC.md §7.1: numbers beside each tax). */
  registration: string | null;
}

/**
 * Everything a French event quote says (QUEBEC.md §7.1 and §7.4), already formatted: supplier name,
 * address, NEQ and GST/QST registration numbers, date, buyer and their NEQ, description, each line,
 * each tax on its own line at its own rate (never a combined rate), the total, that it is an
 * estimate and how long it holds. The e-mail and the PDF render this same content, so they never
 * disagree. Amounts are the stored ones of the request; nothing is recomputed here.
 */
export interface EventQuoteContent {
  reference: string;
  issuedOn: string;
  validUntil: string;
  issuerLines: string[];
  info: [string, string][];
  materials: QuoteRow[];
  services: QuoteRow[];
  totals: QuoteTotal[];
  estimate: string;
  validity: string;
  /** 'Révision 2' for a revision prepared by staff; null for the quote computed at submission. */
  revisionLabel: string | null;
  /** The note to the client of a revision ('' when none). */
  note: string;
}

/** A quote revision prepared by staff (portal feature): its lines and amounts replace the submitted ones. */
export interface QuoteRevisionContent {
  number: number;
  lines: readonly { kind: 'equipment' | 'service'; description: string; quantity: number; days: number; unitPriceCents: number; amountCents: number }[];
  discountLabel: string;
  discountCents: number;
  subtotal: number;
  gst: number;
  qst: number;
  total: number;
  note: string;
  /** YYYY-MM-DD, last day the quote holds. */
  validUntil: string;
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

/** A moment as its Québec calendar day: '21 novembre 2026'. */
function localDay(at: Date): string {
  return ordinalFirst(ISSUE_DATE.format(at));
}

export function daysLabel(days: number): string {
  return `${days} jour${days > 1 ? 's' : ''}`;
}

/** `labels` maps equipment types (bac, baril…) to their display names from the price list. */
/** '4 × 10,00 $ × 3 jours' (per day, every line before issue #28), '4 × 10,00 $' (per article), '6 h × 35,00 $/h', 'forfait'. */
function materialDetail(line: Pick<EventRequest['materials'][number], 'unit' | 'quantity' | 'unitPrice' | 'days'>): string {
  switch (line.unit) {
    case 'item':
      return `${line.quantity} × ${formatCad(line.unitPrice)}`;
    case 'hour':
      return `${line.quantity} h × ${formatCad(line.unitPrice)}/h`;
    case 'flat':
      return 'forfait';
    default:
      return `${line.quantity} × ${formatCad(line.unitPrice)} × ${daysLabel(line.days)}`;
  }
}

export function eventQuoteContent(
  request: EventRequest,
  labels: Readonly<Record<string, string>>,
  issuer: QuoteIssuer,
  issuedAt: Date,
  revision?: QuoteRevisionContent | null,
): EventQuoteContent {
  const eventType = isEventType(request.eventType) ? EVENT_TYPE_LABELS[request.eventType] : request.eventType;
  const dates =
    request.dateStart === request.dateEnd
      ? `le ${longDate(request.dateStart)} (${daysLabel(request.days)})`
      : `du ${longDate(request.dateStart)} au ${longDate(request.dateEnd)} (${daysLabel(request.days)})`;
  // The prices were fixed when the request was submitted: the validity runs from then, not from a resend.
  const submittedAt = request.createdAt ?? issuedAt;
  const validUntil = revision
    ? longDate(revision.validUntil)
    : localDay(DateTime.fromJSDate(submittedAt, { zone: 'America/Toronto' }).plus({ days: QUOTE_VALIDITY_DAYS }).toJSDate());
  const amounts = revision ?? request;
  const materials: QuoteRow[] = revision
    ? revision.lines
        .filter((l) => l.kind === 'equipment')
        .map((l) => ({ label: l.description, detail: `${l.quantity} × ${formatCad(l.unitPriceCents)} × ${daysLabel(l.days)}`, amount: formatCad(l.amountCents) }))
    : request.materials.map((line) => ({
        label: labels[line.type] ?? line.label ?? line.type,
        detail: materialDetail(line),
        amount: formatCad(line.lineTotal),
      }));
  const services: QuoteRow[] = revision
    ? revision.lines
        .filter((l) => l.kind === 'service')
        .map((l) => ({ label: l.description, detail: l.quantity === 1 ? '' : `${l.quantity} × ${formatCad(l.unitPriceCents)}`, amount: formatCad(l.amountCents) }))
    : request.services.map((line) => ({ label: line.label, detail: '', amount: formatCad(line.price) }));
  const discount: QuoteTotal[] =
    revision && revision.discountCents > 0
      ? [{ label: revision.discountLabel ? `Rabais (${revision.discountLabel})` : 'Rabais', amount: `-${formatCad(revision.discountCents)}`, registration: null }]
      : [];

  return {
    reference: request.reference,
    issuedOn: localDay(issuedAt),
    validUntil,
    issuerLines: [
      `Fournisseur : ${issuer.name}`,
      `Adresse : ${issuer.address}`,
      `NEQ : ${issuer.neq}`,
      `No de TPS : ${issuer.gstNumber}`,
      `No de TVQ : ${issuer.qstNumber}`,
      `${issuer.email} · ${issuer.phone}`,
    ],
    info: [
      ['Client', `${request.companyName} (NEQ ${request.neq})`],
      ['Courriel', request.email],
      ...(request.phone ? [['Téléphone', request.phone] as [string, string]] : []),
      ['Événement', `${request.eventName} (${eventType})`],
      ['Participants', INTEGER.format(request.participants)],
      ['Adresse', request.address],
      ['Dates', dates],
    ],
    materials,
    services,
    totals: [
      ...discount,
      { label: 'Sous-total', amount: formatCad(amounts.subtotal), registration: null },
      { label: `TPS (${formatRate(GST_RATE_PERCENT)})`, amount: formatCad(amounts.gst), registration: `No de TPS : ${issuer.gstNumber}` },
      { label: `TVQ (${formatRate(QST_RATE_PERCENT)})`, amount: formatCad(amounts.qst), registration: `No de TVQ : ${issuer.qstNumber}` },
      { label: 'Total', amount: formatCad(amounts.total), registration: null },
    ],
    estimate: revision
      ? 'Soumission préparée par notre équipe. Vous pouvez l’accepter, la refuser ou demander un changement dans votre espace client.'
      : 'Ceci est une estimation. Le prix final vous sera confirmé par notre équipe.',
    validity: revision ? `Soumission valide jusqu’au ${validUntil}.` : `Soumission valide ${QUOTE_VALIDITY_DAYS} jours, jusqu’au ${validUntil}.`,
    revisionLabel: revision ? `Révision ${revision.number}` : null,
    note: revision?.note ?? '',
  };
}
