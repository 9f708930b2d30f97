import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { BetCard } from '../../data/characters';
import { Chip } from './Chips';
import type { StdEntry, StdInput } from './input';
import { GAME } from './names';
import { charactersInGame, copiesAvailable, jackBetAllowed, maxBets, roomLeft, squadCharacters, tapBet, tapFaceUp } from './squad';

const count = <T,>(list: readonly T[], x: T) => list.filter((y) => y === x).length;

/**
 * One player's squad as chips: the bet (one; in round 3 one or two, the jack too), then the
 * face-up characters (a second tap adds a second copy when one is free), and the cheerleader's
 * partner. Characters nobody can take any more are greyed out.
 */
export function SquadEditor({
  input,
  r,
  seat,
  seats,
  entry,
  onEntry,
}: {
  input: StdInput;
  r: number;
  seat: SeatRecord;
  seats: SeatRecord[];
  entry: StdEntry;
  onEntry: (fn: (e: StdEntry) => StdEntry) => void;
}) {
  const { t } = useT(GAME);
  const chars = charactersInGame(input);
  const cheerUp = entry.faceUp.includes('cheerleader');
  const betCards: BetCard[] = jackBetAllowed(input, r) ? [...chars, 'jack'] : chars;
  const free = (c: (typeof chars)[number]) => copiesAvailable(input, r, seat.id, c);
  const betDisabled = (b: BetCard) => {
    if (entry.bets.includes(b)) return false;
    if (cheerUp || (maxBets(input, r) > 1 && entry.bets.length >= maxBets(input, r))) return true;
    return b !== 'jack' && free(b) - count(entry.faceUp, b) <= 0;
  };
  const others = seats.filter((s) => s.id !== seat.id);
  const name = seat.name;
  return (
    <>
      <p class="small">{t(maxBets(input, r) > 1 ? 'scoreUi.squad.betLabelTwo' : 'scoreUi.squad.betLabel')}</p>
      <div class="chips" role="group" aria-label={t('scoreUi.squad.betOf', { name })}>
        {betCards.map((b) => (
          <Chip key={b} on={entry.bets.includes(b)} disabled={betDisabled(b)} onClick={() => onEntry((e) => tapBet(input, r, e, b))}>
            {t(`characters.${b}`)}
          </Chip>
        ))}
      </div>
      {cheerUp && <p class="hint">{t('scoreUi.squad.noBetCheer')}</p>}
      <p class="small">{t('scoreUi.squad.faceUpLabel')}</p>
      <div class="chips" role="group" aria-label={t('scoreUi.squad.faceUpOf', { name })}>
        {chars.map((c) => {
          const mine = count(entry.faceUp, c);
          const avail = free(c) - count(entry.bets, c);
          return (
            <Chip key={c} on={mine > 0} disabled={mine === 0 && (avail <= 0 || roomLeft(entry) <= 0)} onClick={() => onEntry((e) => tapFaceUp(e, c, avail))}>
              {t(`characters.${c}`)}
              {mine > 1 && ` ×${mine}`}
            </Chip>
          );
        })}
      </div>
      {cheerUp && (
        <>
          <p class="small">{t('scoreUi.squad.partnerLabel')}</p>
          <div class="chips" role="group" aria-label={t('scoreUi.squad.partnerOf', { name })}>
            {others.map((o) => (
              <Chip key={o.id} on={entry.partner === o.id} onClick={() => onEntry((e) => ({ ...e, partner: o.id }))}>
                {o.name}
              </Chip>
            ))}
          </div>
        </>
      )}
      {squadCharacters(entry).length === 3 && entry.bets.length === 0 && !cheerUp && <p class="hint">{t('scoreUi.squad.needBet')}</p>}
    </>
  );
}
