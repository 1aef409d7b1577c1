import type { ReactNode } from 'react';
import { Alert } from '../../ui/Alert';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { QueryView } from '../kit/QueryView';
import styles from './SnowSeasonPage.module.css';

/** A success line (`role="status"`) or an error line (`role="alert"`) under an action. */
export type Feedback = { tone: 'success' | 'error'; text: string } | null;

export function FeedbackMessage({ feedback }: { feedback: Feedback }) {
  return feedback ? (
    <div role={feedback.tone === 'error' ? 'alert' : 'status'}>
      <Alert tone={feedback.tone}>{feedback.text}</Alert>
    </div>
  ) : null;
}

export interface ConfirmDialogProps<T> {
  title: string;
  closeLabel?: string;
  /** The server's answer to "what would confirming do" (a refund, whom an offer reaches), read when the dialog opens. */
  preview: { loading: boolean; error?: unknown; data: T | null | undefined; refetch: () => Promise<unknown> };
  /** The preview's load-error text. */
  errorMessage: string;
  /** What confirming does, from the preview. */
  children: (preview: T) => ReactNode;
  confirmLabel: string;
  /** False leaves only the keep button (nothing to do). */
  canConfirm?: (preview: T) => boolean;
  onConfirm: (preview: T) => void;
  busy: boolean;
  keepLabel: string;
  onClose: () => void;
}

/**
 * The snow screens' confirmation: a modal that first reads what the action would do (QueryView:
 * 'Chargement…', the load error with 'Réessayer'), says it, then offers confirm and keep. Escape,
 * the × button and the keep button close it.
 */
export function ConfirmDialog<T>({ title, closeLabel, preview, errorMessage, children, confirmLabel, canConfirm, onConfirm, busy, keepLabel, onClose }: ConfirmDialogProps<T>) {
  return (
    <Modal title={title} onClose={onClose} closeLabel={closeLabel}>
      <QueryView loading={preview.loading} error={preview.error} data={preview.data} errorMessage={errorMessage} onRetry={() => void preview.refetch().catch(() => undefined)}>
        {(answer) => (
          <>
            {children(answer)}
            <div className={styles.rowActions}>
              {canConfirm?.(answer) !== false ? (
                <Button onClick={() => onConfirm(answer)} disabled={busy}>
                  {confirmLabel}
                </Button>
              ) : null}
              <Button variant="secondary" onClick={onClose}>
                {keepLabel}
              </Button>
            </div>
          </>
        )}
      </QueryView>
    </Modal>
  );
}
