import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLocalNameServer, type LocalNameServer } from '../../testing/local-name-server';
import { parseNameServers, resolveOn } from './name-servers';

describe('name servers for user-supplied URLs', () => {
  let server: LocalNameServer;
  beforeAll(async () => {
    server = await startLocalNameServer({ 'site.test': '127.0.0.1', 'six.test': '::1' });
  });
  afterAll(() => server.close());

  it('resolves on the given server, A and AAAA', async () => {
    const resolve = resolveOn([server.address]);
    await expect(resolve('site.test')).resolves.toEqual([{ address: '127.0.0.1', family: 4 }]);
    await expect(resolve('six.test')).resolves.toEqual([{ address: '::1', family: 6 }]);
    expect(server.queries).toContain('site.test');
  });

  it('fails a name the server does not know as the system resolver would', async () => {
    await expect(resolveOn([server.address])('missing.test')).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('accepts addresses with optional ports and refuses anything else', () => {
    expect(parseNameServers(['10.0.0.2', '10.0.0.2:5353', '[fd00::53]:53', 'fd00::53'])).toHaveLength(4);
    for (const bad of ['dns.example', '10.0.0.2:99999', 'http://10.0.0.2', '']) {
      expect(() => parseNameServers([bad]), bad).toThrow(/not a name server address/);
    }
  });
});
