/**
 * What the game for two changes, on the setup screen (rulebook «Игра на двоих», in our own words):
 * the starting VP, nine tricks, the compulsory jester deal from the king deck with its penalty,
 * the one bet card, the jack's shift, the doubled round 3 and the catch-up kings. The facts are
 * numbers from data/, so the words cannot drift from what the engine and the scorer do.
 */
import { useT } from '../../../../i18n/useT';
import { RuleLink } from '../../../../ui/RuleLink';
import { GAME } from './names';
import { TWO_PLAYER_FACTS } from './stdTwo';

/** The differences, one line each, and the way to the rules page. */
export function Std2pSetupNote() {
  const { t } = useT(GAME);
  const f = TWO_PLAYER_FACTS;
  return (
    <div class="panel rs-std-two" data-testid="std-two-players">
      <p>
        <strong>{t('stdTwo.setup.title')}</strong>
      </p>
      <ul>
        <li>{t('stdTwo.setup.start', { vp: f.startVp })}</li>
        <li>{t('stdTwo.setup.tricks', { count: f.tricks })}</li>
        <li>{t('stdTwo.setup.characters')}</li>
        <li data-testid="std-two-deal">{t('stdTwo.setup.deal', { rate: f.dealRate, last: f.dealRateLast })}</li>
        <li>{t('stdTwo.setup.bet')}</li>
        <li>{t('stdTwo.setup.jack', { shift: f.jackShift })}</li>
        <li>{t('stdTwo.setup.kings', { step: f.catchUpStep, both: f.catchUpStep * 2 })}</li>
      </ul>
      <RuleLink game={GAME} anchor="two-players">
        {t('stdTwo.setup.rule')}
      </RuleLink>
    </div>
  );
}
