import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startFakeTwilio, type FakeTwilio } from '../../testing/fake-twilio';
import { createSmsSender } from './index';
import { readTwilioAnswer } from './twilio-answers';
import type { SmsLogger } from './sms-sender';
import { createTwilioSmsSender } from './twilio-sms-sender';

const quiet: SmsLogger = { info: () => undefined, warn: () => undefined };
const message = { to: '+12025550143', text: '123456 is your code.\n\n@rank.example #123456' };

describe('the Twilio sender, against a stand-in speaking the Messages API', () => {
  let twilio: FakeTwilio;
  beforeAll(async () => {
    twilio = await startFakeTwilio();
  });
  afterAll(() => twilio.close());
  beforeEach(() => twilio.respondWith('accept'));

  const sender = (overrides: Partial<Parameters<typeof createTwilioSmsSender>[0]> = {}, logger = quiet) =>
    createTwilioSmsSender({ accountSid: twilio.accountSid, authToken: twilio.authToken, sender: { from: '+15005550006' }, apiBase: `${twilio.url}/`, ...overrides }, logger);

  it('posts the form to the account’s Messages.json with HTTP Basic, and answers the message sid', async () => {
    const result = await sender().send(message);
    const sent = twilio.messages.at(-1);
    expect(result).toEqual({ ok: true, id: sent?.sid });
    expect(sent?.sid).toMatch(/^SM[0-9a-f]{32}$/);
    expect(sent).toMatchObject({ to: '+12025550143', from: '+15005550006', messagingServiceSid: null, body: message.text });
    expect(sent?.authorization).toBe(`Basic ${Buffer.from(`${twilio.accountSid}:${twilio.authToken}`).toString('base64')}`);
    expect(sent?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('sends through a Messaging Service instead of a From number when configured so', async () => {
    expect((await sender({ sender: { messagingServiceSid: 'MG0123' } }).send(message)).ok).toBe(true);
    expect(twilio.messages.at(-1)).toMatchObject({ from: null, messagingServiceSid: 'MG0123' });
  });

  it('tells a number Twilio will not text apart from a failure, and logs why without the text', async () => {
    const warnings: unknown[] = [];
    twilio.respondWith('invalid_number');
    const logger: SmsLogger = { info: () => undefined, warn: (obj) => void warnings.push(obj) };
    const rejected = await sender({}, logger).send(message);
    expect(rejected).toMatchObject({ ok: false, reason: 'number_rejected' });
    expect(!rejected.ok && rejected.detail).toContain('Twilio error 21211');
    twilio.respondWith('server_error');
    expect(await sender().send(message)).toMatchObject({ ok: false, reason: 'unavailable' });
    expect(JSON.stringify(warnings)).not.toContain('123456');
    expect(warnings).toEqual([expect.objectContaining({ to: '+12…43', reason: 'number_rejected' })]);
  });

  it('answers unavailable for wrong credentials, no server, and a server that never answers', async () => {
    expect(await sender({ authToken: 'wrong' }).send(message)).toMatchObject({ ok: false, reason: 'unavailable', detail: expect.stringContaining('20003') });
    expect(await sender({ apiBase: 'http://127.0.0.1:9' }).send(message)).toMatchObject({ ok: false, reason: 'unavailable' });
    twilio.respondWith('hang');
    // Without the timeout this send would wait until the test itself times out.
    expect(await sender({ timeoutMs: 100 }).send(message)).toEqual({ ok: false, reason: 'unavailable', detail: 'no answer within 100 ms' });
  });

  it.each([
    [201, '{"sid":"SM1","status":"queued"}', { ok: true, id: 'SM1' }],
    [201, '{"status":"queued"}', { ok: false, reason: 'unavailable' }],
    [400, '{"code":21614,"message":"To number is not a mobile number","more_info":"https://www.twilio.com/docs/errors/21614","status":400}', { ok: false, reason: 'number_rejected' }],
    [400, '{"code":21610,"message":"Attempt to send to unsubscribed recipient","status":400}', { ok: false, reason: 'number_rejected' }],
    [429, '{"code":20429,"message":"Too Many Requests","more_info":null,"status":429}', { ok: false, reason: 'unavailable' }],
    [502, '<html>Bad gateway</html>', { ok: false, reason: 'unavailable' }],
  ])('reads an HTTP %i answer %s', (status, text, expected) => {
    expect(readTwilioAnswer(status, text)).toMatchObject(expected);
  });
});

describe('createSmsSender', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'rank-checker-sms-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('without Twilio writes each text in full to DATA_DIR/sms.log, readable by the server only, and logs it without the code', async () => {
    const logged: unknown[] = [];
    const sender = createSmsSender({ twilio: undefined, dataDir }, { info: (obj) => logged.push(obj), warn: () => undefined });
    expect(sender.kind).toBe('log');
    expect((await sender.send(message)).ok).toBe(true);
    const file = path.join(dataDir, 'sms.log');
    const text = await readFile(file, 'utf8');
    expect(text).toContain('To: +12025550143');
    expect(text).toContain(message.text);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.stringify(logged)).not.toContain('123456');
    expect(logged).toEqual([{ to: '+12…43', file }]);
  });

  it('picks Twilio when it is configured', () => {
    const twilio = { accountSid: 'AC1', authToken: 't', sender: { from: '+15005550006' }, apiBase: 'https://api.twilio.com' };
    expect(createSmsSender({ twilio, dataDir }, quiet).kind).toBe('twilio');
  });
});
