import type { FastifyReply, FastifyRequest } from 'fastify';
import { SECOND_STEP_MINUTES } from './second-step';

/** The cookie binding a sign-in waiting for its second step to the browser that passed the first. */
export const SECOND_STEP_COOKIE = 'rc_two_step';

const options = (secure: boolean) => ({ httpOnly: true, sameSite: 'strict' as const, secure, path: '/api/v1/auth' });

export function setSecondStepCookie(reply: FastifyReply, token: string, secure: boolean): void {
  reply.setCookie(SECOND_STEP_COOKIE, token, { ...options(secure), maxAge: SECOND_STEP_MINUTES * 60 });
}

export const readSecondStepCookie = (request: FastifyRequest): string | undefined => request.cookies[SECOND_STEP_COOKIE];

export function clearSecondStepCookie(reply: FastifyReply, secure: boolean): void {
  reply.clearCookie(SECOND_STEP_COOKIE, options(secure));
}
