/**
 * A pool of dice (the centre, a loot) with the first-player token when it lies there. With
 * `onToggle` every die is a button: a tap picks it or puts it back (dice of one face are alike,
 * so the first `pick` dice of each face are the picked ones).
 */
import type { TFunction } from 'i18next';
import type { Counts, Face } from '../../engine';
import { FACES } from '../../engine';
import type { Pick } from './choices';
import { DieFace, TokenFace } from './Die';

interface PoolProps {
  dice: Counts;
  token: boolean;
  t: TFunction;
  /** Small, not tappable (a player's loot in the list). */
  small?: boolean;
  pick?: Pick;
  onToggle?: (face: Face, picked: boolean) => void;
  onToken?: () => void;
  testId?: string;
  /** A move is being saved: taps wait. */
  disabled?: boolean;
  /** Stealing: the dice not picked go back to the centre, so they are drawn faded. */
  keeping?: boolean;
}

export function Pool({ dice, token, t, small = false, pick, onToggle, onToken, testId, disabled = false, keeping = false }: PoolProps) {
  const items = FACES.flatMap((face, i) =>
    Array.from({ length: dice[i] ?? 0 }, (_, j) => {
      const picked = pick ? j < (pick.dice[i] ?? 0) : false;
      const name = t(`log.faces.${face}`);
      return onToggle ? (
        <li key={`${face}${j}`}>
          <button
            type="button"
            class="kot-pick"
            disabled={disabled}
            aria-pressed={picked}
            aria-label={name}
            data-face={face}
            onClick={() => onToggle(face, picked)}
          >
            <DieFace face={face} />
          </button>
        </li>
      ) : (
        <li key={`${face}${j}`} title={name}>
          <DieFace face={face} small={small} />
          <span class="sr-only">{name}</span>
        </li>
      );
    }),
  );
  if (token) {
    items.push(
      onToken ? (
        <li key="token">
          <button
            type="button"
            class="kot-pick"
            disabled={disabled}
            aria-pressed={pick?.token ?? false}
            aria-label={t('play.token')}
            data-face="token"
            onClick={onToken}
          >
            <TokenFace />
          </button>
        </li>
      ) : (
        <li key="token" title={t('play.token')}>
          <TokenFace small={small} />
          <span class="sr-only">{t('play.token')}</span>
        </li>
      ),
    );
  }
  return (
    <ul class={`kot-dice${small ? ' small' : ''}${keeping ? ' kot-keeping' : ''}`} data-testid={testId}>
      {items}
    </ul>
  );
}
