import { Editable, useYesNo } from '../../../ui/score/ReadValue';
import type { ComponentChildren } from 'preact';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { Stepper } from '../../../ui/Stepper';
import { HAND_CARDS, INVENTORY_CARDS, STEAMBOT_TYPES } from '../data/gold';
import { KIDS_HARDER_KNIGHTS, MAX_COUNT, maxKnightsInPlay, type Variant } from '../data/limits';
import { countOf, counts, ghostOf, holdsValue, ordersOf, type CountField, type Field, type Group } from './model';
import { OrdersEditor } from './OrdersEditor';
import { manifest } from '../index';

const GAME = manifest.id;

/** The count fields of each group, in the order a player reads their cards off the table. */
const SECTIONS: Array<[Exclude<Group, 'orders'>, CountField[]]> = [
  ['team', ['knights', 'mages']],
  ['victories', STEAMBOT_TYPES.map((t) => `victories.${t}` as const)],
  ['inventory', [...INVENTORY_CARDS.map((c) => `inventory.${c}` as const), 'settings']],
  ['hand', HAND_CARDS.map((c) => `hand.${c}` as const)],
];

// Two steppers side by side on a 390 px phone: a stepper row is 10.1rem wide, and a 10rem+ column
// puts each label above its row; bottoms aligned, so a label on two lines keeps the rows level.
interface PlayerFormProps {
  seat: SeatRecord;
  data: unknown;
  variant: Variant;
  players: number;
  /** null: the count was cleared and is not entered any more. */
  onCount: (field: CountField, value: number | null) => void;
  onGhost: (ghost: boolean) => void;
  onOrders: (orders: number[]) => void;
  /** A refusal about this player: `at` is the field's path inside the player ("ghost", "inventory"). */
  refusal?: { at: string; node: ComponentChildren };
}

/**
 * One player's end-of-game table, grouped as it lies in front of them: team, victory pile,
 * inventory, hand, orders. A field the variant does not count is hidden unless it holds a value
 * (then it is shown with a note, so a refusal always points at something the player can fix).
 */
export function PlayerForm({ seat, data, variant, players, onCount, onGhost, onOrders, refusal }: PlayerFormProps) {
  const { t } = useT(GAME);
  const yesNo = useYesNo();
  const id = seat.id;
  const shown = (f: Field) => counts(variant, f) || holdsValue(data, id, f);
  const stray = (f: Field) => !counts(variant, f) && holdsValue(data, id, f);
  const kids = variant !== 'standard';
  const maxFor = (f: CountField) => (f === 'knights' ? (variant === 'kids-harder' ? KIDS_HARDER_KNIGHTS : maxKnightsInPlay(players)) : MAX_COUNT);
  // Each refusal sits next to what it is about: a field, the ghost toggle, a group, or the top.
  const at = refusal?.at ?? '';
  const placed = new Set<string>([...SECTIONS.flatMap(([g, fs]) => [g, ...fs.filter(shown)]), 'ghost', 'orders']);
  const here = (key: string) => (refusal && (at === key || (key === 'orders' && at.startsWith('orders.'))) ? refusal.node : null);
  const top = refusal && !placed.has(at) && !at.startsWith('orders.') ? refusal.node : null;

  const section = (group: Exclude<Group, 'orders'>, fields: CountField[]) => {
    const visible = fields.filter(shown);
    const ghost = group === 'team' && shown('ghost');
    if (visible.length === 0 && !ghost) return null;
    const strays = [...visible, ...(ghost ? (['ghost'] as const) : [])].some(stray);
    return (
      <fieldset key={group} data-section={group}>
        <legend>{t(`sections.${group}${kids && group === 'victories' ? 'Kids' : ''}`)}</legend>
        {group === 'team' && variant === 'kids-harder' && <p class="small">{t('hints.kidsKnights')}</p>}
        {group === 'inventory' && counts(variant, 'settings') && <p class="small">{t('hints.settings')}</p>}
        <div class="field-grid">
          {visible.map((f) => (
            <div key={f} data-field={f}>
              <Stepper
                label={t(`fields.${f}`)}
                who={seat.name}
                value={countOf(data, id, f)}
                min={0}
                max={Math.max(maxFor(f), countOf(data, id, f) ?? 0)}
                onChange={(v) => onCount(f, v)}
                onClear={() => onCount(f, null)}
              />
              {here(f)}
            </div>
          ))}
        </div>
        {ghost && (
          <Editable label={t('fields.ghost')} value={yesNo(ghostOf(data, id))}>
            <label class="radio" data-field="ghost">
              <input type="checkbox" checked={ghostOf(data, id)} onChange={(e) => onGhost((e.target as HTMLInputElement).checked)} />
              {t('fields.ghost')}
            </label>
          </Editable>
        )}
        {ghost && here('ghost')}
        {here(group)}
        {strays && <p class="field-error">{t('hints.notInVariant')}</p>}
      </fieldset>
    );
  };

  return (
    <section aria-labelledby="kvs-player-h" data-testid="player-form">
      <h2 id="kvs-player-h" tabIndex={-1}>
        <span class="dot big" style={{ background: seat.color }} aria-hidden="true" /> {seat.name}
      </h2>
      {top}
      {SECTIONS.map(([group, fields]) => section(group, fields))}
      {shown('orders') && (
        <fieldset data-section="orders">
          <legend>{t('sections.orders')}</legend>
          <OrdersEditor who={seat.name} orders={ordersOf(data, id)} onChange={onOrders} />
          {here('orders')}
          {stray('orders') && <p class="field-error">{t('hints.notInVariant')}</p>}
        </fieldset>
      )}
    </section>
  );
}
