/**
 * Draws Stolik's icons (a round table with four seats) as PNGs with no image library:
 * 4x supersampled shapes, written with node:zlib. Run: node scripts/make-icons.mjs
 * The maskable icon keeps the drawing inside the 80% safe zone on a full-bleed background.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const BG = [30, 91, 79];
const FG = [250, 244, 230];
const SEAT = [233, 180, 76];

function crc32(buf) {
  let c,
    crc = 0xffffffff;
  for (const b of buf) {
    c = (crc ^ b) & 0xff;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    crc = (crc >>> 8) ^ c;
  }
  return (crc ^ 0xffffffff) >>> 0;
}
function chunk(type, data) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}
function png(size, pixel) {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const S = 4;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let sy = 0; sy < S; sy++)
        for (let sx = 0; sx < S; sx++) {
          const [pr, pg, pb, pa] = pixel((x + (sx + 0.5) / S) / size, (y + (sy + 0.5) / S) / size);
          r += pr * pa;
          g += pg * pa;
          b += pb * pa;
          a += pa;
        }
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = a ? r / a : 0;
      raw[o + 1] = a ? g / a : 0;
      raw[o + 2] = a ? b / a : 0;
      raw[o + 3] = (a / (S * S)) * 255;
    }
  }
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  ihdr[10] = 0;
  ihdr[11] = 0;
  ihdr[12] = 0;
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}
/** The drawing in unit coordinates; `scale` shrinks it toward the centre (maskable safe zone). */
function drawing(scale, roundedBg) {
  return (u, v) => {
    const x = (u - 0.5) / scale,
      y = (v - 0.5) / scale;
    if (roundedBg) {
      const q = Math.max(Math.abs(u - 0.5) - 0.32, 0) ** 2 + Math.max(Math.abs(v - 0.5) - 0.32, 0) ** 2;
      if (q > 0.18 ** 2) return [0, 0, 0, 0];
    }
    const d = Math.hypot(x, y);
    if (d < 0.24) return [...FG, 1];
    for (const [cx, cy] of [
      [0, -0.34],
      [0.34, 0],
      [0, 0.34],
      [-0.34, 0],
    ])
      if (Math.hypot(x - cx, y - cy) < 0.075) return [...SEAT, 1];
    return [...BG, 1];
  };
}
writeFileSync('public/icon-192.png', png(192, drawing(1, true)));
writeFileSync('public/icon-512.png', png(512, drawing(1, true)));
writeFileSync('public/icon-maskable-512.png', png(512, drawing(0.8, false)));
writeFileSync('public/apple-touch-icon.png', png(180, drawing(0.9, false)));
console.log('icons written');
