import { useId, useState } from 'preact/hooks';
import { navigate } from '../../../../nav/router';
import { findGame } from '../../../registry';
import { useT } from '../../../../i18n/useT';
import { newSession, saveSession } from '../../../../storage/sessions';
import type { SeatRecord } from '../../../../storage/types';
import { PlayerPicker } from '../../../../ui/PlayerPicker';
import type { Colour } from '../../data/colours';
import type { Mode } from '../../data/decks';
import { rsFacts } from '../../score/facts';
import { ColourChips } from './Chips';
import { initialInput, modesFor, type StdOptions } from './input';
import { GAME } from './names';
import { StdOptionFields, cleanOptions } from './StdOptionFields';
import { useSingleFlight } from '../../../../ui/useSingleFlight';

/**
 * A new Royal Stake sheet: players in seating order, then only the ways to play that fit their
 * number, the standard game's options, and each player's ruler colour (not for "I am King",
 * where rulers change every round). Round 1 opens ready to fill in.
 */
export function Setup() {
  const { t } = useT(GAME);
  const name = useId();
  const [seats, setSeats] = useState<SeatRecord[]>([]);
  const [picked, setPicked] = useState<Mode>('standard');
  const [rulers, setRulers] = useState<Record<string, Colour>>({});
  const [options, setOptions] = useState<StdOptions>({ jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false });
  const [error, setError] = useState(false);
  const { min, max } = findGame(GAME)!.players;
  const modes = modesFor(seats.length);
  const mode = modes.includes(picked) ? picked : modes[0];
  const needsRulers = mode !== undefined && mode !== 'i-am-king';
  const takenBy = (id: string) =>
    seats
      .filter((s) => s.id !== id)
      .map((s) => rulers[s.id])
      .filter((c): c is Colour => !!c);
  const rulersOk = !needsRulers || seats.every((s) => rulers[s.id] && !takenBy(s.id).includes(rulers[s.id]!));

  const once = useSingleFlight();
  const start = (e: Event) => {
    e.preventDefault();
    if (!mode || !rulersOk) return;
    return once.run(async () => {
      const data = initialInput(seats, { mode, rulers, options: cleanOptions(options, seats.length) });
      // History names the mode from the first moment, before any round is entered.
      const facts = rsFacts(mode, data.rounds, new Set(seats.map((s) => s.id)));
      const session = { ...newSession({ game: GAME, kind: 'score', title: '', players: seats, data }), ...(facts ? { facts } : {}) };
      try {
        await saveSession(session);
        navigate({ name: 'score', id: GAME, sessionId: session.id }, true);
        return true;
      } catch {
        setError(true);
        return false;
      }
    });
  };

  return (
    <form onSubmit={start}>
      <h1>{t(`common:games.${GAME}.name`)}</h1>
      <PlayerPicker seats={seats} onChange={setSeats} min={min} max={max} />
      <fieldset>
        <legend>{t('scoreUi.setup.mode')}</legend>
        {modes.length === 0 && <p class="hint">{t('scoreUi.setup.seatFirst')}</p>}
        {modes.map((m) => (
          <label class="radio" key={m}>
            <input type="radio" name={`${name}-mode`} value={m} checked={mode === m} onChange={() => setPicked(m)} />
            {t(`scoreUi.modes.${m}`)}
          </label>
        ))}
        {mode && <p class="small">{t(`scoreUi.setup.about.${mode}`, teamNames(seats))}</p>}
      </fieldset>
      {mode === 'standard' && <StdOptionFields players={seats.length} options={options} onChange={setOptions} />}
      {needsRulers && seats.length > 0 && (
        <fieldset>
          <legend>{t('scoreUi.setup.rulers')}</legend>
          {seats.map((s) => (
            <div key={s.id}>
              <p class="seat-name">
                <span class="dot" style={{ background: s.color }} aria-hidden="true" /> {s.name}
              </p>
              <ColourChips
                label={t('scoreUi.setup.rulersOf', { name: s.name })}
                value={rulers[s.id]}
                taken={takenBy(s.id)}
                onPick={(c) => setRulers({ ...rulers, [s.id]: c })}
              />
            </div>
          ))}
          {!rulersOk && <p class="hint">{t('scoreUi.setup.rulersMissing')}</p>}
        </fieldset>
      )}
      {error && (
        <p role="alert" class="field-error">
          {t('common:pad.saveFailed')}
        </p>
      )}
      <button type="submit" class="primary" disabled={!mode || !rulersOk || once.pending}>
        {t('common:pad.start')}
      </button>
    </form>
  );
}

/** Names for the team hint (partners sit opposite: seats 1 and 3 against 2 and 4). */
const teamNames = (seats: SeatRecord[]) => ({
  a1: seats[0]?.name ?? '',
  a2: seats[2]?.name ?? '',
  b1: seats[1]?.name ?? '',
  b2: seats[3]?.name ?? '',
});
