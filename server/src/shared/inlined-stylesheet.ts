/**
 * The <meta name> the server writes beside each stylesheet it inlines in a page (server/src/web/spa.ts),
 * its content the stylesheet's address; the client reads it (client/src/lib/inlined-stylesheets.ts).
 */
export const INLINED_STYLESHEET_META = 'inlined-stylesheet';
