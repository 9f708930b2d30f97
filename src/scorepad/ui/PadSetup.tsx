import { useState } from 'preact/hooks';
import { navigate } from '../../nav/router';
import { SCORE_PAD } from '../../games/registry';
import { useT } from '../../i18n/useT';
import { newSession, saveSession } from '../../storage/sessions';
import type { SeatRecord } from '../../storage/types';
import { PlayerPicker } from '../../ui/PlayerPicker';
import { useSingleFlight } from '../../ui/useSingleFlight';
import { MAX_PAD_PLAYERS, type PadInput } from '../score';

/** Starts a free score pad: who plays, the game's name, and whether the lowest total wins. */
export function PadSetup() {
  const { t } = useT();
  const [seats, setSeats] = useState<SeatRecord[]>([]);
  const [title, setTitle] = useState('');
  const [lowestWins, setLowestWins] = useState(false);
  const [error, setError] = useState(false);
  const once = useSingleFlight();

  const start = (e: Event) => {
    e.preventDefault();
    return once.run(async () => {
      // The first round starts empty ("not entered"), not as zeros nobody typed.
      const data: PadInput = { players: seats.map((s) => ({ id: s.id, rounds: [null] })), lowestWins };
      const session = newSession({ game: SCORE_PAD, kind: 'score', title: title.trim().slice(0, 80), players: seats, data });
      try {
        await saveSession(session);
        navigate({ name: 'pad', sessionId: session.id }, true);
        return true;
      } catch {
        setError(true);
        return false;
      }
    });
  };

  return (
    <form onSubmit={start}>
      <h1>{t('pad.title')}</h1>
      <label class="block">
        {t('pad.gameName')}
        <input value={title} maxLength={80} placeholder={t('pad.gameNameHint')} onInput={(e) => setTitle((e.target as HTMLInputElement).value)} />
      </label>
      <PlayerPicker seats={seats} onChange={setSeats} min={1} max={MAX_PAD_PLAYERS} />
      <label class="radio">
        <input type="checkbox" checked={lowestWins} onChange={(e) => setLowestWins((e.target as HTMLInputElement).checked)} />
        {t('pad.lowestWins')}
      </label>
      {error && (
        <p role="alert" class="field-error">
          {t('pad.saveFailed')}
        </p>
      )}
      <button type="submit" class="primary" disabled={seats.length < 1 || once.pending}>
        {t('pad.start')}
      </button>
    </form>
  );
}
