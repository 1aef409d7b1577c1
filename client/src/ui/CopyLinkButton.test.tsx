import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COPY_CONFIRMATION_MS, CopyLinkButton } from './CopyLinkButton';

const URL_TO_COPY = 'https://exemple.ca/faq#ramassage-comment-puis-je-payer';

describe('CopyLinkButton', () => {
  afterEach(() => jest.useRealTimers());

  it('copies the URL and confirms in a status region, then clears the confirmation', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');
    render(<CopyLinkButton url={URL_TO_COPY} label="Copier le lien vers la question « Comment payer ? »" />);

    await user.click(screen.getByRole('button', { name: 'Copier le lien vers la question « Comment payer ? »' }));
    expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBe(screen.getByRole('status'));
    expect(writeText).toHaveBeenCalledWith(URL_TO_COPY);

    await act(() => jest.advanceTimersByTimeAsync(COPY_CONFIRMATION_MS));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('shows the URL selected in a labelled field when the browser refuses to copy', async () => {
    const user = userEvent.setup();
    jest.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(new DOMException('Refusé', 'NotAllowedError'));
    // jsdom has no copy command either.
    render(<CopyLinkButton url={URL_TO_COPY} />);

    await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
    const field = await screen.findByLabelText('Copie automatique impossible. Copiez ce lien :');
    expect(field).toHaveValue(URL_TO_COPY);
    expect(field).toHaveAttribute('readonly');
    expect(field).toHaveFocus();
    expect((field as HTMLInputElement).selectionStart).toBe(0);
    expect((field as HTMLInputElement).selectionEnd).toBe(URL_TO_COPY.length);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('falls back to the copy command when the Clipboard API is missing', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = jest.fn().mockReturnValue(true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    try {
      render(<CopyLinkButton url={URL_TO_COPY} />);
      await user.click(screen.getByRole('button', { name: 'Copier le lien' }));
      expect(execCommand).toHaveBeenCalledWith('copy');
      expect(await screen.findByText('Lien copié dans le presse-papiers.')).toBeInTheDocument();
      // The temporary text area is gone and the focus is back on the button.
      expect(document.querySelector('textarea')).toBeNull();
      expect(screen.getByRole('button', { name: 'Copier le lien' })).toHaveFocus();
    } finally {
      delete (document as { execCommand?: unknown }).execCommand;
    }
  });
});
