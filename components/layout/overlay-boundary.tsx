'use client';

import { Component, type ReactNode } from 'react';

/**
 * Keeps a sidebar or modal that cannot load (its labels or code did not arrive) from taking the
 * page down: it renders nothing and reports, and the overlay mount point closes it.
 */
export class OverlayBoundary extends Component<
  { onError: (error: unknown) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
