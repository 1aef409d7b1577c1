import { PICKUP_MESSAGES } from '../../shared/messages.fr';
import { formatCad } from '../../shared/pricing/money';
import { portalLineHtml, portalLineText } from '../mail/mail.public';
import type { PickupRequest } from './pickup-request.entity';

export interface PickupMailSender {
  name: string;
  phone: string;
  email: string;
}

export interface PickupMail {
  subject: string;
  text: string;
  html: string;
}

const LONG_DATE = new Intl.DateTimeFormat('fr-CA', { dateStyle: 'full', timeZone: 'UTC' });

/** '2026-12-01' → 'mardi 1er décembre 2026' (the day as written, no time-zone shift). */
export function longPickupDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number);
  return LONG_DATE.format(new Date(Date.UTC(y!, m! - 1, d!))).replace(/ 1 /, ' 1er ');
}

/** 'AM' → 'en avant-midi', 'PM' → 'en après-midi', '13:00-15:00' → 'entre 13 h 00 et 15 h 00'. */
export function slotLabel(slot: string): string {
  if (slot === 'AM') return 'en avant-midi';
  if (slot === 'PM') return 'en après-midi';
  const [from, to] = slot.split('-').map((time) => time.replace(':', ' h '));
  return `entre ${from} et ${to}`;
}

const signature = (sender: PickupMailSender) => `${sender.name}\n${sender.phone} · ${sender.email}`;

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
}

/** Blocks of lines as text and simple HTML, then the "Mon espace client" line and the signature. */
function compose(subject: string, blocks: string[][], sender: PickupMailSender, publicUrl: string): PickupMail {
  const text = [...blocks.flatMap((lines) => [...lines, '']), portalLineText(publicUrl), '', signature(sender)].join('\n');
  const paragraph = (lines: string[]) => `<p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = `<!doctype html>
<html lang="fr-CA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="font-family:Arial,sans-serif;color:#1f2937">
${blocks.map(paragraph).join('\n')}
${portalLineHtml(publicUrl)}
${paragraph(signature(sender).split('\n'))}
</body></html>
`;
  return { subject, text, html };
}

export function buildEstimateMail(request: PickupRequest, sender: PickupMailSender, publicUrl: string): PickupMail {
  return compose(
    PICKUP_MESSAGES.estimateSubject(request.id),
    [
      [`Bonjour ${request.fullName},`],
      [`Merci pour votre demande de ramassage au ${request.address}.`, `Notre estimation : ${formatCad(request.estimateCents ?? 0)} (taxes incluses).`],
      ['Acceptez-la dans votre espace client (lien ci-dessous), ou répondez à ce courriel ou appelez-nous ; nous vous proposerons ensuite une date de passage.'],
    ],
    sender,
    publicUrl,
  );
}

export function buildScheduleMail(request: PickupRequest, sender: PickupMailSender, publicUrl: string): PickupMail {
  const estimate = request.estimateCents === null ? [] : [`Montant estimé : ${formatCad(request.estimateCents)} (taxes incluses).`];
  return compose(
    PICKUP_MESSAGES.scheduleSubject(request.id),
    [
      [`Bonjour ${request.fullName},`],
      [`Votre ramassage au ${request.address} est planifié le ${longPickupDate(request.scheduledDate ?? '')} ${slotLabel(request.scheduledSlot ?? '')}.`, ...estimate],
      ['Merci de laisser les articles accessibles. Pour changer la date, répondez à ce courriel ou appelez-nous.'],
    ],
    sender,
    publicUrl,
  );
}
