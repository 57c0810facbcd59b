// Draws public/og-image.png (1200 x 630, the link-preview image of every page, decision 043) from og-image.html
// beside this file with a headless Chromium screenshot: no image library in the project. Run it after changing the
// HTML: node scripts/og-image/make-og-image.mjs (Chromium from CHROMIUM_PATH, else /usr/bin/chromium).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const source = fileURLToPath(new URL('./og-image.html', import.meta.url));
const target = fileURLToPath(new URL('../../public/og-image.png', import.meta.url));
execFileSync(chromium, ['--headless=new', '--no-sandbox', '--disable-gpu', '--hide-scrollbars', '--force-device-scale-factor=1',
  '--window-size=1200,630', `--screenshot=${target}`, `file://${source}`], { stdio: 'inherit' });
const png = readFileSync(target);
console.log(`og-image.png: ${png.readUInt32BE(16)} x ${png.readUInt32BE(20)}, ${png.length} bytes`);
