import { useT } from '../../../i18n/useT';
import { DICE_BY_PLAYERS, MARKET_ROW_SIZE, PLAYER_COUNT, STARTING_COINS, setupFor, TOTAL_DICE } from '../data/setup';
import { GAME } from './CardFace';
import { RuleLink } from '../../../ui/RuleLink';

const COUNTS = Array.from({ length: PLAYER_COUNT.max - PLAYER_COUNT.min + 1 }, (_, i) => PLAYER_COUNT.min + i);

/**
 * Laying out the box, from the data: loot dice by player count and how many cards each deck
 * loses unseen. Deck trimming does not depend on the player count, so any count's setup shows it.
 */
export function SetupHelper() {
  const { t } = useT(GAME);
  const setup = setupFor(PLAYER_COUNT.min);
  const decks = setup.ok ? setup.value.decks : [];
  return (
    <section class="panel" aria-labelledby="kot-setup-h" data-testid="setup-helper">
      <h2 id="kot-setup-h">{t('setup.title')}</h2>
      <table class="score-table">
        <caption>{t('setup.diceCaption', { total: TOTAL_DICE })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('setup.players')}</th>
            {COUNTS.map((n) => (
              <th scope="col" key={n}>
                {n}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          <tr>
            <th scope="row">{t('setup.dice')}</th>
            {COUNTS.map((n) => (
              <td key={n} data-testid={`dice-${n}`}>
                {DICE_BY_PLAYERS[n]}
              </td>
            ))}
          </tr>
        </tbody>
      </table>
      <table class="score-table">
        <caption>{t('setup.decksCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('setup.deck')}</th>
            <th scope="col">{t('setup.inBox')}</th>
            <th scope="col">{t('setup.remove')}</th>
            <th scope="col">{t('setup.keep')}</th>
          </tr>
        </thead>
        <tbody>
          {decks.map((d) => (
            <tr key={d.deck}>
              <th scope="row">{t(`decks.${d.deck}`)}</th>
              <td>{d.inBox}</td>
              <td data-testid={`remove-${d.deck}`}>{d.remove}</td>
              <td>{d.keep}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p class="small">{t('setup.start', { coins: STARTING_COINS, row: MARKET_ROW_SIZE, deck: t('decks.A') })}</p>
      <RuleLink game={GAME} anchor="setup">
        {t('setup.rules')}
      </RuleLink>
    </section>
  );
}
