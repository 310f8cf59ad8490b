// Runs the local OpenID Connect provider that stands in for Google, for browser specs and manual tries:
//   GOOGLE_CLIENT_ID=… GOOGLE_CLIENT_SECRET=… APP_URL=http://127.0.0.1:3100 FAKE_GOOGLE_PORT=3190 \
//     npx tsx server/testing/fake-google-server.ts
// then start the app with GOOGLE_ISSUER=http://127.0.0.1:3190 and the same client id/secret. Choose who signs
// in next with: curl -X POST --data '{"sub":"1","email":"a@example.com","email_verified":true}' \
//   http://127.0.0.1:3190/test/next-account
import { CONTROL_PATH, startFakeGoogle } from './fake-google';

const appUrl = (process.env.APP_URL ?? 'http://127.0.0.1:3000').replace(/\/+$/, '');
const fake = await startFakeGoogle({
  clientId: process.env.GOOGLE_CLIENT_ID ?? 'rank-checker-local',
  clientSecret: process.env.GOOGLE_CLIENT_SECRET ?? 'rank-checker-local-secret',
  redirectUri: `${appUrl}/api/v1/auth/google/callback`,
  port: Number(process.env.FAKE_GOOGLE_PORT ?? 0),
});
fake.setNextAccount({ sub: 'local-google-1', email: 'google.user@example.com', email_verified: true, name: 'Google User' });
process.stdout.write(`fake Google at ${fake.issuer} (choose the account: POST ${fake.issuer}${CONTROL_PATH})\n`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void fake.close().then(() => process.exit(0));
  });
}
