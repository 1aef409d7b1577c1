import { useMutation, useQuery } from '@apollo/client/react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { parseRole, Role, ROLE_ORDER, roleAtLeast } from '@shared/roles';
import { AdminUsersDocument, DeleteUserDocument, UpdateUserRoleDocument, type UsersPanel_UserFragment } from '../../graphql/graphql';
import { Button } from '../../ui/Button';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { useSession } from '../kit/session-context';
import { useErrorText, useLanguage } from '../kit/i18n/error-text';
import { ADMIN_PAGE_SIZE, appendPage, LoadMore, nodesOf } from '../kit/LoadMore';
import { HTML_LANG } from '../kit/i18n/languages';
import { CreateUserForm } from './CreateUserForm';
import { StaffAccountPanel } from './StaffAccountPanel';
import { QueryView } from '../kit/QueryView';
import styles from './UsersPanel.module.css';
import { FeedbackLines, type Feedback } from '../kit/FeedbackLines';

type User = UsersPanel_UserFragment;

export type { Feedback };

/** The roles a viewer may pick in lists: SUPERADMIN only for a SUPERADMIN (spec §6); the server decides the rest. */
export function offeredRoles(viewer: Role): Role[] {
  return ROLE_ORDER.filter((role) => role !== Role.SUPERADMIN || viewer === Role.SUPERADMIN);
}

/**
 * User management (spec §2, /admin/tarification): list, search by e-mail or name, role filter,
 * create, change role, delete. ADMIN and up (the server refuses the others); a MANAGER sees why
 * the panel is empty.
 */
export function UsersPanel() {
  const { t } = useTranslation();
  const session = useSession();
  return (
    <section className="card admin-section" aria-labelledby="users-title">
      <h2 className="admin-section__title" id="users-title">
        {t('users.title')}
      </h2>
      {roleAtLeast(session.role, Role.ADMIN) ? <UsersManager /> : <p>{t('users.adminOnly')}</p>}
    </section>
  );
}

