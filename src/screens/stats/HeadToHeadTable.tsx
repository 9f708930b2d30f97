import { href } from '../../nav/router';
import type { HeadToHead } from '../../stats/types';

/** A head-to-head table: one row per opponent with wins, losses and ties (names link to their page). */
export function HeadToHeadTable({
  caption,
  lines,
  nameOf,
  heads,
  testId,
}: {
  caption: string;
  lines: HeadToHead[];
  nameOf: (h: HeadToHead) => string;
  heads: { who: string; wins: string; losses: string; ties: string };
  testId: string;
}) {
  return (
    <div class="stats-table-wrap">
      <table class="stats-table" data-testid={testId}>
        <caption class="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heads.who}</th>
            <th scope="col">{heads.wins}</th>
            <th scope="col">{heads.losses}</th>
            <th scope="col">{heads.ties}</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((h) => (
            <tr key={h.key} data-testid="h2h-row">
              <th scope="row">
                <a href={href({ name: 'stats-player', player: h.key })}>{nameOf(h)}</a>
              </th>
              <td>{h.wins}</td>
              <td>{h.losses}</td>
              <td>{h.ties}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
