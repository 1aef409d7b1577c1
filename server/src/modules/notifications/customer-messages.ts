import type { EntityManager } from 'typeorm';
import { formatCad } from '../../shared/pricing/money';
import { EventRequest } from '../events/events.public';
import type { DomainEvent, DomainEventType } from '../../kernel/events';
import { EventRequestStatus } from '../events/events.public';
import '../events/events.public';
import '../pickup/pickup.public';
import '../portal/portal.public';
import '../privacy/privacy.public';
import '../snow-season/snow-season.public';
import '../timesheets/timesheets.public';
import '../webhooks/webhooks.public';
import '../invoices/invoices.public';
import '../snow/snow.public';
import '../timeclock/timeclock.public';
import '../users/users.public';
import { PickupRequest } from '../pickup/pickup.public';
import { QuoteRevision } from '../portal/portal.public';
import { PrivacyRequest, PrivacyRequestKind, PrivacyRequestStatus } from '../privacy/privacy.public';
import { SnowContract } from '../snow-season/snow-season.public';
import { composeCustomerMail, ComposedMail, frenchDayOf, frenchIsoDay, MessageSender } from './customer-mail';

/** How a customer hears about a transition. */
export type MessageChannel = 'email' | 'sms' | 'portal';

/**
 * What each business transition tells the customer (issue #26, README "Messages aux clients"):
 * - `notifications`: built and queued here (customerMessage below), through every channel adapter;
 * - `owner`: queued by the feature that owns the transition, in the same transaction (its e-mail
 *   carries a document this module does not build: the quote PDF, an invoice);
 * - `silent`: nothing, and why.
 * The Record makes a new transition type fail the type check until it is given a rule; the seam
 * test (customer-messages.test.ts) walks every transition the code emits against this table and
 * the README's.
 */
export type CustomerMessageRule =
  | { readonly send: 'notifications'; readonly channels: readonly MessageChannel[]; readonly what: string }
  | { readonly send: 'owner'; readonly channels: readonly MessageChannel[]; readonly what: string; readonly owner: string }
  | { readonly send: 'silent'; readonly reason: string };

