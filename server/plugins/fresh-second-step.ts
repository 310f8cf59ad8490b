import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/pool';
import { assertFreshSecondStep } from '../services/auth/two-step/fresh-second-step';
import { SENSITIVE_OPERATIONS } from '../services/auth/two-step/sensitive-operations';

/**
 * The one place sensitive operations ask for a fresh second step: before the handler of any of them, a browser
 * session of an account with a second step set up must have passed one in the last few minutes, or the answer is
 * 403 SECOND_STEP_REQUIRED (the app then asks, confirms and tries again). A request with an API key is not asked:
 * keys are made from a session, which was. Registered after the role check, so a role that may not act is told so
 * rather than asked to confirm.
 */
export function registerFreshSecondStep(app: FastifyInstance, options: { db: Queryable; now: () => Date }): void {
  app.addHook('onRequest', async (request) => {
    const sessionId = request.user?.sessionId;
    if (!sessionId) return;
    const operationId = request.routeOptions.schema?.operationId;
    if (operationId === undefined || !SENSITIVE_OPERATIONS.has(operationId)) return;
    await assertFreshSecondStep(options.db, sessionId, options.now());
  });
}
