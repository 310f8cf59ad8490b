import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptedSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  revokedSchema,
  signedInSchema,
} from '../../contracts/auth';
import { apiErrorSchema } from '../../contracts/api-error';
import { requireSessionUser, requireUser } from '../plugins/session';
import { changePassword, requestEmailChange } from '../services/auth/account-changes';
import { AUTH_MESSAGES } from '../services/auth/auth-messages';
import { deleteAccount } from '../services/auth/delete-account';
import { clearSessionCookie, revokeAllSessions, setSessionCookie } from '../services/auth/session-store';
import { loadSessionUser } from '../services/auth/session-user';
import { type AuthRouteOptions, clientOf, useAuthErrorHandler } from './auth-route-helpers';

const noContent = z.null().describe('No content');
const errors = { '4xx': apiErrorSchema, '5xx': apiErrorSchema };
const tags = ['account'];

/** Changes a signed-in user makes to their own account (settings page). */
export async function authAccountRoutes(app: FastifyInstance, options: AuthRouteOptions): Promise<void> {
  useAuthErrorHandler(app);
  const { deps } = options;
  const cookieOptions = { secure: options.secureCookies };
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    '/api/v1/auth/change-password',
    {
      schema: {
        'x-error-codes': ['INVALID_CREDENTIALS', 'PASSWORDS_DONT_MATCH', 'PASSWORD_TOO_SHORT', 'RATE_LIMITED', 'SECOND_STEP_REQUIRED'],
        operationId: 'changePassword',
        summary: 'Change the password',
        description: 'Changes the password after checking the current one, ends every session of the account and starts a new one in this browser.',
        tags,
        body: changePasswordRequestSchema,
        response: { 200: signedInSchema, ...errors },
      },
    },
    async (request, reply) => {
      const current = requireUser(request);
      const session = await changePassword(deps, current.id, request.body, clientOf(request));
      setSessionCookie(reply, session.token, session.expiresAt, cookieOptions);
      const user = await loadSessionUser(deps.pool, current.id);
      if (!user) throw new Error('user vanished after changing the password');
      return reply.header('cache-control', 'no-store').send({ user });
    },
  );

  r.post(
    '/api/v1/auth/change-email',
    {
      schema: {
        'x-error-codes': ['INVALID_CREDENTIALS', 'RATE_LIMITED', 'SECOND_STEP_REQUIRED'],
        operationId: 'startEmailChange',
        summary: 'Start an e-mail change',
        description: "Mails a confirmation link to the new address; the account's address changes only once that link is opened.",
        tags,
        body: changeEmailRequestSchema,
        response: { 202: acceptedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const current = requireUser(request);
      await requestEmailChange(deps, current.id, request.body, clientOf(request));
      return reply.status(202).send({ ok: true, message: AUTH_MESSAGES.changeEmailAccepted });
    },
  );

  r.post(
    '/api/v1/auth/sign-out-others',
    {
      schema: {
        operationId: 'signOutOtherSessions',
        summary: 'End every other session of this account',
        description: 'Signs out every other browser and device signed in to this account, keeps this one signed in, and answers how many sessions ended.',
        tags,
        response: { 200: revokedSchema, ...errors },
      },
    },
    async (request) => {
      const current = requireSessionUser(request);
      return { revoked: await revokeAllSessions(deps.pool, current.id, current.sessionId) };
    },
  );

  r.post(
    '/api/v1/me/delete',
    {
      schema: {
        'x-error-codes': ['INVALID_CREDENTIALS', 'PAYMENT_PROVIDER_ERROR', 'RATE_LIMITED', 'SECOND_STEP_REQUIRED'],
        operationId: 'deleteAccount',
        summary: 'Delete the account and all its data',
        description: 'Deletes the account and everything saved with it for good, after the password (or the typed e-mail address) confirms it is meant.',
        tags,
        body: deleteAccountRequestSchema,
        response: { 204: noContent, ...errors },
      },
    },
    async (request, reply) => {
      const current = requireUser(request);
      await deleteAccount(deps, current.id, request.body, clientOf(request));
      clearSessionCookie(reply, cookieOptions);
      return reply.status(204).send(null);
    },
  );
}
