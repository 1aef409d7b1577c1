import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../ui/Button';
import { DataTable } from '../kit/DataTable';
import { LoadMore } from '../kit/LoadMore';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import { usePickupFormat } from '../kit/pickup-format';
import { usePickupRequests } from '../pickup/use-pickup-requests';

/**
 * /admin/orders (spec §2): the pickup requests, newest first, 50 at a time ('Charger plus') — client, phone, address, date, floor,
 * elevator, urgency, description and 'Détails', which opens the request in /admin/ramassage.
 * A table on desktop; each row becomes a card on phones (admin.css).
 */
export function OrdersPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.orders'));
  const format = usePickupFormat();
  const { data, loading, error, refetch, connection, requests: orders, loadMore } = usePickupRequests();

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.orders')}</h1>
      <div className="card admin-section">
        <QueryView
          loading={loading}
          error={error}
          data={data}
          errorMessage={t('orders.loadFailed')}
          onRetry={() => void refetch().catch(() => undefined)}
          isEmpty={() => orders.length === 0}
          empty={t('orders.empty')}
        >
          {() => (
            <DataTable
              className="orders-table"
              caption={t('orders.count', { count: orders.length })}
              rows={orders}
              rowKey={(order) => order.id}
              columns={[
                {
                  header: t('orders.client'),
                  rowHeader: true,
                  cell: (order) => <span>{order.fullName}</span>,
                },
                {
                  header: t('orders.phone'),
                  cell: (order) => <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>,
                },
                { header: t('orders.address'), cell: (order) => order.address },
                {
                  header: t('orders.date'),
                  cell: (order) => format.dateTime(order.createdAt),
                },
                {
                  header: t('orders.floor'),
                  cell: (order) => format.floor(order.floor),
                },
                {
                  header: t('orders.elevator'),
                  cell: (order) => format.yesNo(order.hasElevator),
                },
                {
                  header: t('orders.urgency'),
                  cell: (order) => format.yesNo(order.urgency),
                },
                {
                  header: t('orders.description'),
                  cell: (order) => order.description || '—',
                },
                {
                  header: t('orders.actions'),
                  cell: (order) => (
                    <Link
                      className={buttonClassName('secondary')}
                      to={`/admin/ramassage?id=${encodeURIComponent(order.id)}`}
                      aria-label={t('orders.detailsOf', { name: order.fullName })}
                    >
                      {t('orders.details')}
                    </Link>
                  ),
                },
              ]}
            />
          )}
        </QueryView>
        {!(error && !data) && <LoadMore connection={connection} onLoadMore={loadMore} />}
      </div>
    </section>
  );
}
