import { useMutation, useQuery } from '@apollo/client/react';
import { parseInstant } from '@shared/time/time-range';
import { formatDuration, OPEN_SHIFT_ALERT_MS } from '@shared/time/time-totals';
import { useState, type FormEvent } from 'react';
import {
  AdminCreateTimeEntryDocument,
  AdminDeleteTimeEntryDocument,
  AdminSplitTimeEntryDocument,
  AdminStaffTimeSheetDocument,
  AdminUpdateTimeEntryDocument,
  type AdminStaffTimeSheetQuery,
  type TimeEntryChangeAction,
  type TimeEntrySource,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { downloadCsv, toCsv } from '../kit/csv';
import type { Period, StaffHoursRow } from './staff-hours';
import { formatDateTime, formatTime, isoDate, TIMECLOCK_TZ, toLocalInput } from './time-format';
import { HOURS_TEXTS } from './timeclock-texts';
import { serverText } from './timeclock-errors';
import styles from './timeclock.module.css';

type Entry = AdminStaffTimeSheetQuery['staffTimeSheet']['entries'][number];
type Change = AdminStaffTimeSheetQuery['timeEntryChanges'][number];
type Snapshot = NonNullable<Change['oldValues']>;
type Editing = { kind: 'add' } | { kind: 'edit'; entry: Entry } | { kind: 'split'; entry: Entry } | null;

const SOURCE_LABELS: Record<TimeEntrySource, string> = { ONLINE: 'en ligne', OFFLINE: 'hors ligne', ADMIN: 'gestion' };
const ACTION_LABELS: Record<TimeEntryChangeAction, string> = {
  CREATE: 'Ajout',
  UPDATE: 'Modification',
  CLOSE: 'Fermeture',
  SPLIT: 'Découpage',
  DELETE: 'Suppression',
};
const dayLabel = new Intl.DateTimeFormat('fr-CA', { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });
const REFETCH = { refetchQueries: ['AdminStaffTimeSheet', 'AdminHoursSummary'], awaitRefetchQueries: true };

function describe(snapshot: Snapshot | null): string {
  if (!snapshot) return '—';
  const end = snapshot.clockOut ? formatTime(snapshot.clockOut) : 'en cours';
  return `${formatDateTime(snapshot.clockIn)} – ${end}${snapshot.note ? ` « ${snapshot.note} »` : ''}`;
}

function ChangeLine({ change }: { change: Change }) {
  return (
    <li>
      {formatDateTime(change.changedAt)} — {ACTION_LABELS[change.action]} de l’entrée n° {change.entryId} par {change.changedByName ?? 'inconnu'} :{' '}
      {describe(change.oldValues)} → {describe(change.newValues)}
      {change.reason ? ` (raison : ${change.reason})` : ''}
    </li>
  );
}

interface TimesFormProps {
  id: string;
  legend: string;
  labels: [string, string];
  initial: { start: string; end: string; note?: string };
  withNote: boolean;
  submitLabel: string;
  /** The client-side check (spec texts 'Heures invalides' / 'Pause invalide'); null when fine. */
  check: (start: number | null, end: number | null) => string | null;
  onSubmit: (values: { start: string; end: string; note: string; reason: string }) => Promise<string | null>;
  onCancel: () => void;
}

/** Two local times (datetime-local, America/Toronto), an optional note and a reason for the audit trail. */
function TimesForm({ id, legend, labels, initial, withNote, submitLabel, check, onSubmit, onCancel }: TimesFormProps) {
  const [start, setStart] = useState(initial.start);
  const [end, setEnd] = useState(initial.end);
  const [note, setNote] = useState(initial.note ?? '');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = check(parseInstant(start, TIMECLOCK_TZ), parseInstant(end, TIMECLOCK_TZ));
    setError(problem);
    if (problem) return;
    setBusy(true);
    const failure = await onSubmit({ start, end, note, reason });
    setBusy(false);
    setError(failure);
  };

  return (
    <form className={styles['hours__form']} onSubmit={submit} aria-labelledby={`${id}-legend`} noValidate>
      <p id={`${id}-legend`} className="visually-hidden">
        {legend}
      </p>
      <TextField id={`${id}-start`} label={labels[0]} type="datetime-local" value={start} onChange={(event) => setStart(event.target.value)} />
      <TextField id={`${id}-end`} label={labels[1]} type="datetime-local" value={end} onChange={(event) => setEnd(event.target.value)} />
      {withNote && <TextField id={`${id}-note`} label="Note" value={note} maxLength={1000} onChange={(event) => setNote(event.target.value)} />}
      <TextField id={`${id}-reason`} label="Raison (facultatif)" value={reason} maxLength={500} onChange={(event) => setReason(event.target.value)} />
      <Button type="submit" disabled={busy}>
        {submitLabel}
      </Button>
      <Button variant="ghost" onClick={onCancel}>
        Annuler
      </Button>
      {error && (
        <Alert tone="error" role="alert">
          {error}
        </Alert>
      )}
    </form>
  );
}

