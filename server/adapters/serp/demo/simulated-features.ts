import type { Device } from '../../../../core/search/devices';
import { ENGINE_SERP_FEATURES, type AiOverviewReference, type PageFeature, type PageFeatures } from '../../../../core/search/serp-features';
import type { SerpEntry } from '../serp-provider';
import { seededRandom } from './prng';
import type { SerpContext } from './synthetic-serp';

/** Keywords people search for a place near them: those pages show a local pack. */
const LOCAL_INTENT = /\b(near me|store|shop|restaurant|cafe|plumber|dentist|hotel|salon|gym)\b/iu;
/** Share of keywords whose simulated page shows each feature (the local pack goes by the words instead). */
const SHARE = { answerBox: 0.4, peopleAlsoAsk: 0.7, videos: 0.25, images: 0.2, sitelinks: 0.6, aiOverview: 0.4 } as const;
/** Of the simulated AI Overviews, this share is one Google showed and could not generate. */
const UNREADABLE_SHARE = 1 / 6;

/**
 * The features of a simulated first page: the same for the same engine, location, keyword and device, drawn
 * from the page's own results, so the site and its competitors hold them when they rank near the top (and lose
 * them when they move down). Only the features the engine's real pages show, as core/search/serp-features says;
 * an AI Overview (Google) is sometimes unreadable, as Google's sometimes are. Labelled simulated like every
 * result of this engine.
 */
export function simulatedFeatures(ctx: SerpContext, device: Device, entries: readonly SerpEntry[]): PageFeatures {
  const random = seededRandom('features', ctx.engine, ctx.location, ctx.keyword, device);
  const top = entries.slice(0, 10).flatMap((entry) => (entry.url ? [entry.url] : []));
  const pickFrom = (urls: readonly string[], count: number) => {
    const pool = [...urls];
    const picked: string[] = [];
    while (picked.length < count && pool.length > 0) picked.push(...pool.splice(Math.floor(random() * pool.length), 1));
    return picked;
  };
  const can = new Set(ENGINE_SERP_FEATURES[ctx.engine]);
  const blocks: PageFeature[] = [];
  // Each draw happens whether or not the engine shows the feature, so one engine's page does not shift another's.
  const draws = {
    answerBox: random() < SHARE.answerBox,
    peopleAlsoAsk: random() < SHARE.peopleAlsoAsk,
    videos: random() < SHARE.videos,
    images: random() < SHARE.images,
    sitelinks: random() < SHARE.sitelinks,
    aiOverview: random() < SHARE.aiOverview,
    unreadable: random() < UNREADABLE_SHARE,
  };
  if (can.has('answer_box') && draws.answerBox) blocks.push({ feature: 'answer_box', links: pickFrom(top.slice(0, 3), 1) });
  if (can.has('people_also_ask') && draws.peopleAlsoAsk) blocks.push({ feature: 'people_also_ask', links: pickFrom(top, 2 + Math.floor(random() * 2)) });
  if (can.has('local_pack') && LOCAL_INTENT.test(ctx.keyword)) blocks.push({ feature: 'local_pack', links: pickFrom(top, 3) });
  if (can.has('videos') && draws.videos) blocks.push({ feature: 'videos', links: ['https://www.youtube.com/watch?v=simulated'] });
  if (can.has('images') && draws.images) blocks.push({ feature: 'images', links: [] });
  if (can.has('sitelinks') && draws.sitelinks && top[0]) blocks.push({ feature: 'sitelinks', links: [top[0]] });
  if (!can.has('ai_overview') || !draws.aiOverview) return { blocks, aiOverview: { state: 'none' } };
  if (draws.unreadable) return { blocks, aiOverview: { state: 'unreadable', reason: "Can't generate an AI overview right now. Try again later." } };
  const references: AiOverviewReference[] = pickFrom(top, 3 + Math.floor(random() * 4)).map((url) => ({ url, title: new URL(url).hostname, source: new URL(url).hostname.replace(/^www\./u, '') }));
  return { blocks, aiOverview: { state: 'shown', references } };
}
