import { CitedLegendMark } from '../../../components/rank/cited-mark';
import { NOT_FOUND_COLOUR, SITE_COLOUR, chartLine } from './chart-lines';

function Swatch({ colour, dash, width = 2.5 }: { colour: string; dash?: string; width?: number }) {
  return (
    <svg aria-hidden="true" width="28" height="10" className="shrink-0">
      <line x1="1" y1="5" x2="27" y2="5" stroke={colour} strokeWidth={width} strokeDasharray={dash} />
    </svg>
  );
}

/** What each line means, in words; the not-found mark is explained because it sits outside the rank scale. */
export function ChartLegend({ site, competitors, anyNotFound, anyCited = false }: { site: string; competitors: string[]; anyNotFound: boolean; anyCited?: boolean }) {
  return (
    <ul aria-label="Chart legend" className="flex flex-wrap gap-x-5 gap-y-2 text-xs text-muted-foreground">
      <li className="flex items-center gap-2 font-medium text-foreground">
        <Swatch colour={SITE_COLOUR} width={3} />
        <span className="[overflow-wrap:anywhere]">{site} (your site)</span>
      </li>
      {competitors.map((url, index) => (
        <li key={url} className="flex items-center gap-2">
          <Swatch colour={chartLine(index).colour} dash={chartLine(index).dash} />
          <span className="[overflow-wrap:anywhere]">{url}</span>
        </li>
      ))}
      {anyNotFound ? (
        <li className="flex items-center gap-2">
          <svg aria-hidden="true" width="12" height="12" className="shrink-0">
            <path d="M2,2L10,10M10,2L2,10" stroke={NOT_FOUND_COLOUR} strokeWidth={2} />
          </svg>
          Not in the top 100 (shown on the bottom line; the line breaks there)
        </li>
      ) : null}
      {anyCited ? (
        <li className="flex items-center gap-2">
          <CitedLegendMark />
          Cited in Google’s AI Overview
        </li>
      ) : null}
    </ul>
  );
}
