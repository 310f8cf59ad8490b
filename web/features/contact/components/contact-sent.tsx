import { useEffect, useRef } from 'react';
import MailCheck from 'lucide-react/icons/mail-check';
import { Button } from '../../../components/ui/button';

interface ContactSentProps {
  email: string;
  onSendAnother: () => void;
}

/** Takes the form's place once the message is in; focus moves to it so a screen reader announces it. */
export function ContactSent({ email, onSendAnother }: ContactSentProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="status" className="flex flex-col items-center py-6 text-center">
      <div className="flex size-14 items-center justify-center rounded-full bg-success-soft text-success-soft-foreground">
        <MailCheck aria-hidden="true" className="size-7" />
      </div>
      <h2 ref={heading} tabIndex={-1} className="mt-5 text-2xl font-semibold tracking-tight focus:outline-none">
        Message sent
      </h2>
      <p className="mt-2 max-w-sm text-muted-foreground">
        Thank you for writing. We'll reply to <span className="inline-block max-w-full font-medium wrap-anywhere text-foreground">{email}</span>,
        usually within two working days.
      </p>
      <Button variant="outline" className="mt-6" onClick={onSendAnother}>
        Send another message
      </Button>
    </div>
  );
}
