import type { EntityManager } from 'typeorm';

/**
 * The event spine: business transitions other features react to, inside the same transaction as
 * the transition (ARCHITECTURE: "One event spine").
 *
 * - The map starts empty here; the feature that owns a transition adds its events in its face
 *   (`<feature>.public.ts`) by declaration merging:
 *
 *     declare module '../../kernel/events' {
 *       interface DomainEvents { 'pickup.done': { at: Date; pickupRequestId: number } }
 *     }
 *
 * - It emits after storing the transition, on its transaction: `await bus.emit(em, { type: 'pickup.done', at, pickupRequestId })`.
 * - A feature that reacts declares handlers in its manifest (`on: { 'pickup.done': (em, event) => … }`);
 *   the composition subscribes them. They run one after the other on the emitter's EntityManager,
 *   in the declared order (`order`, lower first, 0 by default; ties in manifest order): a handler
 *   that throws (an AppError, e.g. equipment no longer available) rolls the whole transition back
 *   and its message reaches the caller.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each feature's *.public.ts
export interface DomainEvents {}

export type DomainEventType = keyof DomainEvents;

/** One event: `{ type }` plus its payload; `DomainEvent` alone is the union of them all. */
export type DomainEvent<K extends DomainEventType = DomainEventType> = K extends DomainEventType ? { type: K } & DomainEvents[K] : never;

export type EventHandler<K extends DomainEventType> = (em: EntityManager, event: DomainEvent<K>) => Promise<void>;

export interface EventHandlerSpec<K extends DomainEventType> {
  handle: EventHandler<K>;
  /** Lower runs first (0 by default); handlers of equal order run in manifest order. */
  order?: number;
  /**
   * Whether the handler would write anything in the emitter's transaction for this event. An emitter
   * may ask the bus (`listening`, with the event it is about to emit) to skip opening a transaction
   * for a single insert when no handler would; a handler without it counts as always listening.
   */
  listening?: (event: DomainEvent<K>) => Promise<boolean>;
}

/** What a feature's manifest declares under `on`: for each event it reacts to, a function or a spec. */
export type EventHandlers = { [K in DomainEventType]?: EventHandler<K> | EventHandlerSpec<K> };

/** A test's observer of every event (it may throw, like a handler). */
export type Tap = (event: DomainEvent, em: EntityManager) => void | Promise<void>;

interface Subscribed {
  feature: string;
  order: number;
  seq: number;
  handle: (em: EntityManager, event: DomainEvent) => Promise<void>;
  listening?: (event: DomainEvent) => Promise<boolean>;
}

/** One per application (tests build their own, in memory like the real one). */
export class EventBus {
  private readonly handlers = new Map<DomainEventType, Subscribed[]>();
  private readonly taps: Tap[] = [];
  private seq = 0;

  /** Subscribes one feature's handlers (the composition calls it for each manifest). */
  subscribe(feature: string, handlers: EventHandlers): this {
    for (const [type, entry] of Object.entries(handlers) as [DomainEventType, EventHandler<DomainEventType> | EventHandlerSpec<DomainEventType> | undefined][]) {
      if (!entry) continue;
      const spec = typeof entry === 'function' ? { handle: entry } : entry;
      const list = this.handlers.get(type) ?? [];
      list.push({ feature, order: spec.order ?? 0, seq: this.seq++, handle: spec.handle as Subscribed['handle'], listening: spec.listening as Subscribed['listening'] });
      list.sort((a, b) => a.order - b.order || a.seq - b.seq);
      this.handlers.set(type, list);
    }
    return this;
  }

  /** Runs the event's handlers, in their declared order, on the caller's transaction. */
  async emit<K extends DomainEventType>(em: EntityManager, event: DomainEvent<K>): Promise<void> {
    for (const tap of [...this.taps]) await tap(event as DomainEvent, em);
    for (const handler of this.handlers.get(event.type as DomainEventType) ?? []) await handler.handle(em, event as DomainEvent);
  }

  /**
   * True when some handler would write in the emitter's transaction for `event`, the event about to
   * be emitted (see EventHandlerSpec.listening); its stored rows may not have their ids yet.
   */
  async listening<K extends DomainEventType>(event: DomainEvent<K>): Promise<boolean> {
    for (const handler of this.handlers.get(event.type as DomainEventType) ?? []) {
      if (!handler.listening || (await handler.listening(event as DomainEvent))) return true;
    }
    return false;
  }

  /** Which features handle `type`, in the order they run (tests, documentation). */
  handlersOf(type: DomainEventType): string[] {
    return (this.handlers.get(type) ?? []).map((h) => h.feature);
  }

  /** Observes every event before its handlers run (tests only); returns a function that stops it. */
  tap(observer: Tap): () => void {
    this.taps.push(observer);
    return () => {
      const index = this.taps.indexOf(observer);
      if (index >= 0) this.taps.splice(index, 1);
    };
  }
}
