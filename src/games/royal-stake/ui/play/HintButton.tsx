/**
 * "Hint": asks the hard bot (in the bot worker) what the person to move would best play, and
 * shows that move with the bot's one-line reason. Nothing is played; the table counts the hint
 * for this seat in the saved game. H7 places it on the table; `onHint` lets the table lift the
 * hinted card. The answer disappears as soon as the position changes.
 */
import type { TFunction } from 'i18next';
import { useEffect, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { usePlayGame } from '../../../../play/usePlayGame';
import type { HintAnswer } from '../../../../play/types';
import type { RsMove, RsView } from '../../engine/types';
import { cardName } from './cards';
import { GAME } from './names';
import { stdHintText } from './stdWords';

/** The hinted move in words (cards and colours named, never ids). */
export function hintMoveText(t: TFunction, m: RsMove, names: readonly string[] = []): string {
  const std = stdHintText(t, m, names);
  if (std) return std;
  switch (m.t) {
    case 'play': {
      const key = m.king && m.queen ? 'playKingQueen' : m.king ? 'playKing' : m.queen ? 'playQueen' : 'play';
      // A king by colour is a catch-up king (game for two), not the seat's own.
      const text =
        typeof m.king === 'string'
          ? t(m.queen ? 'stdTwo.hint.extraQueen' : 'stdTwo.hint.extra', { card: m.card, king: m.king, queen: m.queen ?? '' })
          : t(`hint.move.${key}`, { card: m.card, queen: m.queen ?? '' });
      return m.militia ? `${text} ${t('stdUi.hint.militia')}` : text;
    }
    case 'discard':
      return t('hint.move.discard', { cards: m.cards.map((c) => cardName(t, c)).join(', '), count: m.cards.length });
    case 'bid':
      return t('hint.move.bid', { count: m.n });
    case 'set':
      return t('hint.move.set', { colour: m.colour });
    case 'catchUp':
      return t('stdTwo.hint.catchUp', { colour: m.colour });
    case 'jackShift':
      return t(m.shift ? 'stdTwo.hint.jackShift' : 'stdTwo.hint.jackKeep');
    case 'special':
    case 'reveal':
      return t(`hint.move.${m.t}`, { card: m.card });
    default:
      return t(`hint.move.${m.t}`);
  }
}

/** The reason line (an unknown code reads as "the strong bot's choice"), plus what the search found. */
export function hintWhyText(t: TFunction, reason: HintAnswer['reason']): string {
  if (!reason) return t('hint.only');
  const why = t([`hint.${reason.key}`, 'hint.only'], reason.params ?? {});
  const searched = reason.params?.searched;
  return typeof searched === 'number' ? `${why} ${t('hint.searched', { count: searched })}` : why;
}

interface HintButtonProps {
  /** Called with the hinted move, e.g. to lift that card in the hand. */
  onHint?: (move: RsMove) => void;
}

/** The button and, after a tap, the hinted move and why; shown only on the shown seat's turn. */
export function HintButton({ onHint }: HintButtonProps) {
  const { t } = useT(GAME);
  const g = usePlayGame<RsView, RsMove>();
  const [state, setState] = useState<'idle' | 'thinking' | 'failed'>('idle');
  const [answer, setAnswer] = useState<HintAnswer<RsMove> | null>(null);
  const position = g.log.length;
  useEffect(() => {
    setAnswer(null);
    setState('idle');
  }, [position, g.seat]);
  if (!g.hint || g.seat === null || g.legalMoves.length === 0) return null;
  const used = g.hints?.[g.seat] ?? 0;
  const ask = async () => {
    setState('thinking');
    const got = await g.hint!();
    if (got.ok) {
      setAnswer(got.value);
      setState('idle');
      onHint?.(got.value.move);
    } else setState('failed');
  };
  return (
    <div class="rs-hint" data-testid="rs-hint">
      <button type="button" class="secondary" data-testid="hint-button" disabled={state === 'thinking' || g.busy} onClick={() => void ask()}>
        {state === 'thinking' ? t('hint.thinking') : t('hint.button')}
      </button>
      <p role="status" aria-live="polite" class="small" data-testid="hint-line">
        {answer &&
          t('hint.line', {
            move: hintMoveText(
              t,
              answer.move,
              g.players.map((p) => p.name),
            ),
            why: hintWhyText(t, answer.reason),
          })}
        {state === 'failed' && t('hint.failed')}
      </p>
      {used > 0 && (
        <p class="small muted" data-testid="hint-count">
          {t('hint.used', { count: used })}
        </p>
      )}
    </div>
  );
}
