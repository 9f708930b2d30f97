import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { parseScore } from '../../../../lib/integer';
import { GAME } from './names';

/** Marks every count field of the sheet, so a finished entry can hand the focus on. */
const FIELD = 'data-rs-count';

/**
 * Focuses the next count field after `from` (in page order) that is still not entered. Fields
 * a saved count makes appear (a player's won cards once their tricks are in) show up a moment
 * later, so it looks again for a few frames.
 */
function focusNextEmpty(from: HTMLInputElement, tries = 20): void {
  const all = [...document.querySelectorAll<HTMLInputElement>(`input[${FIELD}]`)];
  const next = all.slice(all.indexOf(from) + 1).find((el) => el.value === '' && !el.disabled);
  if (next) next.focus();
  else if (tries > 0 && document.activeElement === from) requestAnimationFrame(() => focusNextEmpty(from, tries - 1));
}

/**
 * A count a person types: empty means "not entered" (shown as a dash, never as 0), 0 is typed
 * like any number. Focusing selects what is there, so typing replaces it. When no longer number
 * could fit (a 3 where at most 5 is possible), the focus moves on to the next field still empty,
 * so a row of counts is typed without tapping each field.
 */
export function CountField({
  label,
  value,
  max,
  onChange,
  negative,
  testid,
}: {
  label: string;
  value: number | undefined;
  max: number;
  /** Saves the count; a promise of false (not saved: storage failed, or the other tab's value was kept) brings the stored value back. */
  onChange: (n: number | undefined) => Promise<boolean> | void;
  /** Allows a minus sign (round points typed by the table). */
  negative?: boolean;
  testid?: string;
}) {
  const { t } = useT(GAME);
  const id = useId();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [error, setError] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // The count last handed to onChange while its save is still on the way (null: none). Until the
  // saved value comes back the field keeps showing what was typed, even once the focus moved on:
  // showing the old value meanwhile would blank a typed count (and a quick next tap would see
  // "not entered" and could overwrite it).
  const sent = useRef<{ v: number | undefined } | null>(null);
  const stored = useRef(value);
  stored.current = value;
  // A count that did not land (what was typed, and what was stored when it left): the field goes
  // back to the stored value and says why next to it, instead of showing a number nobody saved.
  const [lost, setLost] = useState<{ typed: string; before: number | undefined } | null>(null);
  useEffect(() => {
    if (sent.current && sent.current.v === value) sent.current = null;
    if (!error && !sent.current && document.activeElement !== input.current) setText(value === undefined ? '' : String(value));
  }, [value]);
  useEffect(() => {
    if (!lost) return;
    const shown = value === undefined ? t('scoreUi.count.notEntered') : String(value);
    setText(value === undefined ? '' : String(value));
    // The stored value moved while ours was on its way: the person kept the other tab's.
    const key = value !== lost.before ? 'scoreUi.count.keptOther' : 'scoreUi.count.notSaved';
    setError(t(key, { label, typed: lost.typed || t('scoreUi.count.notEntered'), value: shown }));
  }, [lost, value]);
  const send = (v: number | undefined, typed: string) => {
    sent.current = { v };
    const before = stored.current;
    const saved = onChange(v);
    if (!saved) return;
    void saved.then((ok) => {
      // Saved, superseded by a later keystroke, or nothing to save (the stored value is already v).
      if (ok || sent.current?.v !== v || stored.current === v) return;
      sent.current = null;
      setLost({ typed: typed.trim(), before });
    });
  };
  const min = negative ? -max : 0;
  const commit = (raw: string, el: HTMLInputElement) => {
    // Compared with what is on its way, not the stored value: "2" then back to "1" saves "1" again.
    const want = sent.current ? sent.current.v : value;
    setText(raw);
    setLost(null);
    if (raw.trim() === '') {
      setError(null);
      if (want !== undefined) send(undefined, raw);
      return;
    }
    const parsed = parseScore(raw, min, max);
    if (!parsed.ok) {
      setError(t('scoreUi.count.refused', { label, reason: t(`common:errors.${parsed.error}`, parsed.params) }));
      return;
    }
    setError(null);
    if (parsed.value !== want) send(parsed.value, raw);
    // Done when one more digit could only overflow: hand the focus on.
    if (!negative && /^\d+$/.test(raw.trim()) && (parsed.value === 0 || parsed.value * 10 > max)) focusNextEmpty(el);
  };
  const missing = value === undefined && text === '';
  return (
    <div class={`rs-count${missing ? ' rs-missing' : ''}`} data-testid={testid}>
      <label for={id}>{label}</label>
      <input
        ref={input}
        id={id}
        type="text"
        inputMode={negative ? 'text' : 'numeric'}
        autoComplete="off"
        enterKeyHint="next"
        {...{ [FIELD]: '' }}
        value={text}
        placeholder="—"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-err` : missing ? `${id}-missing` : undefined}
        onFocus={(e) => (e.target as HTMLInputElement).select()}
        onInput={(e) => commit((e.target as HTMLInputElement).value, e.target as HTMLInputElement)}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), focusNextEmpty(e.target as HTMLInputElement))}
        onBlur={() => !error && !sent.current && setText(value === undefined ? '' : String(value))}
      />
      {missing && (
        <span id={`${id}-missing`} class="rs-missing-note">
          {t('scoreUi.count.notEntered')}
        </span>
      )}
      {error && (
        <p id={`${id}-err`} class="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
