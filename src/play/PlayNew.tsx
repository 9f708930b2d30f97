import { useState } from 'preact/hooks';
import { sessionHref } from '../app/sessionLink';
import type { Engine } from '../games/types';
import { useT } from '../i18n/useT';
import type { Failure } from '../lib/result';
import { failureText, replaceHash } from './messages';
import { createPlaySession } from './playSession';
import { SeatSetup, seatSpecs, type SeatChoice } from './SeatSetup';
import type { PlaySetup } from './types';

interface PlayNewProps {
  game: string;
  engine: Engine<unknown, unknown, unknown>;
  /** The game's options; without it the config is `{ players }`. */
  setup?: PlaySetup | null;
  players: { min: number; max: number };
}

/** A new pass-and-play game: seats, the game's options, then a saved session to play. */
export function PlayNew({ game, engine, setup, players }: PlayNewProps) {
  // Play may seat fewer counts than scoring does (the setup narrows the manifest's range).
  const limits = setup?.players ?? players;
  const { t } = useT(game);
  const [choice, setChoice] = useState<SeatChoice>({ players: [], kinds: {} });
  const [options, setOptions] = useState<unknown>(setup?.defaultOptions);
  const [failure, setFailure] = useState<Failure | null>(null);
  const count = choice.players.length;
  const specs = seatSpecs(choice);
  // A seat switched back from a bot to a person waits for the person's name (SeatSetup says so).
  const named = choice.players.every((p) => p.name.trim() !== '');
  const ready = count >= limits.min && count <= limits.max && specs.some((s) => s.kind === 'human') && named;
  const Options = setup?.Options;

  const start = async (e: Event) => {
    e.preventDefault();
    const config = setup ? setup.config(count, options) : { players: count };
    // A name typed in a seat's row is trimmed here, as the picker trims its own (not while typing).
    const players = choice.players.map((p) => ({ ...p, name: p.name.trim() }));
    const created = await createPlaySession({ game, engine, players, seats: specs, config });
    if (!created.ok) return setFailure(created);
    replaceHash(sessionHref(created.value));
  };

  return (
    <form onSubmit={start}>
      <h1>{t('play:setup.title', { game: t(`common:games.${game}.name`) })}</h1>
      <SeatSetup value={choice} onChange={setChoice} min={limits.min} max={limits.max} />
      {Options && <Options players={count} options={options} onChange={setOptions} />}
      {failure && (
        <p role="alert" class="field-error">
          {failureText(t, game, failure)}
        </p>
      )}
      <button type="submit" class="primary" disabled={!ready} data-testid="start">
        {t('play:setup.start')}
      </button>
    </form>
  );
}
