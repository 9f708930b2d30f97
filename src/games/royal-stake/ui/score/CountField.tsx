import { ReadValue, useReadOnly } from '../../../../ui/score/ReadValue';
import { shownNumber } from '../../../../lib/shownNumber';
import { useEffect, useId, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { parseScore } from '../../../../lib/integer';
import { ENTRY, focusNextEntry, markEnterHint } from '../../../../ui/score/nextEntry';
import { reportRefused } from '../../../../ui/score/refusedFields';
import { GAME } from './names';

/**
 * A count a person types: empty means "not entered" (shown as a dash, never as 0), 0 is typed
 * like any number. Focusing selects what is there, so typing replaces it. Enter (the keyboard's
 * Next) moves to the next field of the sheet; no field moves on by itself (nextEntry). As in the
 * Stepper, a count is saved only while the whole typed text is accepted: once it is refused
 * ("12" where at most 9 fit) the stored count goes back to what the field held when the visit
 * began, and the field is listed as needing attention until it is fixed.
 */
export function CountField({
  label,
  value,
  max,
  onChange,
  negative,
  testid,
  who,
}: {
  label: string;
  value: number | undefined;
  max: number;
  /** Saves the count; a promise of false (not saved: storage failed, or the other tab's value was kept) brings the stored value back. */
  onChange: (n: number | undefined) => Promise<boolean> | void;
  /** Allows a minus sign (round points typed by the table). */
  negative?: boolean;
  testid?: string;
  /** Whose count this is, when the label does not say it: a refusal names the player and the field. */
  who?: string;
}) {
  const { t } = useT(GAME);
  const id = useId();
  const readOnly = useReadOnly();
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
  // What the field held when this visit began: the last accepted count a refusal goes back to.
  const visitStart = useRef<{ v: number | undefined } | null>(null);
  const named = who && !label.includes(who) ? `${who}, ${label}` : label;
  useEffect(() => () => reportRefused(id, null), []);
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
  const commit = (raw: string) => {
    // Compared with what is on its way, not the stored value: "2" then back to "1" saves "1" again.
    const want = sent.current ? sent.current.v : value;
    visitStart.current ??= { v: want };
    setText(raw);
    setLost(null);
    if (raw.trim() === '') {
      setError(null);
      reportRefused(id, null);
      if (want !== undefined) send(undefined, raw);
      return;
    }
    const parsed = parseScore(raw, min, max);
    if (!parsed.ok) {
      const reason = t(`common:errors.${parsed.error}`, parsed.params);
      setError(t('scoreUi.count.refused', { label: named, reason }));
      reportRefused(id, { label: named, reason });
      // Back to the count this visit began with: a prefix saved a keystroke ago must not count.
      const start = visitStart.current.v;
      if (start !== want) send(start, start === undefined ? '' : String(start));
      return;
    }
    setError(null);
    reportRefused(id, null);
    if (parsed.value !== want) send(parsed.value, raw);
  };
  const startVisit = (el: HTMLInputElement) => {
    // A refused text left in the field is not a count: the visit starts from the stored one.
    visitStart.current = { v: sent.current ? sent.current.v : stored.current };
    markEnterHint(el);
    el.select();
  };
  const missing = value === undefined && text === '';
  // A finished sheet: the count as text with its label, a missing one as "—" (not entered).
  if (readOnly) return <ReadValue label={label} value={value === undefined ? null : shownNumber(value)} />;
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
        {...{ [ENTRY]: '' }}
        value={text}
        placeholder="—"
        aria-invalid={error ? 'true' : undefined}
        aria-describedby={error ? `${id}-err` : missing ? `${id}-missing` : undefined}
        onFocus={(e) => startVisit(e.target as HTMLInputElement)}
        // A tap on the field that has the focus selects it too, so what is typed replaces it.
        onClick={(e) => startVisit(e.target as HTMLInputElement)}
        onInput={(e) => commit((e.target as HTMLInputElement).value)}
        onKeyDown={(e) => e.key === 'Enter' && (e.preventDefault(), focusNextEntry(e.target as HTMLInputElement))}
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
