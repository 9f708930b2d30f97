import { Editable, useYesNo } from '../../../../ui/score/ReadValue';
import type { ComponentChildren } from 'preact';
import type { TFunction } from 'i18next';
import { useLayoutEffect, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { RULER_COLOURS, isColour, type Colour } from '../../data/colours';
import { colourText } from '../judge/labels';
import { GAME, RULER_SWATCH } from './names';

/** A one-tap choice (pressed or not); 44 px high like every button. */
export function Chip({
  on,
  disabled,
  onClick,
  children,
  testid,
}: {
  on: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ComponentChildren;
  testid?: string;
}) {
  return (
    <button type="button" class="chip" aria-pressed={on} disabled={disabled} onClick={onClick} data-testid={testid}>
      {children}
    </button>
  );
}

/** A colour's name; a damaged saved colour reads "none" (the scorer's refusal names the value), never a key. */
export const colourWord = (t: TFunction, colour: unknown): string => (isColour(colour) ? colourText(t, colour) : t('scoreUi.none'));

/** A ruler colour as a swatch and its name (the white swatch gets an outline to be seen). */
export function ColourName({ colour }: { colour: Colour }) {
  const { t } = useT(GAME);
  if (!isColour(colour)) return <>{colourWord(t, colour)}</>;
  return (
    <>
      <span class="dot" style={{ background: RULER_SWATCH[colour], boxShadow: 'inset 0 0 0 1px #77736a', marginRight: '0.3rem' }} aria-hidden="true" />
      {colourText(t, colour)}
    </>
  );
}

/** Five colour chips; colours another player holds are unavailable. */
export function ColourChips({
  label,
  value,
  taken,
  onPick,
  colours = RULER_COLOURS,
}: {
  label: string;
  value: Colour | undefined;
  taken: readonly Colour[];
  onPick: (c: Colour) => void;
  colours?: readonly Colour[];
}) {
  const { t } = useT(GAME);
  return (
    <Editable label={label} value={value === undefined ? null : colourWord(t, value)}>
      <div class="chips" role="group" aria-label={label}>
        {colours.map((c) => (
          <Chip key={c} on={value === c} disabled={value !== c && taken.includes(c)} onClick={() => onPick(c)}>
            <ColourName colour={c} />
          </Chip>
        ))}
      </div>
    </Editable>
  );
}

/**
 * A yes/no mark as a checkbox whose whole label (44 px high) takes the tap. The box keeps the
 * tapped state while the change is being saved, so it does not flicker back for a moment.
 */
export function Check({
  label,
  checked,
  disabled,
  onChange,
  testid,
}: {
  label: ComponentChildren;
  checked: boolean;
  disabled?: boolean;
  onChange: (on: boolean) => void;
  testid?: string;
}) {
  const [shown, setShown] = useState(checked);
  // Follows the stored mark in a layout effect, run as the box is drawn: a plain effect ran after
  // the paint, so a tap that quick on a new box was flipped back until its save came in.
  useLayoutEffect(() => setShown(checked), [checked]);
  const yesNo = useYesNo();
  // A finished sheet: "King used  yes", no checkbox.
  return (
    <Editable label={label} value={yesNo(checked)}>
      <label class="radio" data-testid={testid}>
        <input
          type="checkbox"
          checked={shown}
          disabled={disabled}
          onChange={(e) => {
            const on = (e.target as HTMLInputElement).checked;
            setShown(on);
            onChange(on);
          }}
        />
        <span>{label}</span>
      </label>
    </Editable>
  );
}
