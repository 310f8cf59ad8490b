import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { paths } from '../../../config/paths';
import { notify } from '../../../lib/notify';
import { refreshSession } from '../api/session-store';
import { signOut } from '../api/sign-out';
import { useSession } from '../hooks/use-session';
import { broadcastAuthEvent } from '../lib/auth-channel';
import { googleErrorToast, ACCOUNT_EXISTS_REDIRECT_MS, ACCOUNT_EXISTS_TOAST_MS } from '../lib/google-toasts';
import { openGooglePopup, type GooglePopupMode } from '../lib/google-popup';
import { postAuthTarget } from '../lib/post-auth-target';
import { GoogleMark } from './google-mark';

export const GOOGLE_NOT_CONFIGURED_TEXT = 'Sign-in with Google is not available yet. Please use your e-mail and password.';

interface GoogleButtonProps {
  mode: GooglePopupMode;
  /** Where a protected page sent the visitor from (login only). */
  next?: string | null;
}

/** 'Continue with Google': the spec's popup flow, its toasts, and the same redirect as a password sign-in. */
export function GoogleButton({ mode, next }: GoogleButtonProps) {
  const navigate = useNavigate();
  const { googleConfigured } = useSession();
  const [busy, setBusy] = useState(false);
  const cancelPopup = useRef<() => void>(() => undefined);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(
    () => () => {
      cancelPopup.current();
      clearTimeout(timer.current);
    },
    [],
  );

  const start = () => {
    setBusy(true);
    cancelPopup.current = openGooglePopup(mode, {
      onSuccess: () => {
        broadcastAuthEvent('signed-in');
        void notify.success('Welcome!', 'Successfully signed in with Google.');
        void refreshSession().finally(() => {
          setBusy(false);
          void navigate(postAuthTarget(next, new Date()), { replace: true });
        });
      },
      onSecondStep: () => {
        setBusy(false);
        // The code is asked on the sign-in page, which then goes where this sign-in was going.
        void navigate(`${paths.login}?${new URLSearchParams({ step: 'second', ...(next ? { next } : {}) }).toString()}`, { replace: true });
      },
      onError: (result) => {
        setBusy(false);
        const text = googleErrorToast(result.code, result.message);
        if (result.code === 'ACCOUNT_ALREADY_EXISTS') {
          void notify.error(text.title, text.description, { duration: ACCOUNT_EXISTS_TOAST_MS });
          // Spec: the attempt must leave nobody signed in, and the visitor is sent to sign in instead.
          void signOut().catch(() => undefined);
          timer.current = setTimeout(() => void navigate(paths.login), ACCOUNT_EXISTS_REDIRECT_MS);
          return;
        }
        void notify.error(text.title, text.description);
      },
      onCancel: () => {
        setBusy(false);
        void notify.info('Authentication cancelled', 'The Google sign-in window was closed.');
      },
      onTimeout: () => {
        setBusy(false);
        void notify.error('Authentication Timeout', 'Google sign-in took too long. Please try again.');
      },
      onBlocked: () => {
        setBusy(false);
        void notify.error('Popup Blocked', 'Please allow popups for this site and try again.', {
          // Without a popup the same flow works as a full-page visit; the server redirects back.
          action: { label: 'Use this tab', onClick: () => window.location.assign(`/api/v1/auth/google/start?mode=${mode}`) },
        });
      },
    });
  };

  const label = mode === 'signup' ? 'Sign up with Google' : 'Sign in with Google';
  const unavailable = googleConfigured === false;
  return (
    <div>
      <Button
        variant="outline"
        className="w-full"
        disabled={busy || googleConfigured !== true}
        aria-busy={busy || googleConfigured === undefined}
        aria-describedby={unavailable ? 'google-unavailable' : undefined}
        onClick={start}
      >
        {busy ? <Spinner /> : <GoogleMark />}
        {busy ? 'Waiting for Google…' : label}
      </Button>
      {unavailable ? (
        <p id="google-unavailable" className="mt-2 text-center text-xs text-muted-foreground">
          {GOOGLE_NOT_CONFIGURED_TEXT}
        </p>
      ) : null}
    </div>
  );
}
