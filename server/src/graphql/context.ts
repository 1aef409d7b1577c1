/** Moved to the kernel (server/src/kernel/context.ts); this path re-exports it until every import moves. */
export * from '../kernel/context';
