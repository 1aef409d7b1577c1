import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { documentTitle } from '@shared/seo';
import { applyPageMeta } from '../../lib/page-meta';
import { useSiteConfig } from '../../lib/site-config';

/**
 * The back-office page's <head>: never indexed (robots noindex, no canonical link, as the server
 * sends it) and titled '<page> | <company>' in the interface's language.
 */
export function useAdminTitle(title: string): void {
  const { pathname } = useLocation();
  const site = useSiteConfig();
  useEffect(() => {
    applyPageMeta(document, pathname, site);
    document.title = documentTitle({ title, description: '' }, site.companyName);
  }, [pathname, site, title]);
}