export const CUSTOMER_MESSAGES: { readonly [T in DomainEventType]: CustomerMessageRule } = {
  'pickup.created': { send: 'notifications', channels: ['email'], what: 'accusé de réception avec la référence et la suite (estimation sous 24 h, puis une date) ; rien quand la demande est « non vérifiée »' },
  'pickup.confirmed': { send: 'notifications', channels: ['email'], what: 'l’accusé de réception d’une demande « non vérifiée » que le personnel confirme' },
  'pickup.estimated': { send: 'owner', owner: 'pickup (pickup.service.ts)', channels: ['email'], what: 'l’estimation, à accepter dans l’espace client' },
  'pickup.scheduled': { send: 'notifications', channels: ['email'], what: 'la date et la plage du passage ; « déplacé » quand il en avait déjà une' },
  'pickup.canceled': { send: 'notifications', channels: ['email'], what: 'l’annulation de la demande' },
  'pickup.done': { send: 'owner', owner: 'invoices (invoices.handlers.ts)', channels: ['email'], what: 'la facture (PDF) du ramassage' },
  'pickup.done_forced': { send: 'silent', reason: 'la raison d’un ramassage terminé avant sa date reste au personnel (historique) ; le client reçoit la facture (pickup.done)' },
  'event.submitted': { send: 'notifications', channels: ['email'], what: 'accusé de réception avec la référence et la suite ; quand le client a demandé la copie du devis, c’est elle (events, avec le PDF) ; rien quand « non vérifiée »' },
  'event.verified': { send: 'notifications', channels: ['email'], what: 'l’accusé de réception d’une demande « non vérifiée » que le personnel confirme (ou la copie du devis demandée)' },
  'event.status_changed': { send: 'notifications', channels: ['email'], what: 'confirmé par le personnel : « Votre événement est confirmé » ; confirmé par l’acceptation du client : le courriel d’acceptation le dit ; annulé, terminé : voir event.canceled, event.done' },
  'event.canceled': { send: 'notifications', channels: ['email'], what: 'l’annulation, avec la raison saisie par le personnel' },
  'event.done': { send: 'owner', owner: 'invoices (invoices.handlers.ts)', channels: ['email'], what: 'la facture finale (PDF), acompte déduit' },
  'event.done_forced': { send: 'silent', reason: 'la raison d’un événement terminé avant sa date reste au personnel (historique) ; le client reçoit la facture finale (event.done)' },
  'quote.sent': { send: 'owner', owner: 'portal (quote-revisions.service.ts)', channels: ['email', 'portal'], what: 'la soumission (PDF) et le lien pour l’accepter, la refuser ou demander un changement' },
  'quote.accepted': { send: 'notifications', channels: ['email'], what: 'confirmation de l’acceptation (révision, total) ; la facture d’acompte suit (invoices)' },
  'quote.declined': { send: 'silent', reason: 'le client vient de refuser lui-même dans son espace client, qui l’affiche ; le bureau est avisé (À traiter)' },
  'quote.expiring': { send: 'notifications', channels: ['email', 'portal'], what: 'la soumission expire bientôt (date de validité) et comment l’accepter' },
  'quote.expired': { send: 'owner', owner: 'portal (quote-revisions.service.ts)', channels: ['email'], what: 'la soumission a expiré et comment en obtenir une nouvelle' },
  'quote.change_requested': { send: 'silent', reason: 'c’est le client qui écrit ; son message est dans son espace client et le bureau est avisé (À traiter)' },
  'invoice.issued': { send: 'owner', owner: 'invoices (invoices.service.ts)', channels: ['email'], what: 'la facture (PDF)' },
  'invoice.paid': { send: 'owner', owner: 'invoices (invoices.service.ts)', channels: ['email'], what: 'le reçu du paiement qui solde la facture (montant, mode, solde) ; pour une commande de déneigement, le reçu avec la facture payée (snow.paid)' },
  'credit_note.issued': { send: 'owner', owner: 'invoices (invoices.service.ts)', channels: ['email'], what: 'la note de crédit (PDF), avec le remboursement quand il y en a un' },
  'snow.paid': { send: 'owner', owner: 'invoices (invoices.handlers.ts)', channels: ['email'], what: 'le reçu avec la facture payée (PDF)' },
  'snow.payment_failed': { send: 'silent', reason: 'la commande n’est pas conclue et le client n’a rien payé ; le bureau est avisé (À traiter) et communique avec lui' },
  'snow.visit_done': { send: 'owner', owner: 'snow-season (snow-season.service.ts)', channels: ['email', 'sms'], what: '« Passage effectué » : l’heure et le lien vers la photo ; SMS si le client y a consenti' },
  'snow.visit_impossible': { send: 'owner', owner: 'snow-season (snow-season.service.ts)', channels: ['email', 'sms'], what: '« Passage impossible » : la raison et la suite ; SMS si le client y a consenti (et alerte SMS aux gestionnaires consentants)' },
  'snow.contract_canceled': { send: 'notifications', channels: ['email'], what: 'l’annulation du contrat et le remboursement (15 jours)' },
  'privacy.received': { send: 'notifications', channels: ['email'], what: 'accusé de réception de la demande (Loi 25) avec la date limite de réponse (30 jours)' },
  'privacy.completed': { send: 'notifications', channels: ['email'], what: 'la réponse : demande traitée, ou refusée avec le motif et le recours (CAI)' },
  'time_entry.closed': { send: 'silent', reason: 'interne : le pointage d’un employé' },
  'timesheet.submitted': { send: 'silent', reason: 'interne : un employé, pas un client (le bureau est avisé, À traiter)' },
  'timeclock.forgotten': { send: 'silent', reason: 'interne : l’employé et les gestionnaires sont avisés par les feuilles de temps' },
  'timeclock.punch_held': { send: 'silent', reason: 'interne : un employé ; les gestionnaires sont avisés (À traiter, feuilles de temps)' },
  'user.disabled': { send: 'silent', reason: 'interne : le compte d’un membre du personnel, fermé plutôt que supprimé (ses heures sont conservées)' },
  'webhook.failing': { send: 'silent', reason: 'interne : un intégrateur, pas un client (les administrateurs sont avisés, À traiter)' },
};

/** One customer message, ready for every channel adapter (e-mail today; SMS plugs in beside it). */
export interface CustomerMessage {
  to: string;
  /** Same transition → same key: queued at most once per channel (`<key>` for e-mail, `<key>:sms`…). */
  dedupeKey: string;
  mail: ComposedMail;
  /** The short form for SMS (160 characters when possible). */
  short: string;
  /** The customer's phone as they gave it, when the subject has one. */
  phone: string | null;
  /**
   * Sent because an anonymous visitor submitted a form (an acknowledgement): counted under the
   * per-recipient daily cap of anonymous triggers, so nobody mail-bombs an address through our forms.
   */
  anonymousTrigger?: boolean;
}

