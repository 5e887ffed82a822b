import { Component, type ReactNode } from 'react';
import { RecordedCrashScreen } from './route-error-screen.tsx';

/** The last line of defence for errors outside the router, such as in a provider. */
export class AppErrorBoundary extends Component<
  { children: ReactNode },
  { error: unknown; hasError: boolean }
> {
  override state = { error: null as unknown, hasError: false };

  static getDerivedStateFromError(error: unknown) {
    return { error, hasError: true };
  }

  override render() {
    return this.state.hasError ? (
      <RecordedCrashScreen error={this.state.error} />
    ) : (
      this.props.children
    );
  }
}
