import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ChunkLoadError } from './chunk-load-error';
import { ErrorScreen } from './error-screen';

describe('ErrorScreen', () => {
  it.each([
    [new ChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')), 'Failed to load page resources. This usually happens after a deployment. Please reload the page.'],
    [new TypeError('Failed to fetch dynamically imported module: /assets/x.js'), 'Failed to load page resources. This usually happens after a deployment. Please reload the page.'],
    [new Error('Cannot read properties of undefined'), 'Cannot read properties of undefined'],
    ['a thrown string', 'An unexpected error occurred'],
  ])('explains %s', (error, message) => {
    render(<ErrorScreen error={error} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeTruthy();
    expect(screen.getByText('Error details')).toBeTruthy();
  });
});
