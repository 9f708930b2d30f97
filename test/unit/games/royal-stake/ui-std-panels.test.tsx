// @vitest-environment happy-dom
/**
 * The standard game's panels on the card table, drawn from real engine views (rulebook «Ход
 * игры»): the squad draft and the redraft with the barred card greyed and its reason
 * («Второй раунд»: never your own last squad's card), hidden bets («Ставка»: only the bettor
 * sees which card), the militia's swap, the hermit and the ninja as buttons, each sending exactly
 * a move the engine lists.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../src/games/royal-stake/engine';
import { characterOf } from '../../../../src/games/royal-stake/engine/modes/standard/types';
import type { RsMove, RsState, RsView } from '../../../../src/games/royal-stake/engine/types';
import { PhaseHand, PhasePanel } from '../../../../src/games/royal-stake/ui/play/PhasePanel';
import { byTestId, click, handCards, mount, players } from './ui/play/fixtures';
import { withTestRoot } from './ui/play/root';
import { atTrick, randomRun, stdConfig, stdStarted } from './standard/helpers';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const same = (a: RsMove, b: RsMove) => JSON.stringify(a, Object.keys(a).sort()) === JSON.stringify(b, Object.keys(b).sort());

/** The table (middle and hand) as `seat` sees `state`; returns the moves it sends. */
async function table(state: RsState, seat = engine.toMove(state)!) {
  const played: RsMove[] = [];
  const view = engine.view(state, seat) as RsView;
  const legal = engine.toMove(state) === seat ? engine.legalMoves(state) : [];
  const props = { view, players: players(state.seats.length), legal, busy: false, onPlay: (m: RsMove) => played.push(m) };
  await mount(
    root,
    <div>
      <PhasePanel {...props} />
      <PhaseHand {...props} confirm onTouch={() => undefined} />
    </div>,
  );
  return { played, legal, view };
}

/** The first state of a random game (seeded) where `pick` holds. */
function find(players: number, pick: (s: RsState) => boolean): RsState {
  for (let g = 0; g < 40; g++) {
    const { states } = randomRun(stdStarted(stdConfig(players), `ui-${g}`), `ui-run-${g}`);
    const hit = states.find(pick);
    if (hit) return hit;
  }
  throw new Error('no such state');
}

describe('squads («Создание отряда», «Второй раунд»)', () => {
  it('round 1: sets and characters are buttons; a tap sends the legal pick', async () => {
    const s = stdStarted(stdConfig(4), 'draft');
    const { played, legal } = await table(s);
    await click(byTestId(root, 'set-white'));
    await click(byTestId(root, 'char-hermit'));
    expect(played).toHaveLength(2);
    for (const m of played) expect(legal.some((l) => same(l, m))).toBe(true);
    expect(played[1]).toMatchObject({ t: 'character' });
    expect(characterOf((played[1] as { card: string }).card)).toBe('hermit');
  });

  it('redraft: a character whose every copy on the table was in your last squad is greyed, with the reason', async () => {
    // A seat to pick in round 2 whose last squad held every copy left of some character.
    const s = find(5, (x) => {
      if (x.phase !== 'squad' || x.round !== 2) return false;
      const seat = engine.toMove(x)!;
      const last = x.std!.seats[seat]!.lastChars;
      return x.std!.draft!.pool.some(
        (c) => last.includes(c) && x.std!.draft!.pool.filter((d) => characterOf(d) === characterOf(c)).every((d) => last.includes(d)),
      );
    });
    const seat = engine.toMove(s)!;
    const last = s.std!.seats[seat]!.lastChars;
    const kind = characterOf(
      s.std!.draft!.pool.find((c) => last.includes(c) && s.std!.draft!.pool.filter((d) => characterOf(d) === characterOf(c)).every((d) => last.includes(d)))!,
    );
    const { played } = await table(s);
    const button = byTestId(root, `char-${kind}`)! as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    expect(button.textContent).toContain('was in your squad last round');
    await click(button);
    expect(played).toEqual([]);
  });
});

describe('hidden bets («Ставка»)', () => {
  it('the bettor picks one card and lays it; another seat sees a count, never the card', async () => {
    const s = find(
      3,
      (x) => x.phase === 'bet' && x.std!.betOrder.length === 3 && !x.std!.seats.some((q) => q.chars.some((c) => characterOf(c) === 'cheerleader')),
    );
    const bettor = engine.toMove(s)!;
    const { played, legal } = await table(s);
    const first = root.querySelector<HTMLInputElement>('[data-testid="bet-picks"] input')!;
    await click(first);
    await click(byTestId(root, 'bet-confirm'));
    expect(played).toHaveLength(1);
    expect(legal.some((l) => same(l, played[0]!))).toBe(true);
    const after = engine.apply(s, played[0]!);
    expect(after.ok).toBe(true);
    const next = after.ok ? after.value : s;
    const betName = (played[0] as { cards: string[] }).cards[0]!;
    // The bettor's own line marks the face-down card; the next seat's line for the bettor only counts it.
    await table(next, bettor);
    expect(byTestId(root, `std-squad-${bettor}`)!.textContent).toContain('your bet, face down');
    // The seat that neither bet nor bets next: it only watches.
    const other = [0, 1, 2].find((i) => i !== bettor && i !== engine.toMove(next))!;
    await table(next, other);
    const line = byTestId(root, `std-squad-${bettor}`)!.textContent!;
    expect(line).toContain('1 card face down');
    expect(line).not.toContain('your bet');
    expect(byTestId(root, 'bet-picks')).toBeNull();
    expect(root.innerHTML).not.toContain(betName);
    expect(handCards(root).every((c) => next.seats[other]!.hand.includes(c!))).toBe(true);
  });
});

describe('abilities in the trick (the character pages)', () => {
  const cfg = stdConfig(4);
  it('militia: the swap is an option of the lifted card and is sent with the play', async () => {
    const s = atTrick(cfg, 'mil', {
      0: { hand: ['red-1', 'blue-5', 'green-3', 'black-2', 'red-4'], chars: ['militia-1', 'healer-1', 'collector-1'], bets: ['healer-1'] },
    });
    const { played, legal } = await table(s, 0);
    await click(root.querySelector('[data-testid="play-panel"] button[data-card="red-1"]'));
    const opt = byTestId(root, 'opt-militia') as HTMLInputElement;
    expect(opt).not.toBeNull();
    await click(opt);
    await click(byTestId(root, 'play'));
    expect(played).toEqual([{ t: 'play', card: 'red-1', militia: true }]);
    expect(legal.some((l) => same(l, played[0]!))).toBe(true);
  });

  it('hermit and ninja: buttons for the seat to move; the ninja asks whom to hand the lead', async () => {
    const s = atTrick(cfg, 'nin', { 0: { chars: ['hermit-1', 'ninja-1', 'collector-1'], bets: ['collector-1'] } });
    const { played } = await table(s, 0);
    await click(byTestId(root, 'hermit'));
    await click(byTestId(root, 'ninja'));
    await click(byTestId(root, 'ninja-2'));
    expect(played).toEqual([{ t: 'hermit' }, { t: 'ninja', seat: 2 }]);
    // A seat that is not to move sees neither.
    await table(s, 1);
    expect(byTestId(root, 'abilities')).toBeNull();
  });
});
