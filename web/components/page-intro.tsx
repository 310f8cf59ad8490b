import type { ReactNode } from 'react';
import { Breadcrumbs, type Crumb } from './breadcrumbs';

interface PageIntroProps {
  trail?: Crumb[];
  title: string;
  lead?: string;
  /** Dates, author and the like, under the lead. */
  children?: ReactNode;
}

/** The top of a reading page: breadcrumbs, the page's one h1, its lead paragraph. */
export function PageIntro({ trail, title, lead, children }: PageIntroProps) {
  return (
    <header className="border-b border-border pb-8">
      {trail ? <Breadcrumbs trail={trail} /> : null}
      <h1 className="mt-4 text-3xl font-bold tracking-tight text-balance sm:text-4xl">{title}</h1>
      {lead ? <p className="mt-4 text-lg text-muted-foreground">{lead}</p> : null}
      {children}
    </header>
  );
}
