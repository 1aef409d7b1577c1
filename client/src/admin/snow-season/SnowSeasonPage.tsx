import { useMutation, useQuery } from '@apollo/client/react';
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { print } from 'graphql';
import { createClient } from 'graphql-ws';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCad } from '@shared/pricing/money';
import { Role, roleAtLeast } from '@shared/roles';
import {
  AssignSnowRouteDocument,
  CancelSnowContractDocument,
  DeclareSnowfallDocument,
  ReorderSnowRouteDocument,
  SnowBoardDocument,
  SnowContractCancellationDocument,
  SnowContractsDocument,
  SnowDispatchDocument,
  type SnowContractsQuery,
  type SnowRoute_RouteFragment,
  type SnowVisit_VisitFragment,
} from '../../graphql/graphql';
import { fieldErrorsOf } from '../../lib/errors/to-formik-errors';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { TextField } from '../../ui/TextField';
import { getToken } from '../kit/token-storage';
import { useErrorText } from '../kit/i18n/error-text';
import { useSession } from '../kit/session-context';
import { useAdminTitle } from '../kit/use-admin-title';
import { RenewalOfferPanel } from './RenewalOfferPanel';
import { DataTable, type DataColumn } from '../kit/DataTable';
import { QueryView } from '../kit/QueryView';
import { ConfirmDialog, FeedbackMessage, type Feedback } from './ConfirmDialog';
import styles from './SnowSeasonPage.module.css';
import { torontoToday } from '../kit/format';

