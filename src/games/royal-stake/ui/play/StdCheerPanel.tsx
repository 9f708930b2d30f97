/**
 * The cheerleader after the bets (rulebook «Болельщица»): face up, she hands the partner card to
 * another player; laid as a bet, she puts the copy card next to one of another player's face-down
 * bet cards without seeing it. All bets are laid by then, so each button names what that seat has
 * face down, as the face-up rest tells it (#ruling-std-bets-open); of two, which lies where stays
 * unseen. Only the engine's legal choices are buttons.
 */
import { useT } from '../../../../i18n/useT';
import { GAME } from './names';
import { betName, movesOf } from './stdWords';
import { HIDDEN } from '../../engine/modes/standard/view';
import type { PhaseProps } from './phaseProps';

/** Her choices, or for everyone else who is choosing. */
export function StdCheerPanel({ view, players, legal, busy, onPlay }: PhaseProps) {
  const { t } = useT(GAME);
  const name = (seat: number) => players[seat]?.name ?? '?';
  const std = view.std!;
  const cheer = std.partner?.cheer ?? std.copy?.cheer ?? 0;
  const partners = movesOf(legal, 'partner');
  const copies = movesOf(legal, 'copy');
  const known = (seat: number): string | null => {
    const bets = std.seats[seat]?.bets ?? [];
    if (bets.length === 0 || bets.includes(HIDDEN)) return null;
    // Two copies of one character: whichever she lies next to, the card is that character.
    const names = [...new Set(bets.map((b) => betName(t, b)))];
    return t(names.length === 1 ? 'stdUi.cheer.copyOne' : 'stdUi.cheer.copyEither', { names: names.join(', ') });
  };
  return (
    <>
      <p>{t(std.partner ? 'stdUi.cheer.partnerHow' : 'stdUi.cheer.copyHow', { name: name(cheer) })}</p>
      <ul class="rs-choices">
        {partners.map((m) => (
          <li key={m.seat}>
            <button type="button" class="rs-choice" disabled={busy} data-testid={`partner-${m.seat}`} onClick={() => onPlay(m)}>
              <strong>{t('stdUi.cheer.partner', { name: name(m.seat) })}</strong>
            </button>
          </li>
        ))}
        {copies.map((m) => (
          <li key={`${m.seat}-${m.index}`}>
            <button type="button" class="rs-choice" disabled={busy} data-testid={`copy-${m.seat}-${m.index}`} onClick={() => onPlay(m)}>
              <strong>{t('stdUi.cheer.copy', { name: name(m.seat), n: m.index + 1 })}</strong>
              {known(m.seat) && (
                <span class="small" data-testid={`known-bet-${m.seat}-${m.index}`}>
                  {known(m.seat)}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
      {partners.length + copies.length > 0 && (
        <p class="small" data-testid="cheer-final">
          {t('stdUi.cheer.final')}
        </p>
      )}
    </>
  );
}
