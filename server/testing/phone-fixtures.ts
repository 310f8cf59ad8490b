import { randomInt } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { toE164 } from '../../contracts/phone';
import type { FakeTwilio } from './fake-twilio';
import { uniqueIp } from './guest-client';

const used = new Set<string>();

/**
 * A mobile number no other test of the run uses, in E.164: +1 202 555 then four random digits (a Washington, DC
 * number of the 555 exchange, which libphonenumber's mobile data accepts). Every test file shares one database,
 * where a verified number belongs to one account.
 */
export function freshPhoneNumber(): string {
  for (;;) {
    const e164 = toE164(`+1202555${String(randomInt(10_000)).padStart(4, '0')}`);
    if (e164 && !used.has(e164)) {
      used.add(e164);
      return e164;
    }
  }
}

/** The code a text message carries. */
export function codeIn(text: string): string {
  const code = /^(\d{6}) is your /.exec(text)?.[1];
  if (!code) throw new Error(`no code in the text "${text}"`);
  return code;
}

/** A signed-in request to the account's phone routes, from a client address of its own unless given. */
export function phoneRequest(app: FastifyInstance, cookie: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object, ip = uniqueIp()): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { cookie }, remoteAddress: ip, ...(payload ? { payload } : {}) });
}

/** Texts a code to `e164` for the signed-in account and confirms it with the code the Twilio stand-in received. */
export async function verifyPhone(app: FastifyInstance, twilio: FakeTwilio, cookie: string, e164: string): Promise<void> {
  const started = await phoneRequest(app, cookie, 'POST', '/api/v1/me/phone', { phone: e164 });
  if (started.statusCode !== 200) throw new Error(`texting ${e164} answered ${started.statusCode}: ${started.body}`);
  const code = codeIn((await twilio.nextMessageTo(e164)).body);
  const confirmed = await phoneRequest(app, cookie, 'POST', '/api/v1/me/phone/confirm', { code });
  if (confirmed.statusCode !== 200) throw new Error(`confirming ${e164} answered ${confirmed.statusCode}: ${confirmed.body}`);
}
