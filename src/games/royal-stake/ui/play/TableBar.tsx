/**
 * The table's pinned top: mode and round, trump, whose turn it is, and the buttons that open
 * the sheets (standing, finished tricks, log) and take back a move.
 */
import { settingUpTwo } from './stdTwo';
import { useT } from '../../../../i18n/useT';
import type { PlayGame } from '../../../../play/types';
import type { RsMove, RsView } from '../../engine/types';
import { colourText } from '../judge/labels';
import { GAME } from './names';
import { RulesAction } from '../../../../ui/RuleLink';
import { UndoButton } from '../../../../play/UndoButton';

/** Which sheet is open. */
export type SheetName = 'standing' | 'tricks' | 'log';

/** Rounds a game always has (team whist plays a third round only on a tie, so it says no total). */
const ROUNDS: Record<string, number | undefined> = { 'i-am-king': 3, emperor: 2, standard: 3 };

/** The pinned bar. */
export function TableBar({ view, g, onOpen }: { view: RsView; g: PlayGame<RsView, RsMove>; onOpen: (s: SheetName) => void }) {
  const { t } = useT(GAME);
  const name = (seat: number | null) => (seat === null ? '' : (g.players[seat]?.name ?? ''));
  const mode = view.config.mode;
  // The game for two is the standard game with two seats; the bar names it as the score sheet does.
  const modeName = mode === 'standard' && view.config.players === 2 ? 'two-players' : mode;
  const trump = mode !== 'i-am-king' ? 'black' : view.trump;
  const turn =
    g.thinking !== null
      ? t('play:table.thinking', { name: name(g.thinking) })
      : g.toMove === g.seat && g.legalMoves.length > 0
        ? t('table.yourTurn')
        : g.toMove !== null
          ? t('play:table.turn', { name: name(g.toMove) })
          : '';
  return (
    <header class="rs-bar" data-testid="table-bar">
      <div class="rs-bar-info">
        <p class="rs-bar-round" data-testid="round">
          {t(ROUNDS[mode] ? 'table.roundOf' : 'table.round', { mode: t(`judgeUi.modes.${modeName}`), round: view.round, of: ROUNDS[mode] })}
        </p>
        <p class="rs-bar-line">
          {/* The game for two takes its sets before any card is dealt: no trump line until the deal. */}
          {!settingUpTwo(view) && (
            <span class="rs-bar-trump" data-testid="trump">
              <span class={`rs-swatch rs-${trump ?? 'none'}`} aria-hidden="true" />
              {trump === null ? t('table.trumpNotYet') : trump === 'white' ? t('table.noTrump') : t('table.trump', { colour: colourText(t, trump) })}
            </span>
          )}
          <span class="rs-turn" role="status" data-testid="turn">
            {turn}
          </span>
        </p>
      </div>
      <nav class="rs-bar-actions" aria-label={t('table.menu')}>
        <UndoButton g={g} />
        <button type="button" onClick={() => onOpen('standing')} data-testid="open-standing">
          {t('table.standingButton')}
        </button>
        <button type="button" onClick={() => onOpen('tricks')} data-testid="open-tricks">
          {t('table.tricksButton')}
        </button>
        <button type="button" onClick={() => onOpen('log')} data-testid="open-log">
          {t('table.logButton')}
        </button>
        <RulesAction game={GAME} />
      </nav>
    </header>
  );
}
