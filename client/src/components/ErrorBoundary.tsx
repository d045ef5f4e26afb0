import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorScreen } from '../pages/ErrorScreen';

interface State {
  error: Error | null;
}

/** The generic error screen (Something went wrong, Try Again, Refresh Page) for anything that throws while rendering. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('Render error', error, info.componentStack);
  }

  override render() {
    if (this.state.error) {
      return <ErrorScreen onRetry={() => this.setState({ error: null })} />;
    }
    return this.props.children;
  }
}
