import { useId, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { ConfirmButton } from '../../../ui/ConfirmButton';
import { ISLANDS_PER_GAME, LEARNING_GAME_ISLANDS, TREASURE_VALUES } from '../data/components';
import { TORTUGA_PRICES, TORTUGA_TRADES, cardsForCoins } from '../data/tortuga';
import { signed } from '../../../ui/score/Breakdown';
import { JudgePanel } from './judge/JudgePanel';
import {
  dropLastIsland,
  islandsStarted,
  plannedIslands,
  purseBefore,
  setValue,
  startIsland,
  tokenHolder,
  valueAt,
  withTokenHolder,
  type JackalSheet,
} from './sheet';
import { TokenLine } from './TokenLine';
import type { Failure } from '../../../lib/result';
import { PlayerRefusal } from '../../../ui/score/PlayerRefusal';
import { Editable, ReadValue, useReadOnly } from '../../../ui/score/ReadValue';

interface IslandPanelProps {
  sheet: JackalSheet;
  seats: SeatRecord[];
  island: number;
  onEdit: (change: (sheet: JackalSheet) => JackalSheet) => void;
  onPick: (island: number | null) => void;
  /** The scorer's refusal about one pirate on one island, shown at that pirate's coins. */
  refusal?: { seatId: string; island: number; failure: Failure } | null;
}

/**
 * One island: who holds the first-player token, then per pirate one tap for the coins won there
 * (0-3) or for a Tortuga trade, then moving between islands and the arrival judge.
 */
export function IslandPanel({ sheet, seats, island, onEdit, onPick, refusal }: IslandPanelProps) {
  const { t } = useT('jackal');
  const hid = useId();
  const started = islandsStarted(sheet);
  const planned = plannedIslands(sheet);
  const seatIds = seats.map((s) => s.id);
  const holder = tokenHolder(sheet, seatIds, island);
  const last = island === started;
  return (
    <section class="panel" aria-labelledby={hid} data-testid="island-panel">
      <h2 id={hid}>{t('sheet.island', { n: island, of: planned })}</h2>
      <TokenLine seats={seats} island={island} holder={holder} onChange={(id) => onEdit((sh) => withTokenHolder(sh, seatIds, island, id))} />
      {seats.map((seat) => (
        <PlayerIsland
          key={`${seat.id}-${island}`}
          seat={seat}
          island={island}
          value={valueAt(sheet, seat.id, island)}
          purse={purseBefore(sheet, seat.id, island)}
          onSet={(v) => onEdit((sh) => setValue(sh, seat.id, island, v))}
          refusal={refusal && refusal.seatId === seat.id && refusal.island === island ? refusal.failure : undefined}
        />
      ))}
      {/* A finished sheet shows what was booked; judging and moving islands are for an open one
          (the islands table below still opens any island). */}
      <Editable>
        <JudgePanel key={island} sheet={sheet} seats={seats} island={island} onEdit={onEdit} />
        <div class="actions">
          {island > 1 && (
            <button type="button" onClick={() => onPick(island - 1)}>
              {t('sheet.previous', { n: island - 1 })}
            </button>
          )}
          {!last && (
            <button type="button" onClick={() => onPick(island + 1)}>
              {t('sheet.next', { n: island + 1 })}
            </button>
          )}
          {last && started < planned && (
            <button type="button" class="primary" data-testid="next-island" onClick={() => (onEdit(startIsland), onPick(null))}>
              {t('sheet.startIsland', { n: started + 1 })}
            </button>
          )}
          {last && started >= planned && planned === LEARNING_GAME_ISLANDS && (
            <button type="button" onClick={() => onEdit((sh) => ({ ...sh, planned: ISLANDS_PER_GAME }))}>
              {t('sheet.goOn', { n: ISLANDS_PER_GAME })}
            </button>
          )}
          {last && started > 1 && (
            <ConfirmButton question={t('sheet.dropQuestion', { n: island })} onConfirm={() => onEdit(dropLastIsland)}>
              {t('sheet.drop', { n: island })}
            </ConfirmButton>
          )}
        </div>
      </Editable>
    </section>
  );
}

// Narrow number chips keep 0-3 and the Tortuga toggle on one line of a 390 px phone.
const NUMBER_CHIP = { padding: 0, margin: 0, minWidth: '2.75rem' };

/** One pirate on one island: coins won (0-3), or (folded away, it is rarer) a Tortuga trade. */
function PlayerIsland({
  seat,
  island,
  value,
  purse,
  onSet,
  refusal,
}: {
  seat: SeatRecord;
  island: number;
  value: number;
  purse: number;
  onSet: (value: number) => void;
  refusal?: Failure;
}) {
  const { t } = useT('jackal');
  const [tortuga, setTortuga] = useState(false);
  const trading = tortuga || value < 0;
  // A finished sheet: what this pirate got on this island, in words.
  if (useReadOnly()) {
    const cards = cardsForCoins(-value);
    return value < 0 ? (
      <ReadValue label={t('sheet.tortuga', { name: seat.name })} value={cards ? t(`sheet.trade.${-value}`, { coins: -value, cards }) : signed(value)} />
    ) : (
      <ReadValue label={t('sheet.won', { name: seat.name, n: island })} value={String(value)} />
    );
  }
  return (
    <fieldset data-testid={`island-${seat.name}`} style={{ padding: '0.25rem 0.5rem' }}>
      <legend>
        <span class="dot" style={{ background: seat.color }} aria-hidden="true" /> {seat.name} <span class="small">{t('sheet.purse', { coins: purse })}</span>
      </legend>
      <div class="chips" role="group" aria-label={t('sheet.won', { name: seat.name, n: island })}>
        {[0, ...TREASURE_VALUES].map((coins) => (
          <button key={coins} type="button" class="chip" style={NUMBER_CHIP} aria-pressed={value === coins} onClick={() => onSet(coins)}>
            {coins}
          </button>
        ))}
        <button
          type="button"
          class="chip"
          aria-expanded={trading}
          disabled={value < 0 || purse <= 0}
          style={{ padding: '0 0.5rem', margin: 0 }}
          data-testid="tortuga-toggle"
          onClick={() => setTortuga(!tortuga)}
        >
          {t('sheet.tortugaToggle')}
        </button>
      </div>
      {refusal && <PlayerRefusal game="jackal" failure={refusal} />}
      {trading && (
        <div class="chips" role="group" aria-label={t('sheet.tortuga', { name: seat.name })}>
          {TORTUGA_PRICES.map((price) => (
            // A trade is paid from coins already held; the pressed one stays tappable to show it.
            <button
              key={price}
              type="button"
              class="chip"
              aria-pressed={value === -price}
              disabled={price > purse && value !== -price}
              onClick={() => onSet(-price)}
            >
              {t(`sheet.trade.${price}`, { coins: price, cards: TORTUGA_TRADES[price] })}
            </button>
          ))}
        </div>
      )}
    </fieldset>
  );
}
