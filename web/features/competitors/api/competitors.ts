import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Competitor, CompetitorInput, CompetitorList } from '../../../../contracts/competitor';
import { apiAnswer, apiFetch, apiJson } from '../../../lib/api-client';
import { USER_DATA_KEY } from '../../../lib/query-keys';

// Under USER_DATA_KEY: dropped on sign-out, and refreshed after each check (history and statistics move with it).
export const competitorsKey = [...USER_DATA_KEY, 'competitors'] as const;

/** GET /api/v1/me/competitors — 403 FEATURE_RESTRICTED on the free plan. */
export const getCompetitors = () => apiJson<CompetitorList>('/me/competitors');

export const competitorsQuery = () => queryOptions({ queryKey: competitorsKey, queryFn: getCompetitors });

export const useCompetitors = (enabled = true) => useQuery({ ...competitorsQuery(), enabled });

/** What adding a competitor did: added it (201), or updated the one already tracked under that URL (200). */
export interface TrackedCompetitor {
  competitor: Competitor;
  created: boolean;
}

async function createCompetitor(input: CompetitorInput): Promise<TrackedCompetitor> {
  const { status, body } = await apiAnswer('/me/competitors', { method: 'POST', json: input });
  return { competitor: body as Competitor, created: status === 201 };
}

/** The toast after adding a competitor: spec §8's 'Competitor Added', or 'Competitor Updated' when it was tracked already. */
export const trackedTitle = (tracked: TrackedCompetitor) => (tracked.created ? 'Competitor Added' : 'Competitor Updated');
const updateCompetitor = ({ id, input }: { id: string; input: CompetitorInput }) =>
  apiJson<Competitor>(`/me/competitors/${id}`, { method: 'PUT', json: input });
const deleteCompetitor = (id: string) => apiFetch(`/me/competitors/${id}`, { method: 'DELETE' }).then(() => undefined);

/** The competitor as the form edits it: the same fields the route takes. */
export const toCompetitorInput = (competitor: Competitor): CompetitorInput => ({
  competitorUrl: competitor.competitorUrl,
  competitorName: competitor.competitorName,
  keywords: competitor.keywords,
  locations: competitor.locations as CompetitorInput['locations'],
  searchEngines: competitor.searchEngines,
  autoTrack: competitor.autoTrack,
  notificationPreferences: competitor.notificationPreferences,
});

/** Every change re-reads the competitors (and their history and statistics, under the same key). */
export function useCompetitorMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: competitorsKey });
  return {
    create: useMutation({ mutationFn: createCompetitor, onSuccess }),
    update: useMutation({ mutationFn: updateCompetitor, onSuccess }),
    remove: useMutation({
      mutationFn: deleteCompetitor,
      // A removed competitor's statistics and history are not asked for again: they would only be a 404.
      onSuccess: (_, id) => queryClient.invalidateQueries({ queryKey: competitorsKey, predicate: (query) => query.queryKey[competitorsKey.length] !== id }),
    }),
  };
}
