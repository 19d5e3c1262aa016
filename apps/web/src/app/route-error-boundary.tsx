import { Component, type ReactNode } from 'react'
import { RouteErrorPage } from '../features/errors/pages/route-error-page'

interface Props {
  children: ReactNode
  /** The error goes away when this changes (the location: a navigation leaves a broken page behind). */
  resetKey: string
}

interface State {
  error: unknown
  /** The resetKey the error was caught at. */
  caughtAt: string | null
}

/**
 * A route's error boundary (what the data router's `errorElement` was): a page that throws, or whose code fails to
 * load, shows the translated error page in its place, and the layout around it stays. Cleared by the next navigation.
 */
export class RouteErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, caughtAt: null }

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('Unknown error') }
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (state.error === null) return null
    if (state.caughtAt === null) return { caughtAt: props.resetKey }
    return state.caughtAt === props.resetKey ? null : { error: null, caughtAt: null }
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteErrorPage error={this.state.error} />
  }
}
