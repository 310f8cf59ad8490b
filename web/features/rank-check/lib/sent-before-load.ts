import { isSearchEngine } from '../../../../core/search/engines';
import { isLocationCode } from '../../../../core/search/locations';
import { INITIAL_FORM_VALUES, type RankCheckFormValues } from '../components/form-values';

// The names the checker's fields carry in the page's markup.
const FIELDS = ['websiteUrl', 'keyword', 'location', 'searchEngine'];
// The device's radio buttons are named after an id React makes (`…-device`).
const isField = (name: string) => FIELDS.includes(name) || name.endsWith('-device');

/**
 * The check a visitor sent in the instant before the page's script ran: the browser sent the form itself, as a
 * GET to the page, so what was typed is in the address. Null when the address holds no website or keyword.
 */
export function readSentCheck(search: string): RankCheckFormValues | null {
  const params = new URLSearchParams(search);
  const websiteUrl = params.get('websiteUrl')?.trim() ?? '';
  const keyword = params.get('keyword')?.trim() ?? '';
  if (websiteUrl === '' && keyword === '') return null;
  const location = params.get('location') ?? '';
  const searchEngine = params.get('searchEngine') ?? '';
  return {
    ...INITIAL_FORM_VALUES,
    websiteUrl,
    keyword,
    location: isLocationCode(location) ? location : INITIAL_FORM_VALUES.location,
    searchEngine: isSearchEngine(searchEngine) ? searchEngine : INITIAL_FORM_VALUES.searchEngine,
  };
}

/** The address without the checker's fields (anything else it holds stays). */
export function withoutSentCheck(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of [...params.keys()]) if (isField(name)) params.delete(name);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
