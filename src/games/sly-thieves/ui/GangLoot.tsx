import type { ScoreResult } from '../../types';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Stepper } from '../../../ui/Stepper';
import { TILE_COUNT } from '../data/board';
import { LOOT_BY_VALUE, TILE_VALUES, type TileValue } from '../data/tiles';
import type { ValueCounts } from '../score/parse';
import { manifest } from '../index';

const GAME = manifest.id;

/** Capitalised loot kind, for the keys `sheet.stepCash`, `sheet.rowGoldBar`, ... */
export const lootKey = (v: TileValue): string => {
  const kind = LOOT_BY_VALUE[v];
  return kind.charAt(0).toUpperCase() + kind.slice(1);
};

/** Who is being counted: one chip per gang with its running loot; the pressed chip is shown. */
export function GangSwitcher({
  seats,
  selected,
  result,
  complete,
  onSelect,
}: {
  seats: SeatRecord[];
  selected: number;
  result: ScoreResult | null;
  /** Gangs whose three counts are all entered: only they show a total. */
  complete: ReadonlySet<string>;
  onSelect: (i: number) => void;
}) {
  const { t } = useT(GAME);
  return (
    <div class="chips" role="group" aria-label={t('sheet.gangs')}>
      {seats.map((s, i) => (
        <button key={s.id} type="button" class="chip" aria-pressed={i === selected} onClick={() => onSelect(i)} data-testid={`gang-${s.name}`}>
          <span class="dot" style={{ background: s.color }} aria-hidden="true" />
          <span>{s.name}</span>
          <span class="small">{result && complete.has(s.id) ? t('common:table.points', { count: result.totals[s.id] ?? 0 }) : '—'}</span>
        </button>
      ))}
    </div>
  );
}

interface GangPanelProps {
  seat: SeatRecord;
  /** null: nobody entered that count yet. */
  counts: Record<TileValue, number | null>;
  /** Tiles of each value entered over all gangs, and the stated split (null: none stated). */
  taken: ValueCounts;
  bank: ValueCounts | null;
  result: ScoreResult | null;
  /** null: the count was cleared, it is not entered any more. */
  onCount: (value: TileValue, n: number | null) => void;
}

/**
 * One gang's three steppers, highest value last as on the rules page, each with its points and
 * what is left of that value in the bank, so an impossible count shows where it happens.
 */
export function GangPanel({ seat, counts, taken, bank, result, onCount }: GangPanelProps) {
  const { t } = useT(GAME);
  const rows = result?.breakdown[seat.id] ?? [];
  return (
    <>
      <div class="panel">
        {TILE_VALUES.map((v, i) => {
          const points = rows.find((r) => r.category === LOOT_BY_VALUE[v])?.points;
          const over = bank ? taken[v] - bank[v] : 0;
          const facts = [
            points !== undefined ? t('common:table.points', { count: points }) : null,
            bank && over <= 0 ? t('sheet.left', { left: bank[v] - taken[v], bank: bank[v] }) : null,
          ].filter(Boolean);
          return (
            <div
              key={v}
              data-testid={`loot-${v}`}
              style={i > 0 ? { borderTop: '1px solid var(--line)', marginTop: '0.5rem', paddingTop: '0.25rem' } : undefined}
            >
              <div style={{ fontSize: '1.15rem' }}>
                <Stepper
                  label={t(`sheet.step${lootKey(v)}`)}
                  who={seat.name}
                  value={counts[v]}
                  min={0}
                  max={TILE_COUNT}
                  onChange={(n) => onCount(v, n)}
                  onClear={() => onCount(v, null)}
                />
              </div>
              {facts.length > 0 && (
                <p class="small" style={{ margin: '0.25rem 0' }}>
                  {facts.join(' · ')}
                </p>
              )}
              {bank && over > 0 && <p class="field-error">{t('sheet.over', { count: over, bank: bank[v] })}</p>}
            </div>
          );
        })}
      </div>
      {result && (
        <p class="leader" role="status" data-testid="running-loot">
          {t('sheet.running', { name: seat.name, points: t('common:table.points', { count: result.totals[seat.id] ?? 0 }) })}
        </p>
      )}
    </>
  );
}
