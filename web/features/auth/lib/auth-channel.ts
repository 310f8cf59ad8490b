/** Spec §4: other tabs of the same browser learn about sign-in and sign-out through this channel. */
export const AUTH_CHANNEL_NAME = 'rank-checker-auth';

export type AuthEvent = 'signed-in' | 'signed-out' | 'session-changed';

function isAuthEvent(value: unknown): value is AuthEvent {
  return value === 'signed-in' || value === 'signed-out' || value === 'session-changed';
}

function openChannel(): BroadcastChannel | null {
  try {
    return typeof BroadcastChannel === 'function' ? new BroadcastChannel(AUTH_CHANNEL_NAME) : null;
  } catch {
    return null;
  }
}

/** Tells the other tabs (never this one: a channel does not receive its own messages). */
export function broadcastAuthEvent(event: AuthEvent): void {
  const channel = openChannel();
  if (!channel) return;
  try {
    channel.postMessage({ type: event });
  } finally {
    channel.close();
  }
}

/** Calls `listener` for each auth event another tab posts; returns the unsubscribe function. */
export function subscribeToAuthEvents(listener: (event: AuthEvent) => void): () => void {
  const channel = openChannel();
  if (!channel) return () => undefined;
  channel.onmessage = (message: MessageEvent) => {
    const type = (message.data as { type?: unknown } | null)?.type;
    if (isAuthEvent(type)) listener(type);
  };
  return () => channel.close();
}
