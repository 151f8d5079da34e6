import { Component, type ErrorInfo, type ReactNode } from 'react';
import { CrashedState } from '@/components/PageState/index.tsx';

/** A page that throws while rendering shows an error state inside the layout, never a white screen. */
export class PageBoundary extends Component<{ children: ReactNode; resetKey: string }, { error: Error | null }> {
  state = { error: null as Error | null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('[page] render failed', error, info.componentStack);
  }

  componentDidUpdate(prev: { resetKey: string }) {
    // Navigating elsewhere clears the error.
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error) return <CrashedState onRetry={() => this.setState({ error: null })} />;
    return this.props.children;
  }
}
