import { useInfiniteQuery } from '@tanstack/react-query';
import { auditLogSchema, type AuditLog } from '../../../../contracts/audit';
import { ApiError, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

export const auditLogKey = [...USER_DATA_KEY, 'audit-log'] as const;

async function fetchPage(before: string | null): Promise<AuditLog> {
  const parsed = auditLogSchema.safeParse(await apiJson<unknown>(`/me/audit-log${before ? `?before=${before}` : ''}`));
  if (!parsed.success) throw new ApiError('BAD_RESPONSE', 'Unexpected response from the server', 200);
  return parsed.data;
}

/** GET /api/v1/me/audit-log — the account's activity, newest first, a page at a time. */
export function useAuditLog() {
  return useInfiniteQuery({
    queryKey: auditLogKey,
    queryFn: ({ pageParam }) => fetchPage(pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextBefore,
  });
}
