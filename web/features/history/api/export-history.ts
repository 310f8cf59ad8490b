import { activeWorkspace, WORKSPACE_PARAM } from '../../../lib/active-workspace';
import { API_BASE } from '../../../lib/api-client';
import { historyApiParams, type HistoryView } from '../lib/history-view';

/**
 * Address of the CSV of every check matching the view. A plain link (not fetch) so the browser streams the
 * attachment to disk with the session cookie, however many rows there are.
 */
export function historyExportUrl(view: HistoryView): string {
  const params = historyApiParams(view);
  // A link sends no header: the workspace the page acts in goes in the query.
  const workspace = activeWorkspace();
  if (workspace !== null) params.set(WORKSPACE_PARAM, workspace);
  return `${API_BASE}/me/history/export.csv?${params.toString()}`;
}
