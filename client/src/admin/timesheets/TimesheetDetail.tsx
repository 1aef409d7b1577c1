import { useTranslation } from 'react-i18next';
import type { Timesheets_SheetFragment } from '../../graphql/graphql';
import { formatDateTime, formatDay, formatMinutes } from './format';
import type { TimesheetPay_PayFragment } from '../../graphql/graphql';
import styles from './Timesheets.module.css';

/** One timesheet: status, the totals (the meal deduction on its own line), holidays, entries, history. */
export function TimesheetDetail({ sheet, headingLevel = 2 }: { sheet: Timesheets_SheetFragment; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const mealIds = new Set(sheet.mealBreakEntryIds);
  const id = `sheet-${sheet.userId}-${sheet.period.start}`;
  return (
    <div className="card admin-section">
      <p>
        {t('timesheets.status')} : <span className={styles.badge}>{t(`timesheets.statuses.${sheet.status}`)}</span>
      </p>
      {sheet.comment && (
        <p>
          {t('timesheets.comment')} : « {sheet.comment} »
        </p>
      )}
      <Heading id={`${id}-totals`}>{t('timesheets.totals')}</Heading>
      <table className={styles.totals} aria-labelledby={`${id}-totals`}>
        <tbody>
          <tr>
            <th scope="row">{t('timesheets.worked')}</th>
            <td>{formatMinutes(sheet.workedMinutes)}</td>
          </tr>
          <tr className={styles.deduction}>
            <th scope="row">{t('timesheets.mealBreak')}</th>
            <td>{formatMinutes(-sheet.mealBreakMinutes)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.regular')}</th>
            <td>{formatMinutes(sheet.regularMinutes)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.overtime')}</th>
            <td>{formatMinutes(sheet.overtimeMinutes)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.holidayWorked')}</th>
            <td>{formatMinutes(sheet.holidayMinutes)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.holidayIndemnity')}</th>
            <td>{formatMinutes(sheet.holidayIndemnityMinutes)}</td>
          </tr>
        </tbody>
      </table>
      {sheet.pay ? <PayLines id={id} pay={sheet.pay} Heading={Heading} /> : null}
      {sheet.holidays.length > 0 && (
        <p>
          {t('timesheets.holidaysInPeriod')} : {sheet.holidays.map((h) => `${h.name} (${formatDay(h.date)})`).join(', ')}
        </p>
      )}
      <Heading id={`${id}-entries`}>{t('timesheets.entries')}</Heading>
      {sheet.entries.length === 0 ? (
        <p>{t('timesheets.noEntries')}</p>
      ) : (
        <ul aria-labelledby={`${id}-entries`}>
          {sheet.entries.map((entry) => (
            <li key={entry.id}>
              {t('timesheets.clockIn')} {formatDateTime(entry.clockIn)} — {t('timesheets.clockOut')} {entry.clockOut ? formatDateTime(entry.clockOut) : t('timesheets.open')}
              {mealIds.has(entry.id) && ` (${t('timesheets.mealDeducted')})`}
              {entry.reviewReason && (
                <span className={styles.review}>
                  {' '}
                  {t('timesheets.toReview')} : {entry.reviewReason}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {sheet.history.length > 0 && (
        <details>
          <summary>{t('timesheets.history')}</summary>
          <ul>
            {sheet.history.map((change) => (
              <li key={change.id}>
                {formatDateTime(change.changedAt)} — {t(`timesheets.actions.${change.action}`)} ({change.changedByName ?? '—'}){change.comment ? ` : « ${change.comment} »` : ''}
              </li>
            ))}
          </ul>
        </details>
      )}
    </div>
  );
}

const MONEY = new Intl.NumberFormat('fr-CA', { style: 'currency', currency: 'CAD' });
const money = (cents: number) => MONEY.format(cents / 100);

/** The period's pay (issue #27): each line at the rates by date, the vacation indemnity on its own line, gross and balance. */
function PayLines({ id, pay, Heading }: { id: string; pay: TimesheetPay_PayFragment; Heading: 'h2' | 'h3' }) {
  const { t } = useTranslation();
  return (
    <>
      <Heading id={`${id}-pay`}>{t('timesheets.payTitle')}</Heading>
      <p className="admin-section__hint">{pay.frozen ? t('timesheets.payFrozen') : t('timesheets.payEstimated')}</p>
      {pay.unratedMinutes > 0 && <p className={styles.review}>{t('timesheets.unrated', { hours: Math.round((pay.unratedMinutes / 60) * 100) / 100 })}</p>}
      <table className={styles.totals} aria-labelledby={`${id}-pay`} data-testid="pay-lines">
        <tbody>
          <tr>
            <th scope="row">{t('timesheets.rate')}</th>
            <td>{pay.hourlyRateCents === null ? t('timesheets.noRate') : money(pay.hourlyRateCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.regularPay')}</th>
            <td>{money(pay.regularPayCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.overtimePay')}</th>
            <td>{money(pay.overtimePayCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.holidayPay')}</th>
            <td>{money(pay.holidayPayCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.vacationAccrued', { percent: pay.vacationRateBp / 100 })}</th>
            <td>{money(pay.vacationAccruedCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.vacationPaid')}</th>
            <td>{money(pay.vacationPaidCents)}</td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.gross')}</th>
            <td>
              <strong>{money(pay.grossCents)}</strong>
            </td>
          </tr>
          <tr>
            <th scope="row">{t('timesheets.vacationBalance')}</th>
            <td>{money(pay.vacationBalanceCents)}</td>
          </tr>
        </tbody>
      </table>
    </>
  );
}
