import { Link } from 'react-router-dom';
import { CopyLinkButton } from '../../ui/CopyLinkButton';
import type { FaqItem } from './faq-search';
import styles from './FaqPage.module.css';

export interface FaqQuestionProps {
  item: FaqItem;
  open: boolean;
  onToggle: (id: string) => void;
  /** The full URL of this question (page URL + '#' + id). */
  url: string;
}

/** One accordion item: a heading button (aria-expanded, aria-controls) and its answer panel. */
export function FaqQuestion({ item, open, onToggle, url }: FaqQuestionProps) {
  const buttonId = `${item.id}-question`;
  const panelId = `${item.id}-reponse`;
  return (
    <div id={item.id} className={open ? `faq-item ${styles['faq-item--open']}` : 'faq-item'}>
      <h3 className={styles['faq-item__heading']}>
        <button
          type="button"
          id={buttonId}
          className="faq-item__button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => onToggle(item.id)}
        >
          <span className="faq-item__question">{item.question}</span>
          <svg className={`icon ${styles['faq-item__chevron']}`} viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
            <path fill="none" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" strokeLinejoin="round" d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </h3>
      <div id={panelId} className={styles['faq-item__panel']} hidden={!open}>
        <p className={styles['faq-item__answer']}>{item.answer}</p>
        {item.link && (
          <p className={styles['faq-item__link']}>
            <Link to={item.link.to}>{item.link.label}</Link>
          </p>
        )}
        <CopyLinkButton url={url} label={`Copier le lien vers la question « ${item.question} »`} />
      </div>
    </div>
  );
}
