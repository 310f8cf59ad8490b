import { z } from 'zod';
import { MAX_COMPETITORS, rankCheckRequestSchema } from '../../../contracts/rank-check';
import { normalizeKeyword, parseTarget } from '../../../core/ranking';
import { supportsDevice } from '../../../core/search/devices';
import { ENGINE_LABELS } from '../../../core/search/engines';
import { AppError, MESSAGES } from '../../errors';
import type { RankCheckInput } from './run-rank-check';

export type RankCheckBody = z.output<typeof rankCheckRequestSchema>;

/**
 * True when the body lacks a website URL or keyword: absent, null, or blank once normalised. Values of the
 * wrong type are left to schema validation (INVALID_INPUT).
 */
export function isMissingInformation(body: unknown): boolean {
  if (typeof body !== 'object' || body === null) return true;
  const { websiteUrl, keyword } = body as Record<string, unknown>;
  const blank = (value: unknown, normalise: (text: string) => string) =>
    value === undefined || value === null || (typeof value === 'string' && normalise(value) === '');
  return blank(websiteUrl, (text) => text.trim()) || blank(keyword, normalizeKeyword);
}

/**
 * Validates a request body beyond its schema, with the spec's messages: both fields required
 * (MISSING_INFORMATION), a website we can parse, at most 3 non-blank competitors (blanks ignored), and a
 * device the engine can be asked for.
 */
export function normalizeRankCheckRequest(body: RankCheckBody): RankCheckInput {
  if (isMissingInformation(body)) throw new AppError('MISSING_INFORMATION', MESSAGES.missingInformation);
  const websiteUrl = body.websiteUrl.trim();
  const website = parseTarget(websiteUrl);
  if (!website.ok) throw new AppError('INVALID_INPUT', MESSAGES.invalidWebsite);

  const competitorUrls = (body.competitorUrls ?? []).map((url) => url.trim()).filter((url) => url !== '');
  if (competitorUrls.length > MAX_COMPETITORS) throw new AppError('INVALID_INPUT', MESSAGES.tooManyCompetitors);
  const competitors = competitorUrls.map((url) => {
    const parsed = parseTarget(url);
    if (!parsed.ok) throw new AppError('INVALID_INPUT', MESSAGES.invalidCompetitor);
    return { url, target: parsed.target };
  });

  if (!supportsDevice(body.searchEngine, body.device)) {
    throw new AppError('INVALID_INPUT', MESSAGES.desktopOnly(ENGINE_LABELS[body.searchEngine]));
  }
  return {
    websiteUrl,
    website: website.target,
    keyword: normalizeKeyword(body.keyword),
    location: body.location,
    engine: body.searchEngine,
    device: body.device,
    competitors,
  };
}
