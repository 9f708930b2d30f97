import { Editable, useReadOnly } from '../../../../ui/score/ReadValue';
import { useEffect, useRef, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { Chip } from './Chips';
import type { StdEntry, StdInput } from './input';
import { GAME, characterWord, countedNames, nameOf } from './names';
import { copyChoices, squadCharacters, squadComplete } from './squad';
import { SquadEditor } from './SquadEditor';

/**
 * Squads one player after another in table order: the first player whose squad is incomplete
 * gets the chips; a complete squad folds into one line (with "Change"), and the chips move on
 * to the next player by themselves. A cheerleader bet asks whose bet it copies on its line,
 * because the other bets may not be entered yet when it is that player's turn.
 */
export function SquadStep({
  input,
  r,
  seats,
  onEntry,
}: {
  input: StdInput;
  r: number;
  seats: SeatRecord[];
  onEntry: (id: string, fn: (e: StdEntry) => StdEntry) => void;
}) {
  const { t } = useT(GAME);
  const round = input.rounds[r]!;
  const [chosen, setChosen] = useState<string | null>(null);
  const editor = useRef<HTMLDivElement>(null);
  const auto = seats.find((s) => !squadComplete(input, r, round.players[s.id]!))?.id;
  // A finished sheet opens no squad's chips: every squad reads as its line.
  const readOnly = useReadOnly();
  const open = readOnly ? undefined : (chosen ?? auto);
  const before = useRef(open);
  useEffect(() => {
    // The chips of the finished player were removed under the finger: hand the focus on.
    if (before.current !== open && (document.activeElement === document.body || !document.activeElement)) editor.current?.focus();
    before.current = open;
  }, [open]);

  return (
    <ul class="rows" data-testid="squads">
      {seats.map((s) => {
        const e = round.players[s.id]!;
        if (s.id === open) {
          return (
            <li key={s.id}>
              <div class="panel" ref={editor} tabIndex={-1} role="group" aria-label={t('scoreUi.squad.of', { name: s.name })} data-testid={`squad-${s.name}`}>
                <p>
                  <span class="dot" style={{ background: s.color }} aria-hidden="true" /> <strong>{s.name}</strong>{' '}
                  <span class="small">{t('scoreUi.squad.cards', { n: squadCharacters(e).length })}</span>
                </p>
                <SquadEditor input={input} r={r} seat={s} seats={seats} entry={e} onEntry={(fn) => onEntry(s.id, fn)} />
                {chosen && (
                  <button type="button" onClick={() => setChosen(null)}>
                    {t('scoreUi.squad.done')}
                  </button>
                )}
              </div>
            </li>
          );
        }
        return (
          <SquadLine
            key={s.id}
            input={input}
            r={r}
            seat={s}
            seats={seats}
            entry={e}
            onChangeSquad={() => setChosen(s.id)}
            onEntry={(fn) => onEntry(s.id, fn)}
          />
        );
      })}
    </ul>
  );
}

/** A folded squad: bet, face-up cards, partner, and the bet-copy choice when it applies. */
function SquadLine({
  input,
  r,
  seat,
  seats,
  entry,
  onChangeSquad,
  onEntry,
}: {
  input: StdInput;
  r: number;
  seat: SeatRecord;
  seats: SeatRecord[];
  entry: StdEntry;
  onChangeSquad: () => void;
  onEntry: (fn: (e: StdEntry) => StdEntry) => void;
}) {
  const { t } = useT(GAME);
  // A damaged saved card shows as it was saved (the scorer's refusal names it), never as a key.
  const names = (list: readonly unknown[]) =>
    countedNames(
      t,
      list.map((c) => characterWord(t, c)),
    );
  const parts = [
    entry.bets.length ? t('scoreUi.squad.betIs', { cards: names(entry.bets) }) : '',
    entry.faceUp.length ? t('scoreUi.squad.faceUpIs', { cards: names(entry.faceUp) }) : '',
    entry.partner ? t('scoreUi.squad.partnerIs', { name: nameOf(seats, entry.partner) }) : '',
  ].filter(Boolean);
  const copies = entry.bets.includes('cheerleader') ? copyChoices(input, r, seat.id) : [];
  return (
    <li class="row" data-testid={`squad-line-${seat.name}`}>
      <span class="seat-name">
        <span class="dot" style={{ background: seat.color }} aria-hidden="true" /> {seat.name}
        <span class="small"> · {squadComplete(input, r, entry) ? parts.join(' · ') : t('scoreUi.squad.cards', { n: squadCharacters(entry).length })}</span>
      </span>
      <Editable>
        <button type="button" onClick={onChangeSquad} data-testid={`change-squad-${seat.name}`}>
          {t('scoreUi.squad.change')}
          <span class="sr-only"> {t('scoreUi.squad.of', { name: seat.name })}</span>
        </button>
      </Editable>
      {entry.bets.includes('cheerleader') && (
        <div style={{ flexBasis: '100%' }}>
          <Editable
            label={t('scoreUi.squad.copyOf', { name: seat.name })}
            value={entry.copy ? `${nameOf(seats, entry.copy.player)}: ${characterWord(t, entry.copy.card)}` : null}
          >
            <div class="chips" role="group" aria-label={t('scoreUi.squad.copyOf', { name: seat.name })}>
              <span class="small">{t('scoreUi.squad.copyLabel')}</span>
              {copies.length === 0 && <span class="hint">{t('scoreUi.squad.copyWait')}</span>}
              {copies.map((c) => (
                <Chip
                  key={`${c.player}-${c.card}`}
                  on={entry.copy?.player === c.player && entry.copy.card === c.card}
                  onClick={() => onEntry((e) => ({ ...e, copy: { player: c.player, card: c.card } }))}
                >
                  {`${nameOf(seats, c.player)}: ${characterWord(t, c.card)}`}
                </Chip>
              ))}
            </div>
          </Editable>
        </div>
      )}
    </li>
  );
}
