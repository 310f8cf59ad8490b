import { describe, expect, it } from 'vitest';
import { relyingPartyOf } from './relying-party';

describe('relyingPartyOf', () => {
  it('is APP_URL’s host name and origin', () => {
    expect(relyingPartyOf('https://rank.example.com')).toEqual({ id: 'rank.example.com', origin: 'https://rank.example.com', name: 'Rank Checker' });
    expect(relyingPartyOf('http://localhost:3000')).toEqual({ id: 'localhost', origin: 'http://localhost:3000', name: 'Rank Checker' });
  });

  it('is none where browsers refuse passkeys: an IP address, or plain http away from localhost', () => {
    expect(relyingPartyOf('http://127.0.0.1:3000')).toBeNull();
    expect(relyingPartyOf('https://[::1]:8443')).toBeNull();
    expect(relyingPartyOf('http://rank.example.com')).toBeNull();
  });
});
