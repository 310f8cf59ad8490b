import { describe, expect, it } from 'vitest';
import { mailboxKey } from './mailbox-key';

describe('mailboxKey', () => {
  it.each([
    ['ann@example.com', 'ann@example.com'],
    ['Ann@Example.COM', 'ann@example.com'],
    ['ann+1@example.com', 'ann@example.com'],
    ['ann+shop+x@example.com', 'ann@example.com'],
    ['a.n.n@example.com', 'a.n.n@example.com'],
    ['J.Doe+News@GoogleMail.com', 'jdoe@gmail.com'],
    ['j.doe@gmail.com', 'jdoe@gmail.com'],
    ['+tag@example.com', '+tag@example.com'],
    ['"a@b"@example.com', '"a@b"@example.com'],
  ])('%s counts as %s', (email, key) => {
    expect(mailboxKey(email)).toBe(key);
  });
});
