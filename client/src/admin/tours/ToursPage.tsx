import type { TFunction } from 'i18next';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { normalizeTourTime, OTHER_SECTOR, TOUR_SECTORS, tourToday, tourTypeTone } from '@shared/tours';
import { AdminToursDocument, CreateTourDocument, UpdateTourStatusDocument, type AdminTour_TourFragment, type TourStatus } from '../../graphql/graphql';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useErrorText } from '../kit/i18n/error-text';
import { DataTable } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import styles from './ToursPage.module.css';

type Tour = AdminTour_TourFragment;
type Mode = 'abonnement' | 'one-shot';
interface Draft {
  zone: string;
  mode: Mode;
}

/** The next statuses a tour may take from the page (the server checks again). */
const NEXT: Record<TourStatus, { status: TourStatus; label: 'start' | 'finish' }[]> = {
  PLANNED: [
    { status: 'IN_PROGRESS', label: 'start' },
    { status: 'DONE', label: 'finish' },
  ],
  IN_PROGRESS: [{ status: 'DONE', label: 'finish' }],
  DONE: [],
};

/**
 * /admin/tournees (back-office.md §2): a day's tours (date picker, today by default in
 * America/Toronto, refresh), time, zone, type badge and status. Stored tours move forward
 * (planifiée → en cours → terminée); the day's paid orders no tour serves yet are listed "à
 * planifier" with a button that opens the 'Nouvelle tournée' dialog for them.
 */
export function ToursPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.tours'));
  const errorText = useErrorText();
  const [date, setDate] = useState(() => tourToday(new Date()));
  const [draft, setDraft] = useState<Draft | null>(null);
  const [feedback, setFeedback] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(AdminToursDocument, { variables: { date }, skip: !date, notifyOnNetworkStatusChange: true });
  const [updateStatus] = useMutation(UpdateTourStatusDocument);
  const tours = data?.tours ?? [];

  const reload = () => void refetch().catch(() => undefined);
  const move = async (tour: Tour, status: TourStatus) => {
    if (!tour.id) return;
    setBusyId(tour.id);
    setFeedback(null);
    try {
      await updateStatus({ variables: { input: { id: tour.id, status } } });
      setFeedback({ tone: 'success', text: t('tours.statusUpdated') });
      reload();
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('tours.statusFailed')) });
    } finally {
      setBusyId(null);
    }
  };

  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.tours')}</h1>
      <p>{t('tours.lead')}</p>
      <div className="card admin-section">
        <div className={styles['tours-toolbar']}>
          <TextField id="tours-date" type="date" label={t('tours.date')} value={date} onChange={(event) => setDate(event.target.value)} />
          <Button variant="secondary" onClick={reload} disabled={!date || loading}>
            {t('tours.refresh')}
          </Button>
          <Button onClick={() => setDraft({ zone: TOUR_SECTORS[0], mode: 'abonnement' })} disabled={!date}>
            {t('tours.new')}
          </Button>
        </div>
        {feedback ? (
          <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
            <Alert tone={feedback.tone}>
              <p>{feedback.text}</p>
            </Alert>
          </div>
        ) : null}
        {date ? (
          <QueryView
            loading={loading}
            error={error}
            data={data}
            errorMessage={t('tours.loadFailed')}
            onRetry={reload}
            isEmpty={(answer) => answer.tours.length === 0}
            empty={t('tours.empty')}
          >
            {() => (
              <DataTable
                className="tours-table"
                rows={tours}
                rowKey={(tour) => tour.id ?? `${tour.zone}|${tour.mode}`}
                columns={[
                  {
                    header: t('tours.time'),
                    cell: (tour) => tour.heure ?? t('tours.none'),
                  },
                  {
                    header: t('tours.zone'),
                    rowHeader: true,
                    cell: (tour) => <span>{tour.name && tour.name !== tour.zone ? `${tour.zone} — ${tour.name}` : tour.zone}</span>,
                  },
                  {
                    header: t('tours.type'),
                    cell: (tour) => (
                      <span className={`${styles['tour-type']} ${styles[`tour-type--${tourTypeTone(tour.type)}`]}`}>{tourTypeText(tour.type, t)}</span>
                    ),
                  },
                  {
                    header: t('tours.status'),
                    cell: (tour) => (
                      <span className={`pickup-status ${styles[`tour-status--${tour.planned ? tour.status.toLowerCase() : 'unplanned'}`]}`}>
                        {tour.planned ? t(`tours.statuses.${tour.status}`) : t('tours.unplanned')}
                      </span>
                    ),
                  },
                  {
                    header: t('tours.stops'),
                    cell: (tour) => (
                      <details>
                        <summary>{t('tours.stopCount', { count: tour.stopCount })}</summary>
                        <ul className={styles['tour-stops']}>
                          {tour.stops.map((stop) => (
                            <li key={stop.orderId}>
                              {stop.address} ({stop.confirmationCode}){stop.urgent ? ` — ${t('tours.urgent')}` : ''}
                              {stop.note ? <em> · {stop.note}</em> : null}
                            </li>
                          ))}
                        </ul>
                      </details>
                    ),
                  },
                  {
                    header: t('tours.actions'),
                    cell: (tour) => (
                      <div className={styles['tour-actions']}>
                        {tour.planned ? (
                          NEXT[tour.status].map((next) => (
                            <Button
                              key={next.status}
                              variant="secondary"
                              disabled={busyId === tour.id}
                              onClick={() => void move(tour, next.status)}
                              aria-label={t(`tours.${next.label}Of`, { zone: tour.zone, time: tour.heure ?? '' })}
                            >
                              {t(`tours.${next.label}`)}
                            </Button>
                          ))
                        ) : (
                          <Button
                            variant="secondary"
                            onClick={() =>
                              setDraft({ zone: tour.zone, mode: tour.mode === 'one-shot' ? 'one-shot' : 'abonnement' })
                            }
                            aria-label={t('tours.planOf', { zone: tour.zone, type: tour.type })}
                          >
                            {t('tours.plan')}
                          </Button>
                        )}
                      </div>
                    ),
                  },
                ]}
              />
            )}
          </QueryView>
        ) : (
          <p className="admin-empty">{t('tours.pickDate')}</p>
        )}
      </div>
      {draft ? (
        <NewTourDialog
          date={date}
          initial={draft}
          onClose={() => setDraft(null)}
          onCreated={() => {
            setDraft(null);
            setFeedback({ tone: 'success', text: t('tours.created') });
            reload();
          }}
        />
      ) : null}
    </section>
  );
}

