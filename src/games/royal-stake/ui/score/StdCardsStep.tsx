import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Stepper } from '../../../../ui/Stepper';
import type { WonKey } from '../../data/colours';
import { TRICKS_PER_ROUND } from '../../data/decks';
import { QUEEN_RECHARGE_COST } from '../../data/rulers';
import { CatchUpKings } from './CatchUpKings';
import { Check, ColourName } from './Chips';
import { kingUsedSince, mapEntry, setKingUsed } from './edits';
import type { StdEntry, StdInput } from './input';
import { GAME } from './names';
import { stdWonNeeds } from './needs';
import type { RoundProps } from './RoundEditor';

/**
 * After the tricks, per player in table order: only the won-card counts this round's squads
 * need (asked once a player took a trick), the jester deal's penalty cards, and the marks for
 * the king, the red queen and a recharged queen.
 */
export function StdCardsStep({ input, r, seats, onChange }: RoundProps<StdInput>) {
  const needs = stdWonNeeds(input, r);
  return (
    <>
      {seats.map((s) => (
        <PlayerCards key={s.id} input={input} r={r} seat={s} keys={needs[s.id] ?? []} onChange={onChange} />
      ))}
    </>
  );
}

function PlayerCards({ input, r, seat, keys, onChange }: {
  input: StdInput;
  r: number;
  seat: SeatRecord;
  keys: WonKey[];
  onChange: RoundProps['onChange'];
}) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const e = round.players[seat.id]!;
  const colour = input.players.find((p) => p.id === seat.id)!.rulers;
  const since = kingUsedSince(input, r, seat.id);
  const maxCards = TRICKS_PER_ROUND[input.mode] * input.players.length;
  const set = (fn: (e: StdEntry) => StdEntry) => onChange((i) => mapEntry<StdEntry>(i, r, seat.id, fn));
  const shown = e.tricks > 0 ? keys : keys.filter((k) => e.won[k] > 0);
  const deal = round.jesterDealKing;
  return (
    <fieldset data-testid={`cards-${seat.name}`}>
      <legend>
        <span class="dot" style={{ background: seat.color }} aria-hidden="true" /> {seat.name} · <ColourName colour={colour} />
      </legend>
      {shown.length > 0 && (
        <div class="field-grid">
          {shown.map((k) => (
            <Stepper key={k} label={t(`scoreUi.won.${k}`)} value={e.won[k]} min={0} max={maxCards}
              onChange={(v) => set((x) => ({ ...x, won: { ...x.won, [k]: v } }))} />
          ))}
        </div>
      )}
      {deal && (e.tricks > 0 || e.dealPenaltyCards > 0) && (
        <Stepper label={t('scoreUi.deal.cards', { colour: t(`colours.${deal}`) })} value={e.dealPenaltyCards} min={0} max={maxCards}
          onChange={(v) => set((x) => ({ ...x, dealPenaltyCards: v }))} />
      )}
      <Check label={since === undefined ? t('scoreUi.flags.kingUsed') : t('scoreUi.flags.kingUsedSince', { n: since + 1 })}
        checked={e.kingUsed} disabled={since !== undefined} onChange={(v) => onChange((i) => setKingUsed(i, r, seat.id, v))} />
      {colour === 'red' && <Check label={t('scoreUi.flags.redQueen')} checked={e.redQueen} onChange={(v) => set((x) => ({ ...x, redQueen: v }))} />}
      {r > 0 && (
        <Check label={t('scoreUi.flags.queenRecharged', { cost: QUEEN_RECHARGE_COST[colour] })} checked={e.queenRecharged}
          onChange={(v) => set((x) => ({ ...x, queenRecharged: v }))} />
      )}
      {input.mode === 'two-players' && (
        <Check label={t('scoreUi.flags.jackShift')} checked={e.jackShift === true} disabled={e.bets.includes('jack') && !e.jackShift}
          onChange={(v) => set((x) => ({ ...x, jackShift: v }))} />
      )}
      {input.mode === 'two-players' && r === 2 && <CatchUpKings input={input} entry={e} onEntry={set} />}
    </fieldset>
  );
}
