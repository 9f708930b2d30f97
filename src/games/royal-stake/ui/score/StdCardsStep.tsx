import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { isColour, isSuit, type Colour, type WonKey } from '../../data/colours';
import { BERSERKER_TENS, SPECIAL_CARDS, deckRanks } from '../../data/decks';
import { QUEEN_RECHARGE_COST } from '../../data/rulers';
import { CatchUpKings } from './CatchUpKings';
import { Check, ColourName, colourWord } from './Chips';
import { CountField } from './CountField';
import { kingUsedSince, mapEntry, setKingUsed, withCount } from './edits';
import { catchUpAnswered, type StdEntry, type StdInput } from './input';
import { GAME } from './names';
import { stdWonNeeds } from './needs';
import type { RoundProps } from './RoundEditor';

/**
 * After the tricks, per player in table order: only the won-card counts this round's squads
 * need (asked once a player took a trick), the jester deal's penalty cards, and the marks for
 * the king, the red queen and a recharged queen.
 */
export function StdCardsStep({ input, r, seats, onChange, catchUp = [] }: RoundProps<StdInput>) {
  const needs = stdWonNeeds(input, r);
  return (
    <>
      {seats.map((s) => (
        <PlayerCards key={s.id} input={input} r={r} seat={s} keys={needs[s.id] ?? []} onChange={onChange} catchUp={catchUp} />
      ))}
    </>
  );
}

/** Most cards of one kind in the game's deck (the berserkers add two black tens). */
function wonCap(players: number, k: WonKey | Colour): number {
  if (!isSuit(k)) return SPECIAL_CARDS;
  return deckRanks(players).length + (k === 'black' ? BERSERKER_TENS : 0);
}

function PlayerCards({
  input,
  r,
  seat,
  keys,
  onChange,
  catchUp,
}: {
  input: StdInput;
  catchUp: readonly string[];
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
  const n = input.players.length;
  const set = (fn: (e: StdEntry) => StdEntry) => onChange((i) => mapEntry<StdEntry>(i, r, seat.id, fn));
  const deal = round.jesterDealKing;
  const tricks = e.tricks;
  // A player who took no trick won no card: nothing to count. Counts entered earlier stay in view.
  const shown = tricks !== undefined && tricks > 0 ? keys : keys.filter((k) => e.won[k] !== undefined);
  const cap = Math.max(tricks ?? 0, 1) * n;
  // A face-up cheerleader pays the deal for her partner's tricks (ruling-cheerleader-deal): her
  // own deal cards are not asked (a count entered earlier stays in view).
  const askDeal = !!deal && tricks !== undefined && tricks > 0 && (!e.partner || e.dealPenaltyCards !== undefined);
  return (
    <fieldset data-testid={`cards-${seat.name}`}>
      <legend>
        <span class="dot" style={{ background: seat.color }} aria-hidden="true" /> {seat.name} · <ColourName colour={colour} />
      </legend>
      {tricks === undefined && keys.length > 0 && <p class="hint">{t('scoreUi.count.afterTricks')}</p>}
      {(shown.length > 0 || askDeal) && (
        <div class="rs-counts">
          {shown.map((k) => (
            <CountField
              key={k}
              label={t(`scoreUi.won.${k}`)}
              who={seat.name}
              value={e.won[k]}
              max={Math.min(cap, wonCap(n, k))}
              onChange={(v) => set((x) => ({ ...x, won: withCount(x.won, k, v) }))}
              testid={`won-${seat.name}-${k}`}
            />
          ))}
          {deal && askDeal && (
            <CountField
              label={t('scoreUi.deal.cards', { colour: colourWord(t, deal) })}
              who={seat.name}
              value={e.dealPenaltyCards}
              max={Math.min(cap, wonCap(n, deal))}
              onChange={(v) => set((x) => withCount(x, 'dealPenaltyCards', v))}
              testid={`deal-${seat.name}`}
            />
          )}
        </div>
      )}
      <Check
        label={since === undefined ? t('scoreUi.flags.kingUsed') : t('scoreUi.flags.kingUsedSince', { n: since + 1 })}
        checked={e.kingUsed}
        disabled={since !== undefined}
        onChange={(v) => onChange((i) => setKingUsed(i, r, seat.id, v))}
      />
      {colour === 'red' && <Check label={t('scoreUi.flags.redQueen')} checked={e.redQueen} onChange={(v) => set((x) => ({ ...x, redQueen: v }))} />}
      {r > 0 && (
        <Check
          // A damaged saved ruler colour has no price to show (the scorer's refusal names the colour).
          label={isColour(colour) ? t('scoreUi.flags.queenRecharged', { cost: QUEEN_RECHARGE_COST[colour] }) : t('scoreUi.fields.queenRecharged')}
          checked={e.queenRecharged}
          onChange={(v) => set((x) => ({ ...x, queenRecharged: v }))}
        />
      )}
      {input.mode === 'two-players' && (
        <Check
          label={t('scoreUi.flags.jackShift')}
          checked={e.jackShift === true}
          disabled={e.bets.includes('jack') && !e.jackShift}
          onChange={(v) => set((x) => ({ ...x, jackShift: v }))}
        />
      )}
      {/* Only the player far enough behind may take one (an entry made earlier stays in view). */}
      {input.mode === 'two-players' && r === 2 && (catchUp.includes(seat.id) || e.extraKings !== undefined) && (
        <CatchUpKings input={input} entry={e} onEntry={set} testid={`catch-up-${seat.name}`} missing={!catchUpAnswered(e) && catchUp.includes(seat.id)} />
      )}
    </fieldset>
  );
}
