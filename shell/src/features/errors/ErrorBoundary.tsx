import { Component, type ReactNode } from 'react';

interface Props {
  /** For children that threw while rendering, or whose lazy load failed. */
  fallback: (error: unknown) => ReactNode;
  /** A change of this value clears the error (the pathname: navigating away leaves a broken page). */
  resetKey?: unknown;
  children: ReactNode;
}

interface State {
  failed: boolean;
  error: unknown;
  resetKey: unknown;
}

/** A class: the only way to write an error boundary. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { failed: false, error: undefined, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { failed: true, error };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, error: undefined, resetKey: props.resetKey };
  }

  render() {
    return this.state.failed ? this.props.fallback(this.state.error) : this.props.children;
  }
}
