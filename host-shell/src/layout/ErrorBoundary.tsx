import { Component, type ReactNode } from 'react';
import { ErrorPage } from '../pages/ErrorPage';

/** A render error in a shell page shows the 500-style error page instead of a blank screen. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.warn('[shell] a page failed to render', error);
  }

  override render() {
    return this.state.failed ? <ErrorPage status={500} /> : this.props.children;
  }
}
