/**
 * An action card drawn as a card: its mark (arrows, the horse's jumps, a flag, a sign) and its
 * name, with what was stuck to it after the reveal. A card the player may tap is a button; any
 * other card is a picture with the same words for screen readers.
 */
import type { TFunction } from 'i18next';
import type { CardFace } from '../../data/stolikDeck';
import type { RowMove } from '../../engine';
import { CardMark } from './Icons';

/** The card's name, with its double / Friday / weapon when a move has them. */
export function cardWords(t: TFunction, face: CardFace, move?: RowMove): string {
  const name = t(`cards.${face}`);
  const extra = move ? (['double', 'friday', 'weapon'] as const).filter((k) => move[k]).map((k) => t(`cards.${k}`)) : [];
  return extra.length ? t('play.cardWith', { card: name, extra: extra.join(', ') }) : name;
}

interface CardProps {
  t: TFunction;
  face: CardFace;
  move?: RowMove;
  /** Shown to its owner only: the card lies face down on the table. */
  faceDown?: boolean;
  selected?: boolean;
  onTap?: () => void;
  disabled?: boolean;
  testId?: string;
  /** Words before the card's name ("Move 2: …"). */
  label?: string;
}

/** One card; a button when it can be tapped. */
export function Card({ t, face, move, faceDown, selected, onTap, disabled, testId, label }: CardProps) {
  const words = cardWords(t, face, move);
  const name = label ? `${label}: ${words}` : words;
  const cls = `jk-card jk-face-${face}${faceDown ? ' jk-down' : ''}${selected ? ' jk-selected' : ''}`;
  const body = (
    <>
      <CardMark face={face} />
      <span class="jk-card-name" aria-hidden="true">
        {t(`play.short.${face}`)}
      </span>
      {move && (move.double || move.friday || move.weapon) && (
        <span class="jk-stuck" aria-hidden="true">
          {move.double && <span>×2</span>}
          {move.friday && <span>F</span>}
          {move.weapon && <span>⚔</span>}
        </span>
      )}
    </>
  );
  // A button's name holds its visible text (the short name is a cut of the full one only in
  // English), so the full words are the button's own hidden text rather than an aria-label.
  if (onTap)
    return (
      <button type="button" class={cls} aria-pressed={selected} onClick={onTap} disabled={disabled} data-testid={testId} data-face={face}>
        <span class="sr-only">{name}</span>
        {body}
      </button>
    );
  return (
    <span class={cls} role="img" aria-label={name} data-testid={testId} data-face={face}>
      {body}
    </span>
  );
}

/** The back of a card (another seat's row before the reveal is never drawn at all; this is the own row's frame). */
export function CardBack({ label }: { label: string }) {
  return <span class="jk-card jk-back" role="img" aria-label={label} />;
}
