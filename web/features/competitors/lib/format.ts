import { ENGINE_LABELS, isSearchEngine } from '../../../../core/search/engines';
import { isLocationCode, locationLabel } from '../../../../core/search/locations';

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

/** A check's day in the browser's own time zone, e.g. "Nov 24, 2026". */
export const formatDay = (iso: string) => dateFormat.format(new Date(iso));

/** '#7', or 'Not found' for 0 (outside the top 100). */
export const rankText = (rank: number) => (rank > 0 ? `#${rank}` : 'Not found');

/** An average rank to one decimal without a trailing '.0': '#7.8', '#3'. */
export const averageText = (average: number) => `#${average.toFixed(1).replace(/\.0$/, '')}`;

export const engineText = (engine: string) => (isSearchEngine(engine) ? ENGINE_LABELS[engine] : engine);
export const locationText = (code: string) => (isLocationCode(code) ? locationLabel(code) : code.toUpperCase());

/** 'Google, Bing · United States, Germany'. */
export const scopeText = (engines: readonly string[], locations: readonly string[]) =>
  `${engines.map(engineText).join(', ')} · ${locations.map(locationText).join(', ')}`;
