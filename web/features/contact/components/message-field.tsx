import { useId, type TextareaHTMLAttributes } from 'react';
import { CONTACT_LIMITS } from '../../../../contracts/contact-rules';
import { fieldClasses } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';

interface MessageFieldProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id' | 'value' | 'onChange'> {
  id?: string;
  value: string;
  onChange: (value: string) => void;
  /** Shown under the field; marks the textarea invalid for assistive technology. */
  error?: string | null;
}

const count = new Intl.NumberFormat('en-US');

/**
 * The message textarea, built like TextField: label, the character count as its hint and the error, all
 * linked with aria-describedby. The browser stops typing at the limit, so the count never runs over it.
 */
export function MessageField({ id, value, onChange, error, className, ...props }: MessageFieldProps) {
  const generated = useId();
  const fieldId = id ?? generated;
  const used = value.length;
  const describedBy = [`${fieldId}-count`, error ? `${fieldId}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <Label htmlFor={fieldId}>Message</Label>
      <textarea
        id={fieldId}
        rows={7}
        maxLength={CONTACT_LIMITS.messageMax}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        className={cn(fieldClasses, 'h-auto min-h-40 resize-y py-2.5 leading-relaxed', error && 'border-danger')}
        {...props}
      />
      <p id={`${fieldId}-count`} className="mt-1.5 flex flex-wrap justify-between gap-x-3 text-xs text-muted-foreground">
        <span>At least {CONTACT_LIMITS.messageMin} characters.</span>
        <span className="tabular-nums">
          {count.format(used)} / {count.format(CONTACT_LIMITS.messageMax)} characters
        </span>
      </p>
      {error ? (
        <p id={`${fieldId}-error`} className="mt-1.5 text-sm font-medium text-danger-soft-foreground">
          {error}
        </p>
      ) : null}
    </div>
  );
}
