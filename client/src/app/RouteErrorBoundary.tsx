import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorScreen } from '../ui/ErrorScreen';

interface BoundaryProps {
  children: ReactNode;
  standalone: boolean;
  /** The page's address: a navigation elsewhere leaves the error screen. */
  pathname: string;
}

interface BoundaryState {
  failed: boolean;
  error?: unknown;
  /** Where the error happened (set on the render that follows it). */
  failedAt?: string;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): BoundaryState | null {
    if (!state.failed) return null;
    if (state.failedAt === undefined) return { ...state, failedAt: props.pathname };
    return state.failedAt === props.pathname ? null : { failed: false };
  }

  override render() {
    return this.state.failed ? <ErrorScreen error={this.state.error} standalone={this.props.standalone} /> : this.props.children;
  }
}

/**
 * The error screen of whatever the routes below throw while rendering, a page's chunk that fails
 * to load included (spec §2); a navigation to another address shows that page again.
 */
export function RouteErrorBoundary({ children, standalone = false }: { children: ReactNode; standalone?: boolean }) {
  const { pathname } = useLocation();
  return (
    <Boundary standalone={standalone} pathname={pathname}>
      {children}
    </Boundary>
  );
}
