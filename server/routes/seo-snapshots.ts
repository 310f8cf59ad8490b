import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '../../contracts/api-error';
import { seoSnapshotRequestSchema, seoSnapshotSchema } from '../../contracts/seo-snapshot';
import { resolvePrincipal } from '../plugins/resolve-principal';
import { createSeoSnapshot, type SeoSnapshotDeps, type SnapshotRequester } from '../services/seo-snapshot/create-seo-snapshot';
import { getSeoSnapshot } from '../services/seo-snapshot/get-seo-snapshot';

export interface SeoSnapshotRouteOptions {
  deps: SeoSnapshotDeps;
  secureCookies: boolean;
  /** Keyed hash of a client address: a guest's allowance is counted under it. */
  guestIpKey: (ip: string) => string;
}

/**
 * The SEO snapshot of a page (spec §1-3, §5, §7): POST takes one (on-page facts at once, PageSpeed as a job for
 * signed-in users), GET reads it again while PageSpeed runs. Guests may use both; a guest's snapshots belong to
 * their guest cookie.
 */
export async function seoSnapshotRoutes(app: FastifyInstance, options: SeoSnapshotRouteOptions): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const requester = (request: FastifyRequest, reply: FastifyReply): SnapshotRequester => {
    const principal = resolvePrincipal(request, reply, { secure: options.secureCookies, ipKey: options.guestIpKey });
    return principal.kind === 'user' ? { kind: 'user', userId: principal.userId } : principal;
  };

  api.post(
    '/api/v1/seo-snapshots',
    {
      schema: {
        operationId: 'takeSeoSnapshot',
        summary: 'Take an SEO snapshot of a page',
        description:
          "Reads a page's title, description, mobile-friendliness and other on-page facts (cached for an hour per URL), and for signed-in users its PageSpeed score (cached for a day; runs in the background, so poll GET). With checkId the snapshot is saved with that check and lists what changed since the previous check of the same query. Limited per hour per user and per guest address.",
        tags: ['seo snapshots'],
        // NOT_FOUND: a checkId that is not one of the caller's checks; RATE_LIMITED: the hourly snapshot allowance.
        'x-error-codes': ['NOT_A_MEMBER', 'NOT_FOUND', 'RATE_LIMITED', 'ROLE_FORBIDDEN', 'TWO_STEP_REQUIRED_BY_TEAM'],
        body: seoSnapshotRequestSchema,
        response: { 201: seoSnapshotSchema, '4xx': apiErrorSchema, '5xx': apiErrorSchema },
      },
    },
    async (request, reply) => {
      const snapshot = await createSeoSnapshot(options.deps, requester(request, reply), request.body);
      return reply.code(201).send(snapshot);
    },
  );

  api.get(
    '/api/v1/seo-snapshots/:id',
    {
      schema: {
        operationId: 'getSeoSnapshot',
        summary: 'One of your SEO snapshots',
        description: "Answers one of the caller's SEO snapshots with its PageSpeed run as it stands now (pending, ready or unavailable), for polling until the score is in.",
        tags: ['seo snapshots'],
        params: z.object({ id: z.uuid('Not a snapshot id.') }),
        response: { 200: seoSnapshotSchema, '4xx': apiErrorSchema },
      },
    },
    async (request, reply) => getSeoSnapshot(options.deps.pool, requester(request, reply), request.params.id, options.deps.now()),
  );
}
