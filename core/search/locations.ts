/**
 * The countries a rank can be checked in. Codes are ISO 3166-1 alpha-2 in lower case (the spec's
 * location values); each adapter maps them to its engine's own location parameters.
 */
export const LOCATIONS = [
  { code: 'us', label: 'United States' },
  { code: 'gb', label: 'United Kingdom' },
  { code: 'ca', label: 'Canada' },
  { code: 'au', label: 'Australia' },
  { code: 'in', label: 'India' },
  { code: 'np', label: 'Nepal' },
  { code: 'de', label: 'Germany' },
  { code: 'fr', label: 'France' },
  { code: 'ru', label: 'Russia' },
  { code: 'ua', label: 'Ukraine' },
  { code: 'es', label: 'Spain' },
  { code: 'it', label: 'Italy' },
  { code: 'nl', label: 'Netherlands' },
  { code: 'be', label: 'Belgium' },
  { code: 'ch', label: 'Switzerland' },
  { code: 'at', label: 'Austria' },
  { code: 'se', label: 'Sweden' },
  { code: 'no', label: 'Norway' },
  { code: 'dk', label: 'Denmark' },
  { code: 'fi', label: 'Finland' },
  { code: 'ie', label: 'Ireland' },
  { code: 'pt', label: 'Portugal' },
  { code: 'pl', label: 'Poland' },
  { code: 'cz', label: 'Czechia' },
  { code: 'ro', label: 'Romania' },
  { code: 'hu', label: 'Hungary' },
  { code: 'gr', label: 'Greece' },
  { code: 'tr', label: 'Turkey' },
  { code: 'il', label: 'Israel' },
  { code: 'ae', label: 'United Arab Emirates' },
  { code: 'sa', label: 'Saudi Arabia' },
  { code: 'eg', label: 'Egypt' },
  { code: 'za', label: 'South Africa' },
  { code: 'ng', label: 'Nigeria' },
  { code: 'ke', label: 'Kenya' },
  { code: 'br', label: 'Brazil' },
  { code: 'mx', label: 'Mexico' },
  { code: 'ar', label: 'Argentina' },
  { code: 'cl', label: 'Chile' },
  { code: 'co', label: 'Colombia' },
  { code: 'pe', label: 'Peru' },
  { code: 'jp', label: 'Japan' },
  { code: 'kr', label: 'South Korea' },
  { code: 'cn', label: 'China' },
  { code: 'hk', label: 'Hong Kong' },
  { code: 'tw', label: 'Taiwan' },
  { code: 'sg', label: 'Singapore' },
  { code: 'my', label: 'Malaysia' },
  { code: 'id', label: 'Indonesia' },
  { code: 'th', label: 'Thailand' },
  { code: 'vn', label: 'Vietnam' },
  { code: 'ph', label: 'Philippines' },
  { code: 'pk', label: 'Pakistan' },
  { code: 'bd', label: 'Bangladesh' },
  { code: 'lk', label: 'Sri Lanka' },
  { code: 'nz', label: 'New Zealand' },
  { code: 'kz', label: 'Kazakhstan' },
] as const;

export type LocationCode = (typeof LOCATIONS)[number]['code'];

export const LOCATION_CODES = LOCATIONS.map((l) => l.code) as unknown as readonly [LocationCode, ...LocationCode[]];

export const DEFAULT_LOCATION: LocationCode = 'us';

export function isLocationCode(value: string): value is LocationCode {
  return (LOCATION_CODES as readonly string[]).includes(value);
}

export function locationLabel(code: LocationCode): string {
  return LOCATIONS.find((l) => l.code === code)?.label ?? code.toUpperCase();
}
