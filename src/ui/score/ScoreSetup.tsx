import type { ComponentChildren } from 'preact';
import { useState } from 'preact/hooks';
import { navigate } from '../../nav/router';
import { findGame } from '../../games/registry';
import { useT } from '../../i18n/useT';
import { newSession, saveSession } from '../../storage/sessions';
import type { SeatRecord } from '../../storage/types';
import { PlayerPicker } from '../PlayerPicker';
import { useSingleFlight } from '../useSingleFlight';

interface ScoreSetupProps {
  game: string;
  /** The game's empty scorer input for these seats (in seating order). */
  initialData: (seats: SeatRecord[]) => unknown;
  /** Game options (variant etc.), rendered under the player picker. */
  children?: ComponentChildren;
}

/** New scoring session for a game: who sits where, then the game's own options. */
export function ScoreSetup({ game, initialData, children }: ScoreSetupProps) {
  const { t } = useT();
  const manifest = findGame(game)!;
  const [seats, setSeats] = useState<SeatRecord[]>([]);
  const [error, setError] = useState(false);
  const { min, max } = manifest.players;
  const once = useSingleFlight();
  const start = (e: Event) => {
    e.preventDefault();
    return once.run(async () => {
      const session = newSession({ game, kind: 'score', title: '', players: seats, data: initialData(seats) });
      try {
        await saveSession(session);
        navigate({ name: 'score', id: game, sessionId: session.id }, true);
        return true;
      } catch {
        setError(true);
        return false;
      }
    });
  };
  return (
    <form onSubmit={start}>
      <h1>{t(`games.${game}.name`)}</h1>
      <PlayerPicker seats={seats} onChange={setSeats} min={min} max={max} />
      {children}
      {error && (
        <p role="alert" class="field-error">
          {t('pad.saveFailed')}
        </p>
      )}
      <button type="submit" class="primary" disabled={seats.length < min || seats.length > max || once.pending}>
        {t('pad.start')}
      </button>
    </form>
  );
}
