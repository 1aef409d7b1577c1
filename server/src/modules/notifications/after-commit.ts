import type { EntityManager, EntitySubscriberInterface, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { EventSubscriber } from 'typeorm';

const pending = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `fn` once the transaction `em` belongs to commits (never when it rolls back); at once when
 * `em` is not in a transaction. For live signals (the sidebar's counts): a signal sent before the
 * commit would make the other tabs re-read too early and see nothing new.
 */
export function afterCommit(em: EntityManager, fn: () => void): void {
  const runner = em.queryRunner;
  if (!runner || !runner.isTransactionActive) {
    fn();
    return;
  }
  const list = pending.get(runner) ?? [];
  list.push(fn);
  pending.set(runner, list);
}

/** Flushes afterCommit's callbacks (registered on every DataSource through SUBSCRIBERS). */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    const list = pending.get(event.queryRunner);
    if (!list) return;
    pending.delete(event.queryRunner);
    for (const fn of list) {
      try {
        fn();
      } catch {
        // A live signal is best effort: the change itself is committed.
      }
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    pending.delete(event.queryRunner);
  }
}
