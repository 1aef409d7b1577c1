import { usePageMeta } from '../../lib/page-meta';

/** Placeholder: the page is completed in a later change. */
export function PrivacyPage() {
  usePageMeta();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-header__title">Politique de confidentialité</h1>
      </header>
      <p>Cette page sera bientôt disponible.</p>
    </div>
  );
}
