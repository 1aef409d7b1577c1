import { Logger } from 'pino';

/**
 * The scheduling shared by the background workers (mail outbox, webhook deliveries): run every
 * `intervalMs`, one run at a time, log a failed run and go on, and on stop() wait for the run in
 * progress. Subclasses implement run(): claim due rows and process them.
 */
export abstract class PeriodicWorker<TSummary> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<TSummary> | null = null;

  protected constructor(
    private readonly workerLog: Logger,
    private readonly label: string,
  ) {}

  protected abstract run(): Promise<TSummary>;

  /** Runs every `intervalMs` (one run at a time) until stop(). */
  start(intervalMs: number): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
    void this.tick();
  }

  /** Stops the timer and waits for the run in progress. */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running?.catch(() => undefined);
  }

  /** One run now (or the run already in progress); returns what happened. */
  runOnce(): Promise<TSummary> {
    if (this.running) return this.running;
    this.running = this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async tick(): Promise<void> {
    if (this.running) return;
    try {
      await this.runOnce();
    } catch (error) {
      this.workerLog.error({ err: error }, `${this.label}: run failed`);
    }
  }
}

/** What a claiming worker's run counts: the rows it claimed, and each delivery's outcome. */
export type ClaimSummary<TOutcome extends string> = { claimed: number } & Record<TOutcome, number>;

/**
 * The claim-then-deliver loop of the outbox workers (mail, SMS, webhooks) over the ids their own
 * query found due: each row is claimed by `claim` (the worker's conditional UPDATE: a token when
 * this process won it, null when another did) and, when won, handed to `deliver`; the claim and
 * each outcome are counted in `summary`. One row at a time, in the order given.
 */
export async function deliverClaimed<TOutcome extends string>(
  due: readonly { id: number }[],
  summary: ClaimSummary<TOutcome>,
  claim: (id: number) => Promise<string | null>,
  deliver: (id: number, token: string) => Promise<TOutcome>,
): Promise<void> {
  const outcomes: Record<TOutcome, number> = summary;
  for (const { id } of due) {
    const token = await claim(Number(id)); // the driver may return the id as a string (MySQL)
    if (!token) continue; // another process won it
    summary.claimed += 1;
    outcomes[await deliver(Number(id), token)] += 1;
  }
}
