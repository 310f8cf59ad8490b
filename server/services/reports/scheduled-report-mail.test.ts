import { describe, expect, it } from 'vitest';
import { SAMPLE_BRANDING, sampleReport } from '../../testing/sample-report';
import { scheduledReportMail } from './scheduled-report-mail';

const links = {
  reportsUrl: 'https://ranks.example.org/reports?site=example.com',
  unsubscribeUrl: 'https://ranks.example.org/report-email/unsubscribe?token=abc_DEF-123',
};
const mailOf = (report: ReturnType<typeof sampleReport>) => scheduledReportMail(report, 'weekly', Buffer.from('%PDF-'), links);

describe('scheduledReportMail', () => {
  it('says before the figures that some checks were simulated, in the text and the HTML', () => {
    const mail = mailOf(sampleReport({ simulatedKeywords: ['running shoes'] }));
    const notice =
      'Simulated results: 10 of the 120 checks in this report came from the built-in simulated search engine, not from a real ' +
      'search engine. Their positions are not real rankings; the PDF marks the keywords concerned.';
    expect(mail.text).toContain(notice);
    expect(mail.text.indexOf(notice)).toBeLessThan(mail.text.indexOf('12 keywords tracked over 120 checks'));
    expect(mail.html).toContain(notice);
  });

  it("heads and sends an Enterprise owner's report under their white label, ours otherwise", () => {
    const branded = mailOf({ ...sampleReport(), branding: SAMPLE_BRANDING });
    expect(branded.fromName).toBe(SAMPLE_BRANDING.companyName);
    expect(branded.text.split('\n')[0]).toBe(SAMPLE_BRANDING.companyName);
    expect(branded.html).not.toContain('Rank Checker');
    const plain = mailOf(sampleReport());
    expect(plain.fromName).toBeUndefined();
    expect(plain.text.split('\n')[0]).toBe('Rank Checker');
  });

  it('says nothing of simulated results when every check was real', () => {
    const mail = mailOf(sampleReport());
    expect(mail.text).toContain('12 keywords tracked over 120 checks');
    expect(mail.text).not.toMatch(/simulated/i);
    expect(mail.html).not.toMatch(/simulated/i);
  });

  it('carries a one-click unsubscribe link in the text, the HTML and the RFC 8058 headers', () => {
    const mail = mailOf(sampleReport());
    expect(mail.text).toContain(`Stop these e-mails (one click, no sign-in): ${links.unsubscribeUrl}`);
    expect(mail.html).toContain(`<a href="${links.unsubscribeUrl}"`);
    expect(mail.links).toEqual([links.reportsUrl, links.unsubscribeUrl]);
    expect(mail.headers).toEqual({
      'List-Unsubscribe': `<${links.unsubscribeUrl}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});
