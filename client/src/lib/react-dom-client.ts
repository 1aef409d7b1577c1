// React DOM's client, re-exported from an ES module of the application: the entry script imports it
// first, in a task of its own (client/src/boot.ts). Imported from the entry directly, the CommonJS
// package brought the bundler's interop helpers into the entry, which the browser fetches before the
// first paint.
export { createRoot, hydrateRoot } from 'react-dom/client';
