// Renders the app's icons (public/icons/*.svg) to the PNG sizes browsers ask for, in
// Debian's chromium. The PNGs are committed; run this again after changing an SVG:
//   node scripts/icons.mjs
import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';

const ICONS = new URL('../public/icons/', import.meta.url);
const RENDERS = [
  { svg: 'icon.svg', png: 'icon-192.png', size: 192 },
  { svg: 'icon.svg', png: 'icon-512.png', size: 512 },
  { svg: 'icon.svg', png: 'apple-touch-icon.png', size: 180 },
  { svg: 'maskable.svg', png: 'maskable-512.png', size: 512 },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const { svg, png, size } of RENDERS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const source = await readFile(new URL(svg, ICONS), 'utf8');
    const url = `data:image/svg+xml;base64,${Buffer.from(source).toString('base64')}`;
    await page.setContent(`<style>html,body{margin:0;background:transparent}</style><img src="${url}" width="${size}" height="${size}">`);
    await page.screenshot({ path: new URL(png, ICONS).pathname, omitBackground: true });
    await page.close();
    console.log(`${png}: ${size}x${size}`);
  }
} finally {
  await browser.close();
}
