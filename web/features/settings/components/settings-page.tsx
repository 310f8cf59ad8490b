import type { ReactNode } from 'react';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CircleAlert from 'lucide-react/icons/circle-alert';
import type { SessionUser } from '../../../../contracts/auth';
import { Badge } from '../../../components/ui/badge';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useCurrentWorkspace } from '../../../lib/workspaces';
import { AlertRulesSection } from './alert-rules-section';
import { ApiKeysSection } from './api-keys-section';
import { ChangeEmailForm } from './change-email-form';
import { ChangePasswordForm } from './change-password-form';
import { EmailPreferencesSection } from './email-preferences-section';
import { DeleteAccountSection } from './delete-account-section';
import { ActivitySection } from './activity-section';
import { PhoneSection } from './phone-section';
import { SessionsSection } from './sessions-section';
import { SettingsSection } from './settings-section';
import { TwoStepSection } from './two-step-section';
import { WebhooksSection } from './webhooks-section';

interface SettingsPageProps {
  user: SessionUser;
  /** The session was replaced (password change): refresh what the app knows about it. */
  onSessionChanged: () => void;
  /** The account is gone: sign out here and leave (the delete mutation's onSuccess, which awaits a promise). */
  onAccountDeleted: () => void | Promise<void>;
  /** The plan and billing section, composed in by the app. */
  planSection?: ReactNode;
  /** The people of the workspace, composed in by the app. */
  teamSection?: ReactNode;
}

const joined = new Intl.DateTimeFormat(undefined, { dateStyle: 'long' });

function signInMethods(user: SessionUser): string {
  const methods = [user.hasPassword ? 'E-mail and password' : null, user.googleLinked ? 'Google' : null].filter(Boolean);
  return methods.join(' · ') || '—';
}

/** /settings — account facts, plan, alerts, webhooks, API keys, password, e-mail, sessions and account deletion. */
export function SettingsPage({ user, onSessionChanged, onAccountDeleted, planSection, teamSection }: SettingsPageProps) {
  useDocumentTitle(`Settings — ${site.name}`);
  // The workspace's settings follow the role held in it; the person's own (sign-in, e-mails, sessions) are always theirs.
  const { can } = useCurrentWorkspace();
  return (
    // The page's edges are the navbar's and the footer's; the forms keep a readable width inside them.
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-12">
      <div className="grid max-w-3xl gap-6">
        <header>
          <h1 className="text-3xl font-bold tracking-tight">Settings</h1>
          <p className="mt-1 text-muted-foreground">Manage your account, sign-in and data.</p>
        </header>
        <SettingsSection id="account-title" title="Account" description="How you sign in to Rank Checker.">
          <dl className="grid gap-4 text-sm sm:grid-cols-2">
            <div className="sm:col-span-2">
              <dt className="text-muted-foreground">E-mail</dt>
              <dd className="mt-1 flex flex-wrap items-center gap-2 font-medium [overflow-wrap:anywhere]">
                {user.email}
                {user.emailVerified ? (
                  <Badge tone="success">
                    <BadgeCheck aria-hidden="true" />
                    Verified
                  </Badge>
                ) : (
                  <Badge tone="warning">
                    <CircleAlert aria-hidden="true" />
                    Not verified
                  </Badge>
                )}
              </dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Sign-in methods</dt>
              <dd className="mt-1 font-medium">{signInMethods(user)}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">Member since</dt>
              <dd className="mt-1 font-medium">{joined.format(new Date(user.createdAt))}</dd>
            </div>
          </dl>
        </SettingsSection>
        {planSection}
        {teamSection}
        {can('track') ? <AlertRulesSection /> : null}
        <EmailPreferencesSection />
        {can('integrate') ? <WebhooksSection /> : null}
        {can('keys') ? <ApiKeysSection /> : null}
        <ChangePasswordForm hasPassword={user.hasPassword} onChanged={onSessionChanged} />
        <TwoStepSection />
        <PhoneSection />
        <ChangeEmailForm currentEmail={user.email} hasPassword={user.hasPassword} />
        <SessionsSection />
        {can('audit') ? <ActivitySection /> : null}
        <DeleteAccountSection email={user.email} hasPassword={user.hasPassword} onDeleted={onAccountDeleted} />
      </div>
    </div>
  );
}
