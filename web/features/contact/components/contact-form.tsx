import { useRef, useState, type FormEvent } from 'react';
import Send from 'lucide-react/icons/send';
import type { ContactField, ContactRequest } from '../../../../contracts/contact';
import { CONTACT_LIMITS } from '../../../../contracts/contact-rules';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { EmailField } from '../../../components/ui/email-field';
import { TextField } from '../../../components/ui/text-field';
import { notify } from '../../../lib/notify';
import { useSendContactMessage } from '../api/send-contact-message';
import type { checkContact } from '../lib/check-contact';
import { firstProblem, type ContactProblems } from '../lib/contact-problems';
import { dismissToasts } from '../lib/dismiss-toasts';
import { sendErrorToast } from '../lib/send-error-toast';
import { MessageField } from './message-field';

type Check = typeof checkContact;
// The route's own schema checks the form; it comes with the schema library, asked for when the form is first used.
let loadingCheck: Promise<Check> | undefined;
function loadCheck(): Promise<Check> {
  loadingCheck ??= import('../lib/check-contact').then(
    (module) => module.checkContact,
    (error: unknown) => {
      // A failed download is asked for again at the next attempt.
      loadingCheck = undefined;
      throw error;
    },
  );
  return loadingCheck;
}

export const CONTACT_FIELD_IDS: Record<ContactField, string> = {
  name: 'contact-name',
  email: 'contact-email',
  message: 'contact-message',
};

interface ContactFormProps {
  values: ContactRequest;
  onChange: (field: ContactField, value: string) => void;
  /** The message as the server took it (trimmed). */
  onSent: (sent: ContactRequest) => void;
}

/**
 * Name, e-mail and message, checked with the route's schema before sending: the first problem is toasted in
 * the spec's style and focused, and every invalid field says what is wrong beside it. What was typed stays
 * on any error; the values live in the page.
 */
export function ContactForm({ values, onChange, onSent }: ContactFormProps) {
  const send = useSendContactMessage();
  const [problems, setProblems] = useState<ContactProblems>({});
  const [attempted, setAttempted] = useState(false);
  const [check, setCheck] = useState<Check | null>(null);
  const checking = useRef(false);
  // Asked for as soon as the visitor comes to the form, so it is there by the time they send.
  const prepare = () => {
    // A function in state is set through an updater, which answers it (setCheck(fn) would call it).
    if (!check) loadCheck().then((loaded) => setCheck(() => loaded), () => undefined);
  };

  const change = (field: ContactField) => (value: string) => {
    onChange(field, value);
    // After a first attempt (which had the check) the marks follow the typing, so a fixed field stops being marked at once.
    if (attempted && check) {
      const checked = check({ ...values, [field]: value });
      setProblems(checked.ok ? {} : checked.problems);
    }
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending || checking.current) return;
    checking.current = true;
    let run: Check;
    try {
      run = check ?? (await loadCheck());
    } catch {
      void notify.error('Message Not Sent', 'The page could not load part of itself. Check your connection and try again.');
      return;
    } finally {
      checking.current = false;
    }
    setCheck(() => run);
    setAttempted(true);
    const checked = run(values);
    if (!checked.ok) {
      setProblems(checked.problems);
      const first = firstProblem(checked.problems);
      if (first) {
        document.getElementById(CONTACT_FIELD_IDS[first.field])?.focus();
        void notify.error(first.title, first.description);
      }
      return;
    }
    setProblems({});
    send.mutate(checked.data, {
      onSuccess: () => {
        dismissToasts();
        onSent(checked.data);
      },
      onError: (error) => {
        const toast = sendErrorToast(error);
        void notify.error(toast.title, toast.description);
      },
    });
  };

  return (
    <form onSubmit={(event) => void submit(event)} onFocus={prepare} aria-label="Contact us" noValidate className="grid gap-5">
      <TextField
        id={CONTACT_FIELD_IDS.name}
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={CONTACT_LIMITS.name}
        error={problems.name}
        value={values.name}
        onChange={(event) => change('name')(event.target.value)}
      />
      <EmailField
        id={CONTACT_FIELD_IDS.email}
        label="E-mail"
        maxLength={CONTACT_LIMITS.email}
        hint="We reply to this address."
        error={problems.email}
        value={values.email}
        onChange={(event) => change('email')(event.target.value)}
      />
      <MessageField
        id={CONTACT_FIELD_IDS.message}
        name="message"
        required
        error={problems.message}
        value={values.message}
        onChange={change('message')}
      />
      <div>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? <Spinner /> : <Send aria-hidden="true" />}
          {send.isPending ? 'Sending...' : 'Send'}
        </Button>
      </div>
    </form>
  );
}
