import { normalizeKeyword } from '../../../../core/ranking/normalize-keyword';
import { DEVICE_LABELS, DEVICES, supportsDevice, type Device } from '../../../../core/search/devices';
import { ENGINE_LABELS, SEARCH_ENGINES, type SearchEngine } from '../../../../core/search/engines';
import { LOCATIONS, type LocationCode } from '../../../../core/search/locations';
import { searchKey } from '../../../../core/search/query-identity';
import type { CsvRow } from '../../../lib/parse-csv';

/** One keyword to schedule, as the bulk preview lists it. `line` is where it came from (1-based). */
export interface KeywordRow {
  line: number;
  keyword: string;
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
  /** From a CSV's website column: this row's site instead of the form's. */
  websiteUrl?: string;
  /** From a CSV's competitors column (separated by ';' or '|'): this row's competitors instead of none. */
  competitorUrls?: string[];
}

export interface KeywordRowDefaults {
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
}

/** The engines the user's plan may schedule (the free plan: Google); all when omitted. */
export type AllowedEngines = readonly SearchEngine[] | undefined;

export interface KeywordRows {
  rows: KeywordRow[];
  /** Lines that cannot be scheduled as written, and why. */
  problems: { line: number; message: string }[];
  /** Lines left out because the same query is already in the list. */
  duplicates: number;
}

type Column = 'keyword' | 'location' | 'engine' | 'device' | 'website' | 'competitors';

const HEADER_NAMES: Record<string, Column> = {
  keyword: 'keyword',
  keywords: 'keyword',
  query: 'keyword',
  location: 'location',
  country: 'location',
  engine: 'engine',
  'search engine': 'engine',
  searchengine: 'engine',
  search_engine: 'engine',
  device: 'device',
  website: 'website',
  'website url': 'website',
  websiteurl: 'website',
  site: 'website',
  domain: 'website',
  url: 'website',
  competitors: 'competitors',
  competitor: 'competitors',
  'competitor urls': 'competitors',
  competitorurls: 'competitors',
};

const lower = (value: string) => value.trim().toLowerCase();

function findLocation(value: string): LocationCode | null {
  const wanted = lower(value);
  return LOCATIONS.find((location) => location.code === wanted || lower(location.label) === wanted)?.code ?? null;
}

function findEngine(value: string): SearchEngine | null {
  const wanted = lower(value).replace(/\s+/gu, '');
  return SEARCH_ENGINES.find((engine) => engine === wanted || lower(ENGINE_LABELS[engine]) === wanted) ?? null;
}

function findDevice(value: string): Device | null {
  const wanted = lower(value);
  if (wanted === 'phone') return 'mobile';
  return DEVICES.find((device) => device === wanted || lower(DEVICE_LABELS[device]) === wanted) ?? null;
}

/** Column positions: from a header row naming them (any order), else keyword, location, engine, device. */
function columnsOf(first: CsvRow | undefined): { positions: Record<Column, number>; header: boolean } {
  const named = first?.cells.map((cell) => HEADER_NAMES[lower(cell)]);
  if (named?.includes('keyword')) {
    const positions = { keyword: -1, location: -1, engine: -1, device: -1, website: -1, competitors: -1 };
    named.forEach((column, index) => {
      if (column && positions[column] === -1) positions[column] = index;
    });
    return { positions, header: true };
  }
  return { positions: { keyword: 0, location: 1, engine: 2, device: 3, website: -1, competitors: -1 }, header: false };
}

const queryKey = (row: Omit<KeywordRow, 'line'>) =>
  `${(row.websiteUrl ?? '').toLowerCase()}\u0000${searchKey({ keyword: row.keyword, engine: row.searchEngine, location: row.location, device: row.device })}`;

/** Competitors written in one cell, separated by ';' or '|' (a comma would split the CSV cell). */
const splitCompetitors = (value: string) =>
  value
    .split(/[;|]/u)
    .map((url) => url.trim())
    .filter((url) => url !== '');

/**
 * Rows of a CSV file (keyword[,location,engine,device], with or without a header row; with a header, also a
 * website and a competitors column, so one file can hold several sites) as keywords to schedule. Blank optional cells take the defaults; values are matched by code or by the name the app
 * shows ('gb' or 'United Kingdom', 'duckduckgo' or 'DuckDuckGo'). A row is refused when a value is unknown
 * or the engine has no mobile results; a query already listed is counted as a duplicate, not repeated.
 */
export function keywordRowsFromCsv(csv: CsvRow[], defaults: KeywordRowDefaults, allowedEngines?: AllowedEngines): KeywordRows {
  const { positions, header } = columnsOf(csv[0]);
  const result: KeywordRows = { rows: [], problems: [], duplicates: 0 };
  const seen = new Set<string>();
  for (const { line, cells } of header ? csv.slice(1) : csv) {
    const cell = (column: Column) => (positions[column] >= 0 ? (cells[positions[column]] ?? '').trim() : '');
    const keyword = normalizeKeyword(cell('keyword'));
    if (!keyword) {
      result.problems.push({ line, message: 'No keyword' });
      continue;
    }
    const location = cell('location') ? findLocation(cell('location')) : defaults.location;
    const searchEngine = cell('engine') ? findEngine(cell('engine')) : defaults.searchEngine;
    const device = cell('device') ? findDevice(cell('device')) : defaults.device;
    if (!location) {
      result.problems.push({ line, message: `Unknown location “${cell('location')}”` });
    } else if (!searchEngine) {
      result.problems.push({ line, message: `Unknown search engine “${cell('engine')}”` });
    } else if (!device) {
      result.problems.push({ line, message: `Unknown device “${cell('device')}” (desktop or mobile)` });
    } else if (allowedEngines && !allowedEngines.includes(searchEngine)) {
      result.problems.push({ line, message: `${ENGINE_LABELS[searchEngine]} is not in your plan: it schedules ${allowedEngines.map((e) => ENGINE_LABELS[e]).join(', ')} checks` });
    } else if (!supportsDevice(searchEngine, device)) {
      result.problems.push({ line, message: `${ENGINE_LABELS[searchEngine]} results can only be checked for desktop` });
    } else {
      const website = cell('website');
      const competitors = cell('competitors');
      const row: KeywordRow = {
        line,
        keyword,
        location,
        searchEngine,
        device,
        ...(website ? { websiteUrl: website } : {}),
        ...(competitors ? { competitorUrls: splitCompetitors(competitors) } : {}),
      };
      if (seen.has(queryKey(row))) {
        result.duplicates += 1;
      } else {
        seen.add(queryKey(row));
        result.rows.push(row);
      }
    }
  }
  return result;
}

/** Pasted keywords, one a line, all with the form's location, engine and device. */
export function keywordRowsFromText(text: string, defaults: KeywordRowDefaults): KeywordRows {
  const lines = text.replace(/^\uFEFF/u, '').split(/\r\n|\n|\r/u);
  const result: KeywordRows = { rows: [], problems: [], duplicates: 0 };
  const seen = new Set<string>();
  lines.forEach((raw, index) => {
    const keyword = normalizeKeyword(raw);
    if (!keyword) return;
    const row = { line: index + 1, keyword, ...defaults };
    if (seen.has(queryKey(row))) {
      result.duplicates += 1;
    } else {
      seen.add(queryKey(row));
      result.rows.push(row);
    }
  });
  return result;
}
