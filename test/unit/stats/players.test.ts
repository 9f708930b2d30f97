// Issue 12 "Statistics, per player": games, wins, win rate (competitive games only), per game best
// and average, last played, favourite game, streaks, head-to-head, bots counted apart.
import { describe, expect, it } from 'vitest';
import { playerStats } from '../../../src/stats/players';
import type { PlayerStats } from '../../../src/stats/types';
import { keyWith, played, players } from './history';

const noPlayers = keyWith([]);
const find = (all: PlayerStats[], key: string) => all.find((p) => p.key === key)!;

describe('player statistics', () => {
  it('counts games, wins and the win rate of finished games only', () => {
    const all = playerStats(
      [
        played('a', 1, [['Аня'], ['Boris'], ['Chen']], { totals: [30, 20, 10] }),
        played('b', 2, [['Boris'], ['Аня']], { totals: [25, 5] }),
        played('c', 3, [['Аня'], ['Boris']], { finished: false, totals: [99, 0] }),
      ],
      noPlayers,
    );
    const anya = find(all, 'name:аня');
    expect([anya.games, anya.competitiveGames, anya.wins, anya.winRate]).toEqual([2, 2, 1, 0.5]);
    expect(find(all, 'name:chen').winRate).toBe(0);
    expect(all.map((p) => p.key)).toEqual(['name:boris', 'name:аня', 'name:chen']); // 1 win of 2 each (then by name), 0 wins
  });

  it('gives a shared first place a win to each, and makes it a tie between them', () => {
    const all = playerStats([played('a', 1, [['Аня', 'Boris'], ['Chen']], { totals: [20, 20, 10] })], noPlayers);
    expect(find(all, 'name:аня').wins).toBe(1);
    expect(find(all, 'name:boris').wins).toBe(1);
    const h = find(all, 'name:аня').headToHead;
    expect(h.find((x) => x.key === 'name:boris')).toMatchObject({ games: 1, wins: 0, losses: 0, ties: 1 });
    expect(h.find((x) => x.key === 'name:chen')).toMatchObject({ games: 1, wins: 1, losses: 0, ties: 0 });
  });

  it('counts a game that is not a contest as a game, never as a win (team result, one player)', () => {
    const all = playerStats(
      [
        played(
          't',
          1,
          [
            ['Аня', 'Boris'],
            ['Chen', 'Dana'],
          ],
          { competitive: false, game: 'royal-stake', mode: 'team' },
        ),
        played('solo', 2, [['Аня']]),
      ],
      noPlayers,
    );
    const anya = find(all, 'name:аня');
    expect([anya.games, anya.competitiveGames, anya.wins, anya.winRate, anya.headToHead.length]).toEqual([2, 0, 0, null, 0]);
  });

  it('keeps best and average per game, the last game played and the favourite game', () => {
    const all = playerStats(
      [
        played('a', 1, [['Аня'], ['Boris']], { totals: [30, 20] }),
        played('b', 5, [['Boris'], ['Аня']], { totals: [40, 10] }),
        played('c', 9, [['Аня'], ['Boris']], { game: 'royal-stake', totals: [7, undefined] }),
      ],
      noPlayers,
    );
    const anya = find(all, 'name:аня');
    expect(anya.perGame).toEqual([
      { game: 'jackal', gameId: 'jackal', title: '', games: 2, wins: 1, best: 30, average: 20 },
      { game: 'royal-stake', gameId: 'royal-stake', title: '', games: 1, wins: 1, best: 7, average: 7 },
    ]);
    expect(anya.favouriteGame).toBe('jackal');
    expect(anya.lastPlayed).toBe(Date.UTC(2026, 0, 10));
    // Boris's Royal Stake total was never entered: no best, no average, never a 0.
    expect(find(all, 'name:boris').perGame[1]).toEqual({
      game: 'royal-stake',
      gameId: 'royal-stake',
      title: '',
      games: 1,
      wins: 0,
      best: undefined,
      average: undefined,
    });
  });

  it('counts the current and the longest winning streak in the order the games were played', () => {
    const w = (id: string, day: number) => played(id, day, [['Аня'], ['Boris']]);
    const l = (id: string, day: number) => played(id, day, [['Boris'], ['Аня']]);
    // Given out of order on purpose: W W W L W W (by day).
    const anya = find(playerStats([l('4', 4), w('1', 1), w('6', 6), w('2', 2), w('5', 5), w('3', 3)], noPlayers), 'name:аня');
    expect([anya.longestStreak, anya.currentStreak]).toEqual([3, 2]);
    const boris = find(playerStats([w('1', 1), l('2', 2), w('3', 3)], noPlayers), 'name:boris');
    expect([boris.longestStreak, boris.currentStreak]).toEqual([1, 0]);
  });

  it('names the person beaten most and the person who beats you most; bots are counted apart', () => {
    const all = playerStats(
      [
        played('1', 1, [['Аня'], ['Boris'], ['bot:hard']]),
        played('2', 2, [['Аня'], ['Boris']]),
        played('3', 3, [['Chen'], ['Аня']]),
        played('4', 4, [['bot:hard'], ['Аня']]),
        played('5', 5, [['bot:hard'], ['Аня']]),
      ],
      noPlayers,
    );
    const anya = find(all, 'name:аня');
    expect(anya.beatMost?.key).toBe('name:boris');
    expect(anya.beatenMost?.key).toBe('name:chen'); // the hard bot beat her twice, but it is not a person
    expect(anya.headToHead.find((h) => h.key === 'bot:hard')).toMatchObject({ bot: 'hard', games: 3, wins: 1, losses: 2 });
    expect(anya.withPeople).toEqual({ games: 2, wins: 1 });
    expect(anya.withBots).toEqual({ games: 3, wins: 1 });
    expect(find(all, 'bot:hard')).toMatchObject({ bot: 'hard', games: 3, wins: 2 });
  });

  it('follows a renamed player by id and counts a merged player for the survivor', () => {
    const list = players({ u1: 'Анна', u2: 'Аня (телефон)' }, { u2: 'u1' });
    const all = playerStats(
      [
        played('1', 1, [['@u1=Аня'], ['Boris']]), // played as "Аня", renamed "Анна" since
        played('2', 2, [['@u2=Аня (телефон)'], ['Boris']]), // merged into u1 later
        played('3', 3, [['Boris'], ['@u1=Анна'], ['@u2=Аня (телефон)']]), // both seats: one player, one game
      ],
      keyWith(list),
    );
    expect(all.map((p) => p.key).sort()).toEqual(['name:boris', 'u1']);
    const anna = find(all, 'u1');
    expect([anna.games, anna.wins]).toEqual([3, 2]);
    expect(find(all, 'name:boris').headToHead).toEqual([{ key: 'u1', name: 'Анна', games: 3, wins: 1, losses: 2, ties: 0, bot: undefined }]);
  });

  it('treats one-off names case- and space-insensitively', () => {
    const all = playerStats([played('1', 1, [['Аня'], ['Boris']]), played('2', 2, [[' аня '], ['Boris']])], noPlayers);
    expect(find(all, 'name:аня').wins).toBe(2);
  });
});
