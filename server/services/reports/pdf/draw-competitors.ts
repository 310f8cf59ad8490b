import type { ReportCompetitor } from '../../../../contracts/report';
import { drawTable, type Column } from './draw-table';
import { formatAverage } from './format-values';
import { emptyNote, sectionTitle, type PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE } from './pdf-theme';

/** Better average = lower number; the winner of each pair is drawn bold. */
function better(mine: number | null, theirs: number | null): boolean {
  return mine !== null && (theirs === null || mine < theirs);
}

const COLUMNS: readonly Column<ReportCompetitor>[] = [
  { header: 'Competitor', weight: 3.8, cell: (c) => ({ text: c.url, bold: true }) },
  { header: 'Checks', weight: 1.2, align: 'right', cell: (c) => ({ text: String(c.checks), color: INK.muted }) },
  {
    header: 'Their avg.',
    weight: 1.4,
    align: 'right',
    cell: (c) => ({ text: formatAverage(c.averageRank), bold: better(c.averageRank, c.siteAverageRank) }),
  },
  {
    header: 'Your avg.',
    weight: 1.4,
    align: 'right',
    cell: (c) => ({ text: formatAverage(c.siteAverageRank), bold: better(c.siteAverageRank, c.averageRank) }),
  },
  { header: 'You ahead', weight: 1.7, align: 'right', cell: (c) => ({ text: String(c.siteAhead), color: INK.up }) },
  { header: 'They ahead', weight: 1.7, align: 'right', cell: (c) => ({ text: String(c.competitorAhead), color: INK.down }) },
  {
    header: 'Win rate',
    weight: 1.4,
    align: 'right',
    cell: (c) => {
      const decided = c.siteAhead + c.competitorAhead;
      if (decided === 0) return { text: '—', color: INK.muted };
      const rate = Math.round((c.siteAhead / decided) * 100);
      return { text: `${rate}%`, bold: true, color: rate >= 50 ? INK.up : INK.down };
    },
  },
];

/** How the site fared against each competitor it was checked with. */
export function drawCompetitors(ctx: PdfContext): void {
  const { competitors } = ctx.report;
  sectionTitle(ctx, 'Competitor comparison', 60, 'same checks, lower average is better');
  if (competitors.length === 0) {
    emptyNote(ctx, 'No competitors were compared in this period.');
    return;
  }
  drawTable(ctx, {
    x: PAGE.margin,
    width: CONTENT_WIDTH,
    columns: COLUMNS,
    rows: competitors,
    onPageBreak: () => sectionTitle(ctx, 'Competitor comparison (continued)', 40),
  });
  ctx.doc.y += 6;
}
