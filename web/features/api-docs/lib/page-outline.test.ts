import { describe, expect, it } from 'vitest';
import { keepPageOutline } from './page-outline';

describe('keepPageOutline', () => {
  it("turns the renderer's main landmark into a region and its h1 into a second-level heading, also when drawn later", async () => {
    const root = document.createElement('div');
    root.innerHTML = '<main aria-label="API documentation"><h1>Rank Checker API</h1></main>';
    document.body.append(root);
    const stop = keepPageOutline(root);
    expect(root.querySelector('main')?.getAttribute('role')).toBe('region');
    expect(root.querySelector('h1')?.getAttribute('aria-level')).toBe('2');

    const later = document.createElement('h1');
    root.querySelector('main')?.append(later);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(later.getAttribute('aria-level')).toBe('2');

    stop();
    const afterStop = document.createElement('h1');
    root.append(afterStop);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(afterStop.hasAttribute('aria-level')).toBe(false);
    root.remove();
  });
});
