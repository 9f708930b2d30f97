/**
 * Loot dice drawn as dice: a rounded square with the face's picture in its colour (red, white,
 * blue and green gems, the yellow bag, the purple mask), and the first-player token. Drawn in SVG
 * so no image is fetched; the words for each face come with the die (aria-label or caption).
 */
import type { Face } from '../../engine';

/** The picture on one face, in a 40 x 40 box. */
function FacePicture({ face }: { face: Face }) {
  if (face === 'bag') {
    return (
      <g class="kot-bag">
        <path d="M15 12 L25 12 L22.5 16.5 Q32 19 31 27 Q30 33 20 33 Q10 33 9 27 Q8 19 17.5 16.5 Z" />
        <path class="tie" d="M16 16.5 L24 16.5" />
      </g>
    );
  }
  if (face === 'mask') {
    return (
      <g class="kot-mask">
        <path d="M5 16 Q20 10 35 16 Q35 27 26 27 Q21 27 20 22 Q19 27 14 27 Q5 27 5 16 Z" />
        <ellipse class="eye" cx="13.5" cy="19.5" rx="3.6" ry="2.4" />
        <ellipse class="eye" cx="26.5" cy="19.5" rx="3.6" ry="2.4" />
      </g>
    );
  }
  return (
    <g class={`kot-gem ${face}`}>
      <path d="M13 9 L27 9 L33 16 L20 33 L7 16 Z" />
      <path class="facet" d="M7 16 L33 16 M13 9 L17 16 L20 33 L23 16 L27 9" />
    </g>
  );
}

/** One die's face as a picture (inside a button or a list item that carries the words). */
export function DieFace({ face, small = false }: { face: Face; small?: boolean }) {
  return (
    <svg class={`kot-die${small ? ' small' : ''}`} viewBox="0 0 40 40" aria-hidden="true" data-face={face}>
      <rect class="body" x="1" y="1" width="38" height="38" rx="8" />
      <FacePicture face={face} />
    </svg>
  );
}

/** The first-player token: a gold disc with a crown. */
export function TokenFace({ small = false }: { small?: boolean }) {
  return (
    <svg class={`kot-token${small ? ' small' : ''}`} viewBox="0 0 40 40" aria-hidden="true">
      <circle class="disc" cx="20" cy="20" r="18" />
      <path class="crown" d="M10 27 L10 14 L15 20 L20 11 L25 20 L30 14 L30 27 Z" />
    </svg>
  );
}

/** A coin, for counts next to a player and in payments. */
export function CoinIcon() {
  return (
    <svg class="kot-coin" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="8.5" />
      <circle class="rim" cx="10" cy="10" r="5.5" />
    </svg>
  );
}

/** A notoriety token (the mask the dice show, on a round token). */
export function NotorietyIcon() {
  return (
    <svg class="kot-notoriety" viewBox="0 0 20 20" aria-hidden="true">
      <circle cx="10" cy="10" r="9" />
      <path class="mask" d="M3.5 8.5 Q10 5.5 16.5 8.5 Q16.5 13.5 12.5 13.5 Q10.5 13.5 10 11 Q9.5 13.5 7.5 13.5 Q3.5 13.5 3.5 8.5 Z" />
    </svg>
  );
}

/** A small card back, for how many cards a player owns. */
export function CardsIcon() {
  return (
    <svg class="kot-cards" viewBox="0 0 20 20" aria-hidden="true">
      <rect x="5" y="2.5" width="11" height="15" rx="2" transform="rotate(12 10 10)" />
      <rect x="3.5" y="2.5" width="11" height="15" rx="2" />
    </svg>
  );
}
