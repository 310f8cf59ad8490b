import { useEffect, useId, useRef, useState } from 'react';
import { INVITABLE_ROLES, type TeamMember } from '../../../../contracts/workspace';
import { Button } from '../../../components/ui/button';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';
import { notify } from '../../../lib/notify';
import { useUpdateMember } from '../api/team';
import { errorText } from '../../../lib/error-text';
import { FormError } from './form-message';
import { ROLE_LABELS, withArticle, type InvitableRole } from './role-text';
import { NO_SITE_CHOSEN, SiteChooser } from './site-chooser';

const isInvitable = (role: string): role is InvitableRole => (INVITABLE_ROLES as readonly string[]).includes(role);

/**
 * The owner's choice of someone's role: a new role (or a client's sites) is a draft until Save, so a slip of the
 * select changes nothing. Choosing client opens the sites they may see.
 */
export function MemberRoleControl({ member, sites }: { member: TeamMember & { role: InvitableRole }; sites: string[] }) {
  const id = useId();
  const [draft, setDraft] = useState<{ role: InvitableRole; sites: string[] } | null>(null);
  const [siteError, setSiteError] = useState<string | null>(null);
  const update = useUpdateMember();
  const role = draft?.role ?? member.role;
  // Save and Cancel go away with the draft: focus goes back to the select, once it is enabled again.
  const refocus = useRef(false);
  useEffect(() => {
    if (draft || update.isPending || !refocus.current) return;
    refocus.current = false;
    document.getElementById(`${id}-role`)?.focus();
  }, [draft, update.isPending, id]);

  const close = () => {
    setDraft(null);
    setSiteError(null);
    update.reset();
    refocus.current = true;
  };
  const choose = (next: string) => {
    if (!isInvitable(next)) return;
    update.reset();
    setSiteError(null);
    setDraft(next === member.role && next !== 'client' ? null : { role: next, sites: draft?.sites ?? member.sites });
  };
  const save = () => {
    if (!draft) return;
    if (draft.role === 'client' && draft.sites.length === 0) return setSiteError(NO_SITE_CHOSEN);
    update.mutate(
      { userId: member.userId, role: draft.role, sites: draft.role === 'client' ? draft.sites : [] },
      {
        onSuccess: () => {
          close();
          void notify.success('Role changed', `${member.email} is now ${withArticle(draft.role)}.`);
        },
      },
    );
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-end gap-2">
        <div className="w-full sm:w-48">
          <Label htmlFor={`${id}-role`}>
            Role<span className="sr-only"> of {member.email}</span>
          </Label>
          <Select id={`${id}-role`} value={role} disabled={update.isPending} onChange={(event) => choose(event.target.value)}>
            {INVITABLE_ROLES.map((value) => (
              <option key={value} value={value}>
                {ROLE_LABELS[value]}
              </option>
            ))}
          </Select>
        </div>
        {member.role === 'client' && !draft ? (
          <Button variant="outline" size="sm" onClick={() => setDraft({ role: 'client', sites: member.sites })}>
            Change sites<span className="sr-only"> {member.email} can see</span>
          </Button>
        ) : null}
      </div>
      {draft?.role === 'client' ? (
        <>
          <SiteChooser
            legend={`Sites ${member.email} can see`}
            sites={sites}
            value={draft.sites}
            error={siteError}
            onChange={(next) => {
              setSiteError(null);
              setDraft({ role: 'client', sites: next });
            }}
          />
          {member.role !== 'client' ? <p className="text-xs text-muted-foreground">A client runs no checks: the API keys they made here stop working.</p> : null}
        </>
      ) : null}
      <FormError message={update.isError ? errorText(update.error) : null} />
      {draft ? (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={save} disabled={update.isPending} aria-busy={update.isPending}>
            {update.isPending ? <Spinner /> : null}
            Save role<span className="sr-only"> of {member.email}</span>
          </Button>
          <Button size="sm" variant="outline" onClick={close} disabled={update.isPending}>
            Cancel
          </Button>
        </div>
      ) : null}
    </div>
  );
}
