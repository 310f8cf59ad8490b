import { useState } from 'react';
import BellRing from 'lucide-react/icons/bell-ring';
import Pencil from 'lucide-react/icons/pencil';
import Plus from 'lucide-react/icons/plus';
import RotateCcw from 'lucide-react/icons/rotate-ccw';
import Trash2 from 'lucide-react/icons/trash-2';
import type { AlertRuleDto } from '../../../../contracts/alert-rule';
import { MAX_ALERT_RULES } from '../../../../core/alerts/alert-rule';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { LoadError } from '../../../components/ui/load-error';
import { Skeleton } from '../../../components/ui/skeleton';
import { notify } from '../../../lib/notify';
import { toAlertRuleInput, useAlertRuleMutations, useAlertRules } from '../api/alert-rules';
import { AlertRuleForm, NEW_RULE } from './alert-rule-form';
import { channelsText, cooldownText, scopeText, triggerText } from './alert-rule-summary';
import { errorText } from '../../../lib/error-text';
import { SettingsSection } from './settings-section';

type Editing = { kind: 'new' } | { kind: 'edit'; rule: AlertRuleDto } | null;

function RuleRow({ rule, onEdit }: { rule: AlertRuleDto; onEdit: () => void }) {
  const { update, remove } = useAlertRuleMutations();
  const [confirming, setConfirming] = useState(false);
  const toggle = () =>
    update.mutate(
      { id: rule.id, input: { ...toAlertRuleInput(rule), isActive: !rule.isActive } },
      { onError: (error) => void notify.error('Could not change the rule', errorText(error)) },
    );
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[1fr_auto] sm:items-start">
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-medium break-words">
          {rule.name}
          {rule.isActive ? null : <Badge tone="neutral">Paused</Badge>}
        </p>
        {/* The defaults are named after their trigger: it is said once. */}
        {triggerText(rule) === rule.name ? null : <p className="mt-1 text-sm">{triggerText(rule)}</p>}
        <p className="mt-0.5 text-sm break-words text-muted-foreground">{scopeText(rule)}</p>
        <p className="mt-0.5 text-sm text-muted-foreground">
          {channelsText(rule.channels)} · {cooldownText(rule.cooldownMinutes)}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <label className="flex min-h-9 items-center gap-2 text-sm">
          <input type="checkbox" role="switch" className="size-4 accent-brand" checked={rule.isActive} disabled={update.isPending} onChange={toggle} />
          On
        </label>
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Edit ${rule.name}`}>
          <Pencil aria-hidden="true" />
          Edit
        </Button>
        {confirming ? (
          <>
            <Button
              variant="outline"
              size="sm"
              className="border-danger text-danger-soft-foreground"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(rule.id, {
                  onSuccess: () => void notify.success('Alert rule deleted'),
                  onError: (error) => void notify.error('Could not delete the rule', errorText(error)),
                })
              }
            >
              Delete “{rule.name}”
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(false)}>
              Keep
            </Button>
          </>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => setConfirming(true)} aria-label={`Delete ${rule.name}`}>
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        )}
      </div>
    </li>
  );
}

/** Settings › Alert rules: which rank changes the user hears about, and where. */
export function AlertRulesSection() {
  const rules = useAlertRules();
  const { create, update, restore } = useAlertRuleMutations();
  const [editing, setEditing] = useState<Editing>(null);
  const [confirmRestore, setConfirmRestore] = useState(false);
  const items = rules.data ?? [];
  const saved = (message: string) => () => {
    setEditing(null);
    void notify.success(message);
  };
  const startEditing = (next: Editing) => {
    create.reset();
    update.reset();
    setEditing(next);
  };

  const restoreDefaults = () =>
    restore.mutate(undefined, {
      onSuccess: () => {
        setConfirmRestore(false);
        saved('Default alert rules restored')();
      },
      onError: (error) => void notify.error('Could not restore the defaults', errorText(error)),
    });

  return (
    <SettingsSection
      id="alert-rules-title"
      title="Alert rules"
      description="Choose which rank changes you hear about, and where. New accounts start with the defaults: any move up or down, and entering the top 10 or the top 3."
    >
      {rules.isPending ? (
        <div className="grid gap-3" aria-busy="true" aria-label="Loading alert rules">
          <Skeleton className="h-16" />
          <Skeleton className="h-16" />
        </div>
      ) : rules.isError ? (
        <LoadError what="your alert rules" error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <div className="grid gap-4">
          {items.length === 0 ? (
            <div className="flex flex-col items-start gap-2 rounded-lg border border-dashed border-border p-5 text-sm">
              <BellRing aria-hidden="true" className="size-5 text-muted-foreground" />
              <p className="font-medium">No alert rules</p>
              <p className="text-muted-foreground">You won’t hear about rank changes until you add a rule or restore the defaults.</p>
            </div>
          ) : (
            <ul className="divide-y divide-border" aria-label="Your alert rules">
              {items.map((rule) =>
                editing?.kind === 'edit' && editing.rule.id === rule.id ? (
                  <li key={rule.id} className="py-4">
                    <AlertRuleForm
                      initial={toAlertRuleInput(rule)}
                      submitLabel="Save rule"
                      pending={update.isPending}
                      serverError={update.isError ? errorText(update.error) : null}
                      onCancel={() => setEditing(null)}
                      onSubmit={(input) =>
                        update.mutate({ id: rule.id, input }, { onSuccess: saved('Alert rule saved') })
                      }
                    />
                  </li>
                ) : (
                  <RuleRow key={rule.id} rule={rule} onEdit={() => startEditing({ kind: 'edit', rule })} />
                ),
              )}
            </ul>
          )}
          {editing?.kind === 'new' ? (
            <AlertRuleForm
              initial={NEW_RULE}
              submitLabel="Add rule"
              pending={create.isPending}
              serverError={create.isError ? errorText(create.error) : null}
              onCancel={() => setEditing(null)}
              onSubmit={(input) => create.mutate(input, { onSuccess: saved('Alert rule added') })}
            />
          ) : confirmRestore ? (
            <div role="group" aria-label="Restore the default rules" className="flex flex-wrap items-center gap-2 text-sm">
              <p className="w-full">Your {items.length} rules will be replaced by the three defaults.</p>
              <Button variant="outline" disabled={restore.isPending} aria-busy={restore.isPending} onClick={restoreDefaults}>
                Replace with the defaults
              </Button>
              <Button variant="ghost" onClick={() => setConfirmRestore(false)}>
                Keep my rules
              </Button>
            </div>
          ) : (
            <div className="flex flex-wrap gap-2">
              <Button variant="outline" disabled={items.length >= MAX_ALERT_RULES} onClick={() => startEditing({ kind: 'new' })}>
                <Plus aria-hidden="true" />
                Add rule
              </Button>
              <Button
                variant="ghost"
                disabled={restore.isPending}
                onClick={() => (items.length === 0 ? restoreDefaults() : setConfirmRestore(true))}
              >
                <RotateCcw aria-hidden="true" />
                Restore defaults
              </Button>
            </div>
          )}
          {items.length >= MAX_ALERT_RULES ? (
            <p className="text-sm text-muted-foreground">You have {MAX_ALERT_RULES} rules, the most an account can have.</p>
          ) : null}
        </div>
      )}
    </SettingsSection>
  );
}
