/**
 * Case- and accent-insensitive text search that behaves the same on SQLite and MySQL/MariaDB.
 * MySQL/MariaDB compare with the tables' `utf8mb4_unicode_ci` collation, which already ignores case
 * and accents; SQLite's LIKE only ignores ASCII case, so its connections get a `fold()` function
 * (registered in data-source.ts) that lower-cases and removes accents.
 */

/** 'Éloïse' → 'eloise'. */
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/** Adds `fold(text)` to a better-sqlite3 connection. */
export function registerSqliteFunctions(database: { function: (name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown) => unknown }): void {
  database.function('fold', { deterministic: true }, (value) => (value === null || value === undefined ? null : foldText(String(value))));
}

/** A LIKE pattern matching `search` anywhere, wildcards taken literally (escape character '!'). */
export function containsPattern(search: string): string {
  return `%${foldText(search).replace(/[!%_]/g, (c) => `!${c}`)}%`;
}

/** `<expr> LIKE ? ESCAPE '!'`, folded on SQLite; bind `containsPattern(search)`. */
export function foldedLike(sqlite: boolean, expr: string): string {
  return `${sqlite ? `fold(${expr})` : expr} LIKE ? ESCAPE '!'`;
}
