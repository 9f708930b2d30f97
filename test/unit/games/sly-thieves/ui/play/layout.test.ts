/** Drawing geometry: a true hex grid, labels that read as columns, big enough rooms, arrow keys. */
import { describe, expect, it } from 'vitest';
import { NEIGHBOURS, ROOMS, roomLabel } from '../../../../../../src/games/sly-thieves/engine/geometry';
import { CENTRES, HEX, roomByArrow, VIEW_BOX } from '../../../../../../src/games/sly-thieves/ui/play/layout';

const dist = (a: number, b: number) => Math.hypot(CENTRES[a]!.x - CENTRES[b]!.x, CENTRES[a]!.y - CENTRES[b]!.y);
const [vx, vy, vw, vh] = VIEW_BOX.split(' ').map(Number) as [number, number, number, number];

describe('board layout', () => {
  it('draws 61 rooms; neighbours touch and no two rooms overlap', () => {
    expect(CENTRES).toHaveLength(61);
    const side = Math.sqrt(3) * HEX;
    for (let a = 0; a < 61; a++) {
      for (const b of NEIGHBOURS[a]!) expect(dist(a, b)).toBeCloseTo(side, 6);
      for (let b = a + 1; b < 61; b++) expect(dist(a, b)).toBeGreaterThan(side - 1e-6);
    }
  });

  it('labels read as columns A-I left to right, numbered from the top', () => {
    for (let a = 0; a < 61; a++) {
      for (let b = 0; b < 61; b++) {
        const [la, lb] = [roomLabel(a), roomLabel(b)];
        if (la[0]! < lb[0]!) expect(CENTRES[a]!.x).toBeLessThan(CENTRES[b]!.x);
        if (la[0] === lb[0] && Number(la.slice(1)) < Number(lb.slice(1))) expect(CENTRES[a]!.y).toBeLessThan(CENTRES[b]!.y);
      }
    }
    expect(roomLabel(30)).toBe('E5');
    expect(CENTRES[30]).toEqual({ x: 0, y: 0 });
  });

  it('every room fits the viewBox, and at 390 px wide a room is at least 44 px tall and wide', () => {
    for (const c of CENTRES) {
      expect(c.x - HEX).toBeGreaterThanOrEqual(vx);
      expect(c.x + HEX).toBeLessThanOrEqual(vx + vw);
      expect(c.y - (Math.sqrt(3) / 2) * HEX).toBeGreaterThanOrEqual(vy);
      expect(c.y + (Math.sqrt(3) / 2) * HEX).toBeLessThanOrEqual(vy + vh);
    }
    const px = 390 / vw;
    expect(Math.sqrt(3) * HEX * px).toBeGreaterThanOrEqual(44);
    expect(2 * HEX * px).toBeGreaterThanOrEqual(44);
  });

  it('arrow keys walk to neighbours; right then left, and down then up, come back', () => {
    for (let room = 0; room < ROOMS.length; room++) {
      for (const k of ['ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight']) {
        const next = roomByArrow(room, k);
        if (next !== null) expect(NEIGHBOURS[room]).toContain(next);
      }
      const right = roomByArrow(room, 'ArrowRight');
      if (right !== null && roomLabel(right)[0] !== 'I' && ROOMS[right]!.q === ROOMS[room]!.q) expect(roomByArrow(right, 'ArrowLeft')).toBe(room);
      const down = roomByArrow(room, 'ArrowDown');
      if (down !== null) expect(roomByArrow(down, 'ArrowUp')).toBe(room);
    }
    expect(roomByArrow(30, 'Enter')).toBeNull();
  });
});
