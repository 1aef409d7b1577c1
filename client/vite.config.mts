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
        // The GraphQL explorer (GET /graphql in a browser) is its own small entry, apart from the site.
        rollupOptions: { input: { main: path.resolve(import.meta.dirname, 'index.html'), explorer: path.resolve(import.meta.dirname, 'explorer.html') } },
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
