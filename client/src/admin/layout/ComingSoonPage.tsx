import { useTranslation } from 'react-i18next';
import { useAdminTitle } from './use-admin-title';

/** Stands in for a back-office page that is not built yet: its title and 'Bientôt disponible'. */
export function ComingSoonPage({ title }: { title: string }) {
  const { t } = useTranslation();
  useAdminTitle(title);
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{title}</h1>
      <p className="admin-coming-soon">{t('common.comingSoon')}</p>
    </section>
  );
}
