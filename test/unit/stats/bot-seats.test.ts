// Issue 20 point 5: statistics miscounted bot games. Three "Bot: normal" seats merged into one
// player, a 4-seat game showed as "2 players at the table", the score distribution counted 7
// totals of 9, and "Wins: 4 of 7" counted a bot game though the page says bot results count apart.
import { describe, expect, it } from 'vitest';
import { gameStats } from '../../../src/stats/games';
import { playerStats } from '../../../src/stats/players';
import { keyWith, played } from './history';

const noPlayers = keyWith([]);
// Anya against three normal bots (4 seats), then two games with people only.
const history = [
  played('1', 1, [['bot:normal'], ['Аня'], ['bot:normal'], ['bot:normal']], { game: 'royal-stake', totals: [90, 70, 50, 30] }),
  played('2', 2, [['Аня'], ['Boris'], ['Vera']], { game: 'royal-stake', totals: [80, 60, 40] }),
  played('3', 3, [['Boris'], ['Аня']], { game: 'royal-stake', totals: [100, 20] }),
];

describe('statistics count each seat; bots apart from people', () => {
  it('a 4-seat game with three bots of one level is 4 players at the table and 4 totals', () => {
    const [rs] = gameStats(history, noPlayers);
    expect(rs!.tableSizes).toEqual([
      { seats: 2, plays: 1 },
      { seats: 3, plays: 1 },
      { seats: 4, plays: 1 },
    ]);
    // 4 + 3 + 2 totals entered: every one of them is in the distribution.
    expect(rs!.distribution.reduce((n, b) => n + b.count, 0)).toBe(9);
  });

  it('each bot seat is a player of its level: three normal bots are three games of "Bot: normal"', () => {
    const all = playerStats(history, noPlayers);
    const bot = all.find((p) => p.key === 'bot:normal')!;
    expect([bot.games, bot.competitiveGames, bot.wins]).toEqual([3, 3, 1]);
    expect(bot.headToHead.find((h) => h.key === 'bot:normal')).toBeUndefined(); // never "against itself"
    const [rs] = gameStats(history, noPlayers);
    expect(rs!.leaders.find((l) => l.key === 'bot:normal')).toMatchObject({ plays: 3, wins: 1 });
    // Anya against the bots: one line per bot seat she met.
    const anya = all.find((p) => p.key === 'name:аня')!;
    expect(anya.headToHead.find((h) => h.key === 'bot:normal')).toMatchObject({ games: 3, wins: 2, losses: 1 });
  });

  it('a person’s wins and win rate count games with people only; the bot game is counted apart', () => {
    const anya = playerStats(history, noPlayers).find((p) => p.key === 'name:аня')!;
    expect(anya.games).toBe(3);
    expect([anya.wins, anya.competitiveGames, anya.winRate]).toEqual([1, 2, 0.5]);
    expect(anya.withPeople).toEqual({ games: 2, wins: 1 });
    expect(anya.withBots).toEqual({ games: 1, wins: 0 });
  });
});
