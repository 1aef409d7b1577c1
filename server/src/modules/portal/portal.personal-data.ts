import { EntityManager, In, LessThan, Not } from 'typeorm';
import { deleteInBatches, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { CLIENT_ACCESS } from '../../shared/portal.messages.fr';
import { EventRequest } from '../events/events.public';
import { PickupRequest } from '../pickup/pickup.public';
import { ClientAccessLink, ClientLinkRequest, ClientSessionRevocation, ClientProfile, ClientTimelineEntry, QuoteRevision, QuoteRevisionStatus } from './portal.entities';

const DAY_MS = 86_400_000;

/** The portal subjects (event and pickup requests) of an address, for its timeline and quote revisions. */
async function subjectsOf(em: EntityManager, email: string): Promise<{ events: number[]; pickups: number[] }> {
  const events = (await em.find(EventRequest, { where: { email }, select: { id: true } })).map((e) => e.id);
  const pickups = (await em.find(PickupRequest, { where: { email }, select: { id: true } })).map((p) => p.id);
  return { events, pickups };
}

async function timelineOf(em: EntityManager, subjects: { events: number[]; pickups: number[] }): Promise<ClientTimelineEntry[]> {
  const rows: ClientTimelineEntry[] = [];
  if (subjects.events.length) rows.push(...(await em.find(ClientTimelineEntry, { where: { subjectType: 'event', subjectId: In(subjects.events) } })));
  if (subjects.pickups.length) rows.push(...(await em.find(ClientTimelineEntry, { where: { subjectType: 'pickup', subjectId: In(subjects.pickups) } })));
  return rows.sort((a, b) => a.at.getTime() - b.at.getTime() || a.id - b.id);
}

/**
 * Client portal: the profile (contact details and session epoch), sign-in links and the sign-in
 * request log (addresses), the quote answers (typed name, browser) and the client's timeline
 * messages. Erasure ends every portal session of the address (epoch + 1), deletes its links and
 * log, blanks the profile, the client's own words and the signature record of quotes not accepted
 * (an accepted quote is a contract, kept with the invoices).
 *
 * Runs before the events and pickup handlers (`order: -1`): it finds their rows by e-mail.
 */
export const portalPersonalData: PersonalDataHandler = {
  feature: 'portal',
  order: -1,
  holds: [
    {
      entity: ClientProfile,
      columns: ['email', 'fullName', 'phone', 'address'],
      subject: 'customer',
      rule: 'blanked on deletion (every session ended); deleted RETENTION_MONTHS after its last change',
    },
    { entity: ClientSessionRevocation, columns: ['jti'], subject: 'customer', rule: 'a signed-out session’s id (no name, no address), kept until the token would have expired' },
    { entity: ClientAccessLink, columns: ['email'], subject: 'customer', rule: 'deleted on deletion, and a day after it expired' },
    { entity: ClientLinkRequest, columns: ['email', 'ip'], subject: 'customer', rule: 'deleted on deletion, and after a day (the throttle’s window)' },
    {
      entity: QuoteRevision,
      columns: ['acceptedName', 'acceptedUserAgent', 'declineReason', 'note'],
      subject: 'customer',
      rule: 'signature record and decline reason erased on deletion unless accepted (a contract, kept with the event’s amounts); the staff note stays',
    },
    {
      entity: ClientTimelineEntry,
      columns: ['actorName', 'message'],
      subject: 'customer',
      rule: 'the client’s typed name and messages erased on deletion; staff entries stay',
    },
  ],
  async export({ em, email }) {
    const profile = await em.findOneBy(ClientProfile, { email });
    const requests = await em.find(ClientLinkRequest, { where: { email }, order: { id: 'ASC' } });
    const links = await em.find(ClientAccessLink, { where: { email }, order: { id: 'ASC' } });
    const subjects = await subjectsOf(em, email);
    const revisions = subjects.events.length
      ? await em.find(QuoteRevision, { where: { eventRequestId: In(subjects.events), status: Not(QuoteRevisionStatus.DRAFT) }, order: { eventRequestId: 'ASC', number: 'ASC' } })
      : [];
    const timeline = await timelineOf(em, subjects);
    return [
      {
        key: 'portalProfile',
        title: 'Profil de l’espace client',
        rows: profile ? [{ email: profile.email, fullName: profile.fullName, phone: profile.phone, address: profile.address, updatedAt: iso(profile.updatedAt) }] : [],
      },
      {
        key: 'portalSignInRequests',
        title: 'Demandes de lien de connexion à l’espace client',
        rows: requests.map((r) => ({ createdAt: iso(r.createdAt), ip: r.ip })),
      },
      {
        key: 'portalSignInLinks',
        title: 'Liens de connexion envoyés',
        rows: links.map((l) => ({ createdAt: iso(l.createdAt), expiresAt: iso(l.expiresAt), usedAt: iso(l.usedAt) })),
      },
      {
        key: 'quoteRevisions',
        title: 'Soumissions envoyées et vos réponses',
        rows: revisions.map((r) => ({
          eventRequestId: r.eventRequestId, number: r.number, status: r.status, totalCents: r.total, validUntil: r.validUntil, note: r.note, sentAt: iso(r.sentAt),
          answeredAt: iso(r.answeredAt), acceptedName: r.acceptedName, acceptedUserAgent: r.acceptedUserAgent, declineReason: r.declineReason,
        })),
      },
      {
        key: 'timeline',
        title: 'Historique de vos demandes',
        rows: timeline.map((t) => ({ subject: `${t.subjectType}:${t.subjectId}`, kind: t.kind, actor: t.actor, actorName: t.actor === 'client' ? t.actorName : null, message: t.message, at: iso(t.at) })),
      },
    ];
  },
  async erase({ em, email, clock }) {
    const subjects = await subjectsOf(em, email);
    let revisions = 0;
    if (subjects.events.length) {
      revisions =
        (
          await em.update(
            QuoteRevision,
            { eventRequestId: In(subjects.events), status: Not(QuoteRevisionStatus.ACCEPTED) },
            { acceptedName: null, acceptedUserAgent: null, declineReason: null },
          )
        ).affected ?? 0;
    }
    let timeline = 0;
    for (const [subjectType, ids] of [['event', subjects.events], ['pickup', subjects.pickups]] as const) {
      if (ids.length === 0) continue;
      timeline += (await em.update(ClientTimelineEntry, { subjectType, subjectId: In(ids), actor: 'client' }, { actorName: null, message: null })).affected ?? 0;
    }
    // Every portal session of the address ends (a token of an older epoch is refused), the profile keeps nothing else.
    const profile = await em.findOneBy(ClientProfile, { email });
    if (profile) await em.update(ClientProfile, { email }, { fullName: '', phone: '', address: '', sessionEpoch: profile.sessionEpoch + 1, updatedAt: clock.now });
    else await em.insert(ClientProfile, { email, fullName: '', phone: '', address: '', sessionEpoch: 1, updatedAt: clock.now });
    const links = await em.delete(ClientAccessLink, { email });
    const requests = await em.delete(ClientLinkRequest, { email });
    return {
      changed: { portalProfile: profile ? 1 : 0, portalSignInLinks: links.affected ?? 0, portalSignInRequests: requests.affected ?? 0, quoteRevisions: revisions, timeline },
    };
  },
  async ageOut(scope) {
    const now = scope.clock.now.getTime();
    const portalSignInRequests = (await scope.dataSource.getRepository(ClientLinkRequest).delete({ createdAt: LessThan(new Date(now - DAY_MS)) })).affected ?? 0;
    const portalSignInLinks = await deleteInBatches(scope, ClientAccessLink, (q) => q.where('r.expiresAt < :at', { at: new Date(now - DAY_MS) }));
    // Unchanged for RETENTION_MONTHS (and at least a session's 30 days, so no token of epoch 0 is still valid): deleted.
    const before = new Date(Math.min(scope.clock.requestCutoff.getTime(), now - CLIENT_ACCESS.sessionDays * DAY_MS));
    const portalProfiles =
      (await scope.dataSource.createQueryBuilder().delete().from(ClientProfile).where('updatedAt < :before', { before }).execute()).affected ?? 0;
    return { portalSignInRequests, portalSignInLinks, portalProfiles };
  },
};
