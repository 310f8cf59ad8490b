import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { Navbar } from './navbar';
import { isNavLinkActive } from './nav-links';

describe('isNavLinkActive', () => {
  it.each([
    ['/', '/', true],
    ['/pricing', '/', false],
    ['/blog/how-to-rank', '/', false],
    ['/pricing', '/pricing', true],
    ['/blog', '/blog', true],
    ['/blog/how-to-rank', '/blog', true],
    ['/blogger', '/blog', false],
    ['/faq', '/pricing', false],
    ['/', '/faq', false],
  ])('path %s, link %s -> %s', (pathname, href, expected) => {
    expect(isNavLinkActive(pathname, href)).toBe(expected);
  });
});

describe('Navbar', () => {
  const currentLinks = () =>
    screen
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);

  it('marks Home only on exactly /', () => {
    renderWithProviders(<Navbar />, { path: '/' });
    expect(currentLinks()).toEqual(['Home']);
  });

  it('marks Blog on a blog post and not Home', () => {
    renderWithProviders(<Navbar />, { path: '/blog/how-to-rank' });
    expect(currentLinks()).toEqual(['Blog']);
  });

  it('shows the logged-out actions', () => {
    renderWithProviders(<Navbar />, { path: '/' });
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('link', { name: 'Sign Up Free' }).getAttribute('href')).toBe('/signup');
  });
});
