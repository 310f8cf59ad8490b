import type { OnPage } from '../../../../../contracts/seo-snapshot';
import type { Device } from '../../../../../core/search/devices';
import { ENGINE_LABELS, type SearchEngine } from '../../../../../core/search/engines';
import { serpPreview } from '../../../../../core/seo/serp-preview';
import { SnapshotSection } from './snapshot-section';

interface SerpPreviewBoxProps {
  engine: SearchEngine;
  device: Device;
  onPage: OnPage;
}

// Results pages set snippets in Arial, and serpPreview() measures the cut in Arial: the preview uses it too.
const ARIAL = { fontFamily: 'Arial, Helvetica, sans-serif' };

/**
 * The page's result as a results page may show it: title and description cut where the engine usually cuts
 * them, the address as a breadcrumb. Styled like a results page (its own colours in light and dark), but plain
 * text: nothing in it is a link or pretends to be one.
 */
export function SerpPreviewBox({ engine, device, onPage }: SerpPreviewBoxProps) {
  const preview = serpPreview({ engine, device, title: onPage.title, description: onPage.metaDescription, url: onPage.finalUrl });
  const name = ENGINE_LABELS[engine];
  const host = preview.displayUrl.split(' › ')[0] ?? preview.displayUrl;
  const notes = [
    onPage.title === null ? `Without a title, ${name} shows the site’s name instead.` : null,
    preview.title.cut ? `The title is wider than ${name} shows, so it is cut off where the “...” is.` : null,
    preview.description?.cut ? `The description is longer than ${name} shows, so it is cut off where the “...” is.` : null,
    preview.description ? null : `Without a meta description, ${name} picks a snippet from the page’s text.`,
  ].filter((note) => note !== null);
  return (
    <SnapshotSection title={`How it may look on ${name}`}>
      <p className="-mt-2 text-xs text-muted-foreground">{device === 'mobile' ? 'As a result on a phone' : 'As a result on a computer'}</p>
      <figure
        aria-label={`Preview of the result on ${name}`}
        style={ARIAL}
        className="max-w-[652px] min-w-0 rounded-lg border border-border bg-white p-4 text-[#4d5156] dark:bg-[#202124] dark:text-[#bdc1c6]"
      >
        <div className="flex items-center gap-3">
          <span
            aria-hidden="true"
            className="grid size-7 shrink-0 place-items-center rounded-full bg-[#f1f3f4] text-xs font-bold text-[#4d5156] uppercase dark:bg-[#303134] dark:text-[#bdc1c6]"
          >
            {host.charAt(0)}
          </span>
          <div className="min-w-0 leading-tight">
            <p className="text-sm [overflow-wrap:anywhere] text-[#202124] dark:text-[#dadce0]">{host}</p>
            <p className="text-xs [overflow-wrap:anywhere]">{preview.displayUrl}</p>
          </div>
        </div>
        <p className="mt-2 text-xl leading-snug break-words text-[#1a0dab] dark:text-[#99c3ff]" data-cut={preview.title.cut}>
          {preview.title.text}
        </p>
        {preview.description ? (
          <p className="mt-1 text-sm leading-relaxed break-words" data-cut={preview.description.cut}>
            {preview.description.text}
          </p>
        ) : null}
      </figure>
      {notes.length > 0 ? (
        <ul className="grid gap-1 text-xs text-muted-foreground">
          {notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      ) : null}
    </SnapshotSection>
  );
}
