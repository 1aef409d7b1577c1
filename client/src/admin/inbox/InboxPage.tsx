import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  AdminAssignInboxItemDocument,
  AdminHandleInboxItemDocument,
  AdminInboxItemsDocument,
  AdminReopenInboxItemDocument,
  type InboxPage_ItemFragment,
  type InboxSection,
} from '../../graphql/graphql';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import { HTML_LANG } from '../kit/i18n/languages';
import { QueryView } from '../kit/QueryView';
import { useAdminTitle } from '../kit/use-admin-title';
import styles from './InboxPage.module.css';

const SECTIONS: readonly InboxSection[] = ['PICKUPS', 'EVENTS', 'SNOW', 'TIMESHEETS', 'INVOICES', 'PRIVACY', 'WEBHOOKS'];

/**
 * /admin/a-traiter (MANAGER and up, issue #26): the office inbox. Each item links to its screen,
 * has an owner, and leaves the list only when someone marks it handled (or handles its subject):
 * showing or opening it changes nothing. The list is re-read when the server signals a change
 * (useInboxLive in the layout), so a new web request appears without reload.
 */
export function InboxPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.inbox'));
  const errorText = useErrorText();
  const language = useLanguage();
  const dateTime = useMemo(() => new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeStyle: 'short', timeZone: 'America/Toronto' }), [language]);
  const [handled, setHandled] = useState(false);
  const [section, setSection] = useState<InboxSection | ''>('');
  const { data, loading, error, refetch } = useQuery(AdminInboxItemsDocument, { variables: { handled, section: section || null }, fetchPolicy: 'cache-and-network' });
  const [handle] = useMutation(AdminHandleInboxItemDocument, { refetchQueries: ['AdminInboxItems', 'AdminInboxCounts'] });
  const [reopen] = useMutation(AdminReopenInboxItemDocument, { refetchQueries: ['AdminInboxItems', 'AdminInboxCounts'] });
  const [assign] = useMutation(AdminAssignInboxItemDocument);
  const [failure, setFailure] = useState<string | null>(null);

  const run = async (action: () => Promise<unknown>) => {
    setFailure(null);
    try {
      await action();
    } catch (e) {
      setFailure(errorText(e, t('common.errorTitle')));
    }
  };

  const now = Date.now();

  return (
    <div className="admin-page">
      <header className="page-header">
        <h1>{t('pages.inbox')}</h1>
        <p>{t('inbox.lead')}</p>
      </header>
      <div className={styles.toolbar}>
        <div role="group" aria-label={t('pages.inbox')} className={styles.tabs}>
          <Button variant={handled ? 'secondary' : 'primary'} aria-pressed={!handled} onClick={() => setHandled(false)}>
            {t('inbox.open')}
          </Button>
          <Button variant={handled ? 'primary' : 'secondary'} aria-pressed={handled} onClick={() => setHandled(true)}>
            {t('inbox.handledTab')}
          </Button>
        </div>
        <label className={styles.filter}>
          <span>{t('inbox.section')}</span>
          <select value={section} onChange={(e) => setSection(e.target.value as InboxSection | '')}>
            <option value="">{t('inbox.allSections')}</option>
            {SECTIONS.map((s) => (
              <option key={s} value={s}>
                {t(`inbox.sections.${s}`)}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div role="alert">{failure && <Alert tone="error">{failure}</Alert>}</div>
      <QueryView
        loading={loading}
        error={error}
        data={data}
        errorMessage={errorText(error, t('common.errorTitle'))}
        onRetry={() => void refetch()}
        isEmpty={(answer) => answer.inboxItems.length === 0}
        empty={handled ? t('inbox.noneHandled') : t('inbox.none')}
      >
        {(answer) => (
          <ul className={styles.list} aria-label={handled ? t('inbox.handledTab') : t('inbox.open')}>
            {answer.inboxItems.map((item) => (
              <InboxRow
                key={item.id}
                item={item}
                assignees={answer.inboxAssignees}
                dateTime={dateTime}
                overdue={Boolean(item.dueAt && !item.handledAt && new Date(String(item.dueAt)).getTime() < now)}
                onHandle={() => run(() => handle({ variables: { id: item.id } }))}
                onReopen={() => run(() => reopen({ variables: { id: item.id } }))}
                onAssign={(userId) => run(() => assign({ variables: { id: item.id, userId } }))}
              />
            ))}
          </ul>
        )}
      </QueryView>
    </div>
  );
}

function InboxRow({
  item,
  assignees,
  dateTime,
  overdue,
  onHandle,
  onReopen,
  onAssign,
}: {
  item: InboxPage_ItemFragment;
  assignees: readonly { id: string; label: string }[];
  dateTime: Intl.DateTimeFormat;
  overdue: boolean;
  onHandle: () => void;
  onReopen: () => void;
  onAssign: (userId: string | null) => void;
}) {
  const { t } = useTranslation();
  const ownerId = `inbox-owner-${item.id}`;
  return (
    <li className={`card ${styles.item}`} data-inbox-item={item.id}>
      <div className={styles.head}>
        <span className="badge">{t(`inbox.kinds.${item.kind}`)}</span>
        <span className={styles.section}>{t(`inbox.sections.${item.section}`)}</span>
      </div>
      <p className={styles.title}>{item.title}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('inbox.received')}</dt>
          <dd>{dateTime.format(new Date(String(item.createdAt)))}</dd>
        </div>
        {item.dueAt ? (
          <div>
            <dt>{t('inbox.due')}</dt>
            <dd className={overdue ? styles.overdue : undefined}>
              {dateTime.format(new Date(String(item.dueAt)))}
              {overdue ? ` — ${t('inbox.overdue')}` : ''}
            </dd>
          </div>
        ) : null}
        {item.handledAt ? (
          <div>
            <dt>{t('inbox.handle')}</dt>
            <dd>{t('inbox.handledOn', { date: dateTime.format(new Date(String(item.handledAt))) })}</dd>
          </div>
        ) : null}
      </dl>
      <div className={styles.actions}>
        <Link className="button button--secondary" to={item.link} aria-label={t('inbox.openScreenOf', { title: item.title })}>
          {t('inbox.openScreen')}
        </Link>
        <label className={styles.owner} htmlFor={ownerId}>
          <span>{t('inbox.owner')}</span>
          <select id={ownerId} aria-label={t('inbox.assignTo', { title: item.title })} value={item.assignedToId ?? ''} onChange={(e) => onAssign(e.target.value || null)}>
            <option value="">{t('inbox.nobody')}</option>
            {assignees.map((a) => (
              <option key={a.id} value={a.id}>
                {a.label}
              </option>
            ))}
          </select>
        </label>
        {item.handledAt ? (
          <Button variant="secondary" onClick={onReopen}>
            {t('inbox.reopen')}
          </Button>
        ) : (
          <Button onClick={onHandle} aria-label={t('inbox.handleOf', { title: item.title })}>
            {t('inbox.handle')}
          </Button>
        )}
      </div>
    </li>
  );
}
