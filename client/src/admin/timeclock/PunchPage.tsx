import { parseRole, Role as StaffRole, roleAtLeast } from '@shared/roles';
import { formatDuration, WEEKLY_TARGET_MS } from '@shared/time/time-totals';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { downloadCsv, toCsv } from '../kit/csv';
import { HoursModal } from './HoursModal';
import type { FlushLock } from './punch-queue';
import { formatClock, formatLongDate, formatTime, isoDate } from './time-format';
import { NOTE_PRESETS, OTHER_PRESET, PUNCH_TEXTS } from './timeclock-texts';
import { usePunchClock } from './use-punch-clock';
import { TimesheetLinks } from './TimesheetLinks';
import styles from './timeclock.module.css';

export interface PunchPageProps {
  /** Where the offline queue, the note draft and payroll defaults live (local storage by default). */
  storage?: Storage;
  /** The lock between tabs (the browser's by default). */
  lock?: FlushLock;
}

const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || target.closest('input, textarea, select, [contenteditable="true"]') !== null);

/** 'Pointage' (back-office.md §2): the signed-in staff member's time clock. */
export function PunchPage({ storage, lock }: PunchPageProps = {}) {
  const clock = usePunchClock({ storage, lock });
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
        <h1 id="punch-title">{PUNCH_TEXTS.title}</h1>
        <Alert tone="error" role="alert">
          {PUNCH_TEXTS.sessionMissing}
        </Alert>
      </section>
    );
  }
  if (clock.loadState === 'loading') {
    return (
      <p className="page-loading" role="status">
        Chargement…
      </p>
    );
  }
  if (clock.loadState === 'error') {
    return (
      <section className="punch" aria-labelledby="punch-title">
        <h1 id="punch-title">{PUNCH_TEXTS.title}</h1>
        <Alert tone="error" role="alert">
          {clock.loadError ?? PUNCH_TEXTS.loadError}
        </Alert>
        <div>
          <Button onClick={() => void clock.forceSync()}>Réessayer</Button>
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
    if (preset === OTHER_PRESET) {
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
    downloadCsv(`pointages-${isoDate(clock.now)}.csv`, toCsv([['Date', 'Entrée', 'Sortie', 'Durée', 'Note'], ...rows]));
  };

  return (
    <section className="punch" aria-labelledby="punch-title">
      <header className={styles['punch__header']}>
        <h1 id="punch-title">{PUNCH_TEXTS.title}</h1>
        <p className={styles['punch__clock']}>
          <time className={styles['punch__time']} dateTime={new Date(clock.now).toISOString()}>
            {formatClock(clock.now)}
          </time>
          <span>{formatLongDate(clock.now)}</span>
        </p>
        <ul className={styles['punch__badges']} aria-label="Connexion et synchronisation">
          <li className={`${styles['punch__badge']} ${clock.online ? styles['badge--ok'] : styles['badge--warn']}`}>{clock.online ? PUNCH_TEXTS.online : PUNCH_TEXTS.offline}</li>
          <li className={styles['punch__badge']}>
            {clock.syncing ? 'Synchronisation…' : clock.queue.length > 0 ? 'En attente de synchronisation' : 'Synchronisé'}
          </li>
          <li className={styles['punch__badge']}>File hors-ligne : {clock.queue.length}</li>
          <li className={styles['punch__badge']}>Dernière synchro : {clock.lastSyncAt ? formatClock(clock.lastSyncAt) : 'jamais'}</li>
        </ul>
      </header>

      <div className={styles['punch__card']} role="status" aria-live="polite">
        <p className={`${styles['punch__duty']} ${styles[`punch__duty--${onDuty ? 'on' : 'off'}`]}`}>{onDuty ? PUNCH_TEXTS.onDuty : PUNCH_TEXTS.offDuty}</p>
        {view.open && (
          <p>
            Depuis {formatTime(view.open.clockIn)}
            {view.open.pending ? ' (en attente de synchronisation)' : ''}
          </p>
        )}
      </div>

      {clock.message && (
        <Alert tone={clock.message.tone} role={clock.message.tone === 'error' ? 'alert' : 'status'}>
          {clock.message.text}
        </Alert>
      )}
      {clock.loadError && (
        <Alert tone="error" role="alert">
          {clock.loadError}
        </Alert>
      )}

      <div className={styles['punch__actions']}>
        <Button onClick={() => void punch('in')} disabled={clock.busy || onDuty} aria-keyshortcuts="i">
          {PUNCH_TEXTS.punchIn}
        </Button>
        <Button variant="secondary" onClick={() => void punch('out')} disabled={clock.busy || !onDuty} aria-keyshortcuts="o">
          {PUNCH_TEXTS.punchOut}
        </Button>
      </div>

      <div className={styles['punch__card']}>
        <div className="field">
          <label className="field__label" htmlFor="punch-note">
            Note
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
            Note rapide
          </label>
          <select id="punch-preset" className="field__control" value="" onChange={addPreset}>
            <option value="">Choisir…</option>
            {NOTE_PRESETS.map((preset) => (
              <option key={preset} value={preset}>
                {preset}
              </option>
            ))}
          </select>
        </div>
      </div>

      <section className={styles['punch__card']} aria-labelledby="punch-totals-title">
        <h2 id="punch-totals-title">Totaux</h2>
        <dl className={styles['punch__totals']}>
          <dt>Aujourd’hui</dt>
          <dd>{formatDuration(view.todayMs)}</dd>
          <dt>Semaine</dt>
          <dd>
            {formatDuration(view.weekMs)} / {formatDuration(WEEKLY_TARGET_MS)} ({weekPercent} %)
          </dd>
        </dl>
        <progress max={100} value={weekPercent} aria-label="Semaine par rapport à l’objectif de 40 h">
          {weekPercent} %
        </progress>
      </section>

      <section className={styles['punch__card']} aria-labelledby="punch-today-title">
        <h2 id="punch-today-title">Pointages du jour</h2>
        {view.todayEntries.length === 0 ? (
          <p>{PUNCH_TEXTS.noEntries}</p>
        ) : (
          <table className={styles['time-table']}>
            <thead>
              <tr>
                <th scope="col">Entrée</th>
                <th scope="col">Sortie</th>
                <th scope="col" className="num">
                  Durée
                </th>
                <th scope="col">Note</th>
              </tr>
            </thead>
            <tbody>
              {view.todayEntries.map((entry) => (
                <tr key={entry.id} className={entry.pending ? 'pending' : undefined}>
                  <td>{formatTime(entry.clockIn)}</td>
                  <td>{entry.clockOut ? formatTime(entry.clockOut) : 'en cours'}</td>
                  <td className="num">{formatDuration((entry.clockOut ? Date.parse(entry.clockOut) : clock.now) - Date.parse(entry.clockIn))}</td>
                  <td>
                    {entry.note ?? ''}
                    {entry.pending ? ' (en attente de synchronisation)' : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
        <div className={styles['punch__tools']}>
          <Button variant="ghost" onClick={exportToday} disabled={view.todayEntries.length === 0}>
            Exporter le CSV du jour
          </Button>
        </div>
      </section>

      <section className={styles['punch__card']} aria-labelledby="punch-queue-title">
        <h2 id="punch-queue-title">File hors-ligne ({clock.queue.length})</h2>
        {clock.queue.length > 0 && (
          <ul>
            {clock.queue.map((item) => (
              <li key={item.id}>
                {item.payload.action === 'in' ? 'IN' : 'OUT'} à {formatTime(item.createdAt)}
                {item.payload.note ? ` — ${item.payload.note}` : ''}
                {item.lastError ? ` : refusé (${item.lastError})` : ' : en attente'}
              </li>
            ))}
          </ul>
        )}
        {refused.length > 0 && <p>Un pointage refusé reste dans la file : corrigez la situation puis forcez la synchro, ou videz la file.</p>}
        <div className={styles['punch__tools']}>
          <Button variant="secondary" onClick={() => void clock.forceSync()} disabled={clock.syncing}>
            Forcer la synchro
          </Button>
          <Button variant="ghost" onClick={clock.clearQueue} disabled={clock.queue.length === 0}>
            Vider la file
          </Button>
        </div>
      </section>

      {canSeeHours && (
        <div>
          <Button variant="secondary" onClick={() => setHoursOpen(true)}>
            {PUNCH_TEXTS.staffHours}
          </Button>
        </div>
      )}

      <details className={styles['punch__card']}>
        <summary>Aide</summary>
        <ul>
          <li>PUNCHER (touche i) commence un quart, DÉPUNCHER (touche o) le termine ; la touche n mène à la note.</li>
          <li>Une note rapide s’ajoute à la note avec « | ». La note est gardée sur cet appareil en cours de saisie.</li>
          <li>
            Sans connexion, le pointage est gardé dans la file hors-ligne avec son heure, puis envoyé dans l’ordre dès le retour
            de la connexion. Un pointage refusé reste dans la file avec la raison.
          </li>
          <li>La semaine va du lundi au dimanche ; l’objectif est de 40 h.</li>
        </ul>
      </details>

      <TimesheetLinks canApprove={canSeeHours} />
      {hoursOpen && <HoursModal onClose={() => setHoursOpen(false)} storage={storage} />}
    </section>
  );
}
