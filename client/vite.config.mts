import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, '../server/src/shared') } },
  // `vite build` makes the browser's files, then the public pages' server renderer
  // (client/src/ssr/render.tsx) into build/client/.vite/ssr: a dot folder, never served, that the
  // server loads (CommonJS, as the server is) to send each public page's markup ready-made (server/src/web/prerender.ts).
  builder: {
    buildApp: async (builder) => {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments.explorer!);
      await builder.build(builder.environments.ssr!);
    },
  },
  environments: {
    client: {
      // The manifest (build/client/.vite/manifest.json, never served) lets the browser tests check
      // which chunks belong to the back-office, and the server preload each page's chunk.
      build: {
        outDir: path.resolve(import.meta.dirname, '../build/client'),
        emptyOutDir: true,
        sourcemap: true,
        manifest: true,
        // The entry's stylesheet (styles.css and the public pages' CSS Modules, client/src/public/page-styles.ts)
        // is on every page already, inlined by the server (server/src/web/spa.ts): a lazy chunk that uses
        // one of those modules must not append it again as a <link> (a second download, and a later
        // place in the cascade than the back-office's own stylesheets).
        modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !/^assets\/main-[\w-]+\.css$/.test(dep)) : deps) },
        rollupOptions: { input: { main: path.resolve(import.meta.dirname, 'index.html') } },
      },
    },
    // The GraphQL explorer (GET /graphql in a browser): its own build into the same folder, after the
    // site's. Built with the site, it shared Vite's preload helper with the site's entry script, which
    // then had to fetch it as a second file before anything else; apart, the helper is inside the entry,
    // and a public page requests one script before its first paint (client/src/boot.ts).
    explorer: {
      consumer: 'client',
      build: {
        outDir: path.resolve(import.meta.dirname, '../build/client'),
        emptyOutDir: false,
        copyPublicDir: false,
        sourcemap: true,
        manifest: false,
        rollupOptions: { input: { explorer: path.resolve(import.meta.dirname, 'explorer.html') } },
      },
    },
    ssr: {
      build: {
        outDir: path.resolve(import.meta.dirname, '../build/client/.vite/ssr'),
        emptyOutDir: true,
        sourcemap: false,
        manifest: false,
        copyPublicDir: false,
        rollupOptions: { input: { render: path.resolve(import.meta.dirname, 'src/ssr/render.tsx') }, output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: 'assets/[name]-[hash].cjs' } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/invoices': apiTarget },
  },
});
