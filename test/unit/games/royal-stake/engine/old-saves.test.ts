// Saves from before the issue-13 phase order ("I am King": the King now discards right after the
// auction, before the set; rulebook royal-stake.ru.txt lines 792-794). Such a save replays up to
// the King's set pick, which is now refused: opening it fails with ERR_REPLAY_MOVE naming that
// move (the table shows "move N is no longer accepted"); nothing throws and nothing is rewritten.
import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../../src/games/royal-stake/engine';
import type { RsMove } from '../../../../../src/games/royal-stake/engine/types';
import { replay } from '../../../../../src/play/replay';
import { PlaySession } from '../../../../../src/play/playSession';
import { getSession, newSession, saveSession } from '../../../../../src/storage/sessions';

const config = { mode: 'i-am-king' as const, players: 3 };
const seed = 'old-save';

/** The first moves of a round as the old engine took them: passes, three set picks, then discards. */
function oldOrderMoves(): RsMove[] {
  const s = engine.setup(config, seed);
  if (!s.ok) throw new Error(s.error);
  const o = s.value.auction!.opener;
  const hand = (i: number) => s.value.seats[i]!.hand;
  return [
    { t: 'pass' },
    { t: 'pass' },
    { t: 'set', colour: 'red' },
    { t: 'set', colour: 'blue' },
    { t: 'set', colour: 'green' },
    { t: 'discard', cards: hand(o).slice(0, 3) },
  ];
}

describe('an "I am King" save in the old phase order', () => {
  it("replays up to the King's set pick and stops there with ERR_REPLAY_MOVE (move 3, wrong phase)", () => {
    const r = replay(engine as never, { config, seed, moves: oldOrderMoves() });
    expect(r).toEqual({ ok: false, error: 'ERR_REPLAY_MOVE', params: { index: 2, move: 3, reason: 'ERR_WRONG_PHASE' } });
  });

  it('opening the saved session fails with that message instead of throwing, and leaves the save untouched', async () => {
    const players = ['Anya', 'Boris', 'Vera'].map((name, i) => ({ id: `p-${i}`, name, color: '#1f6fb2' }));
    const data = { config, seed, moves: oldOrderMoves(), seats: [{ kind: 'human' }, { kind: 'bot', level: 'easy' }, { kind: 'bot', level: 'easy' }] };
    const saved = await saveSession(newSession({ game: 'royal-stake', kind: 'play', title: '', players, data }));
    const opened = await PlaySession.open(engine as never, saved.id);
    expect(opened).toMatchObject({ ok: false, error: 'ERR_REPLAY_MOVE', params: { move: 3 } });
    expect((await getSession(saved.id))!.data).toEqual(data);
  });

  it("the same start in the new order is accepted: King's discard, then the sets", () => {
    const old = oldOrderMoves();
    const now: RsMove[] = [old[0]!, old[1]!, old[5]!, old[2]!, old[3]!, old[4]!];
    const r = replay(engine as never, { config, seed, moves: now });
    expect(r.ok).toBe(true);
  });
});
