import { MAX_KEYWORDS_PER_ADD, MAX_QUERIES_PER_ADD, type AddKeywordsInput } from '../../../../contracts/tracking';
import { isDevice, type Device } from '../../../../core/search/devices';
import { isSearchEngine, type SearchEngine } from '../../../../core/search/engines';
import { isLocationCode, type LocationCode } from '../../../../core/search/locations';
import type { CsvRow } from '../../../lib/parse-csv';

/** A keyword to track, with its own tags and, from a CSV file, where to track it. */
export interface ListedKeyword {
  keyword: string;
  tags: string[];
  engine?: SearchEngine;
  location?: LocationCode;
  device?: Device;
}

const splitTags = (cell: string) => [...new Set(cell.split(/[;|]/).map((tag) => tag.trim().replace(/\s+/g, ' ')).filter((tag) => tag !== ''))];

/**
 * Pasted lines: one keyword a line, optionally followed by its tags after a tab or " | " ("blue tiles | brand;
 * q4"). Blank lines are skipped.
 */
export function keywordsFromText(text: string): ListedKeyword[] {
  return text
    .split(/\r\n|\n|\r/)
    .map((line) => {
      const [keyword = '', tags = ''] = line.split(/\t| \| /);
      return { keyword: keyword.trim(), tags: splitTags(tags) };
    })
    .filter((item) => item.keyword !== '');
}

/**
 * A CSV file: a header row naming a Keyword column, and optionally Tags (separated by semicolons), Search engine,
 * Location and Device, as the keyword export writes them. Without a header, the first column is the keyword.
 * Answers the keywords and the lines it could not read.
 */
export function keywordsFromCsv(rows: readonly CsvRow[]): { items: ListedKeyword[]; problems: string[] } {
  const header = rows[0]?.cells.map((cell) => cell.trim().toLowerCase()) ?? [];
  const column = (...names: string[]) => header.findIndex((cell) => names.includes(cell));
  const keywordColumn = column('keyword', 'keywords');
  const hasHeader = keywordColumn >= 0;
  const at = { keyword: hasHeader ? keywordColumn : 0, tags: column('tags', 'tag'), engine: column('search engine', 'engine'), location: column('location', 'country'), device: column('device') };
  const items: ListedKeyword[] = [];
  const problems: string[] = [];
  for (const row of hasHeader ? rows.slice(1) : rows) {
    const cell = (index: number) => (index >= 0 ? (row.cells[index] ?? '').trim() : '');
    // The export guards cells against spreadsheet formulas with a leading apostrophe: read back without it.
    const keyword = cell(at.keyword).replace(/^'(?=[=+\-@])/, '');
    if (!keyword) continue;
    const engine = cell(at.engine).toLowerCase();
    const location = cell(at.location).toLowerCase();
    const device = cell(at.device).toLowerCase();
    if ((engine && !isSearchEngine(engine)) || (location && !isLocationCode(location)) || (device && !isDevice(device))) {
      problems.push(`Line ${row.line}: “${engine || location || device}” is not an engine, location or device we check.`);
      continue;
    }
    items.push({
      keyword,
      tags: splitTags(cell(at.tags)),
      ...(engine && isSearchEngine(engine) ? { engine } : {}),
      ...(location && isLocationCode(location) ? { location } : {}),
      ...(device && isDevice(device) ? { device } : {}),
    });
  }
  return { items, problems };
}

export interface AddChoices {
  websiteUrl: string;
  engines: SearchEngine[];
  locations: LocationCode[];
  devices: Device[];
  tags: string[];
  intervalType: NonNullable<AddKeywordsInput['intervalType']>;
}

/**
 * The requests that add a list: keywords without a place of their own go on every engine, location and device
 * chosen (one request); keywords a CSV placed go where it says, one request per place.
 */
export function addRequests(items: readonly ListedKeyword[], choices: AddChoices, dryRun: boolean): AddKeywordsInput[] {
  const groups = new Map<string, { engines: SearchEngine[]; locations: LocationCode[]; devices: Device[]; keywords: { keyword: string; tags: string[] }[] }>();
  for (const item of items) {
    const engines = item.engine ? [item.engine] : choices.engines;
    const locations = item.location ? [item.location] : choices.locations;
    const devices = item.device ? [item.device] : choices.devices;
    const key = JSON.stringify([engines, locations, devices]);
    const group = groups.get(key) ?? { engines, locations, devices, keywords: [] };
    group.keywords.push({ keyword: item.keyword, tags: item.tags });
    groups.set(key, group);
  }
  // A group larger than one request takes is sent in parts.
  const parts = [...groups.values()].flatMap((group) => {
    const size = Math.max(1, Math.min(MAX_KEYWORDS_PER_ADD, Math.floor(MAX_QUERIES_PER_ADD / (group.engines.length * group.locations.length * group.devices.length))));
    return Array.from({ length: Math.ceil(group.keywords.length / size) }, (_, index) => ({ ...group, keywords: group.keywords.slice(index * size, (index + 1) * size) }));
  });
  return parts.map((group) => ({
    websiteUrl: choices.websiteUrl,
    keywords: group.keywords,
    searchEngines: group.engines,
    locations: group.locations,
    devices: group.devices,
    tags: choices.tags,
    intervalType: choices.intervalType,
    dryRun,
  }));
}
