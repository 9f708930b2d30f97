import { Editable } from '../../../../ui/score/ReadValue';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { RULER_COLOURS } from '../../data/colours';
import { TRICKS_PER_ROUND } from '../../data/decks';
import { EMPEROR_TEAM_COLOURS } from '../../data/modes';
import { Check, Chip, ColourName } from './Chips';
import { CountField } from './CountField';
import { kingUsedSince, mapEntry, setKingUsed, withCount } from './edits';
import type { EmperorEntry, EmperorInput } from './input';
import { GAME, nameOf } from './names';
import { emperorWonNeeds } from './needs';
import type { RoundProps } from './RoundEditor';
import { TricksStep } from './TricksStep';

const COURT = RULER_COLOURS.flatMap((c) => [`${c}-jack`, `${c}-queen`]);
const T = TRICKS_PER_ROUND.emperor;

/**
 * One round of "Emperor": nine tricks, then per player the cards of their king's colour,
 * rarities and white flags, the playing jacks and queens they won, and whether the king was laid.
 */
export function EmperorRound({ input, r, seats, onChange }: RoundProps<EmperorInput>) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const needs = emperorWonNeeds(input, r);
  const set = (id: string, fn: (e: EmperorEntry) => EmperorEntry) => onChange((i) => mapEntry<EmperorEntry>(i, r, id, fn));
  const side = (emperor: boolean) =>
    input.players
      .filter((p) => (EMPEROR_TEAM_COLOURS as readonly string[]).includes(p.rulers) === emperor)
      .map((p) => nameOf(seats, p.id))
      .join(' + ');
  const holder = (card: string) => seats.find((s) => round.players[s.id]?.courtCards.includes(card));
  return (
    <>
      <p class="small" data-testid="teams">
        {t('scoreUi.emperor.teams', { a: side(true), b: side(false) })}
      </p>
      <h3>{t('scoreUi.step.tricks')}</h3>
      <TricksStep seats={seats} total={T} tricks={(id) => round.players[id]?.tricks} onSet={(id, n) => set(id, (e) => withCount(e, 'tricks', n))} />
      <h3>{t('scoreUi.step.cards')}</h3>
      {seats.map((s) => (
        <EmperorPlayer
          key={s.id}
          seat={s}
          input={input}
          r={r}
          keys={needs[s.id] ?? []}
          holder={holder}
          set={(fn) => set(s.id, fn)}
          onKing={(v) => onChange((i) => setKingUsed(i, r, s.id, v))}
        />
      ))}
    </>
  );
}

function EmperorPlayer({
  seat,
  input,
  r,
  keys,
  holder,
  set,
  onKing,
}: {
  seat: SeatRecord;
  input: EmperorInput;
  r: number;
  keys: ReturnType<typeof emperorWonNeeds>[string];
  holder: (card: string) => SeatRecord | undefined;
  set: (fn: (e: EmperorEntry) => EmperorEntry) => Promise<boolean>;
  onKing: (v: boolean) => void;
}) {
  const { t } = useT(GAME);
  const e = input.rounds[r]!.players[seat.id]!;
  const colour = input.players.find((p) => p.id === seat.id)!.rulers;
  const since = kingUsedSince(input, r, seat.id);
  const courtName = (card: string) => {
    const [c, kind] = card.split('-');
    return t(`scoreUi.emperor.${kind}`, { colour: t(`colours.${c}`) });
  };
  return (
    <fieldset data-testid={`cards-${seat.name}`}>
      <legend>
        {seat.name} · <ColourName colour={colour} />
      </legend>
      {e.tricks === undefined ? (
        <p class="hint">{t('scoreUi.count.afterTricks')}</p>
      ) : (
        e.tricks > 0 && (
          <div class="rs-counts">
            {keys.map((k) => (
              <CountField
                key={k}
                label={t(`scoreUi.won.${k}`)}
                who={seat.name}
                value={e.won[k]}
                max={e.tricks! * 5}
                onChange={(v) => set((x) => ({ ...x, won: withCount(x.won, k, v) }))}
              />
            ))}
          </div>
        )
      )}
      <details class="panel">
        <summary>{t('scoreUi.emperor.court', { count: e.courtCards.length })}</summary>
        <Editable label={t('scoreUi.emperor.courtOf', { name: seat.name })} value={e.courtCards.map(courtName).join(', ') || t('common:lock.none')}>
          <div class="chips" role="group" aria-label={t('scoreUi.emperor.courtOf', { name: seat.name })}>
            {COURT.map((card) => {
              const other = holder(card);
              const mine = e.courtCards.includes(card);
              return (
                <Chip
                  key={card}
                  on={mine}
                  disabled={!mine && !!other && other.id !== seat.id}
                  onClick={() => set((x) => ({ ...x, courtCards: mine ? x.courtCards.filter((c) => c !== card) : [...x.courtCards, card] }))}
                >
                  {courtName(card)}
                </Chip>
              );
            })}
          </div>
        </Editable>
      </details>
      <Check
        label={since === undefined ? t('scoreUi.flags.kingUsed') : t('scoreUi.flags.kingUsedSince', { n: since + 1 })}
        checked={e.kingUsed}
        disabled={since !== undefined}
        onChange={onKing}
      />
    </fieldset>
  );
}
