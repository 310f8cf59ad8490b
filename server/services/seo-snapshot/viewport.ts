/**
 * Whether a page's viewport meta lets phones lay it out at their own width: `width=device-width` (any
 * spacing or case), or an `initial-scale` without a fixed width. Without a viewport, or with a fixed pixel
 * width, phones lay the page out ~980 px wide and show it shrunken, the first thing mobile checks flag.
 */
export function viewportIsMobileFriendly(content: string | null): boolean {
  if (content === null) return false;
  const settings = new Map<string, string>();
  for (const pair of content.toLowerCase().split(/[,;]/u)) {
    const [key = '', value = ''] = pair.split('=');
    if (key.trim() !== '') settings.set(key.trim(), value.trim());
  }
  const width = settings.get('width');
  if (width === 'device-width') return true;
  if (width !== undefined && /^\d+(?:\.\d+)?(?:px)?$/u.test(width)) return false;
  return settings.has('initial-scale');
}
