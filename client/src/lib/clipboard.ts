/**
 * Copies `text` to the clipboard: the asynchronous Clipboard API where the browser offers it (secure
 * pages), else the older copy command through a hidden text area. Resolves false when neither worked,
 * so the caller can show the text for a manual copy.
 */
export async function copyText(text: string): Promise<boolean> {
  if (typeof navigator !== 'undefined' && navigator.clipboard?.writeText) {
    try {
      await navigator.clipboard.writeText(text);
      return true;
    } catch {
      // Permission refused or document not focused: try the older way.
    }
  }
  return legacyCopy(text);
}

function legacyCopy(text: string): boolean {
  if (typeof document === 'undefined' || typeof document.execCommand !== 'function') return false;
  const area = document.createElement('textarea');
  area.value = text;
  area.setAttribute('readonly', '');
  area.className = 'visually-hidden';
  const previousFocus = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  document.body.append(area);
  area.select();
  let copied = false;
  try {
    copied = document.execCommand('copy');
  } catch {
    copied = false;
  } finally {
    area.remove();
    previousFocus?.focus();
  }
  return copied;
}

/** How long 'Copié !' stays after a copy (spec §9). */
export const COPIED_CONFIRMATION_MS = 1500;
