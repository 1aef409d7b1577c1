import { parseRole, Role as StaffRole, roleAtLeast } from '@shared/roles';
import { formatDuration, WEEKLY_TARGET_MS } from '@shared/time/time-totals';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { downloadCsv, toCsv } from '../kit/csv';
import { HoursModal } from './HoursModal';
import type { FlushLock } from './punch-queue';
import { formatClock, formatLongDate, formatTime, isoDate } from './time-format';
import { usePunchClock, type PunchMessageText } from './use-punch-clock';
import { useLanguage } from '../kit/i18n/error-text';
import { TimesheetLinks } from './TimesheetLinks';
import styles from './timeclock.module.css';

export interface PunchPageProps {
  /** Where the offline queue, the note draft and payroll defaults live (local storage by default). */
  storage?: Storage;
  /** The lock between tabs (the browser's by default). */
  lock?: FlushLock;
}

/** The quick notes, in the order the list shows them; 'other' adds nothing (the note is written by hand). */
const PRESETS = ['delivery', 'pickup', 'vehicle', 'site', 'traffic', 'meal', 'other'] as const;

/** The dates' locale in each back-office language (as <html lang>). */
const LOCALES = { fr: 'fr-CA', en: 'en-CA', es: 'es' } as const;

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);

/** 'Pointage' (back-office.md §2): the signed-in staff member's time clock. */
export function PunchPage({ storage, lock }: PunchPageProps = {}) {
  const { t } = useTranslation();
  const locale = LOCALES[useLanguage()];
  const clock = usePunchClock({ storage, lock });
  const say = (text: PunchMessageText) => ('key' in text ? t(`timeclock.${text.key}`) : text.server);
  const { view, punch } = clock;
  const noteRef = useRef<HTMLTextAreaElement>(null);
  const [hoursOpen, setHoursOpen] = useState(false);
  const role = parseRole(clock.role);
  const canSeeHours = role !== null && roleAtLeast(role, StaffRole.MANAGER);

  // Keyboard: i punches in, o punches out, n goes to the note, Escape closes the modal.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey) return;
      if (event.key === 'Escape') {
        setHoursOpen(false);
        return;
      }
      if (hoursOpen || isTyping(event.target)) return;
      switch (event.key.toLowerCase()) {
        case 'i':
          event.preventDefault();
          void punch('in');
          break;
        case 'o':
          event.preventDefault();
          void punch('out');
          break;
        case 'n':
          event.preventDefault();
          noteRef.current?.focus();
          break;
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [hoursOpen, punch]);

  if (clock.loadState === 'unauthenticated') {
    return (
      <section className="punch" aria-labelledby="punch-title">
        <h1 id="punch-title">{t('timeclock.title')}</h1>
        <Alert tone="error" role="alert">
          {t('timeclock.sessionMissing')}
        </Alert>
      </section>
    );
  }
  if (clock.loadState === 'loading') {
    return (
      <p className="page-loading" role="status">
        {t('common.loading')}
      </p>
    );
  }
  if (clock.loadState === 'error') {
    return (
      <section className="punch" aria-labelledby="punch-title">
        <h1 id="punch-title">{t('timeclock.title')}</h1>
        <Alert tone="error" role="alert">
          {clock.loadError ? say(clock.loadError) : t('timeclock.loadError')}
        </Alert>
        <div>
          <Button onClick={() => void clock.forceSync()}>{t('common.retry')}</Button>
        </div>
      </section>
    );
  }

  const onDuty = view.open !== null;
  const weekPercent = Math.min(100, Math.round((view.weekMs / WEEKLY_TARGET_MS) * 100));
  const refused = clock.queue.filter((item) => item.lastError !== null);

  const addPreset = (event: ChangeEvent<HTMLSelectElement>) => {
    const preset = event.target.value;
    if (!preset) return;
    if (preset === t('timeclock.presets.other')) {
      noteRef.current?.focus();
      return;
    }
    clock.setNote((current) => (current.trim() === '' ? preset : `${current.trimEnd()} | ${preset}`));
  };

  const exportToday = () => {
    const rows = view.todayEntries.map((entry) => {
      const end = entry.clockOut === null ? clock.now : Date.parse(entry.clockOut);
      return [isoDate(entry.clockIn), formatTime(entry.clockIn), entry.clockOut ? formatTime(entry.clockOut) : '', formatDuration(end - Date.parse(entry.clockIn)), entry.note ?? ''];
    });
    downloadCsv(t('timeclock.csvFile', { date: isoDate(clock.now) }), toCsv([[t('timeclock.date'), t('timeclock.clockIn'), t('timeclock.clockOut'), t('timeclock.duration'), t('timeclock.note')], ...rows]));
  };

  return (
    <section className="punch" aria-labelledby="punch-title">
      <header className={styles['punch__header']}>
        <h1 id="punch-title">{t('timeclock.title')}</h1>
        <p className={styles['punch__clock']}>
          <time className={styles['punch__time']} dateTime={new Date(clock.now).toISOString()}>
            {formatClock(clock.now)}
          </time>
          <span>{formatLongDate(clock.now, locale)}</span>
        </p>
        <ul className={styles['punch__badges']} aria-label={t('timeclock.badges')}>
          <li className={`${styles['punch__badge']} ${clock.online ? styles['badge--ok'] : styles['badge--warn']}`}>{clock.online ? t('timeclock.online') : t('timeclock.offline')}</li>
          <li className={styles['punch__badge']}>
            {clock.syncing ? t('timeclock.syncing') : clock.queue.length > 0 ? t('timeclock.waitingSync') : t('timeclock.synced')}
          </li>
          <li className={styles['punch__badge']}>{t('timeclock.queueBadge', { count: clock.queue.length })}</li>
          <li className={styles['punch__badge']}>{t('timeclock.lastSync', { time: clock.lastSyncAt ? formatClock(clock.lastSyncAt) : t('timeclock.never') })}</li>
        </ul>
      </header>

      <div className={styles['punch__card']} role="status" aria-live="polite">
        <p className={`${styles['punch__duty']} ${styles[`punch__duty--${onDuty ? 'on' : 'off'}`]}`}>{onDuty ? t('timeclock.onDuty') : t('timeclock.offDuty')}</p>
        {view.open && (
          <p>
            {t('timeclock.since', { time: formatTime(view.open.clockIn) })}
            {view.open.pending ? ` ${t('timeclock.pending')}` : ''}
          </p>
        )}
      </div>

      {clock.message && (
        <Alert tone={clock.message.tone} role={clock.message.tone === 'error' ? 'alert' : 'status'}>
          {say(clock.message.text)}
        </Alert>
      )}
      {clock.loadError && (
        <Alert tone="error" role="alert">
          {say(clock.loadError)}
        </Alert>
      )}

      <div className={styles['punch__actions']}>
        <Button onClick={() => void punch('in')} disabled={clock.busy || onDuty} aria-keyshortcuts="i">
          {t('timeclock.punchIn')}
        </Button>
        <Button variant="secondary" onClick={() => void punch('out')} disabled={clock.busy || !onDuty} aria-keyshortcuts="o">
          {t('timeclock.punchOut')}
        </Button>
      </div>

      <div className={styles['punch__card']}>
        <div className="field">
          <label className="field__label" htmlFor="punch-note">
            {t('timeclock.note')}
          </label>
          <textarea
            id="punch-note"
            ref={noteRef}
            className="field__control field__control--textarea"
            rows={3}
            maxLength={1000}
            value={clock.note}
            onChange={(event) => clock.setNote(event.target.value)}
            aria-keyshortcuts="n"
          />
        </div>
        <div className="field">
          <label className="field__label" htmlFor="punch-preset">
            {t('timeclock.quickNote')}
          </label>
          <select id="punch-preset" className="field__control" value="" onChange={addPreset}>
            <option value="">{t('timeclock.choose')}</option>
            {PRESETS.map((preset) => (
              <option key={preset} value={t(`timeclock.presets.${preset}`)}>
                {t(`timeclock.presets.${preset}`)}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section className={styles['punch__card']} aria-labelledby="punch-totals-title">
        <h2 id="punch-totals-title">{t('timeclock.totals')}</h2>
        <dl className={styles['punch__totals']}>
          <dt>{t('timeclock.today')}</dt>
          <dd>{formatDuration(view.todayMs)}</dd>
          <dt>{t('timeclock.week')}</dt>
          <dd>
            {formatDuration(view.weekMs)} / {formatDuration(WEEKLY_TARGET_MS)} ({weekPercent} %)
          </dd>
        </dl>
        <progress max={100} value={weekPercent} aria-label={t('timeclock.weekProgress')}>
          {weekPercent} %
        </progress>
      </section>

      <section className={styles['punch__card']} aria-labelledby="punch-today-title">
        <h2 id="punch-today-title">{t('timeclock.todayTitle')}</h2>
        {view.todayEntries.length === 0 ? (
          <p>{t('timeclock.noEntries')}</p>
        ) : (
          <table className={styles['time-table']}>
            <thead>
              <tr>
                <th scope="col">{t('timeclock.clockIn')}</th>
                <th scope="col">{t('timeclock.clockOut')}</th>
                <th scope="col" className="num">
                  {t('timeclock.duration')}
                </th>
                <th scope="col">{t('timeclock.note')}</th>
              </tr>
            </thead>
            <tbody>
              {view.todayEntries.map((entry) => (
                <tr key={entry.id} className={entry.pending ? 'pending' : undefined}>
                  <td>{formatTime(entry.clockIn)}</td>
                  <td>{entry.clockOut ? formatTime(entry.clockOut) : t('timeclock.inProgress')}</td>
                  <td className="num">{formatDuration((entry.clockOut ? Date.parse(entry.clockOut) : clock.now) - Date.parse(entry.clockIn))}</td>
                  <td>
                    {entry.note ?? ''}
                    {entry.pending ? ` ${t('timeclock.pending')}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className={styles['punch__tools']}>
          <Button variant="ghost" onClick={exportToday} disabled={view.todayEntries.length === 0}>
            {t('timeclock.exportCsv')}
          </Button>
        </div>
      </section>

      <section className={styles['punch__card']} aria-labelledby="punch-queue-title">
        <h2 id="punch-queue-title">{t('timeclock.queueTitle', { count: clock.queue.length })}</h2>
        {clock.queue.length > 0 && (
          <ul>
            {clock.queue.map((item) => (
              <li key={item.id}>
                {t('timeclock.queueItem', { action: item.payload.action === 'in' ? 'IN' : 'OUT', time: formatTime(item.createdAt) })}
                {item.payload.note ? ` — ${item.payload.note}` : ''}
                {item.lastError ? t('timeclock.refused', { reason: item.lastError }) : t('timeclock.waiting')}
              </li>
            ))}
          </ul>
        )}
        {refused.length > 0 && <p>{t('timeclock.refusedHelp')}</p>}
        <div className={styles['punch__tools']}>
          <Button variant="secondary" onClick={() => void clock.forceSync()} disabled={clock.syncing}>
            {t('timeclock.forceSync')}
          </Button>
          <Button variant="ghost" onClick={clock.clearQueue} disabled={clock.queue.length === 0}>
            {t('timeclock.clearQueue')}
          </Button>
        </div>
      </section>

      {canSeeHours && (
        <div>
          <Button variant="secondary" onClick={() => setHoursOpen(true)}>
            {t('timeclock.staffHours')}
          </Button>
        </div>
      )}

      <details className={styles['punch__card']}>
        <summary>{t('timeclock.help')}</summary>
        <ul>
          <li>{t('timeclock.helpKeys')}</li>
          <li>{t('timeclock.helpNote')}</li>
          <li>{t('timeclock.helpOffline')}</li>
          <li>{t('timeclock.helpWeek')}</li>
        </ul>
      </details>

      <TimesheetLinks canApprove={canSeeHours} />
      {hoursOpen && <HoursModal onClose={() => setHoursOpen(false)} storage={storage} />}
    </section>
  );
}