function UsersManager() {
  const { t } = useTranslation();
  const session = useSession();
  const language = useLanguage();
  const errorText = useErrorText();
  const [search, setSearch] = useState('');
  const [roleFilter, setRoleFilter] = useState('');
  const { data, loading, error, refetch, fetchMore } = useQuery(AdminUsersDocument, {
    variables: { first: ADMIN_PAGE_SIZE, role: parseRole(roleFilter) ?? null },
    notifyOnNetworkStatusChange: true,
  });
  const [updateUserRole] = useMutation(UpdateUserRoleDocument);
  const [deleteUser] = useMutation(DeleteUserDocument);
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const [busyIds, setBusyIds] = useState<ReadonlySet<string>>(new Set());
  const [managedId, setManagedId] = useState<string | null>(null);

  const roles = offeredRoles(session.role);
  const roleLabel = (role: string) => t(`roles.${parseRole(role) ?? Role.EMPLOYEE}`);
  const dateFormat = useMemo(
    () => new Intl.DateTimeFormat(HTML_LANG[language], { dateStyle: 'medium', timeZone: 'America/Toronto' }),
    [language],
  );

  // The role filter is the server's; the search looks through the accounts loaded so far.
  const users = nodesOf(data?.usersConnection);
  const query = search.trim().toLowerCase();
  const shown = users.filter(
    (user) =>
      (roleFilter === '' || user.role === roleFilter) &&
      (query === '' || user.email.toLowerCase().includes(query) || (user.displayName ?? user.name ?? '').toLowerCase().includes(query)),
  );
  const loadMore = (after: string) =>
    fetchMore({
      variables: { after },
      updateQuery: (shownPages, { fetchMoreResult }) => ({
        ...shownPages,
        usersConnection: appendPage(shownPages.usersConnection, fetchMoreResult.usersConnection),
      }),
    });

  const setBusy = (id: string, busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current);
      if (busy) next.add(id);
      else next.delete(id);
      return next;
    });

  const changeRole = async (user: User, value: string) => {
    const role = parseRole(value);
    if (!role || role === user.role) return;
    setFeedback(null);
    setBusy(user.id, true);
    try {
      // The cache needs the type name to update the row at once; the generated type leaves it out.
      const updated = { ...user, __typename: 'User' as const, role };
      await updateUserRole({ variables: { input: { id: user.id, role } }, optimisticResponse: { updateUserRole: updated } });
      setFeedback({ tone: 'success', text: t('users.roleUpdated', { email: user.email, role: roleLabel(role) }) });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('users.roleFailed')) });
    } finally {
      setBusy(user.id, false);
    }
  };

  const remove = async (user: User) => {
    if (!window.confirm(t('users.deleteConfirm'))) return;
    setFeedback(null);
    setBusy(user.id, true);
    try {
      await deleteUser({
        variables: { id: user.id },
        update(cache) {
          const userRef = cache.identify({ __typename: 'User', id: user.id });
          // Drop its edge from every loaded page of the list before evicting it.
          cache.modify<{ usersConnection: { edges: readonly { node: { __ref: string } }[]; totalCount: number } }>({
            fields: {
              usersConnection: (connection) =>
                'edges' in connection
                  ? {
                      ...connection,
                      edges: connection.edges.filter((edge) => edge.node.__ref !== userRef),
                      totalCount: connection.totalCount - 1,
                    }
                  : connection,
            },
          });
          cache.evict({ id: userRef });
          cache.gc();
        },
      });
      setFeedback({ tone: 'success', text: t('users.deleted', { email: user.email }) });
    } catch (failure) {
      setFeedback({ tone: 'error', text: errorText(failure, t('users.deleteFailed')) });
      setBusy(user.id, false);
    }
  };

  const list = (
    <QueryView
      loading={loading}
      error={error}
      data={data}
      errorMessage={t('users.loadFailed')}
      onRetry={() => void refetch().catch(() => undefined)}
      isEmpty={() => shown.length === 0}
      empty={t('users.empty')}
    >
      {() => (
          <table className="admin-table users-table">
            <caption className="visually-hidden">{t('users.count', { count: shown.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t('users.email')}</th>
                <th scope="col">{t('users.name')}</th>
                <th scope="col">{t('users.role')}</th>
                <th scope="col">{t('users.createdAt')}</th>
                <th scope="col">{t('users.actions')}</th>
              </tr>
            </thead>
            <tbody>
              {shown.map((user) => {
                const own = user.id === session.id;
                const busy = busyIds.has(user.id);
                const options = roles.includes(user.role as Role) ? roles : [...roles, user.role as Role];
                return (
                  <tr key={user.id}>
                    <th scope="row" data-label={t('users.email')}>
                      <span className="users-table__email">{user.email}</span>
                      {own && <span className={styles['users-table__tag']}> {t('common.you')}</span>}
                      {user.disabledAt && <span className={`${styles['users-table__tag']} ${styles['users-table__tag--off']}`}> {t('users.disabled')}</span>}
                    </th>
                    <td data-label={t('users.name')}>{user.displayName && user.displayName !== user.email ? user.displayName : (user.name ?? '—')}</td>
                    <td data-label={t('users.role')}>
                      <select
                        className={`field__control field__control--select ${styles['users-table__role']}`}
                        aria-label={t('users.roleOf', { email: user.email })}
                        value={user.role}
                        disabled={own || busy}
                        onChange={(event) => void changeRole(user, event.target.value)}
                      >
                        {options.map((role) => (
                          <option key={role} value={role} disabled={!roles.includes(role)}>
                            {roleLabel(role)}
                          </option>
                        ))}
                      </select>
                    </td>
                    <td data-label={t('users.createdAt')}>{dateFormat.format(new Date(user.createdAt))}</td>
                    <td data-label={t('users.actions')}>
                      <Button
                        variant="secondary"
                        className="button--small"
                        aria-label={t('staffAccount.manageOf', { name: user.displayName ?? user.email })}
                        aria-expanded={managedId === user.id}
                        onClick={() => setManagedId(managedId === user.id ? null : user.id)}
                      >
                        {t('staffAccount.manage')}
                      </Button>{' '}
                      <Button
                        variant="secondary"
                        className="button--small"
                        disabled={own || busy}
                        aria-label={t('users.deleteUser', { email: user.email })}
                        onClick={() => void remove(user)}
                      >
                        {t('users.delete')}
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
      )}
    </QueryView>
  );

  const managed = users.find((user) => user.id === managedId) ?? null;

  return (
    <div className="users">
      <div className={styles['users__filters']}>
        <TextField
          id="users-search"
          type="search"
          label={t('users.search')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        <SelectField
          id="users-role-filter"
          label={t('users.roleFilter')}
          value={roleFilter}
          onChange={(event) => setRoleFilter(event.target.value)}
          options={[{ value: '', label: t('users.allRoles') }, ...ROLE_ORDER.map((role) => ({ value: role, label: roleLabel(role) }))]}
        />
      </div>
      <FeedbackLines feedback={feedback} />
      {list}
      {!(error && !data) && <LoadMore connection={data?.usersConnection} onLoadMore={loadMore} />}
      {managed ? <StaffAccountPanel key={managed.id} user={managed} onClose={() => setManagedId(null)} /> : null}
      <CreateUserForm roles={roles} onCreated={(email) => setFeedback({ tone: 'success', text: t('users.created', { email }) })} />
    </div>
  );
}
