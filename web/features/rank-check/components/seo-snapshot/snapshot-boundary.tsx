import { Component, type ReactNode } from 'react';
import { Button } from '../../../../components/ui/button';

/**
 * Keeps a failure inside the snapshot (its file failing to download after a new release, or a bug) from taking
 * the rank result down with it: the panel says so and offers a reload, which also fetches the new release.
 */
export class SnapshotBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div role="alert" className="rounded-lg border border-danger/40 bg-danger-soft p-4 text-sm text-danger-soft-foreground">
        <p className="font-semibold">The SEO Snapshot could not be shown</p>
        <p className="mt-1">Reload the page to try again; your ranking result above is unaffected.</p>
        <Button variant="outline" size="sm" className="mt-3" onClick={() => window.location.reload()}>
          Reload Page
        </Button>
      </div>
    );
  }
}
