import { iso, PersonalDataHandler } from '../../kernel/personal-data';
import { MarketingConsent, PrivacyRequest } from './privacy.entities';

/**
 * The privacy feature's own rows: the CASL consent (exported, deleted on deletion) and the Law 25
 * requests (exported; kept as the record that each request was answered, deletion ones included).
 */
export const privacyPersonalData: PersonalDataHandler = {
  feature: 'privacy',
  holds: [
    { entity: MarketingConsent, columns: ['email', 'wording', 'source', 'consentedAt', 'withdrawnAt'], subject: 'customer', rule: 'deleted on deletion (a withdrawal keeps it, withdrawn, as proof)' },
    { entity: PrivacyRequest, columns: ['email', 'details', 'outcome'], subject: 'customer', rule: 'kept: the record that the request was received and answered' },
  ],
  async export({ em, email }) {
    const consent = await em.findOneBy(MarketingConsent, { email });
    const requests = await em.find(PrivacyRequest, { where: { email }, order: { id: 'ASC' } });
    return [
      {
        key: 'marketingConsent',
        title: 'Consentement aux courriels promotionnels',
        rows: consent ? [{ wording: consent.wording, source: consent.source, consentedAt: iso(consent.consentedAt), withdrawnAt: iso(consent.withdrawnAt) }] : [],
      },
      {
        key: 'privacyRequests',
        title: 'Vos demandes relatives à vos renseignements personnels',
        rows: requests.map((r) => ({ kind: r.kind, receivedAt: iso(r.receivedAt), status: r.status, outcome: r.outcome })),
      },
    ];
  },
  async erase({ em, email }) {
    return { changed: { consents: (await em.delete(MarketingConsent, { email })).affected ?? 0 } };
  },
};
