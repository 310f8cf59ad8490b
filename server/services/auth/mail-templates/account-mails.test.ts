import { describe, expect, it } from 'vitest';
import {
  alreadyRegisteredMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  resetPasswordMail,
  verificationMail,
} from './account-mails';

const LINK = 'https://rank.example.com/verify-email?token=abc_DEF-123';

describe('account mails', () => {
  it.each([
    ['verification', verificationMail(LINK), /24 hours/],
    ['reset', resetPasswordMail(LINK), /1 hour/],
    ['e-mail change', confirmEmailChangeMail(LINK, 'new@example.com'), /24 hours/],
  ])('%s: product name, button and plain link in HTML, link and expiry in text', (_name, mail, expiry) => {
    expect(mail.subject).toContain('Rank Checker');
    expect(mail.html).toContain('Rank Checker');
    expect(mail.html.match(new RegExp(`href="${LINK.replace(/[?.]/g, '\\$&')}"`, 'g'))).toHaveLength(2);
    expect(mail.html).toMatch(expiry);
    expect(mail.text).toContain(LINK);
    expect(mail.text).toMatch(expiry);
    expect(mail.text).not.toMatch(/<[a-z]/);
    expect(mail.links).toEqual([LINK]);
  });

  it('escapes text placed into HTML', () => {
    const mail = confirmEmailChangeMail('https://x.test/confirm-email?token=a&b=<c>', '"odd"<b>@example.com');
    expect(mail.html).not.toContain('<b>@');
    expect(mail.html).toContain('&quot;odd&quot;&lt;b&gt;@example.com');
    expect(mail.html).toContain('href="https://x.test/confirm-email?token=a&amp;b=&lt;c&gt;"');
  });

  it('tells the old address about a change without a link that could confirm it', () => {
    const mail = emailChangeNoticeMail('new@example.com', 'https://rank.example.com/settings');
    expect(mail.text).toContain('new@example.com');
    expect(mail.links).toEqual([]);
    expect(mail.text).not.toContain('token=');
  });

  it('points an existing account to sign-in and reset instead of a verification link', () => {
    const mail = alreadyRegisteredMail('https://rank.example.com/login', 'https://rank.example.com/forgot-password');
    expect(mail.text).toContain('https://rank.example.com/login');
    expect(mail.links).toEqual(['https://rank.example.com/forgot-password']);
  });
});
