// Draws the app icons as SVG and rasterises them with the system Chromium, so no image tools
// or remote assets are needed. Run: node scripts/make-icons.mjs (writes static/icons/*.png).
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const out = fileURLToPath(new URL('../static/icons/', import.meta.url));
mkdirSync(out, { recursive: true });

const ticks = Array.from({ length: 12 }, (_, i) => {
	const major = i % 3 === 0;
	const w = major ? 14 : 8;
	const h = major ? 34 : 22;
	return `<rect x="${-w / 2}" y="-160" width="${w}" height="${h}" rx="${w / 2}" transform="rotate(${i * 30})" fill="url(#gold)"/>`;
}).join('');

/** The tower clock a few minutes before midnight, with a moon in its dial. */
function svg({ maskable }) {
	const scale = maskable ? 0.74 : 1;
	const corner = maskable ? 0 : 112;
	return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
	<defs>
		<radialGradient id="bg" cx="50%" cy="28%" r="80%">
			<stop offset="0" stop-color="#33254a"/>
			<stop offset="0.6" stop-color="#17111f"/>
			<stop offset="1" stop-color="#0e0b14"/>
		</radialGradient>
		<radialGradient id="face" cx="50%" cy="35%" r="65%">
			<stop offset="0" stop-color="#2c2238"/>
			<stop offset="1" stop-color="#15101c"/>
		</radialGradient>
		<linearGradient id="gold" x1="0" y1="-1" x2="0" y2="1" gradientUnits="objectBoundingBox">
			<stop offset="0" stop-color="#f3d596"/>
			<stop offset="1" stop-color="#b9883a"/>
		</linearGradient>
		<linearGradient id="goldRing" x1="0" y1="0" x2="0" y2="1">
			<stop offset="0" stop-color="#f3d596"/>
			<stop offset="1" stop-color="#a87a30"/>
		</linearGradient>
	</defs>
	<rect width="512" height="512" rx="${corner}" fill="url(#bg)"/>
	<g transform="translate(256 256) scale(${scale})">
		<circle r="204" fill="none" stroke="#d4a955" stroke-opacity="0.25" stroke-width="3"/>
		<circle r="186" fill="url(#face)" stroke="url(#goldRing)" stroke-width="16"/>
		${ticks}
		<mask id="crescent">
			<circle cy="72" r="34" fill="#fff"/>
			<circle cx="14" cy="64" r="30" fill="#000"/>
		</mask>
		<circle cy="72" r="34" fill="#f0d18e" mask="url(#crescent)"/>
		<g fill="url(#gold)">
			<rect x="-9" y="-98" width="18" height="106" rx="9" transform="rotate(-4)"/>
			<rect x="-6" y="-140" width="12" height="148" rx="6" transform="rotate(-30)"/>
		</g>
		<circle r="17" fill="#f3d596" stroke="#15101c" stroke-width="5"/>
	</g>
</svg>`;
}

const icons = [
	{ file: 'icon-512.png', size: 512, maskable: false },
	{ file: 'icon-192.png', size: 192, maskable: false },
	{ file: 'icon-maskable-512.png', size: 512, maskable: true }
];

const browser = await chromium.launch({
	executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
	args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking']
});
try {
	for (const icon of icons) {
		const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
		await page.setContent(
			`<html><body style="margin:0;background:transparent">
			<div style="width:${icon.size}px;height:${icon.size}px">${svg(icon).replace(
				'width="512" height="512"',
				`width="${icon.size}" height="${icon.size}"`
			)}</div></body></html>`
		);
		await page.screenshot({ path: out + icon.file, omitBackground: true });
		await page.close();
		console.log('wrote', icon.file);
	}
} finally {
	await browser.close();
}
