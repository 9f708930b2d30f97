import { useId, useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import type { SeatRecord } from '../../../../storage/types';
import { ConfirmButton } from '../../../../ui/ConfirmButton';
import { judgeArrivals } from '../../referee';
import { RULE } from '../../score/anchors';
import { nameOf } from '../names';
import { bookVerdict, isBooked, tokenHolder, tortugaOn, withDraft, type JackalSheet } from '../sheet';
import { asDraft, judgeInput, ownerMove, type DraftCard, type FlagColour, type JudgeDraft, type RowEdit } from './draft';
import { RowEditor } from './RowEditor';
import { Verdict } from './Verdict';
import { RuleLink } from '../../../../ui/RuleLink';

interface JudgePanelProps {
  sheet: JackalSheet;
  seats: SeatRecord[];
  island: number;
  onEdit: (change: (sheet: JackalSheet) => JackalSheet) => void;
}

/**
 * "Judge the arrival" for one island: the island's coloured flags, each sailing pirate's row of
 * cards (one pirate at a time), the verdict with its reasons, and booking the coins on the island.
 * The draft is saved with the session after every tap.
 */
export function JudgePanel({ sheet, seats, island, onEdit }: JudgePanelProps) {
  const { t } = useT('jackal');
  const hid = useId();
  const stored = sheet.judged?.[String(island)];
  const [open, setOpen] = useState(stored !== undefined);
  const [active, setActive] = useState<string | null>(null);
  const [selected, setSelected] = useState<Record<string, number>>({});
  const [slot, setSlot] = useState<number | null>(null);
  if (!open) {
    return (
      <div class="actions">
        <button type="button" aria-expanded="false" data-testid="judge-open" onClick={() => setOpen(true)}>
          {t('judge.open', { n: island })}
        </button>
      </div>
    );
  }
  const draft = asDraft(stored);
  const seatIds = seats.map((s) => s.id);
  const holder = tokenHolder(sheet, seatIds, island) ?? seatIds[0] ?? '';
  const tortuga = tortugaOn(sheet, island);
  const sailing = seatIds.filter((id) => tortuga[id] === undefined);
  const pirate = active && sailing.includes(active) ? active : sailing[0];
  const verdict = judgeArrivals(judgeInput(draft, seatIds, holder, sailing));

  const change = (f: (d: JudgeDraft) => JudgeDraft) => onEdit((sh) => withDraft(sh, island, f(asDraft(sh.judged?.[String(island)]))));
  const editRow = (id: string, f: (row: DraftCard[]) => RowEdit) =>
    change((d) => {
      const edited = f(d.rows[id] ?? []);
      setSelected((sel) => ({ ...sel, [id]: edited.selected }));
      setSlot(null);
      return { ...d, rows: { ...d.rows, [id]: edited.row } };
    });
  const toggleFlag = (colour: FlagColour) =>
    change((d) => ({ ...d, flags: d.flags.includes(colour) ? d.flags.filter((f) => f !== colour) : [...d.flags, colour] }));
  const book = () => {
    if (!verdict.ok) return;
    onEdit((sh) => {
      const booked = bookVerdict(sh, island, verdict.value);
      return booked.ok ? booked.value : sh;
    });
  };

  return (
    <section aria-labelledby={hid} data-testid="judge">
      <h3 id={hid}>{t('judge.title', { n: island })}</h3>
      <p class="hint">
        {t('judge.how')}{' '}
        <RuleLink game="jackal" anchor={RULE.stepCount}>
          {t('common:score.rule')}
        </RuleLink>
      </p>
      <div class="chips" role="group" aria-label={t('judge.flags')}>
        <span class="small" aria-hidden="true" style={{ flexBasis: '100%' }}>
          {t('judge.flags')}
        </span>
        {(['red', 'blue'] as const).map((colour) => (
          <button
            key={colour}
            type="button"
            class="chip"
            aria-pressed={draft.flags.includes(colour)}
            data-testid={`island-flag-${colour}`}
            onClick={() => toggleFlag(colour)}
          >
            {t(`judge.flag.${colour}`)}
          </button>
        ))}
      </div>
      {Object.keys(tortuga).length > 0 && (
        <p class="small">
          {t('judge.atTortuga', {
            names: Object.keys(tortuga)
              .map((id) => nameOf(seats, id))
              .join(', '),
          })}
        </p>
      )}
      {pirate ? (
        <>
          <div class="chips" role="group" aria-label={t('judge.whose')}>
            <span class="small" aria-hidden="true" style={{ flexBasis: '100%' }}>
              {t('judge.whose')}
            </span>
            {sailing.map((id) => (
              <button
                key={id}
                type="button"
                class="chip"
                aria-pressed={id === pirate}
                data-testid={`judge-pirate-${nameOf(seats, id)}`}
                onClick={() => (setActive(id), setSlot(null))}
              >
                {nameOf(seats, id)} <span class="small">({(draft.rows[id] ?? []).length})</span>
              </button>
            ))}
          </div>
          <RowEditor
            name={nameOf(seats, pirate)}
            row={draft.rows[pirate] ?? []}
            selected={selected[pirate] ?? ownerMove(draft.rows[pirate] ?? [], Infinity)}
            slot={slot}
            onSlot={setSlot}
            onSelect={(i) => (setSelected((sel) => ({ ...sel, [pirate]: i })), setSlot(null))}
            onEdit={(f) => editRow(pirate, f)}
          />
        </>
      ) : (
        <p class="hint">{t('judge.nobody')}</p>
      )}
      <Verdict seats={seats} island={island} result={verdict} tortuga={tortuga} booked={verdict.ok && isBooked(sheet, island, verdict.value)} onBook={book} />
      <div class="actions">
        <button type="button" aria-expanded="true" onClick={() => setOpen(false)}>
          {t('judge.close')}
        </button>
        <ConfirmButton question={t('judge.clearQuestion')} onConfirm={() => onEdit((sh) => withDraft(sh, island, null))}>
          {t('judge.clear')}
        </ConfirmButton>
      </div>
    </section>
  );
}
