import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--allow-file-access-from-files'] });
const [file, out, w, h, y = 0] = process.argv.slice(2);
const page = await browser.newPage({ viewport: { width: Number(w), height: Number(h) } });
await page.goto('file:///tmp/');
await page.setContent(`<body style="margin:0"><img src="file://${file}" style="display:block"></body>`);
await page.waitForTimeout(300);
await page.screenshot({ path: out, clip: { x: 0, y: Number(y), width: Number(w), height: Number(h) } });
await browser.close();