const TIME = new Intl.DateTimeFormat('fr-CA', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Toronto' });

/** Live dispatch events over graphql-ws (same origin, /graphql), authenticated with the staff session. */
function useDispatchEvents(onEvent: () => void): boolean {
  const [live, setLive] = useState(false);
  useEffect(() => {
    const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}/graphql`;
    const client = createClient({
      url,
      connectionParams: () => ({ authorization: `Bearer ${getToken() ?? ''}` }),
      retryAttempts: Infinity,
      shouldRetry: () => true,
      on: { connected: () => setLive(true), closed: () => setLive(false) },
    });
    const stop = client.subscribe({ query: print(SnowDispatchDocument) }, { next: () => onEvent(), error: () => setLive(false), complete: () => setLive(false) });
    return () => {
      stop();
      void client.dispose();
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return live;
}

/** The route's latest proof-of-service photo, from its signed same-origin address (the page's CSP allows 'self'). */
function LastPhoto({ visit }: { visit: SnowVisit_VisitFragment }) {
  const { t } = useTranslation();
  if (!visit.photoUrl) return null;
  return (
    <figure className={styles.photo}>
      <a href={visit.photoUrl} target="_blank" rel="noreferrer">
        <img src={visit.photoUrl} alt={t('snowSeason.photoAlt', { address: visit.address })} loading="lazy" />
      </a>
      <figcaption>{t('snowSeason.lastPhoto')}</figcaption>
    </figure>
  );
}

function VisitRow({ visit }: { visit: SnowVisit_VisitFragment }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, transform, transition } = useSortable({ id: visit.id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: transform ? `translate3d(${transform.x}px, ${transform.y}px, 0)` : undefined, transition }}
      data-testid={`visit-${visit.id}`}
      data-status={visit.status}
      data-late={visit.late ? 'true' : 'false'}
      data-urgent={visit.urgent ? 'true' : 'false'}
    >
      <div
        className={[styles.visit, visit.late ? styles.late : '', visit.urgent ? styles.urgent : '', visit.urgent && visit.late ? styles.urgentLate : '', styles[visit.status.toLowerCase()] ?? ''].join(' ')}
        {...attributes}
        {...listeners}
      >
      <span className={styles.position}>{visit.position}</span>
      <span className={styles.visitText}>
        {visit.urgent ? <strong className={styles.urgentBadge}>{visit.late ? t('snowSeason.urgentLate') : t('snowSeason.urgentBadge')}</strong> : null}
        {visit.address}
        {visit.customerName ? ` · ${visit.customerName}` : ''}
        <small>
          {t(`snowSeason.statuses.${visit.status}`)} · {t('snowSeason.deadline', { time: TIME.format(new Date(visit.deadlineAt)) })}
          {visit.late ? ` · ${t('snowSeason.late')}` : ''}
          {visit.reason ? ` · ${visit.reason}` : ''}
          </small>
        </span>
      </div>
    </li>
  );
}

function RouteCard({ route, employees, onChanged }: { route: SnowRoute_RouteFragment; employees: { id: string; label: string }[]; onChanged: () => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [order, setOrder] = useState(route.visits);
  const [problem, setProblem] = useState<string | null>(null);
  const [assign] = useMutation(AssignSnowRouteDocument);
  const [reorder] = useMutation(ReorderSnowRouteDocument);
  useEffect(() => setOrder(route.visits), [route.visits]);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 5 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const next = arrayMove(order, order.findIndex((v) => v.id === active.id), order.findIndex((v) => v.id === over.id));
    setOrder(next);
    try {
      await reorder({ variables: { input: { routeId: route.id, visitIds: next.map((v) => v.id) } } });
      setProblem(null);
    } catch (failure) {
      setOrder(route.visits);
      setProblem(errorText(failure, t('snowSeason.reorderFailed')));
    }
  };
  const lastPhoto = route.visits.find((v) => v.id === route.lastPhotoVisitId);
  return (
    <section className={styles.route} aria-labelledby={`route-${route.id}`} data-testid={`route-${route.id}`}>
      <h3 id={`route-${route.id}`} className={styles.routeTitle}>
        {route.sector}
      </h3>
      <dl className={styles.counts}>
        <div>
          <dt>{t('snowSeason.done')}</dt>
          <dd data-testid="done">{route.done}</dd>
        </div>
        <div>
          <dt>{t('snowSeason.impossible')}</dt>
          <dd data-testid="impossible">{route.impossible}</dd>
        </div>
        <div>
          <dt>{t('snowSeason.remaining')}</dt>
          <dd data-testid="remaining">{route.remaining}</dd>
        </div>
        <div className={route.late > 0 ? styles.late : undefined}>
          <dt>{t('snowSeason.late')}</dt>
          <dd data-testid="late">{route.late}</dd>
        </div>
      </dl>
      <label className={styles.driver}>
        {t('snowSeason.driver')}
        <select
          className="field__control"
          value={route.employeeId ?? ''}
          onChange={(e) =>
            void assign({ variables: { input: { routeId: route.id, employeeId: e.target.value || null } } })
              .then(onChanged)
              .catch((failure: unknown) => setProblem(errorText(failure, t('snowSeason.assignFailed'))))
          }
        >
          <option value="">{t('snowSeason.noDriver')}</option>
          {employees.map((e) => (
            <option key={e.id} value={e.id}>
              {e.label}
            </option>
          ))}
        </select>
      </label>
      {problem ? (
        <div role="alert">
          <Alert tone="error">{problem}</Alert>
        </div>
      ) : null}
      <p className="admin-section__hint">{t('snowSeason.reorderHint')}</p>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={(e) => void onDragEnd(e)}
        // Screen-reader announcements in the back-office's language (dnd-kit's own are English).
        accessibility={{
          screenReaderInstructions: { draggable: t('snowSeason.dnd.instructions') },
          announcements: {
            onDragStart: ({ active }) => t('snowSeason.dnd.pickedUp', { id: active.id }),
            onDragOver: ({ active, over }) => (over ? t('snowSeason.dnd.over', { id: active.id, over: over.id }) : t('snowSeason.dnd.outside', { id: active.id })),
            onDragEnd: ({ active, over }) => (over ? t('snowSeason.dnd.dropped', { id: active.id, over: over.id }) : t('snowSeason.dnd.outside', { id: active.id })),
            onDragCancel: ({ active }) => t('snowSeason.dnd.cancelled', { id: active.id }),
          },
        }}
      >
        <SortableContext items={order.map((v) => v.id)} strategy={verticalListSortingStrategy}>
          <ol className={styles.visits}>
            {order.map((visit) => (
              <VisitRow key={visit.id} visit={visit} />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      {lastPhoto ? <LastPhoto visit={lastPhoto} /> : null}
    </section>
  );
}

function DeclareForm({ onDeclared }: { onDeclared: (snowfallId: string) => void }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const [date, setDate] = useState(torontoToday);
  const [cm, setCm] = useState('');
  const [endTime, setEndTime] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [result, setResult] = useState<Feedback>(null);
  const [declare, { loading }] = useMutation(DeclareSnowfallDocument);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setResult(null);
    try {
      const { data } = await declare({ variables: { input: { date, cm: Number(cm), endTime } } });
      const answer = data!.declareSnowfall;
      setResult({ tone: 'success', text: answer.created ? t('snowSeason.declared', { count: answer.visitsCreated }) : t('snowSeason.alreadyDeclared') });
      onDeclared(answer.snowfall.id);
    } catch (failure) {
      setErrors(fieldErrorsOf(failure));
      setResult({ tone: 'error', text: errorText(failure, t('snowSeason.declareFailed')) });
    }
  };
  return (
    <form className={styles.declare} onSubmit={(e) => void submit(e)} noValidate aria-labelledby="declare-title">
      <h2 id="declare-title" className="admin-section__title">
        {t('snowSeason.declareTitle')}
      </h2>
      <div className={styles.fields}>
        <TextField id="snowfall-date" type="date" label={t('snowSeason.date')} value={date} onChange={(e) => setDate(e.target.value)} error={errors.date} required />
        <TextField id="snowfall-cm" type="number" inputMode="numeric" label={t('snowSeason.cm')} value={cm} onChange={(e) => setCm(e.target.value)} error={errors.cm} required />
        <TextField id="snowfall-end" type="time" label={t('snowSeason.endTime')} value={endTime} onChange={(e) => setEndTime(e.target.value)} error={errors.endTime} required />
      </div>
      <Button type="submit" disabled={loading}>
        {t('snowSeason.declare')}
      </Button>
      <FeedbackMessage feedback={result} />
    </form>
  );
}

type Contract = SnowContractsQuery['snowContracts'][number];

function Contracts() {
  const { t } = useTranslation();
  const errorText = useErrorText();
  const { data, loading, error, refetch } = useQuery(SnowContractsDocument);
  const [target, setTarget] = useState<{ id: string; reference: string } | null>(null);
  const preview = useQuery(SnowContractCancellationDocument, { variables: { id: target?.id ?? '' }, skip: !target, fetchPolicy: 'network-only' });
  const [cancel, { loading: canceling }] = useMutation(CancelSnowContractDocument);
  const [message, setMessage] = useState<Feedback>(null);
  const confirm = async (refund: { refundCents: number }) => {
    if (!target) return;
    try {
      await cancel({ variables: { input: { contractId: target.id, expectedRefundCents: refund.refundCents } } });
      setMessage({ tone: 'success', text: t('snowSeason.canceled', { refund: formatCad(refund.refundCents) }) });
      setTarget(null);
      void refetch();
    } catch (failure) {
      setMessage({ tone: 'error', text: errorText(failure, t('snowSeason.cancelFailed')) });
      setTarget(null);
    }
  };
  const columns: DataColumn<Contract>[] = [
    { header: t('snowSeason.reference'), rowHeader: true, cell: (c) => c.reference },
    { header: t('snowSeason.customer'), cell: (c) => (c.customerName ? `${c.customerName} (${c.email})` : c.email) },
    { header: t('snowSeason.address'), cell: (c) => c.address },
    { header: t('snowSeason.season'), cell: (c) => `${c.seasonStart} → ${c.seasonEnd}` },
    { header: t('snowSeason.total'), cell: (c) => formatCad(c.total) },
    {
      header: t('snowSeason.status'),
      cell: (c) =>
        `${t(`snowSeason.contractStatuses.${c.status}`)}${c.refundCents !== null && c.refundCents !== undefined ? ` — ${t('snowSeason.refunded', { refund: formatCad(c.refundCents) })}` : ''}`,
    },
    {
      header: t('snowSeason.actions'),
      cell: (c) => (
        <div className={styles.rowActions}>
          <Button
            variant="secondary"
            onClick={() =>
              void fetch(`/files/snow-contracts/${c.id}.pdf`, { headers: { Authorization: `Bearer ${getToken() ?? ''}` } })
                .then((res) => res.blob())
                .then((blob) => window.open(URL.createObjectURL(blob), '_blank'))
            }
          >
            {t('snowSeason.pdf')}
          </Button>
          {c.status === 'ACTIVE' ? (
            <Button variant="secondary" onClick={() => setTarget({ id: c.id, reference: c.reference })}>
              {t('snowSeason.cancel')}
            </Button>
          ) : null}
        </div>
      ),
    },
  ];
  const content = (
    <QueryView
      loading={loading}
      error={error}
      data={data?.snowContracts}
      errorMessage={t('snowSeason.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={(contracts) => contracts.length === 0}
      empty={t('snowSeason.noContracts')}
    >
      {(contracts) => <DataTable columns={columns} rows={contracts} rowKey={(c) => c.id} />}
    </QueryView>
  );
  return (
    <section className="admin-section" aria-labelledby="contracts-title">
      <h2 id="contracts-title" className="admin-section__title">
        {t('snowSeason.contractsTitle')}
      </h2>
      <FeedbackMessage feedback={message} />
      {content}
      {target ? (
        <ConfirmDialog
          title={t('snowSeason.cancelTitle', { reference: target.reference })}
          preview={{ ...preview, data: preview.data?.snowContractCancellation }}
          errorMessage={errorText(preview.error, t('snowSeason.cancelFailed'))}
          confirmLabel={t('snowSeason.confirmCancel')}
          onConfirm={(refund) => void confirm(refund)}
          busy={canceling}
          keepLabel={t('snowSeason.keep')}
          onClose={() => setTarget(null)}
        >
          {(refund) => (
            <>
              <p data-testid="refund-preview">{t('snowSeason.refundPreview', { refund: formatCad(refund.refundCents), total: formatCad(refund.totalCents) })}</p>
              <p className="admin-section__hint">{refund.rule}</p>
            </>
          )}
        </ConfirmDialog>
      ) : null}
    </section>
  );
}

/**
 * /admin/saison-neige (MANAGER and up): declare a snowfall, the live dispatch board of a snowfall
 * (per route: done / impossible / remaining, late visits in red, the last photo; drivers assigned
 * and stops reordered by drag and drop), and the season's contracts with their cancellation; for
 * ADMIN and up, the renewal offer. The one place snow routes are planned (the old « Tournées »
 * address leads here).
 */
export function SnowSeasonPage() {
  const { t } = useTranslation();
  const session = useSession();
  useAdminTitle(t('nav.snowSeason'));
  const [snowfallId, setSnowfallId] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(SnowBoardDocument, { variables: { snowfallId }, fetchPolicy: 'cache-and-network' });
  const reload = () => void refetch().catch(() => undefined);
  const live = useDispatchEvents(reload);
  useEffect(() => {
    if (live) return;
    const timer = window.setInterval(reload, 15_000);
    return () => window.clearInterval(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [live]);

  const board = data?.snowBoard;
  const content = (
    <QueryView
      loading={loading}
      error={error}
      data={data}
      errorMessage={t('snowSeason.loadFailed')}
      onRetry={reload}
      isEmpty={(answer) => !answer.snowBoard.snowfall || answer.snowBoard.routes.length === 0}
      empty={board?.snowfall ? t('snowSeason.noRoutes') : t('snowSeason.noSnowfall')}
    >
      {(answer) => (
        <div className={styles.routes}>
          {answer.snowBoard.routes.map((route) => (
            <RouteCard key={route.id} route={route} employees={answer.snowEmployees} onChanged={reload} />
          ))}
        </div>
      )}
    </QueryView>
  );

  return (
    <div className={styles.page}>
      <h1 className="admin-page__title">{t('nav.snowSeason')}</h1>
      <DeclareForm onDeclared={(id) => (id === snowfallId ? reload() : setSnowfallId(id))} />
      <section className="admin-section" aria-labelledby="board-title">
        <h2 id="board-title" className="admin-section__title">
          {t('snowSeason.boardTitle')}
        </h2>
        <div className={styles.boardBar}>
          <label className={styles.driver}>
            {t('snowSeason.snowfall')}
            <select className="field__control" value={snowfallId ?? board?.snowfall?.id ?? ''} onChange={(e) => setSnowfallId(e.target.value || null)}>
              {(data?.snowfalls ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {t('snowSeason.snowfallLabel', { date: s.date, cm: s.cm })}
                </option>
              ))}
            </select>
          </label>
          <span role="status" className={live ? styles.live : styles.liveOff} data-testid="live">
            {live ? t('snowSeason.live') : t('snowSeason.liveOff')}
          </span>
        </div>
        {content}
      </section>
      <Contracts />
      {roleAtLeast(session.role, Role.ADMIN) ? <RenewalOfferPanel /> : null}
    </div>
  );
}
