import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

const TONES = {
  brand: 'bg-brand-soft text-brand-soft-foreground',
  success: 'bg-success-soft text-success-soft-foreground',
  warning: 'bg-warning-soft text-warning-soft-foreground',
  danger: 'bg-danger-soft text-danger-soft-foreground',
} as const;

interface PaymentLayoutProps {
  icon: ReactNode;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}

/** The centred card every payment page (/payment, /payment/success, /payment/cancel) uses. */
export function PaymentLayout({ icon, tone, title, children }: PaymentLayoutProps) {
  return (
    <div className="mx-auto flex min-h-[60svh] max-w-xl items-center px-4 py-12 sm:px-6">
      <section
        aria-labelledby="payment-title"
        className="w-full rounded-2xl border border-border bg-card p-6 text-center text-card-foreground shadow-sm sm:p-10"
      >
        <div className={cn('mx-auto flex size-14 items-center justify-center rounded-full [&_svg]:size-7', TONES[tone])}>{icon}</div>
        <h1 id="payment-title" className="mt-5 text-2xl font-bold tracking-tight text-balance">
          {title}
        </h1>
        <div className="mt-3 grid gap-4 text-muted-foreground">{children}</div>
      </section>
    </div>
  );
}

/** The row of links/buttons at the bottom of a payment page. */
export function PaymentActions({ children }: { children: ReactNode }) {
  return <div className="mt-3 flex flex-col justify-center gap-2 sm:flex-row">{children}</div>;
}