const PRIVACY_KIND: Record<PrivacyRequestKind, string> = {
  [PrivacyRequestKind.ACCESS]: 'd’accès à vos renseignements personnels',
  [PrivacyRequestKind.RECTIFICATION]: 'de rectification de vos renseignements personnels',
  [PrivacyRequestKind.DELETION]: 'de suppression de vos renseignements personnels',
};

export function slotText(slot: string): string {
  if (slot === 'AM') return 'en avant-midi';
  if (slot === 'PM') return 'en après-midi';
  const [from, to] = slot.split('-').map((time) => time.replace(':', ' h '));
  return `entre ${from} et ${to}`;
}

const pickupRef = (id: number) => `n° ${id}`;

/**
 * The customer message of a transition whose rule is `notifications`, built from the stored rows
 * on the transition's own transaction; null when this occurrence says nothing (an unverified
 * request, an anonymised one, a confirmation the client made themselves).
 */
export async function customerMessage(em: EntityManager, event: DomainEvent, sender: MessageSender): Promise<CustomerMessage | null> {
  const mail = (subject: string, name: string | null, paragraphs: string[], link?: { label: string; url: string }) => composeCustomerMail(sender, subject, name, paragraphs, link);
  const portal = { label: 'Ouvrir mon espace client', url: `${sender.publicUrl}/client` };
  switch (event.type) {
    case 'pickup.created':
    case 'pickup.confirmed':
    case 'pickup.scheduled':
    case 'pickup.canceled': {
      // pickup.created carries the row just stored: no second read.
      const row = event.type === 'pickup.created' ? event.pickup : await em.findOneBy(PickupRequest, { id: event.pickupRequestId });
      if (!row || row.anonymizedAt) return null;
      if (event.type === 'pickup.created' || event.type === 'pickup.confirmed') {
        if (row.unverified) return null;
        return {
          to: row.email,
          phone: row.phone,
          dedupeKey: `pickup-request:${row.id}:received`,
          anonymousTrigger: event.type === 'pickup.created',
          short: `${sender.name} : demande de ramassage ${pickupRef(row.id)} reçue. Estimation sous 24 h par courriel.`,
          mail: mail(`Demande de ramassage reçue (${pickupRef(row.id)}) – ${sender.name}`, row.fullName, [
            `Nous avons bien reçu votre demande de ramassage au ${row.address}. Votre référence : ${pickupRef(row.id)}.`,
            'La suite : nous examinons votre demande et vous envoyons une estimation par courriel dans les 24 heures. Une fois l’estimation acceptée, nous vous proposons une date de passage (24 à 72 heures selon l’urgence).',
            row.urgency ? 'Vous avez demandé une intervention urgente : nous vous appellerons pour convenir du moment.' : 'Pour ajouter une précision, répondez simplement à ce courriel en indiquant votre référence.',
          ], portal),
        };
      }
      if (event.type === 'pickup.scheduled') {
        const when = `le ${frenchIsoDay(event.date)} ${slotText(event.slot)}`;
        return {
          to: row.email,
          phone: row.phone,
          dedupeKey: `pickup-request:${row.id}:scheduled:${event.date}:${event.slot}`,
          short: `${sender.name} : ramassage ${pickupRef(row.id)} ${event.rescheduled ? 'déplacé au' : 'planifié le'} ${frenchIsoDay(event.date)} ${slotText(event.slot)}.`,
          mail: mail(
            event.rescheduled ? `Votre ramassage est déplacé (${pickupRef(row.id)}) – ${sender.name}` : `Votre ramassage est planifié (${pickupRef(row.id)}) – ${sender.name}`,
            row.fullName,
            [
              event.rescheduled ? `La date de votre ramassage au ${row.address} a changé : il aura lieu ${when}.` : `Votre ramassage au ${row.address} est planifié ${when}.`,
              ...(row.estimateCents === null ? [] : [`Montant estimé : ${formatCad(row.estimateCents)} (taxes incluses).`]),
              'Merci de laisser les articles accessibles. Pour changer la date, répondez à ce courriel ou appelez-nous.',
            ],
            portal,
          ),
        };
      }
      return {
        to: row.email,
        phone: row.phone,
        dedupeKey: `pickup-request:${row.id}:canceled`,
        short: `${sender.name} : demande de ramassage ${pickupRef(row.id)} annulée. Questions : ${sender.phone}.`,
        mail: mail(`Demande de ramassage annulée (${pickupRef(row.id)}) – ${sender.name}`, row.fullName, [
          `Votre demande de ramassage ${pickupRef(row.id)} au ${row.address} est annulée : aucun passage n’aura lieu et rien ne vous sera facturé.`,
          `S’il s’agit d’une erreur ou pour une nouvelle demande, répondez à ce courriel ou appelez-nous au ${sender.phone}.`,
        ]),
      };
    }
    case 'event.submitted':
    case 'event.verified':
    case 'event.status_changed':
    case 'event.canceled': {
      const row = await em.findOneBy(EventRequest, { id: event.type === 'event.submitted' || event.type === 'event.status_changed' ? event.request.id : event.eventRequestId });
      if (!row || row.anonymizedAt) return null;
      const dates = row.dateStart === row.dateEnd ? `le ${frenchIsoDay(row.dateStart)}` : `du ${frenchIsoDay(row.dateStart)} au ${frenchIsoDay(row.dateEnd)}`;
      if (event.type === 'event.submitted' || event.type === 'event.verified') {
        // Unverified: nobody proved the address. A requested copy of the quote is the acknowledgement.
        if (row.unverified || row.sendCopy) return null;
        return {
          to: row.email,
          phone: row.phone || null,
          dedupeKey: `event-request:${row.id}:received`,
          anonymousTrigger: event.type === 'event.submitted',
          short: `${sender.name} : demande ${row.reference} reçue. Soumission sous 24 h par courriel.`,
          mail: mail(`Demande de soumission reçue (${row.reference}) – ${sender.name}`, null, [
            `Nous avons bien reçu votre demande de soumission pour « ${row.eventName} » (${dates}). Votre référence : ${row.reference}.`,
            'La suite : nous préparons votre soumission détaillée et vous l’envoyons par courriel dans les 24 heures. Vous pourrez ensuite l’accepter, la refuser ou nous demander un changement dans votre espace client.',
          ], portal),
        };
      }
      if (event.type === 'event.status_changed') {
        // Confirmed by the client's acceptance (no staff user): the acceptance e-mail says it.
        if (row.status !== EventRequestStatus.CONFIRMED || row.statusChangedById === null) return null;
        return {
          to: row.email,
          phone: row.phone || null,
          dedupeKey: `event-request:${row.id}:confirmed`,
          short: `${sender.name} : votre événement ${row.reference} (${dates}) est confirmé.`,
          mail: mail(`Votre événement est confirmé (${row.reference}) – ${sender.name}`, null, [
            `Bonne nouvelle : votre événement « ${row.eventName} » (${dates}) est confirmé.`,
            'Nous communiquerons avec vous avant la livraison pour les derniers détails. Vos documents sont dans votre espace client.',
          ], portal),
        };
      }
      const reason = event.reason?.trim();
      return {
        to: row.email,
        phone: row.phone || null,
        dedupeKey: `event-request:${row.id}:canceled`,
        short: `${sender.name} : votre événement ${row.reference} est annulé.${reason ? ` Raison : ${reason}`.slice(0, 80) : ''}`,
        mail: mail(`Votre événement est annulé (${row.reference}) – ${sender.name}`, null, [
          `Votre événement « ${row.eventName} » (${dates}) est annulé.`,
          reason ? `Raison : ${reason}` : 'Aucune raison n’a été précisée.',
          `Si des sommes ont été payées, le remboursement ou la note de crédit suit. Pour toute question, répondez à ce courriel ou appelez-nous au ${sender.phone}.`,
        ]),
      };
    }
    case 'quote.accepted':
    case 'quote.expiring': {
      const { quote } = event;
      const row = await em.findOneBy(EventRequest, { id: quote.eventRequestId });
      if (!row || row.anonymizedAt) return null;
      if (event.type === 'quote.accepted') {
        return {
          to: row.email,
          phone: row.phone || null,
          dedupeKey: `quote-revision:${quote.revisionId}:accepted:client`,
          short: `${sender.name} : acceptation de la soumission ${quote.reference} reçue (${formatCad(quote.totalCents)}).`,
          mail: mail(`Acceptation reçue – soumission ${quote.reference} – ${sender.name}`, null, [
            `Nous avons bien reçu votre acceptation de la révision ${quote.revisionNumber} de la soumission ${quote.reference} : ${formatCad(quote.totalCents)}, taxes incluses. Votre événement est confirmé.`,
            'La suite : la facture d’acompte, s’il y a lieu, vous parvient par courriel ; nous communiquerons avec vous avant la livraison. Le document accepté reste dans votre espace client.',
          ], portal),
        };
      }
      const validUntil = (await em.findOneBy(QuoteRevision, { id: quote.revisionId }))?.validUntil;
      if (!validUntil) return null;
      return {
        to: row.email,
        phone: row.phone || null,
        dedupeKey: `quote-revision:${quote.revisionId}:expiring`,
        short: `${sender.name} : votre soumission ${quote.reference} expire le ${frenchIsoDay(validUntil)}.`,
        mail: mail(`Votre soumission ${quote.reference} expire bientôt – ${sender.name}`, null, [
          `La révision ${quote.revisionNumber} de votre soumission ${quote.reference} (${formatCad(quote.totalCents)}, taxes incluses) est valide jusqu’au ${frenchIsoDay(validUntil)}.`,
          'Pour réserver le matériel à ces conditions, acceptez-la avant cette date dans votre espace client ; vous pouvez aussi la refuser ou nous demander un changement.',
        ], { label: 'Voir ma soumission', url: `${sender.publicUrl}/client` }),
      };
    }
    case 'snow.contract_canceled': {
      const row = await em.findOneBy(SnowContract, { id: event.contractId });
      if (!row) return null;
      return {
        to: row.email,
        phone: null,
        dedupeKey: `snow-contract:${row.id}:canceled`,
        short: `${sender.name} : contrat de déneigement ${row.reference} annulé. Remboursement : ${formatCad(event.refundCents)}.`,
        mail: mail(`Contrat de déneigement annulé (${row.reference}) – ${sender.name}`, row.customerName, [
          `Votre contrat de déneigement ${row.reference} (${row.address}) est annulé en date du ${frenchDayOf(event.at)}.`,
          event.refundCents > 0
            ? `Remboursement : ${formatCad(event.refundCents)}, sur la carte utilisée pour le paiement, dans un délai de 15 jours ; la note de crédit suit par courriel.`
            : 'Selon les conditions du contrat, aucun remboursement n’est dû.',
        ], portal),
      };
    }
    case 'privacy.received':
    case 'privacy.completed': {
      const row = await em.findOneBy(PrivacyRequest, { id: event.privacyRequestId });
      if (!row) return null;
      const what = `votre demande ${PRIVACY_KIND[row.kind]}`;
      if (event.type === 'privacy.received') {
        return {
          to: row.email,
          phone: null,
          dedupeKey: `privacy-request:${row.id}:received`,
          short: `${sender.name} : demande Loi 25 reçue. Réponse au plus tard le ${frenchDayOf(row.dueAt)}.`,
          mail: mail(`Votre demande concernant vos renseignements personnels – ${sender.name}`, null, [
            `Nous avons reçu ${what} le ${frenchDayOf(row.receivedAt)} (référence n° ${row.id}).`,
            `La loi nous donne 30 jours pour y répondre : vous aurez notre réponse au plus tard le ${frenchDayOf(row.dueAt)}. Nous pourrions vous demander de confirmer votre identité avant de donner suite.`,
          ]),
        };
      }
      const refused = row.status === PrivacyRequestStatus.REFUSED;
      return {
        to: row.email,
        phone: null,
        dedupeKey: `privacy-request:${row.id}:completed`,
        short: `${sender.name} : réponse à votre demande Loi 25 n° ${row.id} envoyée par courriel.`,
        mail: mail(`Réponse à votre demande concernant vos renseignements personnels – ${sender.name}`, null, [
          refused ? `Nous ne pouvons pas donner suite à ${what} (référence n° ${row.id}).` : `${what.charAt(0).toUpperCase()}${what.slice(1)} (référence n° ${row.id}) est traitée.`,
          ...(row.outcome ? [refused ? `Motif : ${row.outcome}` : row.outcome] : []),
          refused
            ? 'Vous pouvez demander à la Commission d’accès à l’information du Québec de réviser cette décision dans les 30 jours.'
            : 'Si quelque chose vous semble incomplet, répondez à ce courriel.',
        ]),
      };
    }
    case 'pickup.estimated':
    case 'pickup.done':
    case 'event.done':
    case 'quote.sent':
    case 'quote.declined':
    case 'quote.expired':
    case 'quote.change_requested':
    case 'event.done_forced':
    case 'pickup.done_forced':
    case 'invoice.issued':
    case 'invoice.paid':
    case 'credit_note.issued':
    case 'snow.paid':
    case 'snow.payment_failed':
    case 'snow.visit_done':
    case 'snow.visit_impossible':
    case 'time_entry.closed':
    case 'timesheet.submitted':
    case 'timeclock.forgotten':
    case 'timeclock.punch_held':
    case 'user.disabled':
    case 'webhook.failing':
      return null;
    default: {
      const unreachable: never = event;
      return unreachable;
    }
  }
}
