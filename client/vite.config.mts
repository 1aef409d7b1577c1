import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const apiTarget = 'http://localhost:3000';

export default defineConfig({
  root: path.resolve(import.meta.dirname),
  plugins: [react()],
  resolve: { alias: { '@shared': path.resolve(import.meta.dirname, '../server/src/shared') } },
  // The manifest (build/client/.vite/manifest.json, never served) lets the browser tests check
  // which chunks belong to the back-office.
  build: {
    outDir: path.resolve(import.meta.dirname, '../build/client'),
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    // The GraphQL explorer (GET /graphql in a browser) is its own small entry, apart from the site.
    rollupOptions: { input: { main: path.resolve(import.meta.dirname, 'index.html'), explorer: path.resolve(import.meta.dirname, 'explorer.html') } },
  },
  server: {
    port: 5173,
    proxy: { '/graphql': apiTarget, '/api': apiTarget, '/invoices': apiTarget },
  },
});
