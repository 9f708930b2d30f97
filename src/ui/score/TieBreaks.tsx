import type { TieBreakNote } from '../../lib/ranking';
import { useT } from '../../i18n/useT';
import type { SeatRecord } from '../../storage/types';
import { tieBreakSentences } from './resultText';

/**
 * Under a result: every place decided by a tie-break, and every shared place, said in words
 * ("Zhenya ahead of Ilya: equal totals (26), more cards, 7 to 6"). Renders nothing without ties.
 */
export function TieBreaks({ notes, seats }: { notes: readonly TieBreakNote[] | undefined; seats: readonly SeatRecord[] }) {
  const { t, lang } = useT();
  if (!notes || notes.length === 0) return null;
  const name = (id: string) => seats.find((s) => s.id === id)?.name ?? id;
  return (
    <>
      <section class="tie-breaks" aria-label={t('tieBreak.heading')} data-testid="tie-breaks">
        <ul>
          {tieBreakSentences(notes, name, t, lang).map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      </section>
      {/* The numbering rule (placeNumbers), said wherever a shared place is shown. */}
      {notes.some((n) => n.kind === 'shared') && (
        <p class="small" data-testid="place-numbering">
          {t('tieBreak.numbering')}
        </p>
      )}
    </>
  );
}
