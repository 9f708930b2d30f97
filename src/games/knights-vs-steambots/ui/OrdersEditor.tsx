import { Editable } from '../../../ui/score/ReadValue';
import { useEffect, useRef } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import { IconButton } from '../../../ui/IconButton';
import { Stepper } from '../../../ui/Stepper';
import { MAX_COUNT } from '../data/limits';
import { manifest } from '../index';

const GAME = manifest.id;
// Not the shared `.row`: it stretches every input inside it, the stepper's too. The stepper keeps
// its label above the row (10.2rem wide), with × beside it and the badge after.
/**
 * Personal order cards: one signed number per card, as the player reads it off the card
 * (+ for a completed order, − for a failed one with a penalty). The app cannot check a card,
 * so every entry is marked "entered by you", as its breakdown row is.
 */
export function OrdersEditor({ who, orders, onChange }: { who: string; orders: number[]; onChange: (orders: number[]) => void }) {
  const { t } = useT(GAME);
  const list = useRef<HTMLOListElement>(null);
  const added = useRef(false);
  useEffect(() => {
    // Focus the card just added, so the player types its gold straight away.
    if (!added.current) return;
    added.current = false;
    list.current?.querySelector<HTMLInputElement>('li:last-child input')?.select();
  }, [orders.length]);

  const replace = (i: number, v: number) => onChange(orders.map((x, j) => (j === i ? v : x)));
  return (
    <>
      <p class="small">{t('hints.orders')}</p>
      <ol ref={list} class="rows" data-testid="orders">
        {orders.map((gold, i) => (
          <li key={i} class="field-line">
            <div>
              <Stepper label={t('fields.order', { number: i + 1 })} who={who} value={gold} min={-MAX_COUNT} max={MAX_COUNT} onChange={(v) => replace(i, v)} />
            </div>
            <Editable>
              <IconButton class="ghost" icon="×" label={t('orders.remove', { number: i + 1 })} onClick={() => onChange(orders.filter((_, j) => j !== i))} />
            </Editable>
            <span class="badge-small">{t('common:score.userEntered')}</span>
          </li>
        ))}
      </ol>
      {orders.length === 0 && <p class="hint">{t('orders.none')}</p>}
      <Editable>
        <button type="button" data-testid="add-order" onClick={() => ((added.current = true), onChange([...orders, 0]))}>
          {t('orders.add')}
        </button>
      </Editable>
    </>
  );
}
