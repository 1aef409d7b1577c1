import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { interactionIsland } from './interaction-island';
import { NameForm, type Sent } from '../testing/IslandForm';

describe('interactionIsland', () => {
  let root: Root | undefined;
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    document.body.innerHTML = '';
  });

  it('keeps the server markup until the first interaction, then hydrates it without a mismatch, with what was typed, and sends a held submission', async () => {
    const NameIsland = interactionIsland(() => Promise.resolve(NameForm), { rootSelector: '.island-form' });
    const load = jest.spyOn(NameIsland, 'preload');
    const sent: Sent[] = [];
    const onSend = (value: Sent) => sent.push(value);

    // The server renders with the code loaded.
    await NameIsland.preload();
    const container = document.createElement('div');
    container.innerHTML = renderToString(<NameIsland onSend={onSend} />);
    document.body.append(container);
    const input = screen.getByRole('textbox', { name: 'Nom' });

    // A fresh page: the island's code is not there (a new module instance would have none; this one is
    // reset by hiding it behind a second island of the same component).
    const FreshIsland = interactionIsland(() => Promise.resolve(NameForm), { rootSelector: '.island-form' });
    const recoverable = jest.fn();
    await act(async () => {
      root = hydrateRoot(container, <FreshIsland onSend={onSend} />, { onRecoverableError: recoverable });
      await Promise.resolve();
    });
    expect(load).toHaveBeenCalledTimes(1); // the server's, not the page's

    // Typed and ticked before the code is there: the page shows it, the form state does not have it yet.
    fireEvent.input(input, { target: { value: 'Gabrielle' } });
    act(() => screen.getByRole('checkbox', { name: 'Urgent' }).click());
    // A choice in a list too (React sets a list's value back to its state while it hydrates it).
    fireEvent.change(screen.getByRole('combobox', { name: 'Étage' }), { target: { value: '2' } });
    expect(screen.getByText('État : vide')).toBeInTheDocument();
    // Enter in the field: the browser would leave the page; held back instead.
    const submit = new Event('submit', { bubbles: true, cancelable: true });
    act(() => void screen.getByRole('button', { name: 'Envoyer' }).closest('form')!.dispatchEvent(submit));
    expect(submit.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);

    // The first interaction loads the code; React adopts the same elements.
    await act(async () => {
      window.dispatchEvent(new Event('pointermove'));
      await FreshIsland.preload();
      // React retries the boundary, then the held submission is made again after a task.
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(await screen.findByText('État : Gabrielle')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Nom' })).toBe(input);
    expect(recoverable).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Étage' })).toHaveValue('2');
    await waitFor(() => expect(sent).toEqual([{ name: 'Gabrielle', urgent: true, floor: '2' }]));
  });

  it('renders at once in the browser when its code is loaded, and loads it at once otherwise (a navigation)', async () => {
    const { render } = await import('@testing-library/react');
    const Island = interactionIsland(() => Promise.resolve(NameForm), { rootSelector: '.island-form' });
    render(<Island onSend={() => undefined} />);
    expect(await screen.findByRole('textbox', { name: 'Nom' })).toBeInTheDocument();
  });
});
