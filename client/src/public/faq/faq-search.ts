import { includesFolded, slugify } from '../../lib/text';
import { FAQ_SECTIONS, type FaqEntry, type FaqSection } from './faq-content';

export interface FaqItem extends FaqEntry {
  /** Anchor of the question: section id + '-' + slug of the question (accents removed). */
  id: string;
}

export interface FaqSectionWithIds extends Omit<FaqSection, 'items'> {
  items: FaqItem[];
}

export function faqItemId(sectionId: string, question: string): string {
  return `${sectionId}-${slugify(question)}`;
}

export function withIds(sections: readonly FaqSection[]): FaqSectionWithIds[] {
  return sections.map((section) => ({
    ...section,
    items: section.items.map((item) => ({ ...item, id: faqItemId(section.id, item.question) })),
  }));
}

/** The FAQ with every question's anchor. */
export const FAQ: readonly FaqSectionWithIds[] = withIds(FAQ_SECTIONS);

/**
 * The sections and questions matching `query` (spec §2): a question matches when its question or
 * answer contains the query, ignoring case (and accents); a section whose title matches but none of
 * whose questions do shows all its questions; sections left without questions are dropped.
 */
export function filterFaq(sections: readonly FaqSectionWithIds[], query: string): FaqSectionWithIds[] {
  if (query.trim() === '') return [...sections];
  return sections.flatMap((section) => {
    const items = section.items.filter((item) => includesFolded(item.question, query) || includesFolded(item.answer, query));
    if (items.length > 0) return [{ ...section, items }];
    return includesFolded(section.title, query) ? [section] : [];
  });
}

/** schema.org FAQPage structured data for every question of the page. */
export function faqStructuredData(sections: readonly FaqSectionWithIds[]): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    inLanguage: 'fr-CA',
    mainEntity: sections.flatMap((section) =>
      section.items.map((item) => ({
        '@type': 'Question',
        name: item.question,
        acceptedAnswer: { '@type': 'Answer', text: item.answer },
      })),
    ),
  };
}
