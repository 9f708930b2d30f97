/**
 * The gangs and their face-down loot: everyone sees how many tiles each gang holds; the seat
 * looking at the screen may turn its own pile over ("show my loot") and back again.
 */
import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { SlyView } from '../../engine/types';
import { TILE_VALUES } from '../../data/tiles';
import { manifest } from '../../index';

const GAME = manifest.id;

/** One line per gang (tiles taken, thieves on the board or gone) and the viewer's private total. */
export function Gangs({ view, players }: { view: SlyView; players: readonly SeatRecord[] }) {
  const { t } = useT(GAME);
  // Turned over for one seat only: when another seat takes the phone, the pile is face down.
  const [shownTo, setShownTo] = useState<number | null>(null);
  const shown = shownTo === view.viewer;
  const onBoard = (seat: number) => view.thieves.filter((th) => th.seat === seat && th.room !== null).length;
  const points = view.ownLoot.reduce<number>((s, v) => s + v, 0);
  const byValue = TILE_VALUES.map((v) => view.ownLoot.filter((x) => x === v).length);
  return (
    <section aria-labelledby="gangs-h" class="sly-gangs">
      <h2 id="gangs-h">{t('play.gangs')}</h2>
      <ul class="player-list">
        {players.map((p, seat) => (
          <li key={p.id} data-testid={`gang-${seat}`}>
            <span class="dot big" style={{ background: p.color }} aria-hidden="true" />
            <span class="seat-name">{seat === view.viewer ? t('play.you', { name: p.name }) : p.name}</span>
            <span>{t('play.tiles', { count: view.lootCounts[seat] ?? 0 })}</span>
            <span class="small">{view.left[seat] ? t('play.gone') : t('play.onBoard', { count: onBoard(seat) })}</span>
          </li>
        ))}
      </ul>
      <button type="button" onClick={() => setShownTo(shown ? null : view.viewer)} data-testid="show-loot">
        {shown ? t('play.hideLoot') : t('play.showLoot')}
      </button>
      {shown && (
        <p class="leader" data-testid="my-loot">
          {t('play.myLoot', { points: t('common:table.points', { count: points }), cash: byValue[0], gold: byValue[1], diamonds: byValue[2] })}
        </p>
      )}
    </section>
  );
}
