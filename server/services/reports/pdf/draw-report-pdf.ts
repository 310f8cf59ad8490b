import PDFDocument from 'pdfkit';
import type { Report } from '../../../../contracts/report';
import { LOCATIONS } from '../../../../core/search/locations';
import { drawBandBar } from './draw-band-bar';
import { drawCompetitors } from './draw-competitors';
import { drawDailyChart } from './draw-daily-chart';
import { drawFooters } from './draw-footer';
import { drawKeywordTable } from './draw-keyword-table';
import { drawMovers, drawTopTransitions } from './draw-movers';
import { drawReportHeader } from './draw-report-header';
import { drawSerpFeatures } from './draw-serp-features';
import { drawSimulatedNotice } from './draw-simulated-notice';
import { drawSummaryTiles } from './draw-summary-tiles';
import { drawVisibilityChart } from './draw-visibility-chart';
import { formatDay } from './format-values';
import type { PdfContext } from './pdf-layout';
import { loadFonts } from './pdf-fonts';
import { PAGE, themeFor } from './pdf-theme';

const LOCATION_NAMES = LOCATIONS.map((location) => location.label).join(' ');

/**
 * Draws the period report as an A4 PDF on the calling thread: header with the brand (the report's white label when
 * set), a notice when some checks were simulated, headline figures, rank distribution, visibility and share of
 * voice per day, the daily average chart, AI Overview citations and SERP features won and lost,
 * movers, top 10/top 3 transitions, competitors and every keyword, with numbered footers. Text is set in embedded
 * Noto fonts, so keywords and names in Cyrillic, Greek, Chinese or Japanese print as typed (see font-faces).
 * CPU-bound for hundreds of milliseconds on a long report: the server calls it only inside the render worker
 * (render-report-pdf), never on its event loop.
 */
export async function drawReportPdf(report: Report): Promise<Buffer> {
  const theme = themeFor(report.branding);
  const generatedAt = new Date(report.generatedAt);
  const doc = new PDFDocument({
    size: 'A4',
    // No bottom margin: pdfkit would start pages on its own; page breaks are ours (pdf-layout ensureSpace).
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    info: {
      Title: `Rank report: ${report.site}, ${formatDay(report.from)} to ${formatDay(report.to)}`,
      Author: theme.brandName,
      Subject: 'Search engine rank report',
      Creator: theme.brandName,
      ...(Number.isNaN(generatedAt.getTime()) ? {} : { CreationDate: generatedAt }),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  // Every string the document prints comes from the report (keywords, names, the white label) or from the fixed
  // labels and location names, which the report's text and the Latin face cover.
  await loadFonts(doc, `${JSON.stringify(report)} ${theme.brandName} ${LOCATION_NAMES}`);
  const ctx: PdfContext = { doc, theme, report };
  drawReportHeader(ctx);
  drawSimulatedNotice(ctx);
  drawSummaryTiles(ctx);
  drawBandBar(ctx);
  drawVisibilityChart(ctx);
  drawDailyChart(ctx);
  drawSerpFeatures(ctx);
  drawMovers(ctx);
  drawTopTransitions(ctx);
  drawCompetitors(ctx);
  drawKeywordTable(ctx);
  drawFooters(ctx);
  doc.end();
  return done;
}
