import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertRuleDto, AlertRuleInput } from '../../../../contracts/alert-rule';
import { apiFetch, apiJson } from '../../../lib/api-client';

export const alertRulesKey = ['me', 'alert-rules'] as const;

/** GET /api/v1/me/alert-rules — a new account gets the defaults on this first read. */
export const getAlertRules = () => apiJson<{ items: AlertRuleDto[] }>('/me/alert-rules').then((body) => body.items);

export const alertRulesQuery = () => queryOptions({ queryKey: alertRulesKey, queryFn: getAlertRules });

export const useAlertRules = () => useQuery(alertRulesQuery());

const createAlertRule = (input: AlertRuleInput) => apiJson<AlertRuleDto>('/me/alert-rules', { method: 'POST', json: input });
const updateAlertRule = ({ id, input }: { id: string; input: AlertRuleInput }) =>
  apiJson<AlertRuleDto>(`/me/alert-rules/${id}`, { method: 'PUT', json: input });
const deleteAlertRule = (id: string) => apiFetch(`/me/alert-rules/${id}`, { method: 'DELETE' }).then(() => undefined);
const restoreDefaultAlertRules = () =>
  apiJson<{ items: AlertRuleDto[] }>('/me/alert-rules/restore-defaults', { method: 'POST', json: {} }).then((body) => body.items);

/** The rule as the form edits it: the same fields the route takes. */
export const toAlertRuleInput = (rule: AlertRuleDto): AlertRuleInput => ({
  name: rule.name,
  websiteUrl: rule.websiteUrl,
  keyword: rule.keyword,
  searchEngine: rule.searchEngine,
  location: rule.location as AlertRuleInput['location'],
  tag: rule.tag,
  trigger: rule.trigger,
  threshold: rule.threshold,
  channels: rule.channels,
  cooldownMinutes: rule.cooldownMinutes,
  isActive: rule.isActive,
});

/** Every change re-reads the list, so the page shows what the server stored. */
export function useAlertRuleMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: alertRulesKey });
  return {
    create: useMutation({ mutationFn: createAlertRule, onSuccess }),
    update: useMutation({ mutationFn: updateAlertRule, onSuccess }),
    remove: useMutation({ mutationFn: deleteAlertRule, onSuccess }),
    restore: useMutation({ mutationFn: restoreDefaultAlertRules, onSuccess }),
  };
}
