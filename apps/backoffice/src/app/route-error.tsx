import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorState } from '@/components/ui/states/states';

/** An error while a page renders shows the error state with a retry (a reload) instead of a blank screen. */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('page failed', error, info.componentStack);
  }

  override render() {
    if (this.state.error) return <ErrorState error={this.state.error} onRetry={() => window.location.reload()} />;
    return this.props.children;
  }
}
