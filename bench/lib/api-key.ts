import { apiKeyCreatedSchema } from '../../contracts/api-key';

/**
 * A new write key of the signed-in user behind `cookie`, made as the settings page makes it: POST
 * /api/v1/me/api-keys with the browser session. The key is in this answer only.
 */
export async function createApiKey(appUrl: string, cookie: string, name: string): Promise<string> {
  const response = await fetch(`${appUrl}/api/v1/me/api-keys`, {
    method: 'POST',
    headers: { cookie, 'content-type': 'application/json' },
    body: JSON.stringify({ name, scope: 'write' }),
  });
  if (response.status !== 201) throw new Error(`creating an API key answered ${response.status}: ${await response.text()}`);
  return apiKeyCreatedSchema.parse(await response.json()).key;
}
