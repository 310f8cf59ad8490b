import { describe, expect, it } from 'vitest';
import { MAX_LOGO_BYTES, logoFileProblem, readLogoFile } from './read-logo-file';

describe('logoFileProblem', () => {
  it.each([
    [{ type: 'image/png', size: 1000 }, null],
    [{ type: 'image/jpeg', size: MAX_LOGO_BYTES }, null],
    [{ type: 'image/png', size: MAX_LOGO_BYTES + 1 }, 'The logo must be at most 200 KB (this one is 201 KB).'],
    [{ type: 'image/svg+xml', size: 500 }, 'The logo must be a PNG or JPEG image.'],
    [{ type: 'image/gif', size: 500 }, 'The logo must be a PNG or JPEG image.'],
  ])('%o -> %s', (file, problem) => {
    expect(logoFileProblem(file)).toBe(problem);
  });
});

describe('readLogoFile', () => {
  it('reads an accepted image into a data URL', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'logo.png', { type: 'image/png' });
    const result = await readLogoFile(file);
    expect(result).toEqual({ ok: true, dataUrl: 'data:image/png;base64,iVBORw==' });
  });

  it('refuses other files without reading them', async () => {
    const file = new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' });
    expect(await readLogoFile(file)).toEqual({ ok: false, error: 'The logo must be a PNG or JPEG image.' });
  });
});
