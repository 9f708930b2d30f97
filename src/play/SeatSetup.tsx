import type { BotLevel } from '../games/types';
import { useT } from '../i18n/useT';
import { normaliseName } from '../lib/names';
import { newId } from '../storage/sessions';
import type { SeatRecord } from '../storage/types';
import { nextColor } from '../ui/colors';
import { PlayerPicker } from '../ui/PlayerPicker';
import { botNamer, seatNames, type BotName } from '../share/seatNames';
import { nameSeat, seatSpecs, setSeatKind, typedPeople, type SeatChoice } from './seatKind';
import { takenSeats, type KnownPlayer } from './typedSeats';
import './SeatSetup.css';

export { seatSpecs, type SeatChoice } from './seatKind';

const LEVELS: readonly BotLevel[] = ['easy', 'normal', 'hard'];

/**
 * Bots are named by their level and, with several bots at the table, a letter (botNamer), and
 * never carry a saved player: History, Statistics and the table itself read the level and the
 * seat order, so a bot is the same bot in every language and is never mistaken for a person.
 */
export function nameBots(choice: SeatChoice, label: BotName): SeatChoice {
  const specs = seatSpecs(choice);
  const names = seatNames(
    choice.players.map((p, i) => ({ ...p, bot: specs[i]!.kind === 'bot' ? specs[i]!.level : undefined })),
    label,
  );
  const players = choice.players.map((p, i) => {
    const spec = specs[i]!;
    if (spec.kind !== 'bot' || !spec.level) return p;
    const { playerId: _none, ...seat } = p;
    return { ...seat, name: names[i]! };
  });
  return { ...choice, players };
}

/** Typed seats that would be the same saved player as another seat (none when typed names stay one-off). */
export const seatClashes = (value: SeatChoice, saved: readonly KnownPlayer[]) =>
  value.remember === false ? {} : takenSeats(value.players, typedPeople(value), saved);

interface SeatSetupProps {
  value: SeatChoice;
  onChange: (v: SeatChoice) => void;
  min: number;
  max: number;
  /** Saved players, to tell at once when a typed name is a player already seated. */
  saved?: readonly KnownPlayer[];
}

/** Seats for a new game: saved or typed players, bots added with one tap, and each seat's level. */
export function SeatSetup({ value, onChange, min, max, saved = [] }: SeatSetupProps) {
  const { t } = useT('play');
  const { players, kinds } = value;
  const specs = seatSpecs(value);
  const label = botNamer(t);
  const change = (next: SeatChoice) => onChange(nameBots(next, label));
  const addBot = () => {
    const seat: SeatRecord = { id: newId(), name: '', color: nextColor(players.map((p) => p.color)) };
    change({ ...value, players: [...players, seat], kinds: { ...kinds, [seat.id]: { kind: 'bot', level: 'normal' } } });
  };
  // Seats that came back from a bot without a person's name: the name is typed in their row.
  const typing = typedPeople(value);
  const clashes = seatClashes(value, saved);
  // Names typed in person rows become saved players at Start (unless kept one-off): their chips are taken.
  const typedNames = value.remember === false ? [] : players.filter((p) => typing.includes(p.id) && normaliseName(p.name)).map((p) => p.name);
  const setKind = (id: string, choice: string) =>
    change(setSeatKind(value, id, choice === 'human' ? { kind: 'human' } : { kind: 'bot', level: choice as BotLevel }));

  return (
    <>
      <PlayerPicker
        seats={players}
        onChange={(next) => change({ ...value, players: next })}
        min={min}
        max={max}
        remember={value.remember ?? true}
        onRemember={(remember) => change({ ...value, remember })}
        blank={(n) => t('personSeat.unnamed', { n })}
        typedNames={typedNames}
      />
      <p>
        <button type="button" onClick={addBot} disabled={players.length >= max} data-testid="add-bot">
          {t('setup.addBot')}
        </button>
      </p>
      {players.length > 0 && (
        <fieldset class="panel">
          <legend>{t('setup.whoPlays')}</legend>
          {players.map((p, i) => {
            const person = specs[i]!.kind === 'human';
            const typed = typing.includes(p.id);
            const missing = typed && !normaliseName(p.name);
            const clash = typed ? clashes[p.id] : undefined;
            const hint = missing ? `seat-name-hint-${p.id}` : clash ? `seat-name-taken-${p.id}` : undefined;
            return (
              <div class="row seat-kind-row" key={p.id}>
                {typed ? (
                  <>
                    <span class="dot" style={{ background: p.color }} aria-hidden="true" />
                    <input
                      id={`seat-name-${p.id}`}
                      class="seat-name-input"
                      value={p.name}
                      maxLength={40}
                      aria-label={t('personSeat.name', { n: i + 1 })}
                      placeholder={t('personSeat.placeholder')}
                      aria-describedby={hint}
                      aria-invalid={clash ? true : undefined}
                      onInput={(e) => change(nameSeat(value, p.id, (e.target as HTMLInputElement).value))}
                    />
                  </>
                ) : (
                  <label for={`seat-kind-${p.id}`} class="seat-name">
                    <span class="dot" style={{ background: p.color }} aria-hidden="true" /> {p.name}
                  </label>
                )}
                <select
                  id={`seat-kind-${p.id}`}
                  aria-label={typed ? t('personSeat.seat', { n: i + 1 }) : undefined}
                  value={person ? 'human' : specs[i]!.level}
                  onChange={(e) => setKind(p.id, (e.target as HTMLSelectElement).value)}
                >
                  <option value="human">{t('setup.human')}</option>
                  {LEVELS.map((l) => (
                    <option key={l} value={l}>
                      {t(`levels.${l}`)}
                    </option>
                  ))}
                </select>
                {missing && (
                  <p class="hint seat-name-hint" id={`seat-name-hint-${p.id}`} data-testid="seat-name-missing">
                    {t('personSeat.missing', { n: i + 1 })}
                  </p>
                )}
                {clash && (
                  <p class="field-error seat-name-hint" id={hint} data-testid="seat-name-taken">
                    {t('personSeat.taken', { n: clash.seat, other: clash.other, name: clash.name })}
                  </p>
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      {players.length > 0 && !specs.some((s) => s.kind === 'human') && (
        <p class="hint" data-testid="need-human">
          {t('setup.needHuman')}
        </p>
      )}
    </>
  );
}
