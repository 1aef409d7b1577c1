import { useTranslation } from 'react-i18next';
import { ComingSoonPage } from '../layout/ComingSoonPage';

/** Placeholder until the page is built (back-office spec §2). */
export function DashboardPage() {
  const { t } = useTranslation();
  return <ComingSoonPage title={t('pages.dashboard')} />;
}
