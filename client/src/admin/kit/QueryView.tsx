import type { ReactNode } from 'react';
import { LoadFailed, LoadingStatus } from './QueryStatus';

/**
 * The back-office's one data-state ladder (issue #30): a list page gives its query's state and says
 * what its empty and failed states read; QueryView shows 'Chargement…' while the first answer is on
 * its way, the load error with 'Réessayer', the empty text, or the page's content.
 * A refetch keeps showing the data it has (no flash of 'Chargement…').
 */
export interface QueryViewProps<T> {
  loading: boolean;
  error?: unknown;
  data: T | null | undefined;
  /** The load-error text (the spec's), shown with 'Réessayer'. */
  errorMessage: string;
  onRetry: () => void;
  /** True when the answer holds nothing to show; `empty` is then shown instead of the content. */
  isEmpty?: (data: T) => boolean;
  empty?: ReactNode;
  children: (data: T) => ReactNode;
}

export function QueryView<T>({ loading, error, data, errorMessage, onRetry, isEmpty, empty, children }: QueryViewProps<T>) {
  if (data == null) {
    if (loading) return <LoadingStatus />;
    return error ? <LoadFailed message={errorMessage} onRetry={onRetry} /> : null;
  }
  if (isEmpty?.(data)) return <p className="admin-empty">{empty}</p>;
  return <>{children(data)}</>;
}
