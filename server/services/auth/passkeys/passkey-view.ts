import type { Passkey } from '../../../../contracts/two-step';
import type { PasskeyRow } from '../../../db/queries/passkeys';

export const toPasskey = (row: PasskeyRow): Passkey => ({
  id: row.id,
  name: row.name,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: row.last_used_at?.toISOString() ?? null,
  synced: row.backed_up,
});
