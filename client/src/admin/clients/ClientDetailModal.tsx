import { useQuery } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';
import { AdminClientDocument, type ClientsPage_ClientFragment } from '../../graphql/graphql';
import { Modal } from '../../ui/Modal';
import { QueryView } from '../kit/QueryView';
import { dateRange } from '../kit/format';
import { usePickupFormat } from '../kit/pickup-format';
import styles from './ClientsPage.module.css';

/** One titled table of the customer's file, or 'Aucune.' when it has no row. */
function DetailSection({ title, headers, rows }: { title: string; headers: string[]; rows: ReactNode[][] }) {
  const { t } = useTranslation();
  return (
    <section className={styles['client-detail__section']}>
      <h3 className={styles['client-detail__title']}>{title}</h3>
      {rows.length === 0 ? (
        <p className="admin-empty">{t('clients.none')}</p>
      ) : (
        <table className="admin-table client-detail__table">
          <thead>
            <tr>
              {headers.map((header) => (
                <th key={header} scope="col">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((cells, index) => (
              <tr key={index}>
                {cells.map((cell, column) => (
                  <td key={headers[column]} data-label={headers[column]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** 'Voir détails': the customer's pickup requests, event submissions and snow orders, newest first, each linked to its screen. */
export function ClientDetailModal({ client, onClose }: { client: ClientsPage_ClientFragment; onClose: () => void }) {
  const { t } = useTranslation();
  const format = usePickupFormat();
  const { data, loading, error, refetch } = useQuery(AdminClientDocument, { variables: { email: client.email }, notifyOnNetworkStatusChange: true });
  const name = client.name ?? client.email;
  const amount = (cents: number | null) => (cents === null ? '—' : format.cad(cents));

  return (
    <Modal title={t('clients.detailTitle', { name })} onClose={onClose} closeLabel={t('pickups.close')}>
      <div className="client-detail">
        <QueryView
          loading={loading}
          error={error}
          data={data?.client}
          errorMessage={t('clients.detailFailed')}
          onRetry={() => void refetch().catch(() => undefined)}
        >
          {(detail) => (
            <>
              <p>
                <a href={`mailto:${detail.client.email}`}>{detail.client.email}</a>
                {detail.client.phone ? ` · ${detail.client.phone}` : null} · {t('clients.since', { date: format.dateTime(detail.client.firstActivityAt) })}
              </p>
              <DetailSection
                title={t('clients.pickupsTitle')}
                headers={[t('clients.date'), t('clients.address'), t('clients.status'), t('clients.amount'), t('clients.actions')]}
                rows={detail.pickupRequests.map((request) => [
                  format.dateTime(request.createdAt),
                  request.address,
                  t(`clients.pickupStatuses.${request.status}`),
                  amount(request.estimateCents),
                  <Link
                    key="open"
                    to={`${adminPaths.pickups.href()}?id=${encodeURIComponent(request.id)}`}
                    aria-label={t('clients.openPickup', { id: request.id })}
                  >
                    {t('clients.open')}
                  </Link>,
                ])}
              />
              <DetailSection
                title={t('clients.eventsTitle')}
                headers={[t('clients.reference'), t('clients.event'), t('clients.dates'), t('clients.status'), t('clients.amount'), t('clients.actions')]}
                rows={detail.eventRequests.map((event) => [
                  event.reference,
                  event.eventName,
                  dateRange(event.dateStart, event.dateEnd),
                  t(`clients.eventStatuses.${event.status}`),
                  amount(event.total),
                  <Link key="open" to={adminPaths.eventDetail.href(event.id)} aria-label={t('clients.openEvent', { reference: event.reference })}>
                    {t('clients.open')}
                  </Link>,
                ])}
              />
              <DetailSection
                title={t('clients.snowTitle')}
                headers={[t('clients.code'), t('clients.date'), t('clients.mode'), t('clients.address'), t('clients.status'), t('clients.amount')]}
                rows={detail.snowOrders.map((order) => [
                  order.confirmationCode,
                  format.dateTime(order.createdAt),
                  order.mode,
                  order.address,
                  t(`clients.snowStatuses.${order.status}`),
                  amount(order.total),
                ])}
              />
            </>
          )}
        </QueryView>
      </div>
    </Modal>
  );
}
