import { BellPlaceholder } from '../../features/notifications/components/bell-placeholder';
import { UserAvatar } from './user-avatar';

/** Stands in for the signed-in actions while they load: the bell and the avatar where they will be. */
export function SignedInActionsPlaceholder({ email }: { email: string }) {
  return (
    <div className="flex items-center gap-2 sm:gap-3">
      <BellPlaceholder />
      <UserAvatar email={email} />
    </div>
  );
}
