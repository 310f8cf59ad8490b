import type { ReportKeyword } from '../../../../contracts/report';
import { ENGINE_LABELS } from '../../../../core/search/engines';
import { drawTable, type Column } from './draw-table';
import { drawText } from './draw-text';
import { formatRank } from './format-values';
import { locationName } from '../../../../core/search/query-label';
import { changeCell, mobileTag, SIMULATED_TAG, simulatedTag } from './keyword-labels';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const rank = (value: number | null, bold = false) => ({ text: formatRank(value), bold });

// Widths fit 'DuckDuckGo', 'Google Mobile' and 'United Kingdom' whole in Noto Sans; the rank columns need only
// their headers. Marks go after the text (see Cell.tag) rather than in columns of their own, which would take
// the keyword's room on every row for what only some rows have.
const COLUMNS: readonly Column<ReportKeyword>[] = [
  { header: 'Keyword', weight: 4.6, cell: (k) => ({ text: k.keyword, tag: simulatedTag(k), bold: true, wrap: true }) },
  { header: 'Engine', weight: 2.3, cell: (k) => ({ text: ENGINE_LABELS[k.engine], tag: mobileTag(k), color: INK.muted }) },
  { header: 'Location', weight: 2.6, cell: (k) => ({ text: locationName(k.location), color: INK.muted }) },
  { header: 'Checks', weight: 1.25, align: 'right', cell: (k) => ({ text: String(k.checks), color: INK.muted }) },
  { header: 'First', weight: 1, align: 'right', cell: (k) => rank(k.firstRank) },
  { header: 'Last', weight: 1, align: 'right', cell: (k) => rank(k.lastRank, true) },
  { header: 'Best', weight: 1, align: 'right', cell: (k) => rank(k.bestRank) },
  { header: 'Change', weight: 1.4, align: 'right', cell: changeCell },
];

/** Every tracked keyword, running over as many pages as it needs with the header row on each. */
export function drawKeywordTable(ctx: PdfContext): void {
  const { doc, report } = ctx;
  const count = report.keywords.length;
  sectionTitle(ctx, 'All keywords', 60, `${count} tracked ${count === 1 ? 'keyword' : 'keywords'}`);
  if (count === 0) {
    emptyNote(ctx, 'No keywords were checked in this period.');
    return;
  }
  const bottom = drawTable(ctx, {
    x: PAGE.margin,
    width: CONTENT_WIDTH,
    columns: COLUMNS,
    rows: report.keywords,
    onPageBreak: () => sectionTitle(ctx, 'All keywords (continued)', 40),
  });
  let note = '— means not found in the top 100. Change counts positions gained from the first check to the last.';
  if (report.simulatedChecks > 0) note += ` ${SIMULATED_TAG}: includes simulated results.`;
  drawText(doc, note, PAGE.margin, bottom + 6, { size: SIZE.caption, color: INK.muted, width: CONTENT_WIDTH });
  doc.y = bottom + 18;
}
