import { describe, expect, it } from 'vitest';
import type { Report } from '../../../../contracts/report';
import { jpegFile, logoDataUrl, pngFile } from '../../../../core/reports/logo-fixtures';
import { AppError } from '../../../errors';
import { pdfContentStreams, readPdfText } from '../../../testing/read-pdf-text';
import { SAMPLE_BRANDING, sampleReport } from '../../../testing/sample-report';
import { PDF_MESSAGES, renderReportPdf } from './render-report-pdf';
import type { PdfLog } from './without-unsafe-logo';

// A 1x1 PNG.
const PNG_LOGO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

/** pdfkit writes a fill colour as its three channels over 255, then `scn`. */
const fillOperator = (hex: string) =>
  `${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16) / 255).join(' ')} scn`;

const render = async (report: Parameters<typeof renderReportPdf>[0]) => {
  const bytes = await renderReportPdf(report);
  const parsed = await readPdfText(bytes);
  return { bytes, ...parsed, text: parsed.pages.join(' ') };
};

describe('renderReportPdf', () => {
  it('is an A4 PDF with the site, the period, the figures and every keyword with its ranks', async () => {
    const { bytes, pages, text, info } = await render(sampleReport());
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.toString('latin1')).toContain('/MediaBox [0 0 595.28 841.89]');
    expect(pages[0]).toContain('example.com');
    expect(pages[0]).toContain('1 Oct 2026 – 30 Oct 2026 · 30 days');
    expect(pages[0]).toMatch(/VISIBILITY 18\.2% share of voice 58\.1% KEYWORDS TRACKED 12 120 checks in the period AVERAGE POSITION 14\.8 .*IN THE TOP 10 5 /);
    // Keyword, engine (Mobile after it for a mobile query), location, checks, first, last, best, change.
    expect(text).toContain('running shoes Google United States 10 14 6 6 +8');
    expect(text).toContain('waterproof hiking boots Bing United States 10 8 23 8 –15');
    expect(text).toContain('minimalist sneakers Google Mobile United States 10 35 18 18 +17');
    expect(text).toContain('shoe store near me Google Canada 10 61 — 61 –40');
    expect(text).toContain('buy shoes online Yahoo United States 10 — 47 47 +54');
    // The movers panels name the device under a mobile keyword only.
    expect(text).toMatch(/minimalist sneakers Google · United States · Mobile/);
    expect(text).toMatch(/running shoes Google · United States [^·]/);
    expect(text).toContain('rival-shoes.com');
    expect(text).toMatch(/Entered the top 10 1 .*running shoes/);
    expect(info).toMatchObject({ Title: 'Rank report: example.com, 1 Oct 2026 to 30 Oct 2026', Author: 'Rank Checker' });
    expect(pages.at(-1)).toContain(`Page ${pages.length} of ${pages.length}`);
  });

  it('charts visibility and share of voice per day on a percentage axis, with a legend', async () => {
    const report = sampleReport();
    const { pages, bytes } = await render(report);
    const top = Math.max(...report.visibility.flatMap((day) => [day.visibility ?? 0, day.shareOfVoice ?? 0]));
    expect(top).toBeGreaterThan(60);
    expect(top).toBeLessThanOrEqual(80);
    // Its title, the axis from 0% to 80% in four steps, day labels, and the legend naming both lines.
    expect(pages[0]).toMatch(/Visibility and share of voice share of the clicks #1 for every keyword would earn 0% 20% 40% 60% 80% 1 Oct .*Visibility Share of voice against the tracked competitors/);
    // Share of voice is stroked in its own colour (magenta), dashed.
    expect(pdfContentStreams(bytes)).toContain(`${[0xbe, 0x18, 0x5d].map((channel) => channel / 255).join(' ')} SCN`);

    const alone = await render({ ...report, visibility: report.visibility.map((day) => ({ ...day, shareOfVoice: null })) });
    expect(alone.pages[0]).toContain('Visibility per day');
    expect(alone.text).not.toContain('Share of voice against');
  });

  it('says the share of queries cited in the AI Overview and lists citations and features gained and lost', async () => {
    const report = sampleReport();
    // The sample's 7 Google queries: 3 show an overview at their last check, 2 of them cite the site.
    expect(report.serpFeatures.aiOverview).toEqual({ queries: 7, shown: 3, unreadable: 0, cited: 2, share: 28.6 });
    const { text } = await render(report);
    expect(text).toMatch(/AI Overviews and SERP features first check of the period to the last 28\.6% cited in Google’s AI Overview 2 of 7 queries, 3 with an overview, by each query’s last check/);
    expect(text).toMatch(/Newly cited 1 KEYWORD FROM TO running shoes Google · United States not cited #3 of 7/);
    expect(text).toMatch(/No longer cited 1 KEYWORD FROM TO best marathon shoes Google · United Kingdom #2 not cited/);
    expect(text).toMatch(/Features won 1 FEATURE KEYWORD Featured snippet trail running shoes/);
    expect(text).toMatch(/Features lost 1 FEATURE KEYWORD Sitelinks best marathon shoes/);

    const without = await render({
      ...report,
      serpFeatures: { aiOverview: { queries: 0, shown: 0, unreadable: 0, cited: 0, share: null }, citations: { gained: [], lost: [] }, features: { gained: [], lost: [] } },
    });
    expect(without.text).not.toContain('AI Overviews and SERP features');
  });

  it('uses our name and colour without branding, the white label with it', async () => {
    const ours = await render(sampleReport());
    expect(ours.pages[0]).toContain('Rank Checker');
    expect(pdfContentStreams(ours.bytes)).toContain(fillOperator('#4338ca'));

    const branded = await render(sampleReport({ branding: { ...SAMPLE_BRANDING, logoDataUrl: PNG_LOGO } }));
    expect(branded.text).toContain('Acme Growth Partners');
    expect(branded.text).not.toContain('Rank Checker');
    expect(branded.info).toMatchObject({ Author: 'Acme Growth Partners' });
    const drawing = pdfContentStreams(branded.bytes);
    expect(drawing).toContain(fillOperator('#0f766e'));
    expect(drawing).not.toContain(fillOperator('#4338ca'));
    expect(branded.bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
    expect(ours.bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it('falls back to the company name when the logo is not a real PNG or JPEG', async () => {
    const { text, bytes } = await render(
      sampleReport({ branding: { ...SAMPLE_BRANDING, logoDataUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' } }),
    );
    expect(text).toContain('Acme Growth Partners');
    expect(bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
  });

  it.each([
    ['a real JPEG', logoDataUrl(jpegFile())],
    ['a 2000 × 2000 PNG', logoDataUrl(pngFile({ width: 2000, height: 2000, colourType: 6 }))],
  ])('draws %s logo', async (_name, logo) => {
    const { bytes } = await render(sampleReport({ branding: { ...SAMPLE_BRANDING, logoDataUrl: logo } }));
    expect(bytes.toString('latin1')).toMatch(/\/Subtype \/Image/);
  });

  it.each([
    // Saved before logos were parsed (the "Hardening" issue): small files that would decode to huge images.
    ['a 6000 × 6000 PNG', logoDataUrl(pngFile({ width: 6000, height: 6000, bitDepth: 1 })), 'The logo must be at most 2000 × 2000 pixels (this one is 6000 × 6000).'],
    ['an interlaced 3000 × 3000 PNG with alpha', logoDataUrl(pngFile({ width: 3000, height: 3000, colourType: 4, interlaced: true })), 'The logo must be at most 2000 × 2000 pixels (this one is 3000 × 3000).'],
    ['a PNG whose pixel data is cut off', logoDataUrl(pngFile().subarray(0, 50)), 'The logo image is damaged or not a real PNG/JPEG.'],
  ])('leaves out a saved logo that fails the logo check (%s), with a warning in the log', async (_name, logo, reason) => {
    const warnings: [object, string][] = [];
    const log: PdfLog = { warn: (details, message) => warnings.push([details, message]), error: () => undefined };
    const bytes = await renderReportPdf(sampleReport({ branding: { ...SAMPLE_BRANDING, logoDataUrl: logo } }), { log });
    const { pages } = await readPdfText(bytes);
    expect(pages[0]).toContain('Acme Growth Partners');
    expect(bytes.toString('latin1')).not.toMatch(/\/Subtype \/Image/);
    expect(warnings).toEqual([[expect.objectContaining({ reason }), 'The saved white-label logo fails the logo check; the PDF is made without it']]);
  });

  it('fails one broken report with a clear error, and renders the next', async () => {
    const errors: string[] = [];
    const log: PdfLog = { warn: () => undefined, error: (_details, message) => errors.push(message) };
    const broken = { ...sampleReport(), keywords: null } as unknown as Report;
    const error = await renderReportPdf(broken, { log }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ code: 'INTERNAL', status: 500, message: PDF_MESSAGES.failed });
    expect(errors).toEqual(['Rendering a report PDF failed']);
    expect((await renderReportPdf(sampleReport())).subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('runs a long keyword list over several pages, each keyword once, the header repeated', async () => {
    const { pages, text } = await render(sampleReport({ extraKeywords: 150 }));
    expect(pages.length).toBeGreaterThanOrEqual(5);
    for (const n of [1, 75, 150]) {
      const keyword = `long tail keyword ${String(n).padStart(3, '0')}`;
      // Movers and transitions may list it too; the keyword table row ends with the engine and location.
      expect(text.split(`${keyword} Google United States 10`).length - 1, keyword).toBe(1);
    }
    const continued = pages.filter((page) => page.includes('All keywords (continued)'));
    expect(continued.length).toBeGreaterThanOrEqual(2);
    for (const page of continued) expect(page).toMatch(/KEYWORD ENGINE LOCATION CHECKS FIRST LAST BEST CHANGE/);
    pages.forEach((page, index) => expect(page).toContain(`Page ${index + 1} of ${pages.length}`));
  });

  it('prints Cyrillic, Chinese, Greek and accented keywords and a Cyrillic white label as typed', async () => {
    // The sample's Yandex, Baidu, Spanish and French keywords typed in other scripts: same engines, locations, ranks.
    const report = sampleReport({
      branding: { ...SAMPLE_BRANDING, companyName: 'Агентство Рост' },
      renameKeywords: {
        'купить кроссовки': 'купить телефон',
        跑步鞋: '北京 天气',
        'zapatillas de running baratas': 'Ελλάδα',
        'chaussures de course légères': 'café crème',
      },
    });
    const { text, pages, info } = await render(report);
    expect(text).toContain('купить телефон Yandex Russia');
    expect(text).toContain('北京 天气 Baidu China');
    expect(text).toContain('Ελλάδα Google Spain');
    expect(text).toContain('café crème Google France');
    expect(pages[0]).toContain('Агентство Рост');
    expect(pages.at(-1)).toContain('Агентство Рост · example.com');
    expect(info).toMatchObject({ Author: 'Агентство Рост', Creator: 'Агентство Рост' });
    expect(text).not.toMatch(/\?/);
  });

  it('prints a long keyword whole on two lines, in the movers and in the keyword table', async () => {
    const report = sampleReport({ renameKeywords: { 'running shoes': 'bathroom design ideas for small spaces' } });
    const { text } = await render(report);
    const whole = /bathroom\s+design\s+ideas\s+for\s+small\s+spaces/g;
    // Moved up (running shoes gained 8) and the keyword table.
    expect(text.match(whole)?.length).toBeGreaterThanOrEqual(2);
    expect(text).not.toMatch(/bathroom design[^…]{0,30}…/);
  });

  it('embeds its fonts and sets every script in a face that has it', async () => {
    const { bytes } = await render(sampleReport());
    const raw = bytes.toString('latin1');
    const fonts = [...raw.matchAll(/\/BaseFont \/([A-Z]{6}\+[\w-]+)/g)].map((match) => match[1]);
    // Subset fonts only (the six-letter tag), never a standard font the reader would have to supply.
    expect(raw).not.toMatch(/\/BaseFont \/Helvetica/);
    expect(fonts.some((name) => /NotoSans-Bold/.test(name ?? ''))).toBe(true);
    expect(fonts.some((name) => /NotoSansSC/.test(name ?? ''))).toBe(true);
    expect(raw.match(/\/FontFile2 /g)?.length).toBe(new Set(fonts).size);
  });

  it('says on the first page when checks were simulated, and marks those keywords wherever they are listed', async () => {
    const report = sampleReport({ simulatedKeywords: ['running shoes', 'minimalist sneakers'], branding: SAMPLE_BRANDING });
    expect(report.simulatedChecks).toBe(20);
    const { pages, text } = await render(report);
    expect(pages[0]).toContain(
      'Simulated results 20 of the 120 checks in this report came from the built-in simulated search engine, not from a real search engine. ' +
        'Their positions are not real rankings. Keywords with such checks are marked (simulated).',
    );
    // Before the figures, so nobody reads them first.
    expect(pages[0]?.indexOf('Simulated results')).toBeLessThan(pages[0]?.indexOf('VISIBILITY') ?? -1);
    expect(text).toContain('running shoes (simulated) Google United States 10 14 6 6 +8');
    expect(text).toContain('minimalist sneakers (simulated) Google Mobile United States 10 35 18 18 +17');
    expect(text).toMatch(/Entered the top 10 1 .*running shoes \(simulated\) Google · United States/);
    expect(text).toContain('(simulated): includes simulated results.');
    expect(text).not.toContain('trail running shoes (simulated)');
    // The white label stays whole: the notice names no product.
    expect(text).not.toContain('Rank Checker');
  });

  it('has no simulated notice or marks when every check was real', async () => {
    const { text } = await render(sampleReport());
    expect(text).not.toMatch(/simulated/i);
  });

  it('renders an empty period on one page with its empty states', async () => {
    const empty = sampleReport();
    const report = {
      ...empty,
      totals: { checks: 0, keywords: 0 },
      simulatedChecks: 0,
      averagePosition: null,
      bandDistribution: empty.bandDistribution.map((band) => ({ ...band, count: 0 })),
      movers: { up: [], down: [] },
      top10: { entered: [], left: [] },
      top3: { entered: [], left: [] },
      keywords: [],
      competitors: [],
      dailyAverage: empty.dailyAverage.map((day) => ({ ...day, averageRank: null, checks: 0 })),
      visibility: empty.visibility.map((day) => ({ ...day, visibility: null, shareOfVoice: null, queries: 0 })),
    };
    const { pages, text } = await render(report);
    expect(text).toContain('No keywords were checked in this period.');
    expect(text).toContain('Visibility per day');
    expect(text).toContain('No visibility yet: it starts with the first check in the period.');
    expect(text).toContain('None of the tracked keywords was found in the top 100 during this period.');
    expect(text).toContain('No competitors were compared in this period.');
    expect(pages.length).toBeLessThanOrEqual(2);
  });
});
