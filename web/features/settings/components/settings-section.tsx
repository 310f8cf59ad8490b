import type { ReactNode } from 'react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

interface SettingsSectionProps {
  id: string;
  title: string;
  description: ReactNode;
  children: ReactNode;
  danger?: boolean;
}

/** One titled card of the settings page. */
export function SettingsSection({ id, title, description, children, danger = false }: SettingsSectionProps) {
  return (
    <Card role="region" aria-labelledby={id} className={cn(danger && 'border-danger/50')}>
      <CardHeader>
        <CardTitle id={id} className={cn(danger && 'text-danger-soft-foreground')}>
          {title}
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** Inline result of a settings form: errors stay next to the form that caused them. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p role="alert" className="rounded-md bg-danger-soft px-3 py-2 text-sm font-medium text-danger-soft-foreground">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p role="status" className="rounded-md bg-success-soft px-3 py-2 text-sm font-medium text-success-soft-foreground">
        {success}
      </p>
    );
  }
  return null;
}
