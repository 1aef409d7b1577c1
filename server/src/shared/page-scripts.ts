/**
 * The id of the JSON data element (`<script type="application/json">`, never run) in which the server
 * lists a prerendered page's own scripts (server/src/web/spa.ts): the entry script preloads them once
 * the page has painted (client/src/boot.ts), so that no request but the entry's competes with the
 * page before its first paint.
 */
export const PAGE_SCRIPTS_ELEMENT_ID = 'page-scripts';
