import { useState } from 'react';
import Bug from 'lucide-react/icons/bug';
import CircleHelp from 'lucide-react/icons/circle-help';
import CreditCard from 'lucide-react/icons/credit-card';
import Handshake from 'lucide-react/icons/handshake';
import type { ContactField, ContactRequest } from '../../../../contracts/contact';
import { Card, CardContent, CardDescription, CardHeader } from '../../../components/ui/card';
import { site } from '../../../config/site';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { CONTACT_FIELD_IDS, ContactForm } from './contact-form';
import { ContactSent } from './contact-sent';

const TOPICS = [
  { icon: CircleHelp, title: 'Questions', text: 'How a check works, what a result means, which plan fits.' },
  { icon: CreditCard, title: 'Billing', text: 'Invoices, upgrades, cancelling or a charge you did not expect.' },
  { icon: Bug, title: 'Bugs', text: 'Something broken or odd: tell us what you did and what you saw.' },
  { icon: Handshake, title: 'Partnerships', text: 'Agencies, integrations and anything we could build together.' },
] as const;

interface ContactPageProps {
  /** The signed-in user's address, to start the E-mail field with; the visitor can still change it. */
  defaultEmail?: string | undefined;
}

/** /contact (public) — a message to the team: stored, e-mailed to them, and answered by e-mail. */
export function ContactPage({ defaultEmail }: ContactPageProps) {
  useDocumentTitle(`Contact Us — ${site.name}`);
  const [name, setName] = useState('');
  // null until the visitor types: the session's address fills it in whenever it arrives.
  const [email, setEmail] = useState<string | null>(null);
  const [message, setMessage] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);

  const values: ContactRequest = { name, email: email ?? defaultEmail ?? '', message };
  const change = (field: ContactField, value: string) => {
    if (field === 'name') setName(value);
    else if (field === 'email') setEmail(value);
    else setMessage(value);
  };
  const sendAnother = () => {
    // Name and address stay for the next message; only the message starts empty.
    setMessage('');
    setSentTo(null);
    requestAnimationFrame(() => document.getElementById(CONTACT_FIELD_IDS.message)?.focus());
  };

  return (
    // On wide screens the introduction and the topics sit beside the form; on a phone the form comes right
    // after the introduction, and the topics follow it.
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 sm:py-16 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:grid-rows-[auto_1fr] lg:gap-x-14 lg:gap-y-8">
      <header className="lg:col-start-1 lg:row-start-1">
        <h1 className="text-4xl font-bold tracking-tight text-balance sm:text-5xl">Contact us</h1>
        <p className="mt-4 text-lg text-muted-foreground">
          Write to us about anything to do with {site.name}. We read every message and answer by e-mail, usually within two
          working days.
        </p>
      </header>

      <Card className="self-start lg:col-start-2 lg:row-span-2 lg:row-start-1">
        {sentTo ? (
          <CardContent className="pt-5 sm:pt-6">
            <ContactSent email={sentTo} onSendAnother={sendAnother} />
          </CardContent>
        ) : (
          <>
            <CardHeader>
              <h2 className="text-lg font-semibold leading-tight">Send us a message</h2>
              <CardDescription>All fields are required.</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm values={values} onChange={change} onSent={(sent) => setSentTo(sent.email)} />
            </CardContent>
          </>
        )}
      </Card>

      <section aria-labelledby="contact-topics" className="lg:col-start-1 lg:row-start-2">
        <h2 id="contact-topics" className="text-lg font-semibold">
          What to write to us about
        </h2>
        <ul className="mt-4 grid gap-5 sm:grid-cols-2 lg:grid-cols-1">
          {TOPICS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-3">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-soft text-brand-soft-foreground">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block font-semibold">{title}</span>
                <span className="mt-0.5 block text-sm text-muted-foreground">{text}</span>
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
