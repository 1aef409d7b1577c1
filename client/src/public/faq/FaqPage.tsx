import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import { usePageMeta } from '../../lib/page-meta';
import { replaceHash, useHashTarget } from '../../lib/use-hash-target';
import { Button } from '../../ui/Button';
import { JsonLd } from '../../ui/JsonLd';
import { FaqQuestion } from './FaqQuestion';
import { FAQ, faqStructuredData, filterFaq } from './faq-search';
import styles from './FaqPage.module.css';

const ALL_IDS: readonly string[] = FAQ.flatMap((section) => section.items.map((item) => item.id));
const STRUCTURED_DATA = faqStructuredData(FAQ);
const SEARCH_ID = 'faq-recherche';

function resultsText(count: number): string {
  if (count === 0) return 'Aucune question trouvée.';
  return count === 1 ? '1 question trouvée.' : `${count} questions trouvées.`;
}

/** /faq — 'Foire aux questions' (spec §2). */
export function FaqPage() {
  usePageMeta();
  const { pathname } = useLocation();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const visible = useMemo(() => filterFaq(FAQ, query), [query]);
  const count = visible.reduce((sum, section) => sum + section.items.length, 0);

  // A question's anchor in the URL (on load or later) opens it, then the page scrolls to it.
  useHashTarget((id) => {
    if (!ALL_IDS.includes(id)) return;
    setOpen((current) => new Set(current).add(id));
    if (!visible.some((section) => section.items.some((item) => item.id === id))) setQuery('');
  });

  const toggle = (id: string) => {
    const opening = !open.has(id);
    setOpen((current) => {
      const next = new Set(current);
      if (opening) next.add(id);
      else next.delete(id);
      return next;
    });
    if (opening) replaceHash(id);
  };

  /** Completed with the page's origin when copied (CopyLinkButton). */
  const urlOf = (id: string) => `${pathname}#${id}`;

  return (
    <div className="page faq-page">
      <header className="page-header">
        <h1 className="page-header__title">Foire aux questions</h1>
        <p className="page-header__lead">
          Déneigement, location d’équipement événementiel, ramassage d’encombrants&nbsp;: les réponses aux questions que
          l’on nous pose le plus souvent.
        </p>
      </header>

      <div className={`${styles['faq-tools']} card`}>
        <div className={`field ${styles['faq-tools__search']}`}>
          <label className="field__label" htmlFor={SEARCH_ID}>
            Rechercher dans la FAQ
          </label>
          <input
            id={SEARCH_ID}
            className="field__control"
            type="search"
            value={query}
            placeholder="Ex.&nbsp;: abonnement, matelas…"
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
        </div>
        <nav className={styles['faq-tools__chips']} aria-label="Sections de la FAQ">
          <ul className="chips">
            {visible.map((section) => (
              <li key={section.id}>
                <a className="chip" href={`#${section.id}`}>
                  {section.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className={styles['faq-tools__toggles']}>
          <Button variant="secondary" onClick={() => setOpen(new Set(ALL_IDS))}>
            Tout ouvrir
          </Button>
          <Button variant="secondary" onClick={() => setOpen(new Set())}>
            Tout fermer
          </Button>
        </div>
      </div>

      <p className={styles['faq-results']} role="status">
        {query.trim() === '' ? '' : resultsText(count)}
      </p>

      {visible.length === 0 ? (
        <p className={styles['faq-empty']}>
          Aucune question ne correspond à votre recherche. Essayez un autre mot, ou écrivez-nous&nbsp;: nous vous
          répondrons.
        </p>
      ) : (
        visible.map((section) => (
          <section key={section.id} id={section.id} className="faq-section" aria-labelledby={`${section.id}-titre`}>
            <h2 id={`${section.id}-titre`} className={styles['faq-section__title']}>
              {section.title}
            </h2>
            <div className={styles['faq-section__items']}>
              {section.items.map((item) => (
                <FaqQuestion key={item.id} item={item} open={open.has(item.id)} onToggle={toggle} url={urlOf(item.id)} />
              ))}
            </div>
          </section>
        ))
      )}

      <aside className={styles['faq-contact']} aria-labelledby="faq-contact-titre">
        <h2 id="faq-contact-titre" className={styles['faq-contact__title']}>
          Vous ne trouvez pas votre réponse&nbsp;?
        </h2>
        <p>
          Notre équipe vous répond en 24 heures ou moins.{' '}
          <Link to={paths.pickup.href()} className={styles['faq-contact__link']}>
            Contactez-nous ici
          </Link>
        </p>
      </aside>

      <JsonLd data={STRUCTURED_DATA} />
    </div>
  );
}
