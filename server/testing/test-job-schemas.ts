import pg from 'pg';

/** graphile-worker schemas for test apps that run their own job runner (one app at a time per schema). */
export const TEST_JOB_SCHEMAS = Array.from({ length: 8 }, (_, i) => `graphile_worker_test_${i}`);

/**
 * Takes a spare job schema for one test app until `release()`: a session advisory lock per schema, so test
 * files running at once never share a runner's queue (one file's mail sent through another's SMTP catcher).
 */
export async function takeTestJobSchema(databaseUrl: string): Promise<{ schema: string; release(): Promise<void> }> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'test-job-schema' });
  await client.connect();
  for (;;) {
    for (const schema of TEST_JOB_SCHEMAS) {
      const { rows } = await client.query<{ ok: boolean }>('select pg_try_advisory_lock(hashtext($1)) as ok', [schema]);
      if (rows[0]?.ok) {
        // Jobs the previous holder left unsent would reach this app's mailer: a test that reads the first link
        // in its mail log must find its own.
        await client.query(`delete from ${schema}._private_jobs`);
        return { schema, release: () => client.end() };
      }
    }
    // Every schema is in use by other files: wait for one to come free.
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
