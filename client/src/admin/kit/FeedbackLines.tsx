import { Alert } from '../../ui/Alert';

/** The outcome of the last action on a screen. */
export interface Feedback {
  tone: 'success' | 'error';
  text: string;
}

/**
 * The outcome of the last action: a polite status on success, an alert on failure. Both live
 * regions are always in the page (empty until there is something to say), so screen readers
 * announce the text when it appears.
 */
export function FeedbackLines({ feedback }: { feedback: Feedback | null }) {
  return (
    <>
      <div role="status" className="form__status">
        {feedback?.tone === 'success' && <Alert tone="success">{feedback.text}</Alert>}
      </div>
      <div role="alert" className="form__status">
        {feedback?.tone === 'error' && <Alert tone="error">{feedback.text}</Alert>}
      </div>
    </>
  );
}
