import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle, metaForPath } from '@shared/seo';
import type { SiteConfig } from '@shared/site-config';
import { useSiteConfig } from './site-config';

/**
 * Keeps the <head> metadata the server rendered for the first page in step with client-side
 * navigation: title, description, canonical link (or robots noindex) and Open Graph tags, with
 * the same rules as the server (`server/src/web/spa.ts`).
 */
export function usePageMeta(pathname?: string): void {
  const location = useLocation();
  const site = useSiteConfig();
  const path = pathname ?? location.pathname;
  useEffect(() => {
    applyPageMeta(document, path, site);
  }, [path, site]);
}

export function applyPageMeta(doc: Document, pathname: string, site: SiteConfig): void {
  const { meta, found } = metaForPath(pathname);
  const normalised = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const url = `${site.publicUrl.replace(/\/+$/, '')}${found ? normalised : ''}`;
  const title = documentTitle(meta, site.companyName);

  doc.title = title;
  upsertMeta(doc, 'name', 'description', meta.description);
  upsertMeta(doc, 'property', 'og:title', title);
  upsertMeta(doc, 'property', 'og:description', meta.description);
  upsertMeta(doc, 'property', 'og:url', url);
  if (meta.index === false) {
    upsertMeta(doc, 'name', 'robots', 'noindex');
    doc.head.querySelector('link[rel="canonical"]')?.remove();
  } else {
    doc.head.querySelector('meta[name="robots"]')?.remove();
    upsertCanonical(doc, url);
  }
}

function upsertMeta(doc: Document, attribute: 'name' | 'property', key: string, content: string): void {
  let element = doc.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
  if (!element) {
    element = doc.createElement('meta');
    element.setAttribute(attribute, key);
    doc.head.append(element);
  }
  element.content = content;
}

function upsertCanonical(doc: Document, href: string): void {
  let element = doc.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!element) {
    element = doc.createElement('link');
    element.rel = 'canonical';
    doc.head.append(element);
  }
  element.href = href;
}
