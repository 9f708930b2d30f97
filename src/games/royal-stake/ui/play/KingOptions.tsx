/**
 * The king toggles of the lifted card (inside TableHand's options). One king that fits: a
 * checkbox, as always. Several (the game for two, round 3, with catch-up kings): one radio each
 * and "no king". A ready king the card cannot carry says why in words, so a player never wonders
 * where their catch-up king went. Only kings some legal play lays are ever offered.
 */
import { useT } from '../../../../i18n/useT';
import type { Colour } from '../../data/colours';
import { CARD } from '../../engine/cards';
import type { CardId } from '../../engine/types';
import { colourText } from '../judge/labels';
import type { KingChoice, KingPick } from './choices';
import { GAME } from './names';

interface Props {
  card: CardId;
  /** Kings some legal play lays on `card`. */
  kings: readonly KingChoice[];
  /** The seat's kings still in hand (own first); only catch-up kings get a reason line. */
  ready: readonly KingChoice[];
  ownSet: Colour | null;
  pick: KingPick;
  /** Whether a legal play goes with this king and the other toggles as they are. */
  can: (k: KingPick) => boolean;
  onPick: (k: KingPick) => void;
}

/** The colour a king goes with: a card of its colour; white on a rarity or white flag. */
function cardColour(card: CardId): Colour | null {
  const c = CARD[card];
  if (!c) return null;
  return c.suit ?? (c.kind === 'rarity' || c.kind === 'whiteFlag' ? 'white' : null);
}

/** Test id of a king toggle: the own king keeps the card table's `opt-king`. */
const kingId = (k: KingChoice) => (k === true ? 'opt-king' : `opt-king-${k}`);

/** King checkbox or radios, then why a catch-up king cannot come with this card. */
export function KingOptions({ card, kings, ready, ownSet, pick, can, onPick }: Props) {
  const { t } = useT(GAME);
  const label = (k: KingChoice) =>
    k === true ? t('table.optKing', { colour: colourText(t, ownSet ?? 'white') }) : t('stdTwo.king.opt', { colour: colourText(t, k) });
  const colour = cardColour(card);
  const blocked = ready.filter((k): k is Colour => k !== true && !kings.includes(k));
  return (
    <>
      {kings.length === 1 && (
        <label class="rs-opt">
          <input
            type="checkbox"
            checked={pick === kings[0]}
            data-testid={kingId(kings[0]!)}
            disabled={!can(pick === kings[0] ? false : kings[0]!)}
            onChange={() => onPick(pick === kings[0] ? false : kings[0]!)}
          />
          {label(kings[0]!)}
        </label>
      )}
      {kings.length > 1 && (
        <>
          <label class="rs-opt">
            <input type="radio" name="rs-king" checked={pick === false} data-testid="opt-king-none" disabled={!can(false)} onChange={() => onPick(false)} />
            {t('stdTwo.king.none')}
          </label>
          {kings.map((k) => (
            <label class="rs-opt" key={String(k)}>
              <input type="radio" name="rs-king" checked={pick === k} data-testid={kingId(k)} disabled={!can(k)} onChange={() => onPick(k)} />
              {label(k)}
            </label>
          ))}
        </>
      )}
      {blocked.map((k) => (
        <p key={k} class="small rs-king-why" data-testid={`king-why-${k}`}>
          {k === colour
            ? t('stdTwo.king.notNow', { colour: colourText(t, k) })
            : t(k === 'white' ? 'stdTwo.king.onlyWhite' : 'stdTwo.king.onlyColour', { colour: colourText(t, k) })}
        </p>
      ))}
    </>
  );
}
