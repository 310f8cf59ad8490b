import { useEffect, useId, useState, type FormEvent } from 'react';
import { MAX_TAG_LENGTH } from '../../../../contracts/tracking';
import { Button } from '../../../components/ui/button';
import { DialogFrame } from '../../../components/ui/dialog-frame';
import { FormFooter } from '../../../components/ui/form-footer';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { Spinner } from '../../../components/ui/spinner';

interface TagDialogProps {
  mode: 'tag' | 'untag' | null;
  /** The site's tags, offered to pick from. */
  tags: readonly string[];
  count: number;
  pending: boolean;
  onClose: () => void;
  onSubmit: (mode: 'tag' | 'untag', tags: string[]) => void;
}

/** Tags typed (comma-separated) split into the tags they name, blanks dropped. */
export const splitTags = (text: string) => [...new Set(text.split(',').map((tag) => tag.trim().replace(/\s+/g, ' ')).filter((tag) => tag !== ''))];

/** Adds tags to the selected keywords (typed, or one already used), or takes one off them. */
export function TagDialog({ mode, tags, count, pending, onClose, onSubmit }: TagDialogProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setText(mode === 'untag' ? (tags[0] ?? '') : '');
    setError(null);
  }, [mode, tags]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!mode) return;
    const chosen = mode === 'untag' ? [text] : splitTags(text);
    if (chosen.length === 0 || chosen[0] === '') return setError('Type a tag, or several separated by commas.');
    const long = chosen.find((tag) => tag.length > MAX_TAG_LENGTH);
    if (long) return setError(`“${long.slice(0, 20)}…” is longer than ${MAX_TAG_LENGTH} characters.`);
    onSubmit(mode, chosen);
  };
  const keywords = `${count.toLocaleString('en-US')} keyword${count === 1 ? '' : 's'}`;
  return (
    <DialogFrame
      open={mode !== null}
      onOpenChange={(open) => !open && !pending && onClose()}
      title={mode === 'untag' ? 'Remove a tag' : 'Tag keywords'}
      description={mode === 'untag' ? `Takes the tag off the ${keywords} selected.` : `Adds tags to the ${keywords} selected; the tags they have stay.`}
      size="sm"
    >
      <form onSubmit={submit} noValidate>
        <Label htmlFor={id}>{mode === 'untag' ? 'Tag' : 'Tags'}</Label>
        <div className="mt-1.5">
          {mode === 'untag' ? (
            <Select id={id} value={text} onChange={(event) => setText(event.target.value)}>
              {tags.map((tag) => (
                <option key={tag} value={tag}>
                  {tag}
                </option>
              ))}
            </Select>
          ) : (
            <Input id={id} value={text} onChange={(event) => setText(event.target.value)} list={`${id}-known`} placeholder="e.g. brand, priority" aria-describedby={error ? `${id}-error` : undefined} aria-invalid={error ? true : undefined} />
          )}
          <datalist id={`${id}-known`}>
            {tags.map((tag) => (
              <option key={tag} value={tag} />
            ))}
          </datalist>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm text-danger">
            {error}
          </p>
        ) : null}
        <FormFooter>
          <Button variant="outline" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" disabled={pending} aria-busy={pending}>
            {pending ? <Spinner className="size-4" /> : null}
            {mode === 'untag' ? 'Remove tag' : 'Add tags'}
          </Button>
        </FormFooter>
      </form>
    </DialogFrame>
  );
}
