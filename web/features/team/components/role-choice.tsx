import { useId } from 'react';
import { INVITABLE_ROLES } from '../../../../contracts/workspace';
import { cn } from '../../../lib/cn';
import { ROLE_LABELS, ROLE_SUMMARIES, type InvitableRole } from './role-text';

/** The roles one can invite as, each with what it may do in one line. */
export function RoleChoice({ value, onChange, disabled = false }: { value: InvitableRole; onChange: (role: InvitableRole) => void; disabled?: boolean }) {
  const id = useId();
  return (
    <fieldset className="grid min-w-0 gap-2">
      <legend className="mb-1.5 text-sm font-medium">Role</legend>
      {INVITABLE_ROLES.map((role) => (
        <label
          key={role}
          className={cn(
            'flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 text-sm',
            'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring has-[:disabled]:cursor-not-allowed has-[:disabled]:opacity-60',
            value === role && 'border-brand bg-brand-soft/40',
          )}
        >
          <input
            type="radio"
            name={`${id}-role`}
            value={role}
            checked={value === role}
            disabled={disabled}
            onChange={() => onChange(role)}
            aria-labelledby={`${id}-${role}-label`}
            aria-describedby={`${id}-${role}`}
            className="mt-0.5 size-4 shrink-0 accent-brand"
          />
          <span className="min-w-0">
            <span id={`${id}-${role}-label`} className="block font-medium">
              {ROLE_LABELS[role]}
            </span>
            <span id={`${id}-${role}`} className="block text-muted-foreground">
              {ROLE_SUMMARIES[role]}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
