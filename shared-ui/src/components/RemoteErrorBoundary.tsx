import { Component, type ErrorInfo, type ReactNode } from 'react';
import { RemoteFailed } from './RemoteFailed';

interface Props {
  remote: string;
  children: ReactNode;
}

/** Catches render errors inside one remote so they stay in its area; Retry renders the remote again. */
export class RemoteErrorBoundary extends Component<Props, { error: Error | null }> {
  override state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[${this.props.remote}] render failed`, error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <RemoteFailed remote={this.props.remote} detail={this.state.error.message} onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
