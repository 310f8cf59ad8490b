import { accessibilityViolations, expect, test } from './fixtures';
import { nextMailTo, uniqueEmail, type CaughtMail } from './support/control';

/** CONTACT_EMAIL of the e2e server (scripts/e2e-server.ts). */
const TEAM = 'team@rank-checker.test';

type TeamMail = CaughtMail & { headerLines: Record<string, string> };

/** The team's copy of the message `sender` sent (other specs' messages to the team may come first). */
async function teamMailFrom(sender: string): Promise<TeamMail> {
  for (let taken = 0; taken < 10; taken += 1) {
    const mail = (await nextMailTo(TEAM)) as TeamMail;
    if (mail.headerLines['reply-to'] === sender) return mail;
  }
  throw new Error(`no contact mail from ${sender} among the next 10 to ${TEAM}`);
}

// Toasts slide and fade in and out; axe would read their colours mid-animation. With reduced motion they
// appear and go at once (globals.css), as they do for a visitor who asks for it.
test.use({ reducedMotion: 'reduce' });

test('the contact form refuses bad input, then sends a message the team receives by e-mail, and confirms it', async ({ page }) => {
  const email = uniqueEmail('contact');
  const message = `Can I check rankings for a city instead of a country? (${email})`;
  await page.goto('/contact');
  await expect(page).toHaveTitle(/Contact Us/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  const form = page.getByRole('form', { name: 'Contact us' });
  const name = form.getByLabel('Name');
  const address = form.getByLabel('E-mail');
  const text = form.getByLabel('Message', { exact: true });

  // Nothing filled in: the spec's toast, and the first field marked and focused.
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Missing Information')).toBeVisible();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toBeFocused();

  // Filled in, but not acceptable: each field says what is wrong beside it.
  await name.fill('Ada Lovelace');
  await address.fill('ada-at-example.com');
  await text.fill('Too short');
  await form.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Invalid Information')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText('Please write at least 10 characters')).toBeVisible();
  await expect(address).toBeFocused();
  expect(await accessibilityViolations(page)).toEqual([]);

  await address.fill(email);
  await text.fill(message);
  await expect(form.getByText(`${message.length} / 5,000 characters`)).toBeVisible();
  await expect(address).not.toHaveAttribute('aria-invalid', 'true');
  await form.getByRole('button', { name: 'Send' }).click();

  await expect(page.getByRole('heading', { name: 'Message sent' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Message sent' })).toContainText(`We'll reply to ${email}`);
  await expect(form).toBeHidden();
  // The validation toast from before closes once the message is sent (axe would catch it mid-fade).
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  const mail = await teamMailFrom(email);
  expect(mail.subject).toBe('Contact form: Ada Lovelace');
  expect(mail.headerLines['reply-to']).toBe(email);
  expect(mail.text).toContain(message);

  // Another message starts from an empty message, the name and address kept.
  await page.getByRole('button', { name: 'Send another message' }).click();
  await expect(text).toHaveValue('');
  await expect(name).toHaveValue('Ada Lovelace');
  await expect(address).toHaveValue(email);
});
