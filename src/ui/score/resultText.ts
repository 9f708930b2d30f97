import type { ScoreResult } from '../../games/types';
import type { SeatRecord } from '../../storage/types';

/** The result card as plain text in the current language, for sharing at the table. */
export function resultText(gameName: string, seats: SeatRecord[], result: ScoreResult, when: string, points: (n: number) => string): string {
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  const lines = [`${gameName} — ${when}`];
  result.ranking.forEach((ids, i) => {
    for (const id of ids) lines.push(`${i + 1}. ${name(id)}: ${points(result.totals[id] ?? 0)}`);
  });
  lines.push('', 'Stolik');
  return lines.join('\n');
}
