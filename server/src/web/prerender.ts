import fs from 'node:fs';
import path from 'node:path';
import type { SiteConfig } from '../shared/site-config';

/** What the client build's server renderer (client/src/ssr/render.tsx, built into `.vite/ssr`) exports. */
interface RenderModule {
  PRERENDERED_PAGES: Readonly<Record<string, readonly string[]>>;
  renderPage(pathname: string, siteConfig: SiteConfig, origin?: string): Promise<string | null>;
}

/** One entry of Vite's build manifest (`.vite/manifest.json`). */
interface ManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}

export interface PrerenderedPage {
  /** The markup that goes inside the root element. */
  html: string;
  /** The scripts the entry preloads after the paint (`page-scripts`): the application's chunks, then the page's own. */
  preload: string[];
}

/** The application's module (client/src/main.tsx) in Vite's build manifest. */
const APPLICATION_SOURCE = 'src/main.tsx';

/**
 * The application's chunks (client/src/main.tsx and the chunks it imports, React DOM's among them;
 * not the entry script itself): the entry script imports React DOM and the application one after
 * the other, in two tasks (client/src/boot.ts), and preloads them all at once from this list so that
 * the second does not wait for the first to arrive.
 */
function applicationScripts(manifest: Record<string, ManifestChunk>): string[] {
  const files: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk || chunk.isEntry) return;
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
    files.push(`/${chunk.file}`);
  };
  visit(APPLICATION_SOURCE);
  return files;
}

/** Rendered pages are kept this long: the footer shows the year, so a page is never older than an hour. */
const CACHE_MS = 60 * 60 * 1000;

/**
 * The public pages' markup, rendered on the server with the site's configuration by the client
 * build's renderer, then kept in memory per path. Without a built renderer (development, or a
 * client built without it), or if a page fails to render, the answer is null and the browser
 * renders the page itself.
 */
export interface Prerenderer {
  (pathname: string): Promise<PrerenderedPage | null>;
  /** The paths the built renderer prerenders (none without one). */
  pathnames(): string[];
}

/** The built renderer, its build manifest, and the application's chunks read from it once. */
interface LoadedRenderer {
  module: RenderModule;
  manifest: Record<string, ManifestChunk>;
  applicationScripts: string[];
}

export function createPrerenderer(clientDir: string, siteConfig: SiteConfig): Prerenderer {
  const modulePath = path.join(clientDir, '.vite', 'ssr', 'render.cjs');
  const manifestPath = path.join(clientDir, '.vite', 'manifest.json');
  let renderer: LoadedRenderer | null | undefined;
  const cache = new Map<string, { page: PrerenderedPage; at: number }>();

  const load = () => {
    if (renderer !== undefined) return renderer;
    renderer = null;
    if (fs.existsSync(modulePath) && fs.existsSync(manifestPath)) {
      try {
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a built file found at run time
        const module = require(modulePath) as RenderModule | undefined;
        const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
        // Anything but a renderer (an outdated or partial build) counts as none.
        if (typeof module?.renderPage === 'function' && module.PRERENDERED_PAGES) renderer = { module, manifest, applicationScripts: applicationScripts(manifest) };
      } catch {
        // A broken build: the browser renders every page.
      }
    }
    return renderer;
  };

  // The application's chunks, then the page's own: listed for the entry script, which preloads them
  // after the first paint (client/src/boot.ts); as links in the HTML they would compete with the
  // page's HTML for a slow connection before the paint.
  const scriptsOf = (loaded: LoadedRenderer, sources: readonly string[]): string[] => [
    ...loaded.applicationScripts,
    ...sources.flatMap((key) => (loaded.manifest[key] ? [`/${loaded.manifest[key].file}`] : [])),
  ];

  // The first request renders every page in the background, so that later visitors never wait for
  // a first rendering (done on demand rather than by a timer at start, which would outlive a stopped app).
  let warmedUp = false;
  const warmUp = () => {
    warmedUp = true;
    const pages = load()?.module.PRERENDERED_PAGES ?? {};
    void Object.keys(pages)
      .reduce((previous, pathname) => previous.then(() => render(pathname)).then(() => undefined), Promise.resolve())
      .catch(() => undefined);
  };

  const render = async (pathname: string): Promise<PrerenderedPage | null> => {
    if (!warmedUp) warmUp();
    const cached = cache.get(pathname);
    if (cached && Date.now() - cached.at < CACHE_MS) return cached.page;
    const loaded = load();
    if (!loaded || !Object.hasOwn(loaded.module.PRERENDERED_PAGES, pathname)) return null;
    let html: string | null;
    try {
      html = await loaded.module.renderPage(pathname, siteConfig, siteConfig.publicUrl);
    } catch {
      return null;
    }
    if (html === null) return null;
    const page = { html, preload: scriptsOf(loaded, loaded.module.PRERENDERED_PAGES[pathname]!) };
    cache.set(pathname, { page, at: Date.now() });
    return page;
  };

  // Render every page once soon after start-up, so that no visitor waits for the first rendering.
  return Object.assign(render, { pathnames: () => Object.keys(load()?.module.PRERENDERED_PAGES ?? {}) });
}
