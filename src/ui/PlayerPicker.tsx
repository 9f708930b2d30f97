import { useEffect, useState } from 'preact/hooks';
import { useT } from '../i18n/useT';
import { listPlayers } from '../storage/players';
import { newId } from '../storage/sessions';
import type { PlayerRecord, SeatRecord } from '../storage/types';
import { nextColor } from './colors';
import { IconButton } from './IconButton';

interface PlayerPickerProps {
  seats: SeatRecord[];
  onChange: (seats: SeatRecord[]) => void;
  min: number;
  max: number;
}

/**
 * Seats for a new session in table order: tap saved players, or type a one-off name.
 * Names are shown as text, never as markup.
 */
export function PlayerPicker({ seats, onChange, min, max }: PlayerPickerProps) {
  const { t } = useT();
  const [saved, setSaved] = useState<PlayerRecord[]>([]);
  const [name, setName] = useState('');
  useEffect(() => void listPlayers().then(setSaved, () => setSaved([])), []);
  const full = seats.length >= max;
  const seated = (p: PlayerRecord) => seats.some((s) => s.playerId === p.id);

  const add = (seat: Omit<SeatRecord, 'id' | 'color'> & { color?: string }) =>
    onChange([...seats, { id: newId(), color: seat.color ?? nextColor(seats.map((s) => s.color)), ...seat }]);
  const move = (i: number, d: number) => {
    const next = [...seats];
    [next[i], next[i + d]] = [next[i + d]!, next[i]!];
    onChange(next);
  };

  return (
    <fieldset class="picker">
      <legend>{t('picker.title', { min, max })}</legend>
      <ol class="seats">
        {seats.map((s, i) => (
          <li key={s.id}>
            <span class="dot" style={{ background: s.color }} aria-hidden="true" />
            <span class="seat-name">{s.name}</span>
            <IconButton class="ghost" icon="↑" label={t('picker.up', { name: s.name })} disabled={i === 0} onClick={() => move(i, -1)} />
            <IconButton class="ghost" icon="×" label={t('picker.remove', { name: s.name })} onClick={() => onChange(seats.filter((x) => x !== s))} />
          </li>
        ))}
      </ol>
      {saved.length > 0 && (
        <div class="chips" role="group" aria-label={t('picker.saved')}>
          {saved.map((p) => (
            <button
              key={p.id}
              type="button"
              class="chip"
              aria-pressed={seated(p)}
              disabled={!seated(p) && full}
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
          const n = name.trim();
          if (!n || full) return;
          add({ name: n.slice(0, 40) });
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
          onInput={(e) => setName((e.target as HTMLInputElement).value)}
        />
        <button type="submit" disabled={full || !name.trim()}>
          {t('picker.add')}
        </button>
      </form>
      {seats.length < min && <p class="hint">{t('picker.needMore', { count: min - seats.length })}</p>}
    </fieldset>
  );
}
