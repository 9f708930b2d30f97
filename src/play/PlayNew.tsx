import { useEffect, useState } from 'preact/hooks';
import { sessionHref } from '../nav/sessionLink';
import type { Engine } from '../games/types';
import { useT } from '../i18n/useT';
import { normaliseName } from '../lib/names';
import { fail, ok, type Failure, type Result } from '../lib/result';
import { ensurePlayer, listPlayers } from '../storage/players';
import type { PlayerRecord, SeatRecord } from '../storage/types';
import { failureText, replaceHash } from './messages';
import { createPlaySession } from './playSession';
import { seatClashes, SeatSetup, seatSpecs, type SeatChoice } from './SeatSetup';
import { typedPeople } from './seatKind';
import { claimTypedSeats } from './typedSeats';
import { useSingleFlight } from '../ui/useSingleFlight';
import type { PlaySetup, SeatSpec } from './types';

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
  const [saved, setSaved] = useState<PlayerRecord[]>([]);
  const once = useSingleFlight();
  const starting = once.pending;
  useEffect(() => void listPlayers().then(setSaved, () => undefined), []);
  const count = choice.players.length;
  const specs = seatSpecs(choice);
  // A seat switched back from a bot to a person waits for the person's name (SeatSetup says so).
  const named = choice.players.every((p) => normaliseName(p.name) !== '');
  const clear = Object.keys(seatClashes(choice, saved)).length === 0;
  const ready = count >= limits.min && count <= limits.max && specs.some((s) => s.kind === 'human') && named && clear && !starting;
  const Options = setup?.Options;

  // A table across phones needs a second person (one on this phone, the others on theirs).
  const people = specs.filter((s) => s.kind === 'human').length;
  const start = async (e: Event, host = false) => {
    e.preventDefault();
    if (!ready || (host && people < 2)) return;
    const config = setup ? setup.config(count, options) : { players: count };
    // The same guard as the score setups (useSingleFlight): a second tap in the same frame does nothing.
    await once.run(async () => {
      const fresh = await listPlayers().catch(() => saved);
      const players = await seatPeople(choice, fresh);
      const seats = host ? phoneSeats(specs) : specs;
      const created = players.ok ? await createPlaySession({ game, engine, players: players.value, seats, config }) : players;
      if (created.ok) return (replaceHash(sessionHref(created.value)), true);
      // A clash found only now (a player saved elsewhere meanwhile) shows next to that seat's name field.
      if (created.error === 'ERR_SEAT_NAME_TAKEN') return (setSaved(fresh), false);
      setFailure(created);
      return false;
    });
  };

  return (
    <form onSubmit={start}>
      <h1>{t('play:setup.title', { game: t(`common:games.${game}.name`) })}</h1>
      <SeatSetup value={choice} onChange={setChoice} min={limits.min} max={limits.max} saved={saved} />
      {Options && <Options players={count} options={options} onChange={setOptions} />}
      {failure && (
        <p role="alert" class="field-error">
          {failureText(t, game, failure)}
        </p>
      )}
      <button type="submit" class="primary" disabled={!ready} data-testid="start">
        {t('play:setup.start')}
      </button>
      <p class="hint" id="host-hint">
        {t('play:tables.hostSetupHint')}
      </p>
      <button type="button" disabled={!ready || people < 2} onClick={(e) => void start(e, true)} aria-describedby="host-hint" data-testid="host-table">
        {t('play:tables.hostTable')}
      </button>
    </form>
  );
}

/** Hosting: the first person plays on this phone, every other person on their own phone. */
export function phoneSeats(specs: readonly SeatSpec[]): SeatSpec[] {
  const first = specs.findIndex((s) => s.kind === 'human');
  return specs.map((s, i) => (s.kind === 'human' && i !== first ? { ...s, phone: true } : s));
}

/**
 * The seats to start with: names trimmed (as the picker trims its own, not while typing) and each
 * name typed in a seat's row saved as a player unless "Save for next time" is unticked.
 */
async function seatPeople(choice: SeatChoice, saved: readonly PlayerRecord[]): Promise<Result<SeatRecord[]>> {
  const trimmed = choice.players.map((p) => ({ ...p, name: normaliseName(p.name) }));
  const typed = typedPeople(choice);
  if (choice.remember === false || typed.length === 0) return ok(trimmed);
  const claimed = claimTypedSeats(choice.players, typed, saved);
  if (!claimed.ok) return claimed;
  const players = [...claimed.value.players];
  try {
    // One at a time: a name is never saved twice (two typed seats never share one, see takenSeats).
    for (const id of claimed.value.fresh) {
      const i = players.findIndex((p) => p.id === id);
      const record = await ensurePlayer(players[i]!.name, players[i]!.color);
      players[i] = { ...players[i]!, playerId: record.id };
    }
  } catch {
    return fail('ERR_CREATE_FAILED'); // nothing was played yet; the names are still on screen
  }
  return ok(players);
}
