// The first statistics screen lists games with gameList (cheap), game pages use gameStats (full):
// both must name and order the games alike, or the list would link to a page with other numbers.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { gameList, gameStats } from '../../../src/stats/games';
import { keyWith, played, players } from './history';

const GAMES = [
  { game: 'jackal', title: '' },
  { game: 'sly-thieves', title: '' },
  { game: 'score-pad', title: 'Azul' },
  { game: 'score-pad', title: 'azul ' }, // the same score-pad game, typed otherwise
  { game: 'score-pad', title: 'Uno' },
];

describe('gameList', () => {
  it('property: the games with finished plays, named, counted and ordered exactly as gameStats does', () => {
    const session = fc.record({ g: fc.nat(GAMES.length - 1), finished: fc.boolean(), day: fc.integer({ min: 0, max: 60 }), second: fc.boolean() });
    fc.assert(
      fc.property(fc.array(session, { maxLength: 60 }), (raw) => {
        const summaries = raw.map((x, i) => played(`x${i}`, x.day, [['Аня'], [x.second ? 'Boris' : 'bot:hard']], { ...GAMES[x.g]!, finished: x.finished }));
        const full = gameStats(summaries, keyWith(players({}))).filter((g) => g.plays > 0);
        expect(gameList(summaries)).toEqual(full.map(({ game, gameId, title, plays }) => ({ game, gameId, title, plays })));
      }),
    );
  });

  it('leaves out a game with only unfinished sessions', () => {
    const s = [played('a', 1, [['Аня'], ['Boris']], { game: 'jackal' }), played('b', 2, [['Аня'], ['Boris']], { game: 'sly-thieves', finished: false })];
    expect(gameList(s)).toEqual([{ game: 'jackal', gameId: 'jackal', title: '', plays: 1 }]);
  });
});
