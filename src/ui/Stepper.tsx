import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { MAX_SCORE, parseScore } from '../lib/integer';
import { useT } from '../i18n/useT';
import { IconButton } from './IconButton';

interface StepperProps {
  label: string;
  value: number;
  onChange: (n: number) => void;
  min?: number;
  max?: number;
  step?: number;
  /** Hide the visible label (the table header names the cell); it stays for screen readers. */
  compact?: boolean;
}

/**
 * A number with − and + buttons (± in a compact table cell) and direct typing. What a person types is checked as they go:
 * "-", "3.5" or "10^9" show why they are refused and leave the stored value unchanged.
 */
export function Stepper({ label, value, onChange, min = -MAX_SCORE, max = MAX_SCORE, step = 1, compact }: StepperProps) {
  const { t } = useT();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [error, setError] = useState<string | null>(null);
  // The last number this stepper handed on: fast taps build on it, not on a value whose
  // save has not come back yet (two quick taps on + must add two).
  const latest = useRef(value);
  useEffect(() => {
    // Follow outside changes (undo, another round edited) unless the person is mid-correction.
    latest.current = value;
    if (!error) setText(String(value));
  }, [value]);

  const commit = (raw: string) => {
    setText(raw);
    const parsed = parseScore(raw, min, max);
    if (!parsed.ok) {
      setError(t(`errors.${parsed.error}`, parsed.params));
      return;
    }
    setError(null);
    if (parsed.value !== latest.current) {
      latest.current = parsed.value;
      onChange(parsed.value);
    }
  };
  const bump = (d: number) => {
    const next = Math.min(max, Math.max(min, latest.current + d));
    setError(null);
    setText(String(next));
    if (next !== latest.current) {
      latest.current = next;
      onChange(next);
    }
  };

  return (
    <div class={`stepper${compact ? ' compact' : ''}`}>
      <label for={id} class={compact ? 'sr-only' : undefined}>
        {label}
      </label>
      <div class="stepper-row">
        {compact ? (
          // In a table a ± toggle replaces − and +: phone number pads often lack a minus key,
          // and three buttons per cell would not fit four players on a phone.
          <IconButton icon="±" label={t('stepper.negate', { label })} onClick={() => bump(-2 * latest.current)} disabled={value === 0 || -value < min || -value > max} />
        ) : (
          <IconButton icon="−" label={t('stepper.minus', { label })} onClick={() => bump(-step)} disabled={value <= min} />
        )}
        <input
          id={id}
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={text}
          aria-invalid={error ? 'true' : undefined}
          aria-describedby={error ? `${id}-err` : undefined}
          onInput={(e) => commit((e.target as HTMLInputElement).value)}
          onBlur={() => !error && setText(String(value))}
        />
        {!compact && <IconButton icon="+" label={t('stepper.plus', { label })} onClick={() => bump(step)} disabled={value >= max} />}
      </div>
      {error && (
        <p id={`${id}-err`} class="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
