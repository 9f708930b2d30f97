/**
 * Draws the result card on a canvas and encodes it as PNG: light paper, the game and mode, the
 * date, one line per seat with place, name and total, the winners marked, Stolik's name at the
 * foot. No library and no web font (the system's sans-serif draws Cyrillic and Latin alike), so it
 * works offline. Loaded only when someone asks for the image.
 */
import { isolateName } from '../lib/names';
import type { CardModel } from './cardModel';

/** Width of the card in pixels (a phone's share sheet and chats show it sharp). */
export const CARD_WIDTH = 1080;
const PAD = 72;
const ROW = 112;
const FONT = 'system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", "DejaVu Sans", sans-serif';
/** The app's light palette (src/styles.css): the card looks the same in a dark-themed app. */
const INK = {
  paper: '#faf4e6',
  surface: '#ffffff',
  text: '#1d1b16',
  muted: '#545046',
  line: '#d8cfbd',
  accent: '#1e5b4f',
  onAccent: '#ffffff',
  win: '#f3e3b5',
};

const font = (px: number, weight = 400) => `${weight} ${px}px ${FONT}`;

/** `text` cut with an ellipsis to fit `max` pixels in the context's current font. */
function fit(ctx: CanvasRenderingContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  const chars = [...text];
  while (chars.length > 1 && ctx.measureText(chars.join('') + '…').width > max) chars.pop();
  return chars.join('') + '…';
}

/** Breaks `text` into at most `lines` lines that fit `max` pixels (the last one cut with an ellipsis). */
function wrap(ctx: CanvasRenderingContext2D, text: string, max: number, lines: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (ctx.measureText(next).width <= max || !line) line = next;
    else {
      out.push(line);
      line = word;
    }
  }
  out.push(line);
  if (out.length <= lines) return out.map((l) => fit(ctx, l, max));
  return [...out.slice(0, lines - 1), fit(ctx, out.slice(lines - 1).join(' '), max)].map((l) => fit(ctx, l, max));
}

/** A five-pointed star: the winner's mark (drawn, so no emoji font is needed). */
function star(ctx: CanvasRenderingContext2D, cx: number, cy: number, r: number) {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 ? r * 0.45 : r;
    ctx.lineTo(cx + rr * Math.cos(a), cy + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.fill();
}

/** Draws the card for `m` on a new canvas (height follows the number of seats). */
export function drawResultCard(m: CardModel): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  const probe = canvas.getContext('2d')!;
  probe.font = font(60, 700);
  const title = wrap(probe, m.title, CARD_WIDTH - 2 * PAD, 2);
  const top = PAD + title.length * 72 + 64;
  canvas.width = CARD_WIDTH;
  canvas.height = top + 32 + m.rows.length * ROW + 40 + 96;
  const ctx = canvas.getContext('2d')!;
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = INK.paper;
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = INK.accent;
  ctx.fillRect(0, 0, canvas.width, 16);

  ctx.fillStyle = INK.text;
  ctx.font = font(60, 700);
  title.forEach((line, i) => ctx.fillText(line, PAD, PAD + 56 + i * 72));
  ctx.fillStyle = INK.muted;
  ctx.font = font(38);
  ctx.fillText(fit(ctx, m.when, CARD_WIDTH - 2 * PAD), PAD, top);

  const listTop = top + 32;
  const box = new Path2D();
  const boxArgs = [PAD - 24, listTop, CARD_WIDTH - 2 * PAD + 48, m.rows.length * ROW] as const;
  // Rounded corners where the browser draws them (Chromium 99+, Safari 16+); square elsewhere.
  if ('roundRect' in box) box.roundRect(...boxArgs, 20);
  else (box as Path2D).rect(...boxArgs);
  ctx.fillStyle = INK.surface;
  ctx.fill(box);
  // Rows are clipped to the rounded box, and its border is drawn last, over the winner's band.
  ctx.save();
  ctx.clip(box);
  m.rows.forEach((r, i) => drawRow(ctx, m, r, listTop + i * ROW, i > 0));
  ctx.restore();
  ctx.strokeStyle = INK.line;
  ctx.lineWidth = 2;
  ctx.stroke(box);

  ctx.fillStyle = INK.accent;
  ctx.font = font(40, 700);
  ctx.fillText(m.brand, PAD, canvas.height - 56);
  return canvas;
}

/** One seat: place in a disc (filled for the winners), name (with the winner's word under it), total on the right. */
function drawRow(ctx: CanvasRenderingContext2D, m: CardModel, r: CardModel['rows'][number], y: number, divider: boolean) {
  const mid = y + ROW / 2;
  if (r.winner) {
    ctx.fillStyle = INK.win;
    ctx.fillRect(PAD - 24, y, CARD_WIDTH - 2 * PAD + 48, ROW);
  }
  if (divider) {
    ctx.fillStyle = INK.line;
    ctx.fillRect(PAD - 24, y, CARD_WIDTH - 2 * PAD + 48, 2);
  }
  ctx.fillStyle = r.winner ? INK.accent : INK.line;
  ctx.beginPath();
  ctx.arc(PAD + 32, mid, 32, 0, 2 * Math.PI);
  ctx.fill();
  ctx.fillStyle = r.winner ? INK.onAccent : INK.text;
  ctx.font = font(36, 700);
  ctx.textAlign = 'center';
  ctx.fillText(r.place, PAD + 32, mid + 13);

  ctx.textAlign = 'right';
  ctx.fillStyle = INK.text;
  ctx.font = font(44, 700);
  // A total is never cut: the name gives way first (a 6-digit total with its unit still fits).
  const total = fit(ctx, r.total, 560);
  const totalWidth = ctx.measureText(total).width;
  ctx.fillText(total, CARD_WIDTH - PAD, mid + 15);

  ctx.textAlign = 'left';
  const nameX = PAD + 92;
  const nameMax = CARD_WIDTH - PAD - totalWidth - 32 - nameX;
  ctx.font = font(46, r.winner ? 700 : 400);
  // Isolated, so a name stored with a bidi override (before names were normalised) or written
  // right to left never reorders the ellipsis or the rest of the line.
  ctx.fillText(isolateName(fit(ctx, r.name, nameMax)), nameX, r.winner ? mid - 2 : mid + 16);
  if (r.winner) {
    ctx.fillStyle = INK.accent;
    star(ctx, nameX + 14, mid + 28, 14);
    ctx.font = font(30, 700);
    ctx.fillText(fit(ctx, m.winnerLabel, nameMax - 40), nameX + 38, mid + 39);
  }
}

/** The card as a PNG blob. */
export function resultCardPng(m: CardModel): Promise<Blob> {
  const canvas = drawResultCard(m);
  return new Promise((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error('ERR_CANVAS'))), 'image/png'));
}
