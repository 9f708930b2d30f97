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

  // The list as last changed here. The sheet shows a change once it is saved, so a tap on "Add"
  // right after typing a card's gold could meet the list from before the typing and save over it
  // (seen in CI: a typed 2 came back as 0). Each change builds on the one before; the list from
  // the sheet is taken up only when the sheet sends a new one.
  const latest = useRef(orders);
  const seen = useRef(orders);
  if (seen.current !== orders) latest.current = seen.current = orders;
  const change = (next: number[]) => {
    latest.current = next;
    onChange(next);
  };
  const replace = (i: number, v: number) => change(latest.current.map((x, j) => (j === i ? v : x)));
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
              <IconButton
                class="ghost"
                icon="×"
                label={t('orders.remove', { number: i + 1 })}
                onClick={() => change(latest.current.filter((_, j) => j !== i))}
              />
            </Editable>
            <span class="badge-small">{t('common:score.userEntered')}</span>
          </li>
        ))}
      </ol>
      {orders.length === 0 && <p class="hint">{t('orders.none')}</p>}
      <Editable>
        <button type="button" data-testid="add-order" onClick={() => ((added.current = true), change([...latest.current, 0]))}>
          {t('orders.add')}
        </button>
      </Editable>
    </>
  );
}
