/**
 * "Next: …" takes the table to the value it names: where each missing field is entered on the
 * sheet (by the test ids and group labels the editors already carry), and a focus that scrolls
 * it into view. Places are plain data, compared attribute by attribute (a player's name may hold
 * quotes or backslashes, which no CSS selector string should have to escape).
 */
import type { Missing } from './missing';

/** An element on the sheet: the one whose `attr` equals `value`. */
export interface Place {
  attr: 'data-testid' | 'aria-label';
  value: string;
}

const byTestid = (value: string): Place => ({ attr: 'data-testid', value });
const group = (value: string): Place => ({ attr: 'aria-label', value });

/** Translated group labels the chip editors carry (deal king, king, rulers of a player). */
export interface MissingLabels {
  dealKing: string;
  king: string;
  rulersOf: (name: string) => string;
}

/** Places, most precise first, where `m` is entered; `name` is the player's. */
export function missingPlaces(m: Missing, name: string, labels: MissingLabels): Place[] {
  const cards = byTestid(`cards-${name}`);
  switch (m.field) {
    case 'dealKing':
      return [group(labels.dealKing)];
    case 'king':
      return [group(labels.king)];
    case 'rulers':
      return [group(labels.rulersOf(name))];
    case 'squad':
    case 'copy':
      return [byTestid(`squad-${name}`), byTestid(`change-squad-${name}`), byTestid(`squad-line-${name}`)];
    case 'tricks':
      return [byTestid(`tricks-${name}`)];
    case 'tableTotal':
      return [byTestid(`table-${name}`)];
    case 'dealPenaltyCards':
      return [byTestid(`deal-${name}`), cards];
    case 'catchUpKings':
      return [byTestid(`catch-up-${name}`), cards];
    default:
      return [byTestid(`won-${name}-${m.field}`), cards];
  }
}

const FOCUSABLE = 'input:not([disabled]), button:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Focuses (and scrolls to, centred) the first element any place names: the element itself when
 * it takes the focus, else its first control. Returns whether anything was found.
 */
export function focusFirst(places: readonly Place[], root: ParentNode = document): boolean {
  for (const p of places) {
    const el = [...root.querySelectorAll<HTMLElement>(`[${p.attr}]`)].find((x) => x.getAttribute(p.attr) === p.value);
    if (!el) continue;
    const target = el.matches(FOCUSABLE) || (el.tabIndex === -1 && el.hasAttribute('tabindex')) ? el : (el.querySelector<HTMLElement>(FOCUSABLE) ?? el);
    target.scrollIntoView?.({ block: 'center' });
    target.focus({ preventScroll: true });
    return true;
  }
  return false;
}
