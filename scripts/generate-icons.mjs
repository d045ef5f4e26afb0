#!/usr/bin/env node
// Regenerates the PNG icons in client/public/icons from the Flock mark in client/public/favicon.svg
// (the same drawing as client/src/components/ui/Logo.tsx). Run `node scripts/generate-icons.mjs`
// after changing the mark; the PNGs are committed.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const fromServer = createRequire(path.join(root, 'server', 'package.json'));
const fromClient = createRequire(path.join(root, 'client', 'package.json'));
/** @type {typeof import('sharp').default} */
const sharp = fromServer('sharp');
/** @type {typeof import('react')} */
const React = fromClient('react');
/** @type {typeof import('react-dom/server')} */
const ReactDOMServer = fromClient('react-dom/server');
/** @type {typeof import('lucide-react')} */
const lucide = fromClient('lucide-react');

const BRAND = '#1565c0';
const publicDir = path.join(root, 'client', 'public');
const iconsDir = path.join(publicDir, 'icons');

const mark = fs.readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const markInside = mark.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');

/**
 * The mark scaled to `scale` of the canvas on a full-bleed brand background: for masks that cut
 * the corners (maskable icons keep their content inside the central 80% circle; iOS rounds its own).
 * @param {number} scale
 */
const fullBleed = (scale) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" fill="${BRAND}"/>
    <g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${markInside}</g>
  </svg>`;

/**
 * A shortcut icon: a lucide glyph in white on the brand's rounded square.
 * @param {import('lucide-react').LucideIcon} Icon
 */
const glyph = (Icon) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
    <rect width="64" height="64" rx="16" fill="${BRAND}"/>
    <g transform="translate(16 16) scale(1.3333)">${ReactDOMServer.renderToStaticMarkup(
      React.createElement(Icon, { color: '#fff', size: 24, strokeWidth: 2 }),
    )}</g>
  </svg>`;

/** @type {Array<[file: string, svg: string, size: number]>} */
const icons = [
  ['icon-192.png', mark, 192],
  ['icon-512.png', mark, 512],
  ['icon-maskable-512.png', fullBleed(0.7), 512],
  ['apple-touch-icon.png', fullBleed(0.8), 180],
  ['shortcut-new-post-96.png', glyph(lucide.SquarePen), 96],
  ['shortcut-messages-96.png', glyph(lucide.MessageCircle), 96],
  ['shortcut-notifications-96.png', glyph(lucide.Bell), 96],
];

fs.mkdirSync(iconsDir, { recursive: true });
for (const [file, svg, size] of icons) {
  await sharp(Buffer.from(svg), { density: 72 * Math.ceil(size / 64) })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(iconsDir, file));
  console.log(`client/public/icons/${file} (${size}x${size})`);
}