const hoursCheck = (start: number | null, end: number | null) => (start === null || end === null || end <= start ? HOURS_TEXTS.invalidHours : null);

/** One person's entries over the period: daily totals, changes (audited on the server) and their trail. */
export function StaffHoursDetail({ row, period, onBack }: { row: StaffHoursRow; period: Period; onBack: () => void }) {
  const { data, error, loading } = useQuery(AdminStaffTimeSheetDocument, {
    variables: { userId: row.userId, from: period.from, to: period.to, tz: TIMECLOCK_TZ },
    fetchPolicy: 'cache-and-network',
  });
  const [createEntry] = useMutation(AdminCreateTimeEntryDocument, REFETCH);
  const [updateEntry] = useMutation(AdminUpdateTimeEntryDocument, REFETCH);
  const [splitEntry] = useMutation(AdminSplitTimeEntryDocument, REFETCH);
  const [deleteEntry] = useMutation(AdminDeleteTimeEntryDocument, REFETCH);
  const [editing, setEditing] = useState<Editing>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [openHistory, setOpenHistory] = useState<ReadonlySet<string>>(new Set());

  const sheet = data?.staffTimeSheet;
  const changes = data?.timeEntryChanges ?? [];
  const who = row.name ?? row.email;
  const now = Date.now();
  const dayMax = Math.max(8 * 3_600_000, ...(sheet?.days.map((day) => day.totalMs) ?? []));

  /** Runs a change; answers the French text to show when it fails. */
  const attempt = async (run: () => Promise<unknown>, fallback: string): Promise<string | null> => {
    try {
      await run();
      setEditing(null);
      return null;
    } catch (failure) {
      return serverText(failure, fallback);
    }
  };

  const closeNow = async (entry: Entry) => {
    setActionError(await attempt(() => updateEntry({ variables: { input: { id: entry.id, clockOut: new Date().toISOString() } } }), HOURS_TEXTS.closeFailed));
  };

  const remove = async (entry: Entry) => {
    if (!window.confirm(HOURS_TEXTS.confirmDelete)) return;
    setActionError(await attempt(() => deleteEntry({ variables: { input: { id: entry.id } } }), HOURS_TEXTS.deleteFailed));
  };

  const toggleHistory = (id: string) =>
    setOpenHistory((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const exportDetail = () => {
    const lines = (sheet?.entries ?? []).map((entry) => {
      const end = entry.clockOut ? Date.parse(entry.clockOut) : now;
      return [isoDate(entry.clockIn), formatTime(entry.clockIn), entry.clockOut ? formatTime(entry.clockOut) : '', formatDuration(end - Date.parse(entry.clockIn)), entry.note ?? '', SOURCE_LABELS[entry.source]];
    });
    const slug = who.normalize('NFD').replace(/[^\w]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'employe';
    downloadCsv(`heures_${slug}_${period.from}_${period.to}.csv`, toCsv([['Date', 'Début', 'Fin', 'Durée', 'Note', 'Source'], ...lines]));
  };

  return (
    <section aria-labelledby="hours-detail-title">
      <Button variant="ghost" onClick={onBack}>
        ← Retour au résumé
      </Button>
      <h3 id="hours-detail-title">
        Détail : {who} ({row.email})
      </h3>

      {error && (
        <Alert tone="error" role="alert">
          {serverText(error, HOURS_TEXTS.detailError)}
        </Alert>
      )}
      {actionError && (
        <Alert tone="error" role="alert">
          {actionError}
        </Alert>
      )}

      {loading && !sheet ? (
        <p role="status">Chargement…</p>
      ) : sheet ? (
        <>
          <p className={styles['hours__totals']}>Total de la période : {formatDuration(sheet.totalMs)}</p>
          <h4>Totaux par jour</h4>
          <dl className={styles['hours__days']}>
            {sheet.days.map((day) => (
              <div key={day.date} className={styles['hours__day']}>
                <dt>{dayLabel.format(new Date(`${day.date}T12:00:00Z`))}</dt>
                <dd>
                  <meter min={0} max={dayMax} value={day.totalMs} aria-label={`Heures du ${day.date}`}>
                    {formatDuration(day.totalMs)}
                  </meter>{' '}
                  {formatDuration(day.totalMs)}
                </dd>
              </div>
            ))}
          </dl>

          <h4>Entrées</h4>
          {sheet.entries.length === 0 ? (
            <p>{HOURS_TEXTS.noEntries}</p>
          ) : (
            <table className={styles['time-table']}>
              <thead>
                <tr>
                  <th scope="col">Début</th>
                  <th scope="col">Fin</th>
                  <th scope="col" className="num">
                    Durée
                  </th>
                  <th scope="col">Note</th>
                  <th scope="col">Source</th>
                  <th scope="col">Actions</th>
                </tr>
              </thead>
              <tbody>
                {sheet.entries.map((entry) => {
                  const end = entry.clockOut ? Date.parse(entry.clockOut) : now;
                  const longOpen = entry.clockOut === null && end - Date.parse(entry.clockIn) > OPEN_SHIFT_ALERT_MS;
                  const history = changes.filter((change) => change.entryId === entry.id);
                  return (
                    <tr key={entry.id} className={longOpen ? 'alert-row' : undefined}>
                      <td>{formatDateTime(entry.clockIn)}</td>
                      <td>{entry.clockOut ? formatDateTime(entry.clockOut) : <span className={longOpen ? 'text-danger' : undefined}>en cours</span>}</td>
                      <td className="num">{formatDuration(end - Date.parse(entry.clockIn))}</td>
                      <td>{entry.note ?? ''}</td>
                      <td>{SOURCE_LABELS[entry.source]}</td>
                      <td>
                        <div className={styles['punch__tools']}>
                          {entry.clockOut === null ? (
                            <Button variant="secondary" onClick={() => void closeNow(entry)}>
                              Fermer maintenant
                            </Button>
                          ) : (
                            <Button variant="secondary" onClick={() => setEditing({ kind: 'edit', entry })}>
                              Modifier
                            </Button>
                          )}
                          <Button variant="secondary" onClick={() => setEditing({ kind: 'split', entry })}>
                            Ajouter une pause
                          </Button>
                          <Button variant="ghost" onClick={() => void remove(entry)}>
                            Supprimer
                          </Button>
                          <Button variant="ghost" aria-expanded={openHistory.has(entry.id)} onClick={() => toggleHistory(entry.id)}>
                            Historique ({history.length})
                          </Button>
                        </div>
                        {openHistory.has(entry.id) &&
                          (history.length === 0 ? (
                            <p>Aucune modification.</p>
                          ) : (
                            <ul className={styles['audit-list']}>
                              {history.map((change) => (
                                <ChangeLine key={change.id} change={change} />
                              ))}
                            </ul>
                          ))}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          )}

          {editing?.kind === 'edit' && (
            <TimesForm
              id="hours-edit"
              legend="Modifier l’entrée"
              labels={['Début', 'Fin']}
              initial={{ start: toLocalInput(editing.entry.clockIn), end: editing.entry.clockOut ? toLocalInput(editing.entry.clockOut) : '', note: editing.entry.note ?? '' }}
              withNote
              submitLabel="Enregistrer"
              check={hoursCheck}
              onSubmit={({ start, end, note, reason }) =>
                attempt(
                  () => updateEntry({ variables: { input: { id: editing.entry.id, clockIn: start, clockOut: end, note, reason: reason || null, tz: TIMECLOCK_TZ } } }),
                  HOURS_TEXTS.updateFailed,
                )
              }
              onCancel={() => setEditing(null)}
            />
          )}
          {editing?.kind === 'split' && (
            <TimesForm
              id="hours-split"
              legend="Retirer une pause de l’entrée"
              labels={['Début de la pause', 'Fin de la pause']}
              initial={{ start: '', end: '' }}
              withNote={false}
              submitLabel="Découper"
              check={(start, end) => {
                const entryEnd = editing.entry.clockOut ? Date.parse(editing.entry.clockOut) : Date.now();
                return start === null || end === null || !(Date.parse(editing.entry.clockIn) < start && start < end && end < entryEnd) ? HOURS_TEXTS.invalidBreak : null;
              }}
              onSubmit={({ start, end, reason }) =>
                attempt(
                  () => splitEntry({ variables: { input: { id: editing.entry.id, breakStart: start, breakEnd: end, reason: reason || null, tz: TIMECLOCK_TZ } } }),
                  HOURS_TEXTS.splitFailed,
                )
              }
              onCancel={() => setEditing(null)}
            />
          )}
          {editing?.kind === 'add' ? (
            <TimesForm
              id="hours-add"
              legend="Ajouter une entrée"
              labels={['Début', 'Fin']}
              initial={{ start: '', end: '' }}
              withNote
              submitLabel="Ajouter"
              check={hoursCheck}
              onSubmit={({ start, end, note, reason }) =>
                attempt(
                  () => createEntry({ variables: { input: { userId: row.userId, clockIn: start, clockOut: end, note: note || null, reason: reason || null, tz: TIMECLOCK_TZ } } }),
                  HOURS_TEXTS.createFailed,
                )
              }
              onCancel={() => setEditing(null)}
            />
          ) : (
            <div className={styles['punch__tools']}>
              <Button variant="secondary" onClick={() => setEditing({ kind: 'add' })}>
                Ajouter une entrée
              </Button>
              <Button variant="ghost" onClick={exportDetail} disabled={sheet.entries.length === 0}>
                Exporter le CSV du détail
              </Button>
            </div>
          )}

          <h4>Journal des modifications</h4>
          {changes.length === 0 ? (
            <p>Aucune modification.</p>
          ) : (
            <ul className={styles['audit-list']}>
              {changes.map((change) => (
                <ChangeLine key={change.id} change={change} />
              ))}
            </ul>
          )}
        </>
      ) : null}
    </section>
  );
}
