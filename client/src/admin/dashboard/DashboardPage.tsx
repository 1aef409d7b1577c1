import { useQuery } from '@apollo/client/react';
import { DateTime } from 'luxon';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { DashboardAnalyticsDocument, DashboardMetricsDocument, DashboardOrdersDocument, DashboardRevenueDocument, type DashboardAnalyticsQuery } from '../../graphql/graphql';
import { useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';
import { DailyChart } from './DailyChart';
import styles from './DashboardPage.module.css';

type Analytics = DashboardAnalyticsQuery;

/** Dashboard (back-office.md §2): key figures, audience overview and 7-day tables (first-party analytics). */
export function DashboardPage() {
  const { t } = useTranslation();
  const locale = HTML_LANG[useLanguage()];
  const metrics = useQuery(DashboardMetricsDocument);
  const analytics = useQuery(DashboardAnalyticsDocument);
  const orders = useQuery(DashboardOrdersDocument);
  // The last six months, America/Toronto (issue #25: each figure says what it counts).
  const revenuePeriod = useMemo(() => {
    const today = DateTime.now().setZone('America/Toronto');
    return { from: today.minus({ months: 5 }).startOf('month').toISODate()!, to: today.toISODate()! };
  }, []);
  const revenue = useQuery(DashboardRevenueDocument, { variables: revenuePeriod });
  const formats = useMemo(
    () => ({
      integer: new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }),
      money: new Intl.NumberFormat(locale, { style: 'currency', currency: 'CAD' }),
      ratio: new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 2 }),
      percent: new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }),
      day: (iso: string) => DateTime.fromISO(iso).setLocale(locale).toFormat('ccc d'),
      dateTime: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }),
    }),
    [locale],
  );
  const loading = t('common.loading');
  const a: Analytics | undefined = analytics.error ? undefined : analytics.data;
  const none = t('dashboard.none');
  /** §8: metrics failure shows 'Erreur'; analytics failure shows '—'. */
  type Metrics = NonNullable<typeof metrics.data>['orderMetrics'];
  const metricText = (value: (m: Metrics) => string) => (metrics.error ? t('dashboard.error') : metrics.data ? value(metrics.data.orderMetrics) : loading);
  /** Each service's share, under a card: 'Déneigement 3 · Événement 1 · Ramassage 0'. */
  const metricHint = (value: (entry: Metrics['byService'][number]) => string) =>
    metrics.data && !metrics.error
      ? metrics.data.orderMetrics.byService.map((entry) => `${t(`dashboard.services.${entry.service}`)} ${value(entry)}`).join(' · ')
      : undefined;
  const weekByService = orders.data
    ? (['SNOW', 'EVENT', 'PICKUP'] as const)
        .map((service) => {
          const count = orders.data!.orderStats.reduce((sum, day) => sum + (day.byService.find((entry) => entry.service === service)?.count ?? 0), 0);
          return `${t(`dashboard.services.${service}`)} ${formats.integer.format(count)}`;
        })
        .join(' · ')
    : null;
  const analyticsText = (value: (data: Analytics) => string) => (analytics.error ? none : a ? value(a) : loading);
  const summary = a?.analyticsSummary;

  return (
    <div className="dashboard">
      <h1>{t('pages.dashboard')}</h1>

      <section aria-label={t('dashboard.cards')} className={styles['dashboard__cards']}>
        <Card
          label={t('dashboard.ordersThisMonth')}
          value={metricText((m) => formats.integer.format(m.totalOrdersThisMonth))}
          hint={metricHint((entry) => formats.integer.format(entry.orders))}
        />
        <Card
          label={t('dashboard.estimatedRevenue')}
          value={metricText((m) => formats.money.format(m.estimatedRevenue))}
          hint={metricHint((entry) => formats.money.format(entry.revenueCents / 100))}
        />
        <Card label={t('dashboard.users7d')} value={analyticsText((d) => formats.integer.format(d.analyticsSummary.users))} />
        <Card label={t('dashboard.sessions7d')} value={analyticsText((d) => formats.integer.format(d.analyticsSummary.sessions))} />
      </section>

      <section className="card admin-section" aria-labelledby="revenue-title">
        <h2 className="admin-section__title" id="revenue-title">
          {t('dashboard.revenueByMonth')}
        </h2>
        {revenue.error ? (
          <p role="alert">{t('dashboard.revenueError')}</p>
        ) : !revenue.data ? (
          <p>{loading}</p>
        ) : revenue.data.revenueByMonth.length === 0 ? (
          <p>{t('dashboard.noData')}</p>
        ) : (
          <table className="admin-table" aria-labelledby="revenue-title">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.revenueMonth')}</th>
                <th scope="col">{t('dashboard.revenueSigned')}</th>
                <th scope="col">{t('dashboard.revenueInvoiced')}</th>
                <th scope="col">{t('dashboard.revenueCollected')}</th>
              </tr>
            </thead>
            <tbody>
              {revenue.data.revenueByMonth.map((m) => (
                <tr key={m.month}>
                  <th scope="row">{m.month}</th>
                  <td>{formats.money.format(m.signedCents / 100)}</td>
                  <td>{formats.money.format(m.invoicedCents / 100)}</td>
                  <td>{formats.money.format(m.collectedCents / 100)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <p>{t('dashboard.revenueNote')}</p>
      </section>

      <section className="card admin-section" aria-labelledby="overview-title">
        <h2 className="admin-section__title" id="overview-title">
          {t('dashboard.overview')}
        </h2>
        <dl className={styles['dashboard__overview']}>
          <Stat label={t('dashboard.activeUsers')} value={analyticsText((d) => formats.integer.format(d.analyticsRealtime.activeUsers))} />
          <Stat
            label={t('dashboard.avgSession')}
            value={analyticsText((d) =>
              t('dashboard.duration', {
                minutes: Math.floor(d.analyticsSummary.avgSessionDuration / 60),
                seconds: d.analyticsSummary.avgSessionDuration % 60,
              }),
            )}
          />
          <Stat label={t('dashboard.bounceRate')} value={analyticsText((d) => formats.percent.format(d.analyticsSummary.bounceRate / 100))} />
          <Stat
            label={t('dashboard.sessionsPerUser')}
            value={analyticsText(() => (summary && summary.users > 0 ? formats.ratio.format(summary.sessions / summary.users) : none))}
          />
        </dl>
        {a ? (
          <DailyChart
            title={t('dashboard.usersChart')}
            days={a.analyticsDaily.map((d) => ({ label: formats.day(d.date), value: d.users }))}
            format={(n) => formats.integer.format(n)}
          />
        ) : null}
      </section>

      <section className="card admin-section" aria-labelledby="recent-orders-title">
        <h2 className="admin-section__title" id="recent-orders-title">
          {t('dashboard.recentOrders')}
        </h2>
        {orders.loading ? (
          <p>{loading}</p>
        ) : orders.error ? (
          <p role="alert">{t('dashboard.ordersError')}</p>
        ) : orders.data && orders.data.recentOrders.length > 0 ? (
          <table className="admin-table" aria-labelledby="recent-orders-title">
            <thead>
              <tr>
                <th scope="col">{t('dashboard.client')}</th>
                <th scope="col">{t('dashboard.type')}</th>
                <th scope="col">{t('dashboard.date')}</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.recentOrders.map((o) => (
                <tr key={o.id}>
                  <td>{o.client}</td>
                  <td>
                    <span className={`${styles['order-service']} ${styles[`order-service--${o.service.toLowerCase()}`]}`}>{t(`dashboard.services.${o.service}`)}</span>
                  </td>
                  <td>{formats.dateTime.format(new Date(String(o.date)))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p>{t('dashboard.noRecentOrders')}</p>
        )}
        <p>
          <Link to="/admin/orders">{t('dashboard.seeAll')}</Link>
        </p>
        {orders.data ? (
          <DailyChart
            title={t('dashboard.ordersChart')}
            days={orders.data.orderStats.map((d) => ({ label: formats.day(d.date), value: d.count }))}
            format={(n) => formats.integer.format(n)}
          />
        ) : null}
        {weekByService ? <p className={styles['dashboard__breakdown']}>{t('dashboard.weekByService', { breakdown: weekByService })}</p> : null}
      </section>

      <div className={styles['dashboard__tables']}>
        <RankTable
          id="cities"
          title={t('dashboard.topCities')}
          headers={[t('dashboard.city'), t('dashboard.users')]}
          rows={a?.analyticsTopCities.map((r) => [r.city, formats.integer.format(r.users)])}
          loading={analytics.loading}
        />
        <RankTable
          id="pages"
          title={t('dashboard.topPages')}
          headers={[t('dashboard.page'), t('dashboard.views')]}
          rows={a?.analyticsTopPages.map((r) => [r.path, formats.integer.format(r.views)])}
          loading={analytics.loading}
        />
        <RankTable
          id="devices"
          title={t('dashboard.devices')}
          headers={[t('dashboard.device'), t('dashboard.users')]}
          rows={a?.analyticsDevices.map((r) => [isDevice(r.device) ? t(`dashboard.deviceNames.${r.device}`) : r.device, formats.integer.format(r.users)])}
          loading={analytics.loading}
        />
        <RankTable
          id="sources"
          title={t('dashboard.sources')}
          headers={[t('dashboard.source'), t('dashboard.users')]}
          rows={a?.analyticsSources.map((r) => [r.source, formats.integer.format(r.users)])}
          loading={analytics.loading}
        />
      </div>
    </div>
  );
}

const DEVICES = ['mobile', 'tablet', 'desktop'] as const;
function isDevice(device: string): device is (typeof DEVICES)[number] {
  return (DEVICES as readonly string[]).includes(device);
}

function Card({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className="card dashboard__card">
      <p className={styles['dashboard__card-label']}>{label}</p>
      <p className="dashboard__card-value">{value}</p>
      {hint ? <p className={styles['dashboard__card-hint']}>{hint}</p> : null}
    </div>
  );
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <div className="dashboard__stat">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** A 7-day table; on failure or without rows: 'Aucune donnée disponible.' (§8). */
function RankTable({ id, title, headers, rows, loading }: { id: string; title: string; headers: [string, string]; rows?: string[][]; loading: boolean }) {
  const { t } = useTranslation();
  const titleId = `dashboard-${id}-title`;
  return (
    <section className="card admin-section" aria-labelledby={titleId}>
      <h2 className="admin-section__title" id={titleId}>
        {title}
      </h2>
      {loading ? (
        <p>{t('common.loading')}</p>
      ) : rows && rows.length > 0 ? (
        <table className="admin-table" aria-labelledby={titleId}>
          <thead>
            <tr>
              <th scope="col">{headers[0]}</th>
              <th scope="col" className="num">
                {headers[1]}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map(([name, value]) => (
              <tr key={name}>
                <td>{name}</td>
                <td className="num">{value}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p>{t('dashboard.noData')}</p>
      )}
    </section>
  );
}
