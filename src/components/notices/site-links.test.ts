import { describe, expect, it } from 'vitest';
import { siteLinks, unavailableActionHref } from './site-links';

const config = { companyHome: 'https://www.example.com', office: 'https://office.example.com/' };

describe('siteLinks (part 1 §2 "Other screens", legacy footer)', () => {
  it.each([
    ['part 1 §2: the legacy footer e-mail defaults to support@ the company domain', {}, 'support@example.com'],
    ['part 1 §2: the legacy footer e-mail is configurable', { contactEmail: ' help@brand.example ' }, 'help@brand.example'],
  ])('%s', (_name, extra, email) => {
    expect(siteLinks({ ...config, ...extra }).contactEmail).toBe(email);
  });

  it('fails naming the variable when the contact e-mail is malformed', () => {
    expect(() => siteLinks({ ...config, contactEmail: 'not-an-email' })).toThrow('PUBLIC_CONTACT_EMAIL');
  });

  it.each([
    ['part 1 §2: WordPress plan without an order goes to WordPress PRO', 'wordpressPro', 'https://office.example.com/wordpress-pro'],
    ['part 1 §2: template plan without tp_slug goes to the template editor', 'templateEditor', 'https://office.example.com/templates'],
    ['part 1 §2: BRL outside Brazil goes to the office', 'office', 'https://office.example.com/'],
  ] as const)('%s', (_name, action, href) => {
    expect(unavailableActionHref(action, siteLinks(config))).toBe(href);
  });
});
