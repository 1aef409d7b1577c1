import { useTranslation } from 'react-i18next';
import { useAdminTitle } from '../kit/use-admin-title';
import { UsersPanel } from '../users/UsersPanel';
import { ServicesPanel } from '../pricing/ServicesPanel';
import { InventoryPanel } from '../inventory/InventoryPanel';

/** /admin/tarification, titled 'Administration' (spec §2): the service price table and user management. */
export function PricingPage() {
  const { t } = useTranslation();
  useAdminTitle(t('pages.pricing'));
  return (
    <section className="admin-page">
      <h1 className="admin-page__title">{t('pages.pricing')}</h1>
      <ServicesPanel />
      <InventoryPanel />
      <UsersPanel />
    </section>
  );
}
