import type { ReportCitationChange, ReportFeatureChange } from '../../../../contracts/report';
import { queryLabel } from '../../../../core/search/query-label';
import { SERP_FEATURE_LABELS } from '../../../../core/search/serp-features';
import { drawPanelPair } from './draw-keyword-panels';
import type { Column } from './draw-table';
import { drawText } from './draw-text';
import { simulatedTag } from './keyword-labels';
import { sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const placeText = (position: number | null) => (position === null ? 'not cited' : `#${position}`);

const CITATION_COLUMNS: readonly Column<ReportCitationChange>[] = [
  { header: 'Keyword', weight: 5, cell: (row) => ({ text: row.keyword, sub: queryLabel(row), tag: simulatedTag(row), bold: true, wrap: true }) },
  { header: 'From', weight: 2, align: 'right', cell: (row) => ({ text: placeText(row.firstPosition), color: INK.muted }) },
  {
    header: 'To',
    weight: 2.4,
    align: 'right',
    cell: (row) => ({ text: row.lastPosition === null ? placeText(null) : `#${row.lastPosition} of ${row.sources}`, bold: true }),
  },
];

const FEATURE_COLUMNS: readonly Column<ReportFeatureChange>[] = [
  { header: 'Feature', weight: 3.4, cell: (row) => ({ text: SERP_FEATURE_LABELS[row.feature], bold: true }) },
  { header: 'Keyword', weight: 4.6, cell: (row) => ({ text: row.keyword, sub: queryLabel(row), tag: simulatedTag(row), wrap: true }) },
];

/**
 * AI Overviews and SERP features: the share of queries whose overview cites the site (by each query's last
 * check in the period), the queries that gained or lost a citation, and the features won and lost. Left out of
 * a report whose checks read none, as the web page does.
 */
export function drawSerpFeatures(ctx: PdfContext): void {
  const { doc, report } = ctx;
  const { aiOverview, citations, features } = report.serpFeatures;
  if (aiOverview.queries === 0 && features.gained.length + features.lost.length === 0) return;
  sectionTitle(ctx, 'AI Overviews and SERP features', 90, 'first check of the period to the last');
  if (aiOverview.queries > 0) {
    const top = doc.y;
    drawText(doc, aiOverview.share === null ? '—' : `${aiOverview.share.toFixed(1)}%`, PAGE.margin, top, { size: 20, bold: true, width: 90 });
    const unreadable = aiOverview.unreadable > 0 ? `; ${aiOverview.unreadable} could not be read` : '';
    drawText(doc, 'cited in Google’s AI Overview', PAGE.margin + 92, top + 2, { size: 10, bold: true, width: CONTENT_WIDTH - 92 });
    drawText(
      doc,
      `${aiOverview.cited} of ${aiOverview.queries} ${aiOverview.queries === 1 ? 'query' : 'queries'}, ${aiOverview.shown} with an overview${unreadable}, by each query’s last check`,
      PAGE.margin + 92,
      top + 15,
      { size: SIZE.small, color: INK.muted, width: CONTENT_WIDTH - 92 },
    );
    doc.y = top + 36;
    drawPanelPair<ReportCitationChange>(
      ctx,
      { title: 'Newly cited', color: INK.up, keywords: citations.gained, empty: 'No query gained a citation.', columns: CITATION_COLUMNS },
      { title: 'No longer cited', color: INK.down, keywords: citations.lost, empty: 'No query lost a citation.', columns: CITATION_COLUMNS },
    );
  }
  drawPanelPair<ReportFeatureChange>(
    ctx,
    { title: 'Features won', color: INK.up, keywords: features.gained, empty: 'No SERP feature won.', columns: FEATURE_COLUMNS },
    { title: 'Features lost', color: INK.down, keywords: features.lost, empty: 'No SERP feature lost.', columns: FEATURE_COLUMNS },
  );
}
