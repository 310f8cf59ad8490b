import { periodLengthDays } from '../../../../core/reports/report-period';
import { drawText } from './draw-text';
import { formatDay, formatInstant } from './format-values';
import type { PdfContext } from './pdf-layout';
import { CONTENT_WIDTH, INK, PAGE, SIZE } from './pdf-theme';

const LOGO_BOX = { width: 140, height: 34 } as const;

/** The brand mark: the logo when there is one (pdfkit refuses a broken image: then the name alone). */
function drawBrand(ctx: PdfContext, y: number): void {
  const { doc, theme } = ctx;
  if (theme.logo) {
    try {
      doc.image(theme.logo, PAGE.margin, y, { fit: [LOGO_BOX.width, LOGO_BOX.height], valign: 'center' });
      return;
    } catch {
      // An image pdfkit cannot read: the company name below stands in for it.
    }
  }
  doc.roundedRect(PAGE.margin, y + 8, 18, 18, 4).fill(theme.accent);
  // Three rising bars: a rank chart in miniature as the mark.
  [6, 9, 12].forEach((height, index) => {
    doc.rect(PAGE.margin + 4 + index * 4, y + 22 - height, 2.4, height).fill('#ffffff');
  });
  drawText(doc, theme.brandName, PAGE.margin + 26, y + 11, { size: 12, bold: true, width: 220 });
}

/** First-page header: accent band, brand, report kind and date, the site, the period and the tag it is limited to. */
export function drawReportHeader(ctx: PdfContext): void {
  const { doc, theme, report } = ctx;
  doc.rect(0, 0, PAGE.width, 6).fill(theme.accent);
  const top = 30;
  drawBrand(ctx, top);
  const right = PAGE.margin + CONTENT_WIDTH / 2;
  drawText(doc, 'SEO RANK REPORT', right, top + 8, { size: SIZE.caption, bold: true, color: theme.accent, width: CONTENT_WIDTH / 2, align: 'right', tracking: 1.2 });
  drawText(doc, `Generated ${formatInstant(report.generatedAt)}`, right, top + 20, { size: SIZE.small, color: INK.muted, width: CONTENT_WIDTH / 2, align: 'right' });

  const titleY = top + LOGO_BOX.height + 22;
  drawText(doc, report.site, PAGE.margin, titleY, { size: SIZE.title, bold: true, width: CONTENT_WIDTH });
  const days = periodLengthDays(report.from, report.to);
  const tagged = report.tag ? `  ·  Keywords tagged “${report.tag}”` : '';
  const period = `${formatDay(report.from)} – ${formatDay(report.to)}  ·  ${days} ${days === 1 ? 'day' : 'days'}${tagged}`;
  drawText(doc, period, PAGE.margin, titleY + 28, { size: 10, color: INK.muted, width: CONTENT_WIDTH });
  const ruleY = titleY + 48;
  doc.moveTo(PAGE.margin, ruleY).lineTo(PAGE.margin + CONTENT_WIDTH, ruleY).lineWidth(0.75).strokeColor(INK.border).stroke();
  doc.y = ruleY + 14;
}
