import { EntityManager, In, Like } from 'typeorm';
import { deleteInBatches, iso, PersonalDataHandler } from '../../kernel/personal-data';
import { WebhookAttempt, WebhookDelivery, WebhookDeliveryStatus } from './webhook.entities';

/** Deliveries whose JSON body names the address (LIKE narrows, the parse-free check confirms: '_' is a wildcard). */
async function deliveriesOf(em: EntityManager, email: string): Promise<WebhookDelivery[]> {
  const needle = JSON.stringify(email);
  const rows = await em.find(WebhookDelivery, { where: { body: Like(`%${needle}%`) }, order: { id: 'ASC' } });
  return rows.filter((d) => d.body.includes(needle));
}

/**
 * Webhook deliveries carry copies of customer data sent to integrators: listed in the export (what
 * was sent, when), deleted on deletion (pending ones too), deleted RETENTION_MONTHS after creation
 * once delivered or abandoned.
 */
export const webhooksPersonalData: PersonalDataHandler = {
  feature: 'webhooks',
  holds: [{ entity: WebhookDelivery, columns: ['body'], subject: 'customer', rule: 'deleted on deletion, and RETENTION_MONTHS after creation once finished' }],
  async export({ em, email }) {
    const rows = await deliveriesOf(em, email);
    return [
      {
        key: 'webhookDeliveries',
        title: 'Transmissions aux systèmes de nos partenaires (webhooks)',
        rows: rows.map((d) => ({ type: d.type, createdAt: iso(d.createdAt), status: d.status, deliveredAt: iso(d.deliveredAt), body: JSON.parse(d.body) as unknown })),
      },
    ];
  },
  async erase({ em, email }) {
    const ids = (await deliveriesOf(em, email)).map((d) => d.id);
    if (ids.length) {
      await em.delete(WebhookAttempt, { deliveryId: In(ids) });
      await em.delete(WebhookDelivery, { id: In(ids) });
    }
    return { changed: { webhookDeliveries: ids.length } };
  },
  async ageOut(scope) {
    const at = scope.clock.requestCutoff;
    const webhookDeliveries = await deleteInBatches(
      scope,
      WebhookDelivery,
      (q) => q.where('r.createdAt < :at', { at }).andWhere('r.status <> :pending', { pending: WebhookDeliveryStatus.PENDING }),
      async (ids, em) => {
        await em.createQueryBuilder().delete().from(WebhookAttempt).where('deliveryId IN (:...ids)', { ids }).execute();
      },
    );
    return { webhookDeliveries };
  },
};
