/**
 * What the activity log records: the actions that change who or what can reach an account's data, or what it
 * spends and sends. Reads and checks are not logged (history keeps those).
 */
export const AUDIT_ACTIONS = [
  'api_key.created',
  'api_key.revoked',
  'webhook.created',
  'webhook.deleted',
  'schedule.deleted',
  'keywords.deleted',
  'report.shared',
  'report_share.revoked',
  'report_schedule.saved',
  'report_schedule.deleted',
  'branding.saved',
  'branding.removed',
  'member.invited',
  'invitation.revoked',
  'member.joined',
  'member.removed',
  'member.left',
  'member.role_changed',
  'ownership.transferred',
  'mfa.verified',
  'two_step.app_added',
  'two_step.app_removed',
  'passkey.added',
  'passkey.removed',
  'phone.added',
  'phone.removed',
  'team_two_step.required',
  'team_two_step.not_required',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'api_key.created': 'Created an API key',
  'api_key.revoked': 'Revoked an API key',
  'webhook.created': 'Added a webhook',
  'webhook.deleted': 'Deleted a webhook',
  'schedule.deleted': 'Deleted a scheduled check',
  'keywords.deleted': 'Stopped tracking keywords',
  'report.shared': 'Shared a report',
  'report_share.revoked': 'Revoked a report link',
  'report_schedule.saved': 'Set up a report e-mail',
  'report_schedule.deleted': 'Stopped a report e-mail',
  'branding.saved': 'Saved the white label',
  'branding.removed': 'Removed the white label',
  'member.invited': 'Invited someone',
  'invitation.revoked': 'Revoked an invitation',
  'member.joined': 'Joined the workspace',
  'member.removed': 'Removed a member',
  'member.left': 'Left the workspace',
  'member.role_changed': "Changed a member's role",
  'ownership.transferred': 'Transferred ownership',
  'mfa.verified': 'Passed a second step',
  'two_step.app_added': 'Set up an authenticator app',
  'two_step.app_removed': 'Removed the authenticator app',
  'passkey.added': 'Added a passkey',
  'passkey.removed': 'Removed a passkey',
  'phone.added': 'Added a phone number',
  'phone.removed': 'Removed the phone number',
  'team_two_step.required': 'Required two-step sign-in of the team',
  'team_two_step.not_required': 'Stopped requiring two-step sign-in of the team',
};

/** How long events are kept. */
export const AUDIT_RETENTION_DAYS = 365;

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);
