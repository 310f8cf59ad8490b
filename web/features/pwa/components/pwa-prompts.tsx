import { useEffect, useState, type ComponentType } from 'react';

/** The cookie banner waits a second after load, so it does not compete with the page's first paint (spec). */
export const COOKIE_BANNER_DELAY_MS = 1000;

/**
 * The cookie banner, install prompt and new-version prompt. Their code is loaded a second after the page,
 * so none of it adds to the page's first JavaScript; a failed load only means no prompt on this page.
 */
export function PwaPrompts() {
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    let active = true;
    const timer = setTimeout(() => {
      import('./prompt-host').then(
        ({ PromptHost }) => {
          if (active) setHost(() => PromptHost);
        },
        () => undefined,
      );
    }, COOKIE_BANNER_DELAY_MS);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, []);
  return Host ? <Host /> : null;
}
