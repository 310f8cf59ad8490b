import { drawText } from './draw-text';
import { formatAverage, formatPercent } from './format-values';
import type { PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const TILE_HEIGHT = 64;

const formatPoints = (value: number) => `${value > 0 ? '+' : value < 0 ? '−' : '±'}${Math.abs(value).toLocaleString('en-US', { maximumFractionDigits: 1 })} pts`;
const GAP = 10;

interface Tile {
  label: string;
  value: string;
  hint: string;
}

function tiles(ctx: PdfContext): Tile[] {
  const { report } = ctx;
  const top10 = report.bandDistribution.find((band) => band.band === 'top10')?.count ?? 0;
  const keywords = report.totals.keywords;
  const share = keywords > 0 ? Math.round((top10 / keywords) * 100) : 0;
  const measured = report.visibility.filter((point) => point.visibility !== null);
  const first = measured[0];
  const last = measured[measured.length - 1];
  const change = first && last && first !== last ? (last.visibility ?? 0) - (first.visibility ?? 0) : null;
  const voice = last?.shareOfVoice ?? null;
  return [
    {
      label: 'VISIBILITY',
      value: last ? formatPercent(last.visibility ?? 0) : '—',
      hint: voice !== null ? `share of voice ${formatPercent(voice)}` : change !== null ? `${formatPoints(change)} in the period` : 'of #1’s clicks, at the end',
    },
    { label: 'KEYWORDS TRACKED', value: keywords.toLocaleString('en-US'), hint: `${report.totals.checks.toLocaleString('en-US')} checks in the period` },
    { label: 'AVERAGE POSITION', value: formatAverage(report.averagePosition), hint: 'of the latest found ranks' },
    { label: 'IN THE TOP 10', value: top10.toLocaleString('en-US'), hint: `${share}% of tracked keywords` },
  ];
}

/** Four headline figures in a row of cards: visibility at the end of the period, keywords, average position, top 10. */
export function drawSummaryTiles(ctx: PdfContext): void {
  const { doc, theme } = ctx;
  const list = tiles(ctx);
  const width = (CONTENT_WIDTH - GAP * (list.length - 1)) / list.length;
  const y = doc.y;
  list.forEach((tile, index) => {
    const x = PAGE.margin + index * (width + GAP);
    doc.lineWidth(0.75).roundedRect(x, y, width, TILE_HEIGHT, 6).fillAndStroke(INK.surface, INK.border);
    doc.rect(x + 12, y + 10, 16, 2).fill(theme.accent);
    drawText(doc, tile.label, x + 12, y + 17, { size: SIZE.caption, bold: true, color: INK.muted, width: width - 24, tracking: 0.6 });
    drawText(doc, tile.value, x + 12, y + 28, { size: SIZE.tile, bold: true, width: width - 24 });
    drawText(doc, tile.hint, x + 12, y + 50, { size: SIZE.caption, color: INK.muted, width: width - 24 });
  });
  doc.y = y + TILE_HEIGHT + 6;
}
