import { enqueueVisit, flushVisitQueue, readVisitQueue, VISIT_QUEUE_KEY, type QueuedVisit, type SendResult, type VisitSender } from './visit-queue';

const item = (id: string, visitId: string, photo: string | null = null) => ({
  id,
  createdAt: '2026-11-21T14:10:00.000Z',
  visitId,
  outcome: 'done' as const,
  reason: null,
  latitude: null,
  longitude: null,
  photo,
});

/** A server that records each completion once per key (like completeSnowVisit), online or not. */
function fakeServer() {
  const recorded = new Map<string, QueuedVisit>();
  const photos: string[] = [];
  const state = { online: true, refuse: null as string | null };
  const sender: VisitSender = {
    complete: async (q): Promise<SendResult> => {
      if (!state.online) return { kind: 'retryLater' };
      if (state.refuse) return { kind: 'refused', message: state.refuse };
      if (!recorded.has(q.id)) recorded.set(q.id, q);
      return { kind: 'done' };
    },
    photo: async (q): Promise<SendResult> => {
      if (!state.online) return { kind: 'retryLater' };
      photos.push(q.visitId);
      return { kind: 'done' };
    },
  };
  return { recorded, photos, state, sender };
}

describe('the driver’s offline queue', () => {
  beforeEach(() => localStorage.clear());

  it('keeps completions made offline with their original time and sends each once when back online', async () => {
    const server = fakeServer();
    server.state.online = false;
    enqueueVisit(localStorage, item('k1', '1'));
    enqueueVisit(localStorage, item('k2', '2', 'data:image/jpeg;base64,/9j/'));
    expect(await flushVisitQueue(localStorage, server.sender)).toBe(0);
    expect(readVisitQueue(localStorage).map((q) => q.id)).toEqual(['k1', 'k2']);

    server.state.online = true;
    expect(await flushVisitQueue(localStorage, server.sender)).toBe(2);
    expect(await flushVisitQueue(localStorage, server.sender)).toBe(0);
    expect([...server.recorded.values()].map((q) => [q.id, q.createdAt])).toEqual([
      ['k1', '2026-11-21T14:10:00.000Z'],
      ['k2', '2026-11-21T14:10:00.000Z'],
    ]);
    expect(server.photos).toEqual(['2']);
    expect(localStorage.getItem(VISIT_QUEUE_KEY)).toBeNull();
  });

  it('survives a reload (local storage) and keeps a refusal with its reason instead of dropping it', async () => {
    const server = fakeServer();
    enqueueVisit(localStorage, item('k3', '3'));
    server.state.refuse = 'Ce passage appartient à la tournée d’un autre employé.';
    await flushVisitQueue(localStorage, server.sender);
    expect(readVisitQueue(localStorage)).toEqual([
      expect.objectContaining({
        id: 'k3',
        lastError: 'Ce passage appartient à la tournée d’un autre employé.',
      }),
    ]);
  });

  it('does not send the completion again when only the photo is left', async () => {
    const server = fakeServer();
    let photoOnline = false;
    const sender: VisitSender = {
      complete: server.sender.complete,
      photo: async (q) => (photoOnline ? server.sender.photo(q) : { kind: 'retryLater' }),
    };
    const spy = jest.spyOn(sender, 'complete');
    enqueueVisit(localStorage, item('k4', '4', 'data:image/jpeg;base64,/9j/'));
    await flushVisitQueue(localStorage, sender);
    expect(readVisitQueue(localStorage)[0]).toMatchObject({ completed: true });
    photoOnline = true;
    await flushVisitQueue(localStorage, sender);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(server.photos).toEqual(['4']);
  });
});
