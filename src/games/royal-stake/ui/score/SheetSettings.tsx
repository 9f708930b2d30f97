import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import type { Colour } from '../../data/colours';
import { ColourChips } from './Chips';
import { withOptions, withRulers } from './edits';
import type { RsInput, StdInput } from './input';
import { GAME } from './names';
import { StdOptionFields } from './StdOptionFields';

/** Fixing the setup later: each player's rulers and the standard game's options. */
export function SheetSettings({ input, seats, onChange }: { input: RsInput; seats: SeatRecord[]; onChange: (fn: (i: RsInput) => RsInput) => void }) {
  const { t } = useT(GAME);
  if (input.mode === 'i-am-king') return null;
  const rulersOf = (id: string) => input.players.find((p) => p.id === id)?.rulers;
  return (
    <details class="panel">
      <summary>{t('scoreUi.settings')}</summary>
      {input.mode === 'standard' && (
        <StdOptionFields players={input.players.length} options={input.options} onChange={(o) => onChange((i) => withOptions(i as StdInput, o))} />
      )}
      <fieldset>
        <legend>{t('scoreUi.setup.rulers')}</legend>
        {seats.map((s) => (
          <div key={s.id}>
            <p class="seat-name">{s.name}</p>
            <ColourChips
              label={t('scoreUi.setup.rulersOf', { name: s.name })}
              value={rulersOf(s.id)}
              taken={seats
                .filter((o) => o.id !== s.id)
                .map((o) => rulersOf(o.id))
                .filter((c): c is Colour => !!c)}
              onPick={(c) => onChange((i) => withRulers(i, s.id, c))}
            />
          </div>
        ))}
      </fieldset>
    </details>
  );
}
