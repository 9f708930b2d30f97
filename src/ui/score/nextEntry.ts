/**
 * One keyboard rule for every score sheet: Enter (a phone keyboard's Next) moves to the next
 * number field in reading order (page order), never skipping one, and no field moves on by
 * itself. Every sheet's number field carries this attribute; the last one says "done".
 */
export const ENTRY = 'data-entry';

/** The number fields of the sheet on screen that can take the focus now, in page order. */
function entries(): HTMLInputElement[] {
  return [...document.querySelectorAll<HTMLInputElement>(`input[${ENTRY}]`)].filter((el) => !el.disabled && !el.closest('[hidden],[inert]'));
}

/** "next" for every field but the last, which says "done" (the keyboard's Enter label). */
export function enterHint(el: HTMLInputElement): 'next' | 'done' {
  const all = entries();
  return all.indexOf(el) === all.length - 1 ? 'done' : 'next';
}

/** Sets the field's Enter label as it takes the focus (fields appear and go as values are entered). */
export function markEnterHint(el: HTMLInputElement): void {
  el.enterKeyHint = enterHint(el);
}

/**
 * Focuses the field after `from`; on the last field, `atEnd` (e.g. "Add a round"). A field that a
 * saved value makes appear (a player's won cards once their tricks are in) shows up a moment
 * later, so with nothing after it, it looks again for a few frames before the keyboard closes.
 */
export function focusNextEntry(from: HTMLInputElement, atEnd?: () => HTMLElement | null | undefined, tries = 20): void {
  const all = entries();
  const i = all.indexOf(from);
  const next: HTMLElement | null | undefined = (i >= 0 ? all[i + 1] : undefined) ?? atEnd?.();
  if (next) next.focus();
  else if (tries > 0 && document.activeElement === from) requestAnimationFrame(() => focusNextEntry(from, atEnd, tries - 1));
  else if (document.activeElement === from) from.blur();
}
