import type { EntityManager } from 'typeorm';
import { composeFeatures } from '../composition';
import type { AppConfig } from '../config';
import { EventBus } from './events';
import { defineFeature } from './feature';
import '../modules/pickup/pickup.public';
import type { PickupRequest } from '../modules/pickup/pickup.public';

const em = {} as EntityManager;
const at = new Date('2026-11-26T12:00:00Z');

describe('the event spine (kernel/events.ts) and the composition of manifests', () => {
  it('runs the handlers of an event in their declared order (order, then subscription order), after the taps', async () => {
    const ran: string[] = [];
    const bus = new EventBus()
      .subscribe('b', { 'pickup.done': async () => void ran.push('b') })
      .subscribe('late', { 'pickup.done': { order: 100, handle: async () => void ran.push('late') } })
      .subscribe('early', { 'pickup.done': { order: -100, handle: async () => void ran.push('early') } })
      .subscribe('c', { 'pickup.done': async () => void ran.push('c') });
    bus.tap((event) => void ran.push(`tap:${event.type}`));
    await bus.emit(em, { type: 'pickup.done', at, pickupRequestId: 1 });
    expect(ran).toEqual(['tap:pickup.done', 'early', 'b', 'c', 'late']);
    expect(bus.handlersOf('pickup.done')).toEqual(['early', 'b', 'c', 'late']);
  });

  it('a handler that throws stops the others and reaches the emitter (the transaction rolls back)', async () => {
    const ran: string[] = [];
    const bus = new EventBus()
      .subscribe('refuses', { 'pickup.done': async () => Promise.reject(new Error('non')) })
      .subscribe('after', { 'pickup.done': async () => void ran.push('after') });
    await expect(bus.emit(em, { type: 'pickup.done', at, pickupRequestId: 1 })).rejects.toThrow('non');
    expect(ran).toEqual([]);
  });

  it('listening: false only when every handler of the event says it would write nothing for it', async () => {
    let subscribed = false;
    const bus = new EventBus()
      .subscribe('webhooks', { 'pickup.created': { handle: async () => undefined, listening: async () => subscribed } })
      .subscribe('notifications', { 'pickup.created': { handle: async () => undefined, listening: async (event) => !event.pickup.unverified } });
    const created = (unverified: boolean) => ({ type: 'pickup.created' as const, at, pickup: { unverified } as PickupRequest });
    expect(await bus.listening(created(true))).toBe(false);
    expect(await bus.listening(created(false))).toBe(true);
    subscribed = true;
    expect(await bus.listening(created(true))).toBe(true);
    expect(await bus.listening({ type: 'pickup.done', at, pickupRequestId: 1 })).toBe(false);
  });

  it('the composition creates a used feature first, subscribes handlers in manifest order, and names a creation cycle', () => {
    const created: string[] = [];
    const deps = { dataSource: {} as never, config: {} as AppConfig, log: {} as never };
    const a = defineFeature({ name: 'a', create: ({ use }) => (created.push('a'), use('pickup'), { on: { 'pickup.done': async () => undefined } }) });
    const b = defineFeature({ name: 'b', offers: ['pickup'], create: () => (created.push('b'), { provides: { pickup: {} as never }, on: { 'pickup.done': async () => undefined } }) });
    const composed = composeFeatures([a, b], deps);
    expect(created).toEqual(['a', 'b']);
    expect(composed.bus.handlersOf('pickup.done')).toEqual(['a', 'b']);
    const c = defineFeature({ name: 'c', offers: ['events'], create: ({ use }) => ({ provides: { events: use('pickup') as never } }) });
    const d = defineFeature({ name: 'd', offers: ['pickup'], create: ({ use }) => ({ provides: { pickup: use('events') as never } }) });
    expect(() => composeFeatures([c, d], deps)).toThrow('features: creation cycle c → d → c');
  });
});
