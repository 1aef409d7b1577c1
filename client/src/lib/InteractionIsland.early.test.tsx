import { act, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { interactionIsland } from './interaction-island';
import { NameForm, type Sent } from '../testing/IslandForm';

// Its own file: the first interaction is noted once per page (a module of interaction-island.ts),
// which InteractionIsland.test.tsx has already seen.

describe('interactionIsland, the visitor having interacted before the application arrived', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
    delete window.__interacted;
    delete window.__heldSubmission;
  });

  it('hydrates at once and makes the submission the entry script held, with no further interaction', async () => {
    const Island = interactionIsland(() => Promise.resolve(NameForm), { rootSelector: '.island-form' });
    const sent: Sent[] = [];
    await Island.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Island onSend={(value) => sent.push(value)} />);
    document.body.append(container);

    // Before the application: the visitor typed and pressed « Envoyer »; the entry script (boot.ts)
    // noted the interaction and held the submission.
    const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Nom' });
    input.value = 'Gabrielle';
    window.__interacted = true;
    const form = input.closest('form')!;
    window.__heldSubmission = { form, submitter: screen.getByRole('button', { name: 'Envoyer' }) };

    // A fresh page's island (its code not loaded yet) hydrates the markup; nothing else happens.
    const FreshIsland = interactionIsland(() => Promise.resolve(NameForm), { rootSelector: '.island-form' });
    await act(async () => {
      root = hydrateRoot(container, <FreshIsland onSend={(value) => sent.push(value)} />);
      await Promise.resolve();
    });
    // Its code is asked for at once, React retries the boundary, then the held submission is made again after a task.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    await waitFor(() => expect(sent).toEqual([{ name: 'Gabrielle', urgent: false, floor: '0' }]));
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBe(input);
  });
});
