/** Moved to the kernel (server/src/kernel/connections.ts); this path re-exports it until every import moves. */
export * from '../kernel/connections';
