// BG Stats "create play" link (issue 12): the format BG Stats documents on its support page
// "Push plays to BG Stats from other apps or websites" (createPlay.html?data=<url-encoded JSON>).
import { describe, expect, it } from 'vitest';
import { BGSTATS_CREATE_PLAY, bgStatsDate, bgStatsPlay, bgStatsUrl, type BgStatsInput } from '../../../src/share/bgstats';

const botName = (level: string, n?: number) => `Bot: ${level}${n === undefined ? '' : ` ${n}`}`;

function input(over: Partial<BgStatsInput> = {}): BgStatsInput {
  return {
    sessionId: 'sess-42',
    game: 'sly-thieves',
    gameName: 'Sly Thieves',
    at: Date.UTC(2026, 10, 26, 19, 5, 7),
    seats: [
      { id: 'a', name: 'Аня', playerId: 'p-anya' },
      { id: 'b', name: ' Boris ' },
      { id: 'c', name: 'Bot 1', bot: 'hard' },
    ],
    result: { totals: { a: 30, b: 41, c: 41 }, ranking: [['b', 'c'], ['a']] },
    botName,
    ...over,
  };
}

describe('bgStatsPlay', () => {
  it('has every documented field, with every boolean present on the game and on each player', () => {
    const play = bgStatsPlay(input())!;
    expect(Object.keys(play).sort()).toEqual(['game', 'playDate', 'players', 'sourceName', 'sourcePlayId']);
    expect(play.sourceName).toBe('Stolik');
    expect(play.sourcePlayId).toBe('sess-42');
    expect(typeof play.game.highestWins).toBe('boolean');
    expect(typeof play.game.noPoints).toBe('boolean');
    expect(play.game).toEqual({ name: 'Sly Thieves', sourceGameId: 'stolik:sly-thieves', highestWins: true, noPoints: false });
    for (const p of play.players) {
      expect(typeof p.winner).toBe('boolean');
      expect(typeof p.startPlayer).toBe('boolean');
      expect(typeof p.sourcePlayerId).toBe('string');
      expect(Number.isInteger(p.rank)).toBe(true);
    }
  });

  it('dates are "yyyy-MM-dd HH:mm:ss" in UTC; an impossible date gives no play at all', () => {
    expect(bgStatsPlay(input())!.playDate).toBe('2026-11-26 19:05:07');
    expect(bgStatsDate(Date.UTC(2027, 0, 2, 3, 4, 5))).toBe('2027-01-02 03:04:05');
    expect(bgStatsPlay(input({ at: Number.NaN }))).toBeNull();
    expect(bgStatsUrl(input({ at: 9e15 }))).toBeNull();
  });

  it('winners and ranks come from the ranking: a shared first place makes two winners', () => {
    const play = bgStatsPlay(input())!;
    expect(play.players.map((p) => [p.name, p.score, p.rank, p.winner])).toEqual([
      ['Аня', 30, 3, false],
      [' Boris ', 41, 1, true],
      ['Bot: hard', 41, 1, true],
    ]);
  });

  it('bots are named by level and keyed by level (numbered when two share one)', () => {
    const seats = [
      { id: 'a', name: 'Аня', playerId: 'p1' },
      { id: 'b', name: 'x', bot: 'normal' as const },
      { id: 'c', name: 'y', bot: 'normal' as const },
      { id: 'd', name: 'z', bot: 'easy' as const },
    ];
    const play = bgStatsPlay(input({ seats, result: { totals: { a: 1, b: 2, c: 3, d: 4 }, ranking: [['d'], ['c'], ['b'], ['a']] } }))!;
    expect(play.players.map((p) => [p.name, p.sourcePlayerId])).toEqual([
      ['Аня', 'player:p1'],
      ['Bot: normal 1', 'bot:normal:1'],
      ['Bot: normal 2', 'bot:normal:2'],
      ['Bot: easy 3', 'bot:easy'],
    ]);
  });

  it('a one-off name is keyed by the name itself, so next week the same name matches again', () => {
    const a = bgStatsPlay(input())!.players[1]!;
    const b = bgStatsPlay(input({ sessionId: 'other', seats: [{ id: 'q', name: 'boris' }], result: { totals: { q: 1 }, ranking: [['q']] } }))!.players[0]!;
    expect(a.sourcePlayerId).toBe('name:boris');
    expect(b.sourcePlayerId).toBe(a.sourcePlayerId);
  });

  it('a total nobody entered is left out (not 0); with no totals at all the play has noPoints', () => {
    const some = bgStatsPlay(input({ result: { totals: { a: 5 }, ranking: [['a'], ['b', 'c']] } }))!;
    expect(some.players.map((p) => 'score' in p)).toEqual([true, false, false]);
    expect(some.game.noPoints).toBe(false);
    const none = bgStatsPlay(input({ result: { totals: {}, ranking: [['a', 'b', 'c']] } }))!;
    expect(none.game.noPoints).toBe(true);
  });

  it('lowest-wins games say so (the score pad can rank the lowest total first)', () => {
    const play = bgStatsPlay(input({ result: { totals: { a: 3, b: 10, c: 20 }, ranking: [['a'], ['b'], ['c']] } }))!;
    expect(play.game.highestWins).toBe(false);
  });

  it('each score-pad game named at setup is its own BG Stats game', () => {
    const pad = (title: string) => bgStatsPlay(input({ game: 'score-pad', gameName: title, title }))!.game.sourceGameId;
    expect(pad('Uno')).toBe('stolik:score-pad:uno');
    expect(pad('Carcassonne')).not.toBe(pad('Uno'));
    expect(bgStatsPlay(input({ game: 'score-pad', gameName: 'Score pad', title: '' }))!.game.sourceGameId).toBe('stolik:score-pad');
  });
});

describe('bgStatsUrl', () => {
  it('is the documented address with the play as url-encoded JSON that decodes back', () => {
    const url = bgStatsUrl(input())!;
    expect(url.startsWith(`${BGSTATS_CREATE_PLAY}?data=`)).toBe(true);
    expect(BGSTATS_CREATE_PLAY).toBe('bgstats://app.bgstatsapp.com/createPlay.html');
    const data = new URL(url.replace('bgstats://', 'https://')).searchParams.get('data')!;
    expect(JSON.parse(data)).toEqual(bgStatsPlay(input()));
    // Nothing in the query may be raw: & or # in a name would cut the data short.
    expect(bgStatsUrl(input({ seats: [{ id: 'a', name: 'A&B #1 ?' }], result: { totals: { a: 1 }, ranking: [['a']] } }))).not.toMatch(/data=.*[&#?]/);
  });
});
