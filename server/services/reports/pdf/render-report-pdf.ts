import PDFDocument from 'pdfkit';
import type { Report } from '../../../../contracts/report';
import { drawBandBar } from './draw-band-bar';
import { drawCompetitors } from './draw-competitors';
import { drawDailyChart } from './draw-daily-chart';
import { drawFooters } from './draw-footer';
import { drawKeywordTable } from './draw-keyword-table';
import { drawMovers, drawTopTransitions } from './draw-movers';
import { drawReportHeader } from './draw-report-header';
import { drawSummaryTiles } from './draw-summary-tiles';
import { formatDay } from './format-values';
import type { PdfContext } from './pdf-layout';
import { PAGE, themeFor } from './pdf-theme';
import { toWinAnsi } from './pdf-text';

/**
 * The period report as an A4 PDF: header with the brand (the report's white label when set), headline figures,
 * rank distribution, the daily average chart, movers, top 10/top 3 transitions, competitors and every keyword,
 * with numbered footers. Standard fonts only: characters outside Latin-1 are shown as '?' (see pdf-text).
 */
export async function renderReportPdf(report: Report): Promise<Buffer> {
  const theme = themeFor(report.branding);
  const generatedAt = new Date(report.generatedAt);
  const doc = new PDFDocument({
    size: 'A4',
    // No bottom margin: pdfkit would start pages on its own; page breaks are ours (pdf-layout ensureSpace).
    margins: { top: PAGE.margin, left: PAGE.margin, right: PAGE.margin, bottom: 0 },
    bufferPages: true,
    info: {
      Title: toWinAnsi(`Rank report: ${report.site}, ${formatDay(report.from)} to ${formatDay(report.to)}`),
      Author: toWinAnsi(theme.brandName),
      Subject: 'Search engine rank report',
      Creator: toWinAnsi(theme.brandName),
      ...(Number.isNaN(generatedAt.getTime()) ? {} : { CreationDate: generatedAt }),
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const ctx: PdfContext = { doc, theme, report };
  drawReportHeader(ctx);
  drawSummaryTiles(ctx);
  drawBandBar(ctx);
  drawDailyChart(ctx);
  drawMovers(ctx);
  drawTopTransitions(ctx);
  drawCompetitors(ctx);
  drawKeywordTable(ctx);
  drawFooters(ctx);
  doc.end();
  return done;
}
