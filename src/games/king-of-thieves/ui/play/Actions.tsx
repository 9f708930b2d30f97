/**
 * The decisions of a turn, each a short sequence of taps ending in one button that plays a move
 * the engine listed: take from the centre, steal a loot (tap what to keep), the lucky paw's
 * reroll, and in the sale the card abilities usable now and "finish buying".
 */
import type { TFunction } from 'i18next';
import { CARD_BY_ID } from '../../data/cards';
import { TRADES } from '../../engine/abilities';
import type { KotMove, KotView } from '../../engine';
import { total } from '../../engine/counts';
import { cardName } from '../CardFace';
import { abilities, pickSize, type Pick } from './choices';
import { CoinIcon, DieFace } from './Die';
import { Pool } from './Pool';
import type { Face } from '../../engine';

type Flip = Extract<KotMove, { type: 'flip' }>;
type Trade = Extract<KotMove, { type: 'trade' }>;

const nameOf = (t: TFunction, id: string) => {
  const card = CARD_BY_ID.get(id);
  return card ? cardName(t, card) : id;
};

/** Take: the picked centre dice, or everything when the book forces it. */
export function TakePanel(props: { t: TFunction; pick: Pick; move: KotMove | null; forced: KotMove | null; busy: boolean; onPlay: (m: KotMove) => void }) {
  const { t, pick, move, forced, busy, onPlay } = props;
  if (forced) {
    return (
      <div class="actions">
        <button type="button" class="primary" disabled={busy} data-testid="take-all" onClick={() => onPlay(forced)}>
          {t('play.takeAll')}
        </button>
      </div>
    );
  }
  return (
    <div class="actions">
      <button type="button" class="primary" disabled={busy || !move} data-testid="take" onClick={() => move && onPlay(move)}>
        {pickSize(pick) === 0 ? t('play.takeNone') : t('play.take', { count: pickSize(pick) })}
      </button>
    </div>
  );
}

/** Steal: the victim's whole loot, tap what to keep; the rest goes back to the centre. */
export function StealPanel(props: {
  view: KotView;
  t: TFunction;
  from: number;
  name: string;
  pick: Pick;
  move: KotMove | null;
  busy: boolean;
  onToggle: (face: Face, picked: boolean) => void;
  onToken: () => void;
  onPlay: (m: KotMove) => void;
  onCancel: () => void;
}) {
  const { view, t, from, name, pick, move, busy } = props;
  const items = total(view.loot[from] ?? []) + (view.token === from ? 1 : 0);
  const kept = pickSize(pick);
  return (
    <div class="panel kot-steal" data-testid="steal-panel">
      <p>{t('play.stealHow', { name })}</p>
      <Pool
        dice={view.loot[from]!}
        token={view.token === from}
        t={t}
        pick={pick}
        disabled={busy}
        onToggle={props.onToggle}
        onToken={view.token === from ? props.onToken : undefined}
        testId="steal-pool"
        keeping
      />
      <div class="actions">
        <button type="button" class="primary" disabled={busy || !move} data-testid="steal-confirm" onClick={() => move && props.onPlay(move)}>
          {t('play.stealConfirm', { kept, returned: items - kept })}
        </button>
        <button type="button" onClick={props.onCancel} data-testid="steal-cancel">
          {t('play.cancel')}
        </button>
      </div>
    </div>
  );
}

/** The seat's own dice and coins, drawn where it decides what to do with them. */
function Mine({ view, t }: { view: KotView; t: TFunction }) {
  const seat = view.viewer;
  return (
    <div class="kot-mine" data-testid="my-dice">
      <span>{t('play.yourDice')}</span>
      <Pool dice={view.loot[seat] ?? []} token={false} t={t} small />
      <span class="kot-stat" title={t('play.coinsTitle')}>
        <CoinIcon />
        <span class="sr-only">{t('play.coinsTitle')}:</span> {view.coins[seat]}
      </span>
    </div>
  );
}

/** Lucky Animal Appendage: reroll one die of the loot, or keep them all. */
export function LuckyPanel(props: { view: KotView; t: TFunction; moves: readonly KotMove[]; busy: boolean; onPlay: (m: KotMove) => void }) {
  const { view, t, moves, busy, onPlay } = props;
  const skip = moves.find((m) => m.type === 'skip');
  return (
    <div class="panel" data-testid="lucky-panel">
      <Mine view={view} t={t} />
      <div class="actions">
        {moves.map((m) =>
          m.type === 'reroll' ? (
            <button key={m.face} type="button" class="kot-ability" disabled={busy} onClick={() => onPlay(m)} data-testid={`reroll-${m.face}`}>
              <DieFace face={m.face} small />
              {t('play.reroll', { face: t(`log.faces.${m.face}`) })}
            </button>
          ) : null,
        )}
        {skip && (
          <button type="button" disabled={busy} onClick={() => onPlay(skip)} data-testid="keep-dice">
            {t('play.keepDice')}
          </button>
        )}
      </div>
    </div>
  );
}

/** What an ability does, in words with its dice drawn. */
function AbilityLabel({ t, m }: { t: TFunction; m: Flip | Trade }) {
  if (m.type === 'flip') {
    return (
      <>
        <span>{nameOf(t, m.card)}:</span>
        <DieFace face={m.from} small />
        <span aria-hidden="true">→</span>
        <DieFace face={m.to} small />
        <span class="sr-only">{t('play.flipWords', { from: t(`log.faces.${m.from}`), to: t(`log.faces.${m.to}`) })}</span>
      </>
    );
  }
  const give = TRADES[m.card]?.give;
  return (
    <>
      {give && 'die' in give && <DieFace face={give.die} small />}
      <span>{t(`play.trade.${m.card}`, { card: nameOf(t, m.card) })}</span>
    </>
  );
}

/** The sale turn of the seat holding the phone: abilities usable now, and finish. */
export function SalePanel(props: { view: KotView; t: TFunction; moves: readonly KotMove[]; left: number; busy: boolean; onPlay: (m: KotMove) => void }) {
  const { view, t, moves, left, busy, onPlay } = props;
  const done = moves.find((m) => m.type === 'done');
  const usable = abilities(moves);
  return (
    <div class="panel kot-sale" data-testid="sale-panel">
      <Mine view={view} t={t} />
      <p>{left > 0 ? t('play.purchasesLeft', { count: left }) : t('play.noPurchasesLeft')}</p>
      {usable.length > 0 && (
        <ul class="kot-abilities">
          {usable.map((m) => (
            <li key={m.type === 'flip' ? `${m.card}-${m.to}` : m.card}>
              <button type="button" class="kot-ability" disabled={busy} onClick={() => onPlay(m)} data-testid="ability">
                <AbilityLabel t={t} m={m} />
              </button>
            </li>
          ))}
        </ul>
      )}
      {done && (
        <div class="actions">
          <button type="button" class={left > 0 ? undefined : 'primary'} disabled={busy} onClick={() => onPlay(done)} data-testid="done">
            {(view.sale?.bought ?? 0) === 0 ? t('play.buyNothing') : t('play.finish')}
          </button>
        </div>
      )}
    </div>
  );
}
