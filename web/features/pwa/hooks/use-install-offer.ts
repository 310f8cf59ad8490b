import { useSyncExternalStore } from 'react';
import { getInstallOffer, subscribeToInstallOffer, type InstallOffer } from '../install/install-offer';

const getOffer = () => getInstallOffer();

/** What the install prompt may offer now, under the dismissal and installed rules. */
export function useInstallOffer(): InstallOffer {
  return useSyncExternalStore(subscribeToInstallOffer, getOffer, () => null);
}
