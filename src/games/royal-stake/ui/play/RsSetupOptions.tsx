/**
 * The play setup's options once the standard game is offered (STANDARD_PLAY_OFFERED): what to
 * play — the standard game or the side mode this seat count plays — then that game's form. With
 * two seats only the two-player game exists (TWO_PLAYER_PLAY_OFFERED).
 */
import { useT } from '../../../../i18n/useT';
import { GAME } from './names';
import { PlayOptions } from './PlayOptions';
import { modeFor, type RsPlayOptions } from './playSetup';
import { StdSetupForm } from './StdSetupForm';
import { TWO_PLAYER_PLAY_OFFERED, defaultStdSetup } from './stdSetup';

/** The choice of game, then its options. */
export function RsSetupOptions({ players, options, onChange }: { players: number; options: RsPlayOptions; onChange: (o: RsPlayOptions) => void }) {
  const { t } = useT(GAME);
  const std = options.std ?? defaultStdSetup();
  const side = modeFor(players);
  // Two seats play only the two-player game (once offered); other counts without a mode get the seat hint.
  const standard = side ? std.on : players === 2 && TWO_PLAYER_PLAY_OFFERED;
  const setStd = (on: boolean) => onChange({ ...options, std: { ...std, on } });
  return (
    <>
      {side && (
        <fieldset data-testid="rs-game-choice">
          <legend>{t('stdSetup.what')}</legend>
          <label class="radio">
            <input type="radio" name="rs-game" checked={standard} data-testid="choose-standard" onChange={() => setStd(true)} />
            {t('stdSetup.standard')}
          </label>
          <label class="radio">
            <input type="radio" name="rs-game" checked={!standard} data-testid="choose-side" onChange={() => setStd(false)} />
            {t(`scoreUi.modes.${side}`)}
          </label>
        </fieldset>
      )}
      {standard ? (
        <StdSetupForm players={players} setup={std} onChange={(s) => onChange({ ...options, std: s })} />
      ) : (
        <PlayOptions players={players} options={options} onChange={onChange} />
      )}
    </>
  );
}
