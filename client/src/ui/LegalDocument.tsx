import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { lazy } from '@shared/pricing/lazy';
import { useHashTarget } from '../lib/use-hash-target';
import { CopyLinkButton } from './CopyLinkButton';
import styles from './LegalDocument.module.css';

export interface LegalSection {
  /** Anchor of the section (#id). */
  id: string;
  title: string;
  content: ReactNode;
}

export interface LegalDocumentProps {
  title: string;
  lead?: ReactNode;
  /** The 'Dernière mise à jour' date. */
  updated: Date;
  sections: readonly LegalSection[];
  /** Shown after the sections (e.g. a contact box). */
  children?: ReactNode;
}

const LONG_DATE = lazy(() => new Intl.DateTimeFormat('fr-CA', { dateStyle: 'long' }));

/** 'YYYY-MM-DD' of the local calendar day, for <time dateTime>. */
function isoDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A long legal text: title, last update, a print button, a table of contents, numbered sections each
 * with a copy-link button, and scrolling to the section named in the URL's hash.
 */
export function LegalDocument({ title, lead, updated, sections, children }: LegalDocumentProps) {
  const { pathname } = useLocation();
  useHashTarget();

  /** Completed with the page's origin when copied (CopyLinkButton). */
  const urlOf = (id: string) => `${pathname}#${id}`;

  return (
    <article className="page legal">
      <header className={`page-header ${styles['legal__header']}`}>
        <h1 className="page-header__title">{title}</h1>
        <p className={styles['legal__updated']}>
          Dernière mise à jour&nbsp;: <time dateTime={isoDay(updated)}>{LONG_DATE().format(updated)}</time>
        </p>
        {lead && <div className="page-header__lead">{lead}</div>}
        <div className="legal__actions">
          <button type="button" className="button button--secondary legal__print" onClick={() => window.print()}>
            <PrintIcon />
            Imprimer ou enregistrer en PDF
          </button>
        </div>
      </header>

      <div className="legal__layout">
        <nav className="legal__toc card" aria-labelledby="toc-titre">
          <h2 id="toc-titre" className={styles['legal__toc-title']}>
            Table des matières
          </h2>
          <ol className={styles['legal__toc-list']}>
            {sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.title}</a>
              </li>
            ))}
          </ol>
        </nav>

        <div className="legal__body card">
          {sections.map((section, index) => (
            <section key={section.id} id={section.id} className="legal-section" aria-labelledby={`${section.id}-titre`}>
              <div className={styles['legal-section__header']}>
                <h2 id={`${section.id}-titre`} className={styles['legal-section__title']}>
                  <span className={styles['legal-section__number']}>{index + 1}.</span> {section.title}
                </h2>
                <CopyLinkButton url={urlOf(section.id)} label={`Copier le lien vers la section « ${section.title} »`} />
              </div>
              <div className={styles['legal-section__content']}>{section.content}</div>
            </section>
          ))}
          {children}
        </div>
      </div>
    </article>
  );
}

function PrintIcon() {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false">
      <path
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
        d="M7 9V3h10v6M7 17H4v-7h16v7h-3M7 14h10v7H7z"
      />
    </svg>
  );
}
