import { useState } from 'react';
import { useConsent } from '../hooks/use-consent';
import { useInstallOffer } from '../hooks/use-install-offer';
import { useUpdateReady } from '../hooks/use-update-ready';
import { CookieBanner } from './cookie-banner';
import { InstallPrompt } from './install-prompt';
import { UpdatePrompt } from './update-prompt';

type Closable = 'cookies' | 'update' | 'install';

/**
 * One prompt at a time at the bottom of the screen: the cookie banner while no choice is stored, then a
 * waiting new version, then the install prompt. The install prompt never shows before the cookie choice
 * is made, so the two never take turns under the visitor's thumb.
 */
export function PromptHost() {
  const consent = useConsent();
  const updateReady = useUpdateReady();
  const installOffer = useInstallOffer();
  // Answered prompts stay closed while the page is open, even where the answer cannot be stored
  // (storage disabled): they come back on the next visit there, never in a loop here.
  const [closed, setClosed] = useState<ReadonlySet<Closable>>(new Set());
  const close = (kind: Closable) => () => setClosed((previous) => new Set(previous).add(kind));

  if (consent === null && !closed.has('cookies')) return <CookieBanner onChoice={close('cookies')} />;
  if (updateReady && !closed.has('update')) return <UpdatePrompt onLater={close('update')} />;
  if (installOffer && !closed.has('install')) return <InstallPrompt offer={installOffer} onClose={close('install')} />;
  return null;
}
