import { ColumnOptions } from 'typeorm';

/**
 * Datetime columns that behave the same on SQLite and MySQL/MariaDB (see STACK.md): milliseconds
 * kept, stored in UTC. No database default: the application sets every time from its request
 * context, so tests can control the clock and both databases store the same value.
 */
export const DATETIME: ColumnOptions = { type: 'datetime', precision: 3 };
