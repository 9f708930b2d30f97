import { useId } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { ARROW_KINDS, isMoveCard, type ActionCardId } from '../../data/actionCards';
import { CellPicker } from './CellPicker';
import { addCard, attachTarget, hasAttachment, removeCard, setCell, type DraftCard, type RowEdit } from './draft';
import { cellLabel, TIGHT } from './labels';

/** Symbols printed beside the card names so a card is found at a glance. */
export const CARD_ICONS: Record<ActionCardId, string> = {
  rum: '♨',
  redFlag: '⚑',
  blueFlag: '⚑',
  arrowDiagonal: '⤢',
  arrowHorizontal: '↔',
  arrowVertical: '↕',
  arrowAnyDiagonal: '✕',
  arrowAnyOrthogonal: '✚',
  horse: '♞',
  double: '×2',
  friday: '☺',
  weapon: '⚔',
};

/** The palette in the order a row is laid: rum and flags lead, moves, then what sticks to them. */
const PALETTE: Array<{ group: string; cards: ActionCardId[] }> = [
  { group: 'lead', cards: ['rum', 'redFlag', 'blueFlag'] },
  { group: 'moves', cards: [...ARROW_KINDS, 'horse'] },
  { group: 'stuck', cards: ['double', 'friday', 'weapon'] },
];

interface RowEditorProps {
  name: string;
  row: DraftCard[];
  selected: number;
  /** The cell slot being set on a doubled move (null: the first one still empty). */
  slot: number | null;
  onSlot: (slot: number) => void;
  onSelect: (index: number) => void;
  onEdit: (f: (row: DraftCard[]) => RowEdit) => void;
}

/** One pirate's row: the cards in order (tap one to pick it), the card palette, where a move lands. */
export function RowEditor({ name, row, selected, slot, onSlot, onSelect, onEdit }: RowEditorProps) {
  const { t } = useT('jackal');
  const hid = useId();
  const target = attachTarget(row, selected);
  const chosen = row[selected];
  const disabled = (card: ActionCardId) => (card === 'double' || card === 'friday' || card === 'weapon') && (target < 0 || hasAttachment(row, target, card));
  return (
    <div data-testid="row-editor">
      <h4 id={hid}>{t('judge.rowOf', { name })}</h4>
      {row.length === 0 ? (
        <p class="hint">{t('judge.emptyRow')}</p>
      ) : (
        <ol class="chips" aria-labelledby={hid} style={{ listStyle: 'none', padding: 0 }}>
          {row.map((c, i) => (
            <li key={i}>
              <button type="button" class="chip" aria-pressed={i === selected} data-testid={`row-card-${i + 1}`} onClick={() => onSelect(i)}>
                {i + 1}. <span aria-hidden="true">{CARD_ICONS[c.card]}</span> {t(`cards.${c.card}`)}
                {isMoveCard(c.card) && ` → ${(c.to ?? []).map((x) => cellLabel(t, x)).join(' → ') || '?'}`}
              </button>
            </li>
          ))}
        </ol>
      )}
      <fieldset>
        <legend>{t('judge.addTo', { name })}</legend>
        {PALETTE.map(({ group, cards }) => (
          <div key={group} class="chips" role="group" aria-label={t(`judge.palette.${group}`)}>
            <span class="small" aria-hidden="true" style={{ flexBasis: '100%' }}>
              {t(`judge.palette.${group}`)}
            </span>
            {cards.map((card) => (
              <button
                key={card}
                type="button"
                class="chip"
                style={TIGHT}
                data-testid={`add-${card}`}
                disabled={disabled(card)}
                onClick={() => onEdit((r) => addCard(r, card, selected))}
              >
                <span aria-hidden="true">{CARD_ICONS[card]}</span> {t(`cards.${card}`)}
              </button>
            ))}
          </div>
        ))}
      </fieldset>
      {chosen && isMoveCard(chosen.card) && (
        <CellPicker
          row={row}
          move={selected}
          slot={slot}
          onSlot={onSlot}
          onCell={(cell, at) => onEdit((r) => ({ row: setCell(r, selected, at, cell), selected }))}
        />
      )}
      {chosen && (
        <div class="actions">
          <button type="button" class="danger" data-testid="remove-card" onClick={() => onEdit((r) => removeCard(r, selected))}>
            {t('judge.remove', { n: selected + 1, card: t(`cards.${chosen.card}`) })}
          </button>
        </div>
      )}
    </div>
  );
}
