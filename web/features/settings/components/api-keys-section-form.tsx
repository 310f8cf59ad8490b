import { useEffect, useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import Plus from 'lucide-react/icons/plus';
import { API_KEY_SCOPES, apiKeyCreateSchema, type ApiKeyCreated, type ApiKeyScope } from '../../../../contracts/api-key';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { TextField } from '../../../components/ui/text-field';
import { cn } from '../../../lib/cn';
import { useCreateApiKey } from '../api/api-keys';
import { SCOPE_LABELS } from './api-keys-section-item';
import { errorText } from '../../../lib/error-text';
import { FormMessage } from './settings-section';

// What each scope lets a program do, in the API's terms: read answers GET requests only.
const SCOPE_DESCRIPTIONS: Record<ApiKeyScope, string> = {
  read: 'Reads your history, reports, schedules and alerts. Changes nothing.',
  write: 'Also runs rank checks, and adds, changes or deletes schedules, alerts and your other data.',
};

interface CreateApiKeyFormProps {
  count: number;
  max: number;
  /** The key was made: the caller shows it, this once. */
  onCreated: (created: ApiKeyCreated) => void;
  /** The 'Create API key' button, where focus returns once the new key has been dealt with. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

/** 'Create API key', opening a form checked with the same schema as the route it posts to. */
export function CreateApiKeyForm({ count, max, onCreated, buttonRef }: CreateApiKeyFormProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiKeyScope>('read');
  const [nameError, setNameError] = useState<string | null>(null);
  const create = useCreateApiKey();
  // Set by Cancel: focus goes back to the button that opened the form (after a creation the new key takes it).
  const refocus = useRef(false);

  useEffect(() => {
    if (open || !refocus.current) return;
    refocus.current = false;
    buttonRef.current?.focus();
  }, [open, buttonRef]);

  const close = () => {
    setOpen(false);
    setName('');
    setScope('read');
    setNameError(null);
    create.reset();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const parsed = apiKeyCreateSchema.safeParse({ name, scope });
    if (!parsed.success) {
      setNameError(parsed.error.issues.find((issue) => issue.path[0] === 'name')?.message ?? null);
      return;
    }
    setNameError(null);
    create.mutate(parsed.data, {
      onSuccess: (created) => {
        close();
        onCreated(created);
      },
    });
  };

  if (count >= max && !open) {
    return <p className="text-sm text-muted-foreground">You have {max} API keys, the most an account can have. Revoke one to create another.</p>;
  }
  if (!open) {
    return (
      <div>
        <button ref={buttonRef} type="button" className={buttonClasses()} onClick={() => setOpen(true)}>
          <Plus aria-hidden="true" />
          Create API key
        </button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="grid gap-4 rounded-lg border border-border p-4">
      <h3 id={`${id}-title`} className="font-semibold">
        Create an API key
      </h3>
      <TextField
        label="Name"
        hint="e.g. Reporting dashboard"
        autoComplete="off"
        // Opened by the user's own click, so taking focus is expected, not a surprise.
        autoFocus
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <fieldset className="grid gap-2">
        <legend className="mb-1.5 text-sm font-medium">Access</legend>
        {API_KEY_SCOPES.map((value) => (
          <label
            key={value}
            className={cn(
              'flex cursor-pointer items-start gap-3 rounded-lg border border-input p-3 text-sm',
              'has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring',
              scope === value && 'border-brand bg-brand-soft/40',
            )}
          >
            <input
              type="radio"
              name={`${id}-scope`}
              value={value}
              checked={scope === value}
              onChange={() => setScope(value)}
              aria-labelledby={`${id}-${value}-label`}
              aria-describedby={`${id}-${value}`}
              className="mt-0.5 size-4 shrink-0 accent-brand"
            />
            <span className="min-w-0">
              <span id={`${id}-${value}-label`} className="block font-medium">
                {SCOPE_LABELS[value]}
              </span>
              <span id={`${id}-${value}`} className="block text-muted-foreground">
                {SCOPE_DESCRIPTIONS[value]}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      <FormMessage error={create.isError ? errorText(create.error) : null} />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending}>
          {create.isPending ? <Spinner /> : null}
          Create key
        </Button>
        <Button
          variant="outline"
          disabled={create.isPending}
          onClick={() => {
            refocus.current = true;
            close();
          }}
        >
          Cancel
        </Button>
      </div>
    </form>
  );
}
