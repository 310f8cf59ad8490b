import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seoSnapshotSchema } from '../../contracts/seo-snapshot';
import { createDemoProvider } from '../adapters/serp/demo/create-demo-provider';
import { MAX_DEPTH, MAX_ELEMENTS } from '../services/seo-snapshot/html-facts';
import { buildTestApp, type TestApp } from '../testing/build-test-app';
import { uniqueIp } from '../testing/guest-client';
import { startLocalNameServer, type LocalNameServer } from '../testing/local-name-server';
import { startSeoTestSite, type SeoTestSite } from '../testing/seo-test-site';

const HEAD = '<!doctype html><html lang="en"><head><title>Deep page</title><meta name="description" content="Nested."></head><body><h1>Deep</h1>';
/** Two megabytes of <div>s, each inside the previous one: the read that held the server for minutes. */
const NESTED = `${HEAD}${'<div>'.repeat((2 * 1024 * 1024 - HEAD.length) / 5)}`;
/** Two megabytes of sibling elements: more than are read. */
const WIDE = `${HEAD}${'<p><b>x</b></p>'.repeat(Math.ceil((2 * 1024 * 1024 - HEAD.length) / 15))}`;

describe('SEO snapshots of hostile pages', () => {
  let t: TestApp;
  let site: SeoTestSite;
  let names: LocalNameServer;
  beforeAll(async () => {
    site = await startSeoTestSite();
    names = await startLocalNameServer({ 'deep.site.test': '127.0.0.1' });
    t = await buildTestApp({ serpProvider: createDemoProvider(), env: { PAGE_FETCH_ALLOW_PRIVATE_HOSTS: 'deep.site.test', FETCH_DNS_SERVERS: names.address } });
    site.setPage('/nested', NESTED);
    site.setPage('/wide', WIDE);
  });
  afterAll(async () => {
    await t.close();
    await Promise.all([site.close(), names.close()]);
  });

  const snapshotOf = (path: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/seo-snapshots', payload: { url: `http://deep.site.test:${site.port}${path}` }, remoteAddress: uniqueIp() });

  it('reads a page nested deeper than browsers build up to that depth, and says so', async () => {
    const response = await snapshotOf('/nested');
    expect(response.statusCode, response.body).toBe(201);
    const { onPage } = seoSnapshotSchema.parse(response.json());
    expect(onPage).toMatchObject({ title: 'Deep page', metaDescription: 'Nested.', h1: ['Deep'], readStopped: 'nesting', truncated: false });
    expect(MAX_DEPTH).toBe(512);
  });

  it('reads a page with more elements than are read up to the limit, and says so', async () => {
    const response = await snapshotOf('/wide');
    expect(response.statusCode, response.body).toBe(201);
    const { onPage } = seoSnapshotSchema.parse(response.json());
    expect(onPage).toMatchObject({ title: 'Deep page', h1: ['Deep'], readStopped: 'elements' });
    expect(WIDE.split('<').length / 2).toBeGreaterThan(MAX_ELEMENTS);
  });

  it('refuses, before fetching anything, an address that grows past 2048 characters when written out', async () => {
    const path = `/grows/${'🦄'.repeat(1000)}`;
    const response = await snapshotOf(path);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: { code: 'INVALID_INPUT', message: 'This address is longer than 2,048 characters once written out in full.' } });
    expect([...site.hits.keys()].some((hit) => hit.startsWith('/grows/'))).toBe(false);
  });
});

describe('the operator’s allow lists', () => {
  it('a host opened to webhooks is not opened to snapshots, which guests can ask for', async () => {
    const site = await startSeoTestSite();
    const names = await startLocalNameServer({ 'hooks.intranet.test': '127.0.0.1' });
    const t = await buildTestApp({ serpProvider: createDemoProvider(), env: { WEBHOOK_ALLOW_PRIVATE_HOSTS: 'hooks.intranet.test', FETCH_DNS_SERVERS: names.address } });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/v1/seo-snapshots', payload: { url: `http://hooks.intranet.test:${site.port}/` }, remoteAddress: uniqueIp() });
      expect(response.statusCode).toBe(201);
      expect(seoSnapshotSchema.parse(response.json()).onPageError).toMatchObject({ code: 'invalid_url' });
      const port80 = await t.app.inject({ method: 'POST', url: '/api/v1/seo-snapshots', payload: { url: 'http://hooks.intranet.test/' }, remoteAddress: uniqueIp() });
      expect(seoSnapshotSchema.parse(port80.json()).onPageError).toEqual({ code: 'unreachable', message: 'The site could not be reached.' });
      expect(site.hits.size).toBe(0);
    } finally {
      await t.close();
      await Promise.all([site.close(), names.close()]);
    }
  });
});
