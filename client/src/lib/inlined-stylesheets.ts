import { INLINED_STYLESHEET_META } from '@shared/inlined-stylesheet';

/**
 * The server writes the entry's stylesheet inline. A lazy chunk that uses one of the entry's CSS
 * Modules lists that stylesheet among its dependencies, and Vite's loader would add it again as a
 * <link> (a second download, and a later place in the cascade than the back-office's own
 * stylesheets) unless a <link rel="stylesheet"> with its address is already in the page: this adds
 * one, disabled (never downloaded nor applied), for each inlined stylesheet.
 */
export function markInlinedStylesheets(doc: Document): void {
  for (const meta of doc.head.querySelectorAll<HTMLMetaElement>(`meta[name="${INLINED_STYLESHEET_META}"]`)) {
    const link = doc.createElement('link');
    link.rel = 'stylesheet';
    link.disabled = true;
    link.href = meta.content;
    doc.head.append(link);
  }
}
