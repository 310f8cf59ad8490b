import { Logger, runOnce, type TaskList } from 'graphile-worker';
import type { Pool } from '../db/pool';

const quietWorker = new Logger(() => () => undefined);

/**
 * Test helper: runs the tasks' jobs until none is due, as a continuous runner would. graphile-worker's runOnce
 * alone stops early with named queues: it records a job's end without awaiting it, so the next job of the same
 * queue can still look locked when it asks for work, and it returns before that end is recorded.
 */
export async function runDueJobs(pool: Pool, schema: string, taskList: TaskList): Promise<void> {
  if (!/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`not a job schema name: ${schema}`);
  const tasks = Object.keys(taskList);
  for (let rounds = 0; ; rounds += 1) {
    await runOnce({ pgPool: pool, schema, taskList, logger: quietWorker });
    for (let polls = 0; ; polls += 1) {
      const { rows } = await pool.query<{ locked: number; due: number }>(
        `select count(*) filter (where j.locked_at is not null)::int as locked,
                count(*) filter (where j.locked_at is null and j.run_at <= now() and j.attempts < j.max_attempts)::int as due
           from ${schema}._private_jobs j join ${schema}._private_tasks t on t.id = j.task_id
          where t.identifier = any($1::text[])`,
        [tasks],
      );
      const state = rows[0] ?? { locked: 0, due: 0 };
      if (state.locked === 0) {
        if (state.due === 0) return;
        break;
      }
      if (polls > 300) throw new Error(`jobs in ${schema} still locked after 300 polls`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    if (rounds > 100) throw new Error(`jobs in ${schema} still due after 100 rounds`);
  }
}
