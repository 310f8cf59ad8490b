import { drawPanelPair } from './draw-keyword-panels';
import { sectionTitle, type PdfContext } from './pdf-layout';
import { INK } from './pdf-theme';

/** Biggest movers up and down over the period. */
export function drawMovers(ctx: PdfContext): void {
  const { movers } = ctx.report;
  sectionTitle(ctx, 'Biggest movers', 80, 'first check of the period to the last');
  drawPanelPair(
    ctx,
    { title: 'Moved up', color: INK.up, keywords: movers.up, empty: 'No keyword gained positions.' },
    { title: 'Moved down', color: INK.down, keywords: movers.down, empty: 'No keyword lost positions.' },
  );
}

/** Keywords that entered or left the top 10 and the top 3. */
export function drawTopTransitions(ctx: PdfContext): void {
  const { top10, top3 } = ctx.report;
  sectionTitle(ctx, 'Top 10 and top 3', 80, 'by the first and last rank of the period');
  drawPanelPair(
    ctx,
    { title: 'Entered the top 10', color: INK.up, keywords: top10.entered, empty: 'No keyword entered the top 10.' },
    { title: 'Left the top 10', color: INK.down, keywords: top10.left, empty: 'No keyword left the top 10.' },
  );
  drawPanelPair(
    ctx,
    { title: 'Entered the top 3', color: INK.up, keywords: top3.entered, empty: 'No keyword entered the top 3.' },
    { title: 'Left the top 3', color: INK.down, keywords: top3.left, empty: 'No keyword left the top 3.' },
  );
}
