import type { ReactNode } from 'react';
import { RANK_CHECKER_ID } from '../../../config/paths';

/** The #rank-checker anchor section; the checker itself is passed in by the app (features stay independent). */
export function CheckerSection({ children, signedIn = false }: { children: ReactNode; signedIn?: boolean }) {
  return (
    <section id={RANK_CHECKER_ID} aria-labelledby="rank-checker-title" className="px-4 pb-16 sm:px-6 sm:pb-20">
      <div className="mx-auto max-w-4xl">
        <div className="mb-6 text-center">
          <h2 id="rank-checker-title" className="text-3xl font-bold tracking-tight">
            Check your ranking
          </h2>
          <p className="mt-2 text-muted-foreground">
            {signedIn
              ? 'Enter your website and a keyword. Every check is saved to your history.'
              : 'Enter your website and a keyword. Guests get 1 free Google check per day.'}
          </p>
        </div>
        {children}
      </div>
    </section>
  );
}
