import { useContext, useEffect, useId, useRef, useState } from 'preact/hooks';
import { MAX_SCORE, parseScore } from '../lib/integer';
import { useT } from '../i18n/useT';
import { IconButton } from './IconButton';
import { newBurst, noteFieldEdit } from './score/editNote';
import { ENTRY, focusNextEntry, markEnterHint } from './score/nextEntry';
import { shownNumber } from '../lib/shownNumber';
import { reportRefused } from './score/refusedFields';
import { SheetReadOnly } from './score/SheetLock';
import { ReadValue } from './score/ReadValue';
import './Stepper.css';

interface StepperProps {
  label: string;
  /** null: nobody entered this value yet; it shows as missing ("—"), never as 0. */
  value: number | null;
  onChange: (n: number) => void;
  /** Emptying the field un-enters the value (only where "not entered" is allowed); without it an empty field is refused. */
  onClear?: () => void;
  /** Enter in the field (the "next" key of a phone keyboard); without it Enter moves to the next field of the sheet. */
  onEnter?: () => void;
  /** Whose value this is, when the label does not say it: a refusal names the player and the field. */
  who?: string;
  min?: number;
  max?: number;
  step?: number;
  /** Hide the visible label (the table header names the cell); it stays for screen readers. */
  compact?: boolean;
}

/** Selects the whole field, so what a person types replaces the value wherever the finger landed. */
function selectAll(e: Event) {
  const input = e.currentTarget as HTMLInputElement;
  if (document.activeElement === input) input.setSelectionRange(0, input.value.length);
}

/**
 * A number with − and + buttons (± in a compact table cell) and direct typing. Tapping the
 * field selects it all, so typing 3 over "0" gives 3, never 30 or 03. What a person types or
 * pastes is checked as they go (locale digits and typographic minus are read): "-", "3.5" or
 * "10^9" show why they are refused, naming the player and the field.
 *
 * The one rule for typed values on every sheet: a value is saved only while the whole typed text
 * is accepted. Each accepted keystroke is saved (totals follow as one types), and once the text
 * is refused the stored value goes back to what the field held when this visit began, so a valid
 * prefix ("99999" of "99999999999") never stays behind, not on leaving the field nor on reload.
 * While refused, the field is listed as needing attention (see refusedFields).
 */
