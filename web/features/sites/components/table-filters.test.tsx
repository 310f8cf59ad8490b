import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DEFAULT_VIEW } from '../lib/table-view';
import { TableFilters } from './table-filters';

describe('TableFilters', () => {
  it('filters by the AI Overview and a feature the site holds, from the first page, and clears them', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<TableFilters view={DEFAULT_VIEW} facets={undefined} locationLabel={(code) => code} onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('AI Overview'), 'Cites others only');
    expect(onChange).toHaveBeenLastCalledWith({ aiOverview: 'not-cited', page: 1 });
    await userEvent.selectOptions(screen.getByLabelText('Feature held'), 'Featured snippet');
    expect(onChange).toHaveBeenLastCalledWith({ features: ['answer_box'], page: 1 });

    rerender(<TableFilters view={{ ...DEFAULT_VIEW, aiOverview: 'not-cited', features: ['answer_box'] }} facets={undefined} locationLabel={(code) => code} onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Clear (2)' }));
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ aiOverview: '', features: [], page: 1 }));
  });
});
