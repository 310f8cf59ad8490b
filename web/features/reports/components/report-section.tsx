import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface ReportSectionProps {
  id: string;
  title: string;
  description?: ReactNode;
  /** White-label accent (#rrggbb) for the heading's bar; the product's brand colour otherwise. */
  accent?: string | null;
  className?: string;
  children: ReactNode;
}

/** One titled card of a report. The accent marks the heading without colouring its text (contrast stays AA). */
export function ReportSection({ id, title, description, accent, className, children }: ReportSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} className={cn('min-w-0', className)}>
      <CardHeader className="pb-4">
        <h2 id={id} className="flex items-center gap-2.5 text-lg font-semibold leading-tight">
          <span
            aria-hidden="true"
            className={cn('h-5 w-1 shrink-0 rounded-full', !accent && 'bg-brand')}
            style={accent ? { backgroundColor: accent } : undefined}
          />
          {title}
        </h2>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
