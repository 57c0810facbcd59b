import { describe, expect, it } from 'vitest';
import { siteLinks } from '~/components/notices/site-links';
import { legacyMenu } from './legacy-links';

const links = siteLinks({ companyHome: 'https://www.example.com/', office: 'https://office.example.com' });

describe('legacy menu (part 1 §2: Home, Plans, Our Tools, Success Stories, Start Now)', () => {
  it.each([
    ['part 1 §2: en links the plans page without prefix', 'en', '/plans'],
    ['part 1 §2: pt links the pt plans page', 'pt', '/pt/plans'],
  ] as const)('%s', (_name, lang, plans) => {
    expect(legacyMenu(lang, links).map((link) => [link.id, link.href])).toEqual([
      ['home', 'https://www.example.com/'],
      ['plans', plans],
      ['tools', 'https://www.example.com/tools'],
      ['stories', 'https://www.example.com/success-stories'],
      ['start', '#plans'],
    ]);
  });
});
