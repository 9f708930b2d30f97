import { useT } from '../../../../i18n/useT';
import type { TrickPlay, TrickVerdict } from '../../referee';
import type { JudgeDraft } from './draft';
import { cardText, playTags } from './labels';
import { PlayOptions } from './PlayOptions';

interface PlayListProps {
  draft: JudgeDraft;
  order: number[];
  /** A seat's name: the player's own when the judge was opened from a sheet. */
  seatName: (seat: number) => string;
  verdict: TrickVerdict | null;
  onSelect: (index: number | null) => void;
  onEdit: (index: number, patch: Partial<Omit<TrickPlay, 'card'>>) => void;
}

const ROW_BUTTON = { width: '100%', justifyContent: 'flex-start', textAlign: 'left', flexWrap: 'wrap', padding: '0.25rem 0.75rem' } as const;

/**
 * The trick as laid: each card with its seat, what lies on it, and the judge's marks (winner,
 * broken follow rule). Tapping a card opens what lies on it; the card just added is open.
 */
export function PlayList({ draft, order, seatName, verdict, onSelect, onEdit }: PlayListProps) {
  const { t } = useT('royal-stake');
  if (draft.plays.length === 0) return <p class="hint">{t('judgeUi.empty')}</p>;
  const broke = new Set(verdict?.violations.map((v) => v.index) ?? []);
  return (
    <ol class="rows" data-testid="judge-plays">
      {draft.plays.map((play, i) => {
        const open = draft.selected === i;
        const seat = order[i] ?? i;
        return (
          <li key={i} data-testid={`judge-play-${i + 1}`} style={{ borderTop: '1px solid var(--line)', padding: '0.25rem 0' }}>
            <button type="button" aria-expanded={open} style={ROW_BUTTON} onClick={() => onSelect(open ? null : i)}>
              <span>{t('judgeUi.playLine', { n: i + 1, seat: seatName(seat), card: cardText(t, play.card) })}</span>
              {seat === draft.leader && <span class="badge-small">{t('judgeUi.led')}</span>}
              {seat === draft.greenQueen && <span class="badge-small">{t('judgeUi.tag.greenQueen')}</span>}
              {playTags(t, play).map((tag) => (
                <span key={tag} class="badge-small">
                  {tag}
                </span>
              ))}
              {verdict?.winner === i && <strong class="ok">{t('judgeUi.wins')}</strong>}
              {broke.has(i) && <strong class="field-error">{t('judgeUi.broke')}</strong>}
            </button>
            {open && <PlayOptions draft={draft} index={i} onEdit={(patch) => onEdit(i, patch)} />}
          </li>
        );
      })}
    </ol>
  );
}
