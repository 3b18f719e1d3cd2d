#!/usr/bin/env node
// Draws the demo listing photos in public/images/listings (committed; rerun only to change them).
// Illustrations rather than photographs so the repository ships no third-party images.
import { mkdirSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";

const OUT = path.resolve("public/images/listings");
mkdirSync(OUT, { recursive: true });
const W = 1200;
const H = 800;

let seed = 7;
const rand = () => (seed = (seed * 16807) % 2147483647) / 2147483647;

const skies = [
  ["#8ec5fc", "#e0c3fc"],
  ["#a1c4fd", "#c2e9fb"],
  ["#fbc2eb", "#a6c1ee"],
  ["#f6d365", "#fda085"],
  ["#84fab0", "#8fd3f4"],
];
const walls = ["#f4efe6", "#e8dcc8", "#f2e2d2", "#dfe7ef", "#efe4d9", "#e9ecef", "#f7e7ce"];
const accents = ["#b5543c", "#2f6f8f", "#7a5c3e", "#3f7d58", "#8a3b59", "#4b5563"];

function defs(sky) {
  return `<defs>
    <linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${sky[0]}"/><stop offset="1" stop-color="${sky[1]}"/></linearGradient>
    <linearGradient id="ground" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#7fb069"/><stop offset="1" stop-color="#4f7d3a"/></linearGradient>
    <linearGradient id="glass" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#cfe8ff"/><stop offset="1" stop-color="#6b9ac4"/></linearGradient>
  </defs>`;
}

function trees(n, y) {
  let out = "";
  for (let i = 0; i < n; i++) {
    const x = rand() * W;
    const r = 30 + rand() * 40;
    out += `<rect x="${x - 5}" y="${y - 10}" width="10" height="${r + 20}" fill="#5b4030"/>`;
    out += `<circle cx="${x}" cy="${y - r}" r="${r}" fill="#3d7a3a" opacity="0.95"/>`;
  }
  return out;
}

function windows(x, y, cols, rows, w, h, gapX, gapY) {
  let out = "";
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gapX)}" y="${y + r * (h + gapY)}" width="${w}" height="${h}" rx="3" fill="url(#glass)" stroke="#ffffff" stroke-width="3"/>`;
    }
  }
  return out;
}

function apartment(i) {
  const wall = walls[i % walls.length];
  const accent = accents[i % accents.length];
  const floors = 5 + (i % 5);
  const bw = 420 + (i % 3) * 60;
  const bx = (W - bw) / 2;
  const fh = 56;
  const top = 620 - floors * fh;
  let body = `<rect x="${bx}" y="${top}" width="${bw}" height="${floors * fh}" fill="${wall}"/>`;
  body += `<rect x="${bx - 10}" y="${top - 18}" width="${bw + 20}" height="18" fill="${accent}"/>`;
  body += windows(bx + 30, top + 14, Math.floor((bw - 40) / 90), floors, 60, 32, 30, 24);
  for (let f = 1; f < floors; f++)
    body += `<rect x="${bx}" y="${top + f * fh - 4}" width="${bw}" height="6" fill="${accent}" opacity="0.5"/>`;
  body += `<rect x="${bx + bw / 2 - 40}" y="560" width="80" height="60" fill="${accent}"/>`;
  const side =
    `<rect x="${bx - 220}" y="${top + 120}" width="180" height="${620 - top - 120}" fill="#d9d4cc"/>` +
    windows(bx - 200, top + 140, 2, Math.max(1, floors - 3), 50, 30, 30, 26);
  return `${side}${body}`;
}

function villa(i) {
  const wall = walls[(i + 2) % walls.length];
  const accent = accents[(i + 1) % accents.length];
  const x = 300;
  return `<rect x="${x}" y="380" width="600" height="240" fill="${wall}"/>
    <polygon points="${x - 40},390 ${x + 300},230 ${x + 640},390" fill="${accent}"/>
    <rect x="${x + 250}" y="480" width="100" height="140" rx="6" fill="#6b4f3a"/>
    ${windows(x + 60, 440, 2, 1, 110, 90, 300, 0)}
    <rect x="${x + 420}" y="320" width="60" height="80" fill="${wall}"/>
    <rect x="0" y="620" width="${W}" height="12" fill="#c9c2b8"/>
    <rect x="${x + 230}" y="620" width="140" height="180" fill="#cfc6b6"/>`;
}

function plot(i) {
  const stones = Array.from({ length: 4 }, (_, k) => {
    const px = 250 + k * 230;
    return `<rect x="${px}" y="${520 + (k % 2) * 30}" width="16" height="50" fill="#f4f1ea" stroke="#8d8778"/>`;
  }).join("");
  return `<polygon points="150,640 1050,640 900,470 300,470" fill="#c8a46a" opacity="0.85"/>
    ${stones}
    <rect x="520" y="380" width="160" height="90" fill="#ffffff" stroke="#2f6f8f" stroke-width="6"/>
    <text x="600" y="435" font-family="Arial, sans-serif" font-size="30" font-weight="700" fill="#2f6f8f" text-anchor="middle">PLOT ${i + 1}</text>
    <rect x="596" y="470" width="8" height="60" fill="#6b4f3a"/>`;
}

function interior(i) {
  const wall = walls[(i + 4) % walls.length];
  const accent = accents[(i + 3) % accents.length];
  return `<rect x="0" y="0" width="${W}" height="${H}" fill="${wall}"/>
    <rect x="0" y="560" width="${W}" height="240" fill="#b08968"/>
    <rect x="760" y="120" width="320" height="300" fill="url(#glass)" stroke="#ffffff" stroke-width="10"/>
    <rect x="150" y="430" width="460" height="140" rx="20" fill="${accent}"/>
    <rect x="150" y="380" width="460" height="80" rx="20" fill="${accent}" opacity="0.8"/>
    <rect x="260" y="600" width="260" height="30" rx="8" fill="#5b4636"/>
    <circle cx="700" cy="200" r="40" fill="#fff3c4"/>
    <rect x="200" y="150" width="160" height="110" fill="#ffffff" stroke="#8d8778" stroke-width="6"/>`;
}

const kinds = [
  ["apartment", apartment, 8],
  ["villa", villa, 5],
  ["plot", plot, 4],
  ["interior", interior, 6],
];

for (const [name, draw, count] of kinds) {
  for (let i = 0; i < count; i++) {
    const sky = skies[(i + name.length) % skies.length];
    const scene =
      name === "interior"
        ? draw(i)
        : `<rect width="${W}" height="${H}" fill="url(#sky)"/>
           <circle cx="${150 + rand() * 900}" cy="${90 + rand() * 60}" r="46" fill="#fff7d6" opacity="0.9"/>
           <rect y="600" width="${W}" height="200" fill="url(#ground)"/>
           ${trees(3, 640)}${draw(i)}${trees(2, 700)}`;
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs(sky)}${scene}</svg>`;
    const file = path.join(OUT, `${name}-${i + 1}.jpg`);
    await sharp(Buffer.from(svg)).jpeg({ quality: 74, mozjpeg: true }).toFile(file);
  }
}
console.log(`wrote demo images to ${OUT}`);
