import { useId, type ReactNode } from 'react';

/** One part of the snapshot, named by an h5 (the card's sections are h4, the snapshot's own title too). */
export function SnapshotSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="grid min-w-0 gap-3">
      <h5 id={id} className="font-semibold">
        {title}
      </h5>
      {children}
    </section>
  );
}
