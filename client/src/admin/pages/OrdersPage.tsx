import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClassName } from '../../ui/Button';
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

  let content: ReactNode;
  if (orders.length > 0) {
    content = (
      <table className="admin-table orders-table">
        <caption className="visually-hidden">{t('orders.count', { count: orders.length })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('orders.client')}</th>
            <th scope="col">{t('orders.phone')}</th>
            <th scope="col">{t('orders.address')}</th>
            <th scope="col">{t('orders.date')}</th>
            <th scope="col">{t('orders.floor')}</th>
            <th scope="col">{t('orders.elevator')}</th>
            <th scope="col">{t('orders.urgency')}</th>
            <th scope="col">{t('orders.description')}</th>
            <th scope="col">{t('orders.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((order) => (
            <tr key={order.id}>
              <th scope="row" data-label={t('orders.client')}>
                <span>{order.fullName}</span>
              </th>
              <td data-label={t('orders.phone')}>
                <a href={`tel:${order.phone.replace(/[^\d+]/g, '')}`}>{order.phone}</a>
              </td>
              <td data-label={t('orders.address')}>{order.address}</td>
              <td data-label={t('orders.date')}>{format.dateTime(order.createdAt)}</td>
              <td data-label={t('orders.floor')}>{format.floor(order.floor)}</td>
              <td data-label={t('orders.elevator')}>{format.yesNo(order.hasElevator)}</td>
              <td data-label={t('orders.urgency')}>{format.yesNo(order.urgency)}</td>
              <td data-label={t('orders.description')}>{order.description || '—'}</td>
              <td data-label={t('orders.actions')}>
                <Link
                  className={buttonClassName('secondary')}
                  to={`/admin/ramassage?id=${encodeURIComponent(order.id)}`}
                  aria-label={t('orders.detailsOf', { name: order.fullName })}
                >
                  {t('orders.details')}
                </Link>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );
  }

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
          {() => content}
        </QueryView>
        {!(error && !data) && <LoadMore connection={connection} onLoadMore={loadMore} />}
      </div>
    </section>
  );
}
