import {
  clearQueue,
  enqueue,
  flushQueue,
  newPunch,
  PUNCH_QUEUE_KEY,
  PUNCH_QUEUE_LEASE_KEY,
  readQueue,
  storageLease,
  webLock,
  type FlushLock,
  type QueuedPunch,
  type SendOutcome,
} from './punch-queue';

const noLock: FlushLock = { run: (work) => work() };
const at = (minute: number) => new Date(Date.UTC(2026, 10, 21, 13, minute));

/** A fresh local storage: what a reload of the page finds is whatever is in it. */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('the offline punch queue', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
  });

  it('keeps punches in local storage under a versioned key, in order, each with its key, time and payload', () => {
    const first = newPunch({ action: 'in', note: ' Livraison ' }, at(0));
    const second = newPunch({ action: 'out' }, at(45));
    enqueue(storage, first);
    enqueue(storage, second);
    enqueue(storage, first); // the same punch twice is kept once
    const stored = JSON.parse(storage.getItem(PUNCH_QUEUE_KEY)!) as QueuedPunch[];
    expect(stored).toEqual([
      { id: first.id, createdAt: '2026-11-21T13:00:00.000Z', payload: { action: 'in', note: 'Livraison' }, attempts: 0, lastError: null },
      { id: second.id, createdAt: '2026-11-21T13:45:00.000Z', payload: { action: 'out' }, attempts: 0, lastError: null },
    ]);
    expect(first.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.id).not.toBe(second.id);
  });

  it('survives a reload (another reader of the same storage) and ignores what it cannot read', () => {
    enqueue(storage, newPunch({ action: 'in' }, at(0)));
    expect(readQueue(storage)).toHaveLength(1);
    storage.setItem(PUNCH_QUEUE_KEY, '{pas du json');
    expect(readQueue(storage)).toEqual([]);
    storage.setItem(PUNCH_QUEUE_KEY, JSON.stringify([{ id: 'x', createdAt: 'hier', payload: { action: 'in' } }, { nope: true }]));
    expect(readQueue(storage)).toEqual([]);
    clearQueue(storage);
    expect(storage.getItem(PUNCH_QUEUE_KEY)).toBeNull();
  });

  it('replays in order, with each punch’s own key and original time, and empties the queue', async () => {
    const items = [newPunch({ action: 'in' }, at(0)), newPunch({ action: 'out', note: 'Ramassage' }, at(30)), newPunch({ action: 'in' }, at(40))];
    for (const item of items) enqueue(storage, item);
    const sent: { id: string; createdAt: string; action: string }[] = [];
    const report = await flushQueue({
      storage,
      lock: noLock,
      send: async (item) => {
        sent.push({ id: item.id, createdAt: item.createdAt, action: item.payload.action });
        return { kind: 'done' };
      },
    });
    expect(sent).toEqual(items.map((item) => ({ id: item.id, createdAt: item.createdAt, action: item.payload.action })));
    expect(report).toEqual({ ran: true, sent: 3, refused: 0, interrupted: false, remaining: 0 });
    expect(readQueue(storage)).toEqual([]);
  });

  it('keeps a refused punch with its reason, still sends the next ones, and retries it with the same key', async () => {
    const refusedIn = newPunch({ action: 'in' }, at(0));
    const out = newPunch({ action: 'out' }, at(30));
    enqueue(storage, refusedIn);
    enqueue(storage, out);
    const keys: string[] = [];
    const answers: Record<string, SendOutcome> = { [refusedIn.id]: { kind: 'refused', message: 'Déjà en service' }, [out.id]: { kind: 'done' } };
    const send = async (item: QueuedPunch) => {
      keys.push(item.id);
      return answers[item.id]!;
    };
    const report = await flushQueue({ storage, lock: noLock, send });
    expect(report).toMatchObject({ sent: 1, refused: 1, remaining: 1 });
    expect(readQueue(storage)).toEqual([{ ...refusedIn, attempts: 1, lastError: 'Déjà en service' }]);

    // The 5-second timer leaves refused punches alone; a reconnection or "force sync" retries them, same key.
    await flushQueue({ storage, lock: noLock, send, retryRefused: false });
    expect(keys).toEqual([refusedIn.id, out.id]);
    answers[refusedIn.id] = { kind: 'done' };
    await flushQueue({ storage, lock: noLock, send });
    expect(keys).toEqual([refusedIn.id, out.id, refusedIn.id]);
    expect(readQueue(storage)).toEqual([]);
  });

  it('stops at the first punch that cannot be sent now, keeping it and everything after it in order', async () => {
    const items = [newPunch({ action: 'in' }, at(0)), newPunch({ action: 'out' }, at(30))];
    for (const item of items) enqueue(storage, item);
    const sent: string[] = [];
    const report = await flushQueue({
      storage,
      lock: noLock,
      send: async (item) => {
        sent.push(item.id);
        return { kind: 'retryLater' };
      },
    });
    expect(sent).toEqual([items[0]!.id]);
    expect(report).toMatchObject({ sent: 0, interrupted: true, remaining: 2 });
    expect(readQueue(storage).map((item) => [item.id, item.attempts])).toEqual([
      [items[0]!.id, 1],
      [items[1]!.id, 0],
    ]);
  });

  it('two tabs flushing at once with the storage lease send each punch once', async () => {
    const items = [newPunch({ action: 'in' }, at(0)), newPunch({ action: 'out' }, at(30))];
    for (const item of items) enqueue(storage, item);
    const sent: string[] = [];
    const send = async (item: QueuedPunch): Promise<SendOutcome> => {
      sent.push(item.id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return { kind: 'done' };
    };
    const [tabA, tabB] = await Promise.all([
      flushQueue({ storage, lock: storageLease(storage, 'onglet-a'), send }),
      flushQueue({ storage, lock: storageLease(storage, 'onglet-b'), send }),
    ]);
    expect(sent).toEqual(items.map((item) => item.id));
    expect([tabA.ran, tabB.ran].sort()).toEqual([false, true]);
    expect(storage.getItem(PUNCH_QUEUE_LEASE_KEY)).toBeNull(); // released
  });

  it('takes over the lease of a tab that died mid-flush once it has expired', async () => {
    let clock = 1_000_000;
    storage.setItem(PUNCH_QUEUE_LEASE_KEY, JSON.stringify({ owner: 'onglet-mort', expiresAt: clock + 30_000 }));
    enqueue(storage, newPunch({ action: 'in' }, at(0)));
    const send = async (): Promise<SendOutcome> => ({ kind: 'done' });
    const lease = storageLease(storage, 'onglet-vivant', { now: () => clock });
    expect((await flushQueue({ storage, lock: lease, send })).ran).toBe(false);
    clock += 30_001;
    expect(await flushQueue({ storage, lock: lease, send })).toMatchObject({ ran: true, sent: 1, remaining: 0 });
  });

  it('uses the Web Locks API when the browser has it (ifAvailable: a held lock skips the flush)', async () => {
    let held = false;
    const locks = {
      request: async <T,>(_name: string, options: { ifAvailable: boolean }, callback: (lock: unknown) => Promise<T>) => {
        expect(options.ifAvailable).toBe(true);
        if (held) return callback(null);
        held = true;
        try {
          return await callback({});
        } finally {
          held = false;
        }
      },
    };
    enqueue(storage, newPunch({ action: 'in' }, at(0)));
    let release!: () => void;
    const slowSend = () => new Promise<SendOutcome>((resolve) => (release = () => resolve({ kind: 'done' })));
    const first = flushQueue({ storage, lock: webLock(locks), send: slowSend });
    const second = await flushQueue({ storage, lock: webLock(locks), send: slowSend });
    expect(second.ran).toBe(false);
    release();
    expect(await first).toMatchObject({ ran: true, sent: 1 });
  });

  it('skips a punch another tab cleared in the meantime', async () => {
    const items = [newPunch({ action: 'in' }, at(0)), newPunch({ action: 'out' }, at(30))];
    for (const item of items) enqueue(storage, item);
    const sent: string[] = [];
    await flushQueue({
      storage,
      lock: noLock,
      send: async (item) => {
        sent.push(item.id);
        clearQueue(storage); // the other tab: 'Vider la file hors-ligne ?' → OK
        return { kind: 'done' };
      },
    });
    expect(sent).toEqual([items[0]!.id]);
  });
});
