import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiErrorResponse, fakeApi, jsonResponse } from '../../../testing/fake-api';
import { renderWithProviders } from '../../../testing/render';
import { ApiDocsPage } from './api-docs-page';

// Scalar needs a real browser to lay out its reference (e2e/api-docs.spec.ts renders it); here a stand-in
// draws the operations it was given, so the page's own behaviour can be checked in happy-dom.
const renderer = vi.hoisted(() => ({
  unmount: vi.fn(),
  mountReference: vi.fn(),
}));
vi.mock('../lib/mount-reference', () => ({ mountReference: renderer.mountReference }));

const DOCUMENT = {
  openapi: '3.1.0',
  info: { title: 'Rank Checker API', version: '1.0.0' },
  paths: { '/api/v1/rank-checks': { post: { summary: 'Check where a website ranks for a keyword' } } },
};

beforeEach(() => {
  renderer.unmount.mockReset();
  renderer.mountReference.mockReset().mockImplementation((element: HTMLElement, document: typeof DOCUMENT, onLoaded: () => void) => {
    const summary = document.paths['/api/v1/rank-checks'].post.summary;
    element.innerHTML = `<h2>${summary}</h2>`;
    onLoaded();
    return renderer.unmount;
  });
});

describe('ApiDocsPage', () => {
  it('introduces the API with a link to create a key and the document, then draws the reference from /api/openapi.json', async () => {
    fakeApi({ 'GET /api/openapi.json': () => jsonResponse(DOCUMENT) });
    const { unmount } = renderWithProviders(<ApiDocsPage />, { path: '/docs/api' });

    expect(screen.getByRole('heading', { level: 1, name: 'API reference' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create an API key' }).getAttribute('href')).toBe('/settings');
    expect(screen.getByRole('link', { name: 'OpenAPI document (JSON)' }).getAttribute('href')).toBe('/api/openapi.json');
    expect(screen.getByRole('status').textContent).toBe('Loading the API reference…');

    expect(await screen.findByRole('heading', { level: 2, name: 'Check where a website ranks for a keyword' })).toBeTruthy();
    expect(renderer.mountReference).toHaveBeenCalledTimes(1);
    expect(renderer.mountReference.mock.calls[0]?.[1]).toEqual(DOCUMENT);
    expect(screen.queryByRole('status')).toBeNull();
    expect(document.title).toBe('API reference — Rank Checker');

    // Leaving the page removes the reference and its styles.
    unmount();
    expect(renderer.unmount).toHaveBeenCalledTimes(1);
  });

  it('says when the document cannot be read, and reads it again on request', async () => {
    let answers = 0;
    const api = fakeApi({
      'GET /api/openapi.json': () => {
        answers += 1;
        return answers === 1 ? apiErrorResponse('NOT_FOUND', 'The requested URL was not found on this server.', 404) : jsonResponse(DOCUMENT);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<ApiDocsPage />, { path: '/docs/api' });

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the API description');
    expect(alert.textContent).toContain('The requested URL was not found on this server.');
    expect(renderer.mountReference).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Check where a website ranks for a keyword' })).toBeTruthy();
    expect(api.fetchMock).toHaveBeenCalledTimes(2);
  });

  it('refuses an answer that is not an OpenAPI document', async () => {
    fakeApi({ 'GET /api/openapi.json': () => jsonResponse({ hello: 'world' }) });
    renderWithProviders(<ApiDocsPage />, { path: '/docs/api' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('not an API description');
    expect(renderer.mountReference).not.toHaveBeenCalled();
  });

  it('offers a reload when the viewer fails to start', async () => {
    renderer.mountReference.mockImplementation(() => {
      throw new Error('no layout');
    });
    fakeApi({ 'GET /api/openapi.json': () => jsonResponse(DOCUMENT) });
    renderWithProviders(<ApiDocsPage />, { path: '/docs/api' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not show the API reference');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reload' })).toBeTruthy());
  });
});
