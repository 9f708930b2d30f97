import type { ComponentChildren } from 'preact';
import { useT } from '../../../i18n/useT';
import { TILE_COUNT } from '../data/board';
import { TILE_VALUES } from '../data/tiles';
import type { ValueCounts } from '../score/parse';
import { lootKey } from './GangLoot';
import { WRAP } from './Standings';
import { manifest } from '../index';

const GAME = manifest.id;

/** "3 left" or, when more was entered than exists, the excess in the error colour. */
function Left({ bank, taken }: { bank: number; taken: number }) {
  const { t } = useT(GAME);
  return bank - taken >= 0 ? (
    <>{bank - taken}</>
  ) : (
    <span class="field-error" style={WRAP}>
      {t('sheet.bankOver', { count: taken - bank })}
    </span>
  );
}

/**
 * The tile split in use against what the gangs entered: per value when a split is stated, the
 * 60-tile total always. `children` holds the form that changes the split or the variant.
 */
export function TileBank({ bank, taken, children }: { bank: ValueCounts | null; taken: ValueCounts; children?: ComponentChildren }) {
  const { t } = useT(GAME);
  const total = TILE_VALUES.reduce((s, v) => s + taken[v], 0);
  return (
    <section aria-labelledby="bank-h" data-testid="tile-bank">
      <h2 id="bank-h">{t('sheet.bankTitle')}</h2>
      <table class="score-table" style={{ width: '100%' }}>
        <caption class="sr-only">{t('sheet.bankTitle')}</caption>
        <thead>
          <tr>
            <th scope="col" style={{ whiteSpace: 'normal' }}>
              {t('sheet.bankLoot')}
            </th>
            <th scope="col" style={{ whiteSpace: 'normal' }}>
              {t('sheet.bankIn')}
            </th>
            <th scope="col" style={{ whiteSpace: 'normal' }}>
              {t('sheet.bankTaken')}
            </th>
            <th scope="col" style={{ whiteSpace: 'normal' }}>
              {t('sheet.bankLeft')}
            </th>
          </tr>
        </thead>
        <tbody>
          {TILE_VALUES.map((v) => (
            <tr key={v}>
              <th scope="row" style={WRAP}>
                {t(`sheet.row${lootKey(v)}`)}
              </th>
              <td>{bank ? bank[v] : '—'}</td>
              <td>{taken[v]}</td>
              <td>{bank ? <Left bank={bank[v]} taken={taken[v]} /> : '—'}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" style={WRAP}>
              {t('sheet.bankTotal')}
            </th>
            <td>{TILE_COUNT}</td>
            <td>{total}</td>
            <td>
              <Left bank={TILE_COUNT} taken={total} />
            </td>
          </tr>
        </tfoot>
      </table>
      {!bank && <p class="small">{t('sheet.bankNotStated', { max: TILE_COUNT })}</p>}
      {children}
    </section>
  );
}
