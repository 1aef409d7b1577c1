/** Moved to the kernel (server/src/kernel/transactions.ts); this path re-exports it until every import moves. */
export * from '../kernel/transactions';
