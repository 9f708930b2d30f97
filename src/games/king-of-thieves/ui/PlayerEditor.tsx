import type { ComponentChildren } from 'preact';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { IconButton } from '../../../ui/IconButton';
import { Stepper } from '../../../ui/Stepper';
import { CARD_BY_ID } from '../data/cards';
import { MAX_TOKEN_COUNT } from '../data/scoring';
import { CardMeta, cardName, GAME } from './CardFace';
import { CardPicker } from './CardPicker';
import { holdingOf, type CountField } from './holdings';
import { Editable } from '../../../ui/score/ReadValue';

interface PlayerEditorProps {
  input: unknown;
  seats: SeatRecord[];
  seat: SeatRecord;
  /** null: the count was cleared, it is not entered any more. */
  onCount: (field: CountField, value: number | null) => void;
  onToggleCard: (cardId: string) => void;
  /** Why the sheet cannot be scored yet (and the Big Haul question), shown above the picker. */
  children?: ComponentChildren;
  /** A refusal about this player's coins or notoriety, shown right under those fields. */
  countRefusal?: ComponentChildren;
}

/** One player's end of game: coins and notoriety with big steppers, their cards, the picker. */
export function PlayerEditor({ input, seats, seat, onCount, onToggleCard, children, countRefusal }: PlayerEditorProps) {
  const { t } = useT(GAME);
  const holding = holdingOf(input, seat.id);
  return (
    <section aria-labelledby="kot-player-h">
      <h2 id="kot-player-h" tabIndex={-1} style={{ scrollMarginTop: '4rem' }}>
        <span class="dot big" style={{ background: seat.color }} aria-hidden="true" /> {seat.name}
      </h2>
      <div class="row steppers-stacked">
        <Stepper
          label={t('sheet.coins')}
          who={seat.name}
          value={holding.coins}
          min={0}
          max={MAX_TOKEN_COUNT}
          onChange={(v) => onCount('coins', v)}
          onClear={() => onCount('coins', null)}
        />
        <Stepper
          label={t('sheet.notoriety')}
          who={seat.name}
          value={holding.notoriety}
          min={0}
          max={MAX_TOKEN_COUNT}
          onChange={(v) => onCount('notoriety', v)}
          onClear={() => onCount('notoriety', null)}
        />
      </div>
      {countRefusal}
      <p class="small">{t('sheet.notorietyHint')}</p>
      <h3>{t('sheet.cards', { count: holding.cards.length })}</h3>
      {holding.cards.length === 0 ? (
        <p class="hint">{t('sheet.noCards')}</p>
      ) : (
        <ul class="rows" data-testid="owned-cards">
          {holding.cards.map((id) => {
            const card = CARD_BY_ID.get(id);
            const name = card ? cardName(t, card) : id;
            return (
              <li key={id} class="row-line">
                <span style={{ display: 'grid' }}>
                  <span>{name}</span>
                  {card && <CardMeta card={card} />}
                </span>
                <Editable>
                  <IconButton class="ghost" icon="×" label={t('sheet.remove', { card: name })} onClick={() => onToggleCard(id)} />
                </Editable>
              </li>
            );
          })}
        </ul>
      )}
      {children}
      <Editable>
        <CardPicker input={input} seats={seats} seat={seat} onToggle={onToggleCard} />
      </Editable>
    </section>
  );
}
