import { DEFAULT_DEVICE, type Device } from '../../../../core/search/devices';
import type { SearchEngine } from '../../../../core/search/engines';
import { DEFAULT_LOCATION, type LocationCode } from '../../../../core/search/locations';

/**
 * Spec: up to 3 competitor URLs. Equal to contracts' MAX_COMPETITORS (a test checks it); importing that
 * module at runtime would bring zod into the home page bundle.
 */
export const COMPETITOR_FIELDS = 3;

export interface RankCheckFormValues {
  websiteUrl: string;
  keyword: string;
  location: LocationCode;
  searchEngine: SearchEngine;
  device: Device;
  competitorUrls: string[];
}

export const INITIAL_FORM_VALUES: RankCheckFormValues = {
  websiteUrl: '',
  keyword: '',
  location: DEFAULT_LOCATION,
  searchEngine: 'google',
  device: DEFAULT_DEVICE,
  competitorUrls: Array.from({ length: COMPETITOR_FIELDS }, () => ''),
};
