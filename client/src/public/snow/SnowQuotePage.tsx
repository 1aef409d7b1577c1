import { usePageMeta } from '../../lib/page-meta';

/** Placeholder: the page is completed in a later change. */
export function SnowQuotePage() {
  usePageMeta();
  return (
    <div className="page">
      <header className="page-header">
        <h1 className="page-header__title">Soumission de déneigement</h1>
      </header>
      <p>Cette page sera bientôt disponible.</p>
    </div>
  );
}
