import { AsyncLocalStorage } from 'node:async_hooks';
import type { Step } from '../kernel/node-http';
import { AbstractLogger, LogLevel, LogMessage } from 'typeorm';

/**
 * Counts the SQL statements each HTTP request runs, for the benchmarks (`SQL_STATEMENT_HEADER=true`):
 * the TypeORM logger below adds one per statement (BEGIN and COMMIT included) to the counter of the
 * request it runs for, and the answer carries the total in `X-SQL-Statements`. Off by default.
 */
interface Counter {
  statements: number;
}

const current = new AsyncLocalStorage<Counter>();

export const SQL_STATEMENTS_HEADER = 'X-SQL-Statements';

/** A TypeORM logger that only counts (nothing is printed); statements outside a request are ignored. */
export class SqlStatementCounterLogger extends AbstractLogger {
  override logQuery(): void {
    const counter = current.getStore();
    if (counter) counter.statements += 1;
  }

  protected override writeLog(_level: LogLevel, _message: LogMessage | LogMessage[]): void {}
}

/**
 * Opens the request's counter. Mount it after the body parsers: a parser resumes the request from
 * the socket's stream events, which do not carry the counter along.
 */
export const countSqlStatements: Step = (_req, res, next) => {
  const counter: Counter = { statements: 0 };
  const writeHead = res.writeHead;
  // Every answer passes here (res.end calls writeHead when the headers are not written yet).
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof res.writeHead>) {
    if (!this.headersSent) this.setHeader(SQL_STATEMENTS_HEADER, String(counter.statements));
    return writeHead.apply(this, args);
  } as typeof res.writeHead;
  current.run(counter, next);
};

/**
 * Runs `fn` outside any request's counter: work a request only schedules (a timer it starts, a
 * batch shared with other requests) is not that request's statements.
 */
export function outsideStatementCounter<T>(fn: () => T): T {
  return current.exit(fn);
}
