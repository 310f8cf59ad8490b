import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompetitorDiscovery } from '../../../../contracts/competitor-discovery';
import { apiJson } from '../../../lib/api-client';
import { competitorsKey } from './competitors';

// Under the competitors' key: tracking, editing or removing one asks again, so a tracked domain leaves the list.
export const competitorDiscoveryKey = [...competitorsKey, 'discovery'] as const;

/** GET /api/v1/me/competitors/discovery — 403 FEATURE_RESTRICTED on the free plan. */
export const getCompetitorDiscovery = () => apiJson<CompetitorDiscovery>('/me/competitors/discovery');

export const competitorDiscoveryQuery = () => queryOptions({ queryKey: competitorDiscoveryKey, queryFn: getCompetitorDiscovery });

export const useCompetitorDiscovery = () => useQuery(competitorDiscoveryQuery());
