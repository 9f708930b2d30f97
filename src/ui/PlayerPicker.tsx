import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { clipName, normaliseName, sameNameKey } from '../lib/names';
import { listPlayers, savePlayerOnce } from '../storage/players';
import { newId } from '../storage/sessions';
import type { PlayerRecord, SeatRecord } from '../storage/types';
import { nextColor } from './colors';
import { IconButton } from './IconButton';
import './PlayerPicker.css';

interface PlayerPickerProps {
  seats: SeatRecord[];
  onChange: (seats: SeatRecord[]) => void;
  min: number;
  max: number;
  /** "Save for next time" held by the caller (play setup applies it to names typed in seat rows too). */
  remember?: boolean;
  onRemember?: (remember: boolean) => void;
  /** What the list shows for seat `n` (1-based) while its name is still to be typed elsewhere. */
  blank?: (n: number) => string;
  /**
   * Names typed in seat rows elsewhere that become saved players at Start: the chip of that
   * player shows as seated and cannot seat them a second time.
   */
  typedNames?: readonly string[];
}

/**
 * Seats for a new session in table order: tap saved players, or type a name. A typed name is
 * saved as a player (so statistics follow them) unless "Save for next time" is unticked.
 * Names are shown as text, never as markup.
 */
export function PlayerPicker({ seats, onChange, min, max, blank, typedNames = [], ...props }: PlayerPickerProps) {
  const { t } = useT();
  const [saved, setSaved] = useState<PlayerRecord[]>([]);
  const [name, setName] = useState('');
  // A typed name with nothing visible in it (only zero-width or control characters) is refused in words.
  const [invisible, setInvisible] = useState(false);
  const [own, setOwn] = useState(true);
  const remember = props.remember ?? own;
  const setRemember = props.onRemember ?? setOwn;
  const byName = (a: PlayerRecord, b: PlayerRecord) => a.name.localeCompare(b.name);
  // A name typed before the list arrived is already in it: keep it.
  const adopt = (stored: PlayerRecord[]) => setSaved((mine) => [...stored, ...mine.filter((p) => !stored.some((q) => q.id === p.id))].sort(byName));
  useEffect(() => void listPlayers().then(adopt, () => undefined), []);
  // Several names may be typed before a re-render: always add to the newest seats and saved list.
  const latest = useRef(seats);
  latest.current = seats;
  const known = useRef(saved);
  known.current = saved;
  const full = seats.length >= max;
  const seated = (p: PlayerRecord) => seats.some((s) => s.playerId === p.id);
  const typedIn = (p: PlayerRecord) => !seated(p) && typedNames.some((n) => sameNameKey(n, p.name));

  const add = (seat: Omit<SeatRecord, 'id' | 'color'> & { color?: string }) => {
    const now = latest.current;
    latest.current = [...now, { id: newId(), color: seat.color ?? nextColor(now.map((s) => s.color)), ...seat }];
    onChange(latest.current);
  };
  /**
   * A typed name: the saved player of that name (any case), else a new saved player whose id the
   * seat gets at once (the record is written in the background: the seat never waits for storage;
   * a failed write shows the storage banner, and the seat still counts under that id). Unticked,
   * or a second person with the name of a player already at the table (seated here, or typed in a
   * seat row): a one-off seat, nothing saved.
   */
  const addTyped = (n: string) => {
    const match = known.current.find((p) => sameNameKey(p.name, n));
    if (!remember || (match && (latest.current.some((s) => s.playerId === match.id) || typedIn(match)))) return add({ name: n });
    if (match) return add({ name: match.name, color: match.color, playerId: match.id });
    const now = Date.now();
    const p: PlayerRecord = { id: newId(), name: n, color: nextColor(latest.current.map((s) => s.color)), createdAt: now, updatedAt: now };
    known.current = [...known.current, p].sort(byName);
    setSaved(known.current);
    add({ name: p.name, color: p.color, playerId: p.id });
    void savePlayerOnce(p).then(
      (kept) => kept.id !== p.id && adoptSaved(p.id, kept),
      () => undefined,
    );
  };
  /**
   * The name was typed before the saved list arrived (a slow phone just opened) and a player of
   * that name was saved already: the seat counts for that player, and the one made here is
   * dropped (savePlayerOnce wrote nothing), so one person never becomes two.
   */
  const adoptSaved = (madeId: string, kept: PlayerRecord) => {
    known.current = [...known.current.filter((x) => x.id !== madeId && x.id !== kept.id), kept].sort(byName);
    setSaved(known.current);
    if (!latest.current.some((s) => s.playerId === madeId)) return;
    // That player may be seated already (picked from the list meanwhile): then this seat is a one-off.
    const twice = latest.current.some((s) => s.playerId === kept.id);
    latest.current = latest.current.map((s) =>
      s.playerId !== madeId ? s : twice ? { id: s.id, color: s.color, name: s.name } : { ...s, name: kept.name, color: kept.color, playerId: kept.id },
    );
    onChange(latest.current);
  };
  const move = (i: number, d: number) => {
    const next = [...seats];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange(next);
  };

  return (
    <fieldset class="picker">
      <legend>{t('picker.title', { min, max })}</legend>
      <ol class="seats">
        {seats.map((s, i) => {
          // A seat whose name is typed in its own row below: never an empty line here.
          const name = s.name.trim() || blank?.(i + 1) || s.name;
          return (
            <li key={s.id}>
              <span class="dot" style={{ background: s.color }} aria-hidden="true" />
              <span class={s.name.trim() ? 'seat-name' : 'seat-name seat-blank'}>{name}</span>
              <IconButton class="ghost" icon="↑" label={t('picker.up', { name })} disabled={i === 0} onClick={() => move(i, -1)} />
              <IconButton class="ghost" icon="×" label={t('picker.remove', { name })} onClick={() => onChange(seats.filter((x) => x !== s))} />
            </li>
          );
        })}
      </ol>
      {saved.length > 0 && (
        <div class="chips" role="group" aria-label={t('picker.saved')}>
          {saved.map((p) => (
            <button
              key={p.id}
              type="button"
              class="chip"
              aria-pressed={seated(p) || typedIn(p)}
              disabled={typedIn(p) || (!seated(p) && full)}
              onClick={() => (seated(p) ? onChange(seats.filter((s) => s.playerId !== p.id)) : add({ name: p.name, color: p.color, playerId: p.id }))}
            >
              <span class="dot" style={{ background: p.color }} aria-hidden="true" />
              {p.name}
            </button>
          ))}
        </div>
      )}
      <form
        class="row"
        onSubmit={(e) => {
          e.preventDefault();
          const n = clipName(normaliseName(name), 40);
          setInvisible(!n && name.trim() !== '');
          if (!n || full) return;
          addTyped(n);
          setName('');
        }}
      >
        <label class="sr-only" for="picker-name">
          {t('picker.newName')}
        </label>
        <input
          id="picker-name"
          value={name}
          maxLength={40}
          placeholder={t('picker.newName')}
          disabled={full}
          onInput={(e) => (setName((e.target as HTMLInputElement).value), setInvisible(false))}
          aria-invalid={invisible ? 'true' : undefined}
          aria-describedby={invisible ? 'picker-name-err' : undefined}
        />
        <button type="submit" disabled={full || !name.trim()}>
          {t('picker.add')}
        </button>
        <label class="radio picker-remember">
          <input type="checkbox" checked={remember} data-testid="picker-remember" onChange={(e) => setRemember((e.target as HTMLInputElement).checked)} />
          {t('picker.remember')}
        </label>
      </form>
      {invisible && (
        <p id="picker-name-err" class="field-error" role="alert">
          {t('picker.invisibleName')}
        </p>
      )}
      {seats.length < min && <p class="hint">{t('picker.needMore', { count: min - seats.length })}</p>}
    </fieldset>
  );
}
