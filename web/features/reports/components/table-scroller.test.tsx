import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TableScroller } from './table-scroller';

/** happy-dom lays nothing out: give every element the scroller's widths (the setup restores them after each test). */
function layOut(scrollWidth: number, clientWidth: number) {
  vi.spyOn(Element.prototype, 'scrollWidth', 'get').mockReturnValue(scrollWidth);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(clientWidth);
}

const table = (
  <table>
    <tbody>
      <tr>
        <td>best running socks</td>
      </tr>
    </tbody>
  </table>
);

describe('TableScroller', () => {
  it('a table that fits: no region, no tab stop, no fade', () => {
    layOut(320, 320);
    const { container } = render(<TableScroller label="Keyword ranks">{table}</TableScroller>);
    expect(screen.queryByRole('region')).toBeNull();
    expect(container.querySelector('[tabindex]')).toBeNull();
    expect(container.querySelectorAll('.opacity-100')).toHaveLength(0);
    expect(screen.queryByText('Scroll sideways to see every column')).toBeNull();
  });

  it('a wider table: a focusable named region, faded on the side still to come until it is scrolled to the end', () => {
    layOut(600, 320);
    const { container } = render(<TableScroller label="Keyword ranks">{table}</TableScroller>);
    const region = screen.getByRole('region', { name: 'Keyword ranks' });
    expect(region.tabIndex).toBe(0);
    expect(region.getAttribute('data-overflow')).toBe('after');
    expect(screen.getByText('Scroll sideways to see every column')).toBeTruthy();
    const [left, right] = [...container.querySelectorAll('div[aria-hidden="true"]')];
    expect(left?.className).toContain('opacity-0');
    expect(right?.className).toContain('opacity-100');

    region.scrollLeft = 120;
    fireEvent.scroll(region);
    expect(region.getAttribute('data-overflow')).toBe('before after');
    expect(left?.className).toContain('opacity-100');

    region.scrollLeft = 280;
    fireEvent.scroll(region);
    expect(region.getAttribute('data-overflow')).toBe('before');
    expect(right?.className).toContain('opacity-0');
  });
});