function NewTourDialog({ date, initial, onClose, onCreated }: { date: string; initial: Draft; onClose: () => void; onCreated: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [createTour, { loading }] = useMutation(CreateTourDocument);
  const [zone, setZone] = useState(initial.zone);
  const [mode, setMode] = useState<Mode>(initial.mode);
  const [heure, setHeure] = useState('');
  const [name, setName] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    if (normalizeTourTime(heure) === null) {
      setErrors({ heure: t('tours.timeInvalid') });
      return;
    }
    setErrors({});
    try {
      await createTour({ variables: { input: { date, zone, mode, heure, name: name.trim() || null } } });
      onCreated();
    } catch (caught) {
      setErrors(fieldErrorsOf(caught));
      setFailure(errorText(caught, t('tours.createFailed')));
    }
  };

  return (
    <Modal title={t('tours.new')} onClose={onClose} closeLabel={t('tours.close')}>
      <form className={styles['tour-form']} onSubmit={(event) => void submit(event)} noValidate>
        <p>{t('tours.dialogLead', { date })}</p>
        <SelectField
          id="tour-zone"
          label={t('tours.zone')}
          value={zone}
          error={errors.zone}
          onChange={(event) => setZone(event.target.value)}
          options={[...TOUR_SECTORS, OTHER_SECTOR].map((value) => ({ value, label: value }))}
        />
        <SelectField
          id="tour-mode"
          label={t('tours.type')}
          value={mode}
          error={errors.mode}
          onChange={(event) => setMode(event.target.value === 'one-shot' ? 'one-shot' : 'abonnement')}
          options={[
            { value: 'abonnement', label: t('tours.types.abonnement') },
            { value: 'one-shot', label: t('tours.types.oneShot') },
          ]}
        />
        <TextField id="tour-time" label={t('tours.time')} hint={t('tours.timeHint')} value={heure} error={errors.heure} onChange={(event) => setHeure(event.target.value)} />
        <TextField id="tour-name" label={t('tours.name')} value={name} error={errors.name} onChange={(event) => setName(event.target.value)} />
        {failure ? (
          <div role="alert">
            <Alert tone="error">
              <p>{failure}</p>
            </Alert>
          </div>
        ) : null}
        <div className={styles['tour-form__actions']}>
          <Button type="submit" disabled={loading}>
            {loading ? t('tours.creating') : t('tours.create')}
          </Button>
          <Button variant="ghost" onClick={onClose}>
            {t('tours.cancel')}
          </Button>
        </div>
      </form>
    </Modal>
  );
}

/** The stored French type (« Abonnement + urgence ») in the screen's language; an unknown type as stored. */
export function tourTypeText(type: string, t: TFunction): string {
  const match = /^(Abonnement|One-shot)( \+ urgence)?$/i.exec(type.trim());
  if (!match) return type;
  const base = match[1]!.toLowerCase() === 'abonnement' ? t('tours.types.abonnement') : t('tours.types.oneShot');
  return match[2] ? t('tours.types.withUrgency', { base }) : base;
}
