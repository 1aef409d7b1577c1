import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../lib/paths';
import styles from './TimesheetLinks.module.css';

/** From the punch page: my timesheet, and for managers the approvals, in the back-office's language. */
export function TimesheetLinks({ canApprove }: { canApprove: boolean }) {
  const { t } = useTranslation();
  return (
    <nav className={styles.links} aria-label={t('timesheets.myTitle')}>
      <Link to={adminPaths.timesheet.href()}>{t('timesheets.myTitle')}</Link>
      {canApprove && <Link to={adminPaths.timesheetApprovals.href()}>{t('timesheets.approvalsTitle')}</Link>}
    </nav>
  );
}
