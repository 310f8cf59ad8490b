import { describe, expect, it } from 'vitest';
import { formatPhoneNumber, PHONE_NUMBER_HINT, startPhoneVerificationSchema, toE164 } from './phone';

describe('toE164', () => {
  it.each([
    ['+44 7400 123456', '+447400123456'],
    ['+44 (0)7400 123-456', '+447400123456'],
    ['0044 7400 123456', '+447400123456'],
    [' +1 (202) 555-0143 ', '+12025550143'],
    ['+33 6 12 34 56 78', '+33612345678'],
    ['+49 151 23456789', '+4915123456789'],
  ])('reads %j as %s', (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each([
    ['07400 123456', 'no country code'],
    ['202 555 0143', 'no country code'],
    ['+44 20 7946 0958', 'a London landline: no text reaches it'],
    ['+1 800 555 0199', 'a toll-free number'],
    ['+1 202 555', 'too short'],
    ['+999 1234567', 'no such country code'],
    ['call me', 'not a number'],
  ])('refuses %j (%s)', (typed) => {
    expect(toE164(typed)).toBeNull();
  });
});

describe('the phone number form schema', () => {
  it('gives the number in E.164, or the hint', () => {
    expect(startPhoneVerificationSchema.parse({ phone: '+44 7400 123456' })).toEqual({ phone: '+447400123456' });
    expect(startPhoneVerificationSchema.safeParse({ phone: '07400 123456' }).error?.issues.map((issue) => issue.message)).toEqual([PHONE_NUMBER_HINT]);
    expect(startPhoneVerificationSchema.safeParse({ phone: '+'.repeat(41) }).success).toBe(false);
  });

  it('writes an E.164 number as people read it', () => {
    expect(formatPhoneNumber('+447400123456')).toBe('+44 7400 123456');
    expect(formatPhoneNumber('+12025550143')).toBe('+1 202 555 0143');
  });
});
