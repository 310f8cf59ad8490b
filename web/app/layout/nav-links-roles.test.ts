import { describe, expect, it } from 'vitest';
import { ACCOUNT_MENU_LINKS, linksForRole, SIGNED_IN_NAV_LINKS } from './nav-links';

describe('the links each role is offered', () => {
  it('offers a client only the pages of the sites shared with them', () => {
    expect(linksForRole(SIGNED_IN_NAV_LINKS, true).map((item) => item.label)).toEqual(['Sites', 'Reports']);
    expect(linksForRole(ACCOUNT_MENU_LINKS, true).map((item) => item.label)).toEqual(['Sites', 'Reports', 'Settings']);
  });

  it('offers every other role every link', () => {
    expect(linksForRole(SIGNED_IN_NAV_LINKS, false)).toBe(SIGNED_IN_NAV_LINKS);
  });
});
