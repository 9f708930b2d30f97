/**
 * The squad draft (round 1: ruler sets and characters in snake order) and the redraft (rounds
 * 2-3: characters in ascending king-number order). Each character on the table is one button
 * per kind with its copies counted; a copy the seat may not take (its own last squad's card, or
 * a set owed on its last pick) is greyed with the engine's reason.
 */
import { useT } from '../../../../i18n/useT';
import { characterOf } from '../../engine/modes/standard/types';
import type { RsMove, RsView } from '../../engine/types';
import { capital, colourText } from '../judge/labels';
import { GAME } from './names';
import { movesOf } from './stdWords';
import { isTwoPlayer, settingUpTwo } from './stdTwo';
import type { PhaseProps } from './phaseProps';
import type { Code } from '../../codes';

/** Why the viewer may not take any copy of `kind` now (a locale key under `errors`), or null. */
function refusal(view: RsView, legal: readonly RsMove[], kind: string): Code | null {
  const d = view.std?.draft;
  if (!d || legal.length === 0) return null;
  if (movesOf(legal, 'character').some((m) => characterOf(m.card) === kind)) return null;
  const mine = view.std!.seats[view.seat]!.lastChars;
  return d.pool.some((c) => characterOf(c) === kind && !mine.includes(c)) ? 'ERR_MUST_TAKE_SET' : 'ERR_CHARACTER_FROM_LAST_SQUAD';
}

/** What this draft step is, in the words of the game being played (for two: «Игра на двоих»). */
function squadAbout(view: RsView): string {
  if (!isTwoPlayer(view)) return view.round === 1 ? 'stdUi.squad.first' : 'stdUi.squad.redraft';
  if (settingUpTwo(view)) return 'stdTwo.squad.sets';
  return view.round === 1 ? 'stdTwo.squad.first' : 'stdTwo.squad.redraft';
}

/** The draft table with its buttons for the seat to pick. */
export function StdSquadPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const d = view.std?.draft;
  if (!d) return null;
  const name = (seat: number) => players[seat]?.name ?? '?';
  const kinds = [...new Set(d.pool.map(characterOf))];
  const myTurn = legal.length > 0;
  return (
    <>
      <p data-testid="squad-about">{t(squadAbout(view))}</p>
      <p class="small" data-testid="pick-order">
        {t('playUi.pick.order', {
          names: d.order
            .slice(0, view.seats.length * 2)
            .map(name)
            .join(' → '),
        })}
      </p>
      <ul class="rs-choices">
        {movesOf(legal, 'set').map((m) => (
          <li key={m.colour}>
            <button type="button" class={`rs-choice rs-${m.colour}`} disabled={busy} data-testid={`set-${m.colour}`} onClick={() => onPlay(m)}>
              <strong>{capital(t('playUi.set', { colour: colourText(t, m.colour) }))}</strong>
              <span class="small">{t(`playUi.meaning.queen.${m.colour}`)}</span>
            </button>
          </li>
        ))}
        {kinds.map((kind) => {
          const move = movesOf(legal, 'character').find((m) => characterOf(m.card) === kind);
          const why = refusal(view, legal, kind);
          const copies = d.pool.filter((c) => characterOf(c) === kind).length;
          return (
            <li key={kind}>
              <button
                type="button"
                class="rs-choice rs-std-char"
                disabled={busy || !move}
                aria-disabled={!move}
                data-testid={`char-${kind}`}
                onClick={() => move && onPlay(move)}
              >
                <strong>
                  {t(`characters.${kind}`)}
                  {copies > 1 ? ` ×${copies}` : ''}
                </strong>
                <span class="small">{t(`stdUi.ability.${kind}`)}</span>
                {myTurn && why && <span class="small rs-std-why">{t(`errors.${why}`)}</span>}
              </button>
            </li>
          );
        })}
      </ul>
      {myTurn && (
        <p class="small" data-testid="pick-final">
          {t('stdUi.squad.final')}
        </p>
      )}
      {!myTurn && d.sets.length > 0 && (
        <p class="small" data-testid="on-table">
          {t('playUi.pick.onTable', { items: d.sets.map((c) => t('playUi.set', { colour: colourText(t, c) })).join(', ') })}
        </p>
      )}
    </>
  );
}
