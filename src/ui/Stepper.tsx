import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { MAX_SCORE, parseScore } from '../lib/integer';
import { useT } from '../i18n/useT';
import { IconButton } from './IconButton';
import { newBurst, noteFieldEdit } from './score/editNote';
import './Stepper.css';

interface StepperProps {
  label: string;
  /** null: nobody entered this value yet; it shows as missing ("—"), never as 0. */
  value: number | null;
  onChange: (n: number) => void;
  /** Emptying the field un-enters the value (only where "not entered" is allowed); without it an empty field is refused. */
  onClear?: () => void;
  /** Enter in the field (the "next" key of a phone keyboard), e.g. to move to the next cell. */
  onEnter?: () => void;
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
 * "10^9" show why they are refused, naming the field, and leave the stored value unchanged.
 */
export function Stepper({ label, value, onChange, onClear, onEnter, min = -MAX_SCORE, max = MAX_SCORE, step = 1, compact }: StepperProps) {
  const { t } = useT();
  const id = useId();
  const shown = (v: number | null) => (v === null ? '' : String(v));
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
  useEffect(() => {
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
  const commit = (raw: string) => {
    setText(raw);
    if (onClear && raw.trim() === '') {
      setError(null);
      if (latest.current !== null) {
        noteFieldEdit({ field: label, from: latest.current, to: null, burst: burst.current });
        inFlight.current.push(null);
        latest.current = null;
        onClear();
      }
      return;
    }
    const parsed = parseScore(raw, min, max);
    if (!parsed.ok) {
      setError(t('stepper.refused', { label, reason: t(`errors.${parsed.error}`, parsed.params) }));
      return;
    }
    setError(null);
    handOn(parsed.value, true);
  };
  const bump = (d: number) => {
    const base = Math.min(max, Math.max(min, latest.current ?? 0));
    const next = Math.min(max, Math.max(min, base + d));
    setError(null);
    setText(String(next));
    handOn(next);
  };
  const missing = value === null;

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
          enterKeyHint={onEnter ? 'next' : undefined}
          autoComplete="off"
          value={text}
          placeholder={missing ? '—' : undefined}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-err` : missing ? `${id}-missing` : undefined}
          onFocus={(e) => ((burst.current = newBurst()), selectAll(e))}
          onClick={(e) => ((burst.current = newBurst()), selectAll(e))}
          onPointerUp={selectAll}
          onInput={(e) => commit((e.target as HTMLInputElement).value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && onEnter) {
              e.preventDefault();
              onEnter();
            }
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