export function Stepper({ label, value, onChange, onClear, onEnter, who, min = -MAX_SCORE, max = MAX_SCORE, step = 1, compact }: StepperProps) {
  const { t } = useT();
  const id = useId();
  const readOnly = useContext(SheetReadOnly);
  const named = who && !label.includes(who) ? `${who}, ${label}` : label;
  // A stored negative shows with a true minus, as totals and the breakdown do (typing reads both).
  const shown = (v: number | null) => (v === null ? '' : shownNumber(v));
  const [text, setText] = useState(shown(value));
  const [error, setError] = useState<string | null>(null);
  // The last number this stepper handed on: fast taps build on it, not on a value whose
  // save has not come back yet (two quick taps on + must add two).
  const latest = useRef(value);
  // Keystrokes typed in one visit to the field ("1", "15") are one change for undo; a tap starts a new visit.
  const burst = useRef<number | undefined>(undefined);
  // Values handed on whose save has not come back yet: their echo must not rewrite what the
  // person is typing ("1" saved while "10" is on screen would flash back to "1").
  const inFlight = useRef<Array<number | null>>([]);
  // What the field held when this visit began: the last accepted value a refusal goes back to.
  const visitStart = useRef<{ v: number | null } | null>(null);
  useEffect(() => () => reportRefused(id, null), []);
  // Preact runs effects after the paint, so a fast typist's first key can land before this
  // field's mount effect (a new round's first cell takes the focus at once). The field already
  // starts from `value`: the mount run has nothing to follow, and run late it would take the
  // typed key for an outside change and blank it ("15" saved as "5").
  const mounted = useRef(false);
  useEffect(() => {
    if (!mounted.current) {
      mounted.current = true;
      return;
    }
    const echo = inFlight.current.indexOf(value);
    if (echo >= 0) {
      inFlight.current = inFlight.current.slice(echo + 1);
      if (inFlight.current.length) return;
    } else inFlight.current = [];
    // Follow outside changes (undo, another round edited) unless the person is mid-correction.
    latest.current = value;
    if (!error) setText(shown(value));
  }, [value]);

  const handOn = (next: number, typed = false) => {
    if (next === latest.current) return;
    noteFieldEdit({ field: label, from: latest.current, to: next, burst: typed ? burst.current : undefined });
    inFlight.current.push(next);
    latest.current = next;
    onChange(next);
  };
  const clear = () => {
    if (latest.current === null || !onClear) return;
    noteFieldEdit({ field: label, from: latest.current, to: null, burst: burst.current });
    inFlight.current.push(null);
    latest.current = null;
    onClear();
  };
  const accept = () => (setError(null), reportRefused(id, null));
  const refuse = (reason: string) => {
    setError(t('stepper.refused', { label: named, reason }));
    reportRefused(id, { label: named, reason });
    // Back to the value this visit began with: a prefix saved a keystroke ago must not count.
    const start = visitStart.current?.v ?? null;
    if (start === null) clear();
    else handOn(start, true);
  };
  const commit = (raw: string) => {
    setText(raw);
    visitStart.current ??= { v: latest.current };
    if (onClear && raw.trim() === '') {
      accept();
      clear();
      return;
    }
    const parsed = parseScore(raw, min, max);
    if (!parsed.ok) return refuse(t(`errors.${parsed.error}`, parsed.params));
    accept();
    handOn(parsed.value, true);
  };
  const bump = (d: number) => {
    const base = Math.min(max, Math.max(min, latest.current ?? 0));
    const next = Math.min(max, Math.max(min, base + d));
    accept();
    setText(shownNumber(next));
    handOn(next);
  };
  const startVisit = (e: Event) => {
    burst.current = newBurst();
    // A refused text left in the field is not a value: the visit starts from the stored one.
    visitStart.current = { v: latest.current };
    selectAll(e);
  };
  const missing = value === null;

  // A finished sheet: the value as text, no field and no buttons, until the sheet is reopened.
  if (readOnly) return <ReadValue label={label} value={missing ? null : shownNumber(value)} compact={compact} />;

  return (
    <div class={`stepper${compact ? ' compact' : ''}${missing ? ' missing' : ''}`}>
      <label for={id} class={compact ? 'sr-only' : undefined}>
        {label}
      </label>
      <div class="stepper-row">
        {compact ? (
          // In a table a ± toggle replaces − and +: phone number pads often lack a minus key,
          // and three buttons per cell would not fit four players on a phone.
          <IconButton
            icon="±"
            label={t('stepper.negate', { label })}
            onClick={() => bump(-2 * (latest.current ?? 0))}
            disabled={!value || -value < min || -value > max}
          />
        ) : (
          <IconButton icon="−" label={t('stepper.minus', { label })} onClick={() => bump(-step)} disabled={value !== null && value <= min} />
        )}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          {...{ [ENTRY]: '' }}
          enterKeyHint="next"
          autoComplete="off"
          value={text}
          placeholder={missing ? '—' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-err` : missing ? `${id}-missing` : undefined}
          onFocus={(e) => (markEnterHint(e.currentTarget as HTMLInputElement), startVisit(e))}
          onClick={startVisit}
          onPointerUp={selectAll}
          onInput={(e) => commit((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return;
            e.preventDefault();
            if (onEnter) onEnter();
            else focusNextEntry(e.currentTarget as HTMLInputElement);
          }}
          onBlur={() => !error && setText(shown(inFlight.current.length ? latest.current : value))}
        />
        {missing && (
          <span id={`${id}-missing`} class="sr-only">
            {t('stepper.missing')}
          </span>
        )}
        {!compact && <IconButton icon="+" label={t('stepper.plus', { label })} onClick={() => bump(step)} disabled={value !== null && value >= max} />}
      </div>
      {error && (
        <p id={`${id}-err`} class="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
