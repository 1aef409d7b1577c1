import { flushKioskQueue, KIOSK_QUEUE_KEY, readKioskQueue, writeKioskQueue, type KioskQueuedPunch } from './kiosk-queue';

const item = (id: string, action: 'IN' | 'OUT' = 'IN'): KioskQueuedPunch => ({
  id,
  createdAt: `2026-11-21T1${id}:00:00.000Z`,
  userId: '7',
  name: 'Éric Employé',
  pin: '4826',
  action,
});

describe('kiosk offline queue', () => {
  beforeEach(() => window.localStorage.clear());

  it('sends in order with each punch’s own key and time, and stops at the first one to retry later (nothing lost)', async () => {
    writeKioskQueue(window.localStorage, [item('1'), item('2', 'OUT'), item('3')]);
    const sent: string[] = [];
    const report = await flushKioskQueue(window.localStorage, async (punch) => {
      sent.push(`${punch.id}:${punch.action}:${punch.createdAt}`);
      return punch.id === '2' ? { kind: 'retryLater' } : { kind: 'done' };
    });
    expect(sent).toEqual(['1:IN:2026-11-21T11:00:00.000Z', '2:OUT:2026-11-21T12:00:00.000Z']);
    expect(report).toEqual({ sent: 1, refused: [] });
    expect(readKioskQueue(window.localStorage).map((p) => p.id)).toEqual(['2', '3']);
  });

  it('a refused punch (wrong PIN, locked period) leaves the queue with its message; the PIN leaves with it', async () => {
    writeKioskQueue(window.localStorage, [item('1'), item('2')]);
    const report = await flushKioskQueue(window.localStorage, async (punch) => (punch.id === '1' ? { kind: 'refused', message: 'NIP incorrect.' } : { kind: 'done' }));
    expect(report).toEqual({ sent: 1, refused: ['Éric Employé : NIP incorrect.'] });
    expect(window.localStorage.getItem(KIOSK_QUEUE_KEY)).toBeNull();
  });

  it('ignores unreadable storage', () => {
    window.localStorage.setItem(KIOSK_QUEUE_KEY, '{pas du json');
    expect(readKioskQueue(window.localStorage)).toEqual([]);
  });
});
