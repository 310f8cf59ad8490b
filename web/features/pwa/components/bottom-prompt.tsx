import type { ReactNode } from 'react';

interface BottomPromptProps {
  /** Names the region for screen readers ("Cookie consent", "Install app", ...). */
  label: string;
  icon: ReactNode;
  children: ReactNode;
  /** The prompt's buttons, in reading order (the main action last). */
  actions: ReactNode;
  /** Announce the prompt when it appears (for prompts that follow something the visitor did not do). */
  announce?: boolean;
}

/**
 * The one prompt at the bottom of the screen: a card over the page, not a dialog. It takes no focus and
 * blocks nothing; on phones it keeps to one short paragraph and a row of buttons, so the page above
 * (the checker's button) stays in view.
 */
export function BottomPrompt({ label, icon, children, actions, announce = false }: BottomPromptProps) {
  return (
    <section
      role="region"
      aria-label={label}
      className="pointer-events-none fixed inset-x-0 bottom-0 z-40 px-3 pb-[max(0.75rem,env(safe-area-inset-bottom))] sm:px-4 sm:pb-4"
    >
      <div className="pointer-events-auto mx-auto flex max-w-3xl flex-col gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground shadow-lg sm:flex-row sm:items-center sm:gap-4 sm:p-5">
        <div className="flex items-start gap-3 sm:flex-1 sm:items-center">
          <span className="hidden shrink-0 sm:flex" aria-hidden="true">
            {icon}
          </span>
          <div className="min-w-0 flex-1 text-sm" aria-live={announce ? 'polite' : undefined}>
            {children}
          </div>
        </div>
        <div className="flex shrink-0 gap-2 [&>*]:flex-1 sm:[&>*]:flex-none">{actions}</div>
      </div>
    </section>
  );
}
