/** The advanced tile set as a table: one row per loot, one column per icon, totals last. */
import { useT } from '../../../../i18n/useT';
import type { TileSpec } from '../../data/distribution';
import { LOOT_BY_VALUE, TILE_ICONS, TILE_VALUES } from '../../data/tiles';
import { IconGlyph } from './Symbols';
import { lineCount, tileTotal } from './tileSet';
import { manifest } from '../../index';

const GAME = manifest.id;

/** Counts per value and icon, with the icons drawn as on the board and named for screen readers. */
export function TileTable({ set }: { set: readonly Readonly<TileSpec>[] }) {
  const { t } = useT(GAME);
  return (
    <div class="table-scroll">
      <table class="score-table" data-testid="tile-table">
        <caption class="sr-only">{t('play.setup.tableCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('sheet.bankLoot')}</th>
            {TILE_ICONS.map((icon) => (
              <th scope="col" key={icon}>
                <svg viewBox="-2.6 -2.6 5.2 5.2" width="22" height="22" aria-hidden="true">
                  <IconGlyph icon={icon} x={0} y={0} />
                </svg>
                <span class="sr-only">{t(`play.iconName.${icon}`)}</span>
              </th>
            ))}
            <th scope="col">{t('play.setup.all')}</th>
          </tr>
        </thead>
        <tbody>
          {TILE_VALUES.map((v) => (
            <tr key={v}>
              <th scope="row" style={{ whiteSpace: 'normal' }}>
                {t(`loot.${LOOT_BY_VALUE[v]}`)} ({v})
              </th>
              {TILE_ICONS.map((icon) => (
                <td key={icon}>{lineCount(set, v, icon)}</td>
              ))}
              <td>{set.filter((l) => l.value === v).reduce((s, l) => s + l.count, 0)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('play.setup.all')}</th>
            {TILE_ICONS.map((icon) => (
              <td key={icon}>{TILE_VALUES.reduce((s, v) => s + lineCount(set, v, icon), 0)}</td>
            ))}
            <td>{tileTotal(set)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
