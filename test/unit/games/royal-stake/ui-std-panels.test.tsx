// @vitest-environment happy-dom
/**
 * The standard game's panels on the card table, drawn from real engine views (rulebook «Ход
 * игры»): the squad draft and the redraft with the barred card greyed and its reason
 * («Второй раунд»: never your own last squad's card), hidden bets («Ставка»: only the bettor
 * sees which card; two copies of one character are one choice), the cheerleader's partner card
 * and copy card («Болельщица»: the copied bet stays unseen), the squads kept on the table during
 * tricks, the militia's swap, the hermit and the ninja as buttons, each sending exactly a move
 * the engine lists.
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../src/games/royal-stake/engine';
import { characterOf } from '../../../../src/games/royal-stake/engine/modes/standard/types';
import type { RsMove, RsState, RsView } from '../../../../src/games/royal-stake/engine/types';
import { PhaseHand, PhasePanel } from '../../../../src/games/royal-stake/ui/play/PhasePanel';
import { byTestId, click, handCards, mount, players } from './ui/play/fixtures';
import { withTestRoot } from './ui/play/root';
import { StdSquads } from '../../../../src/games/royal-stake/ui/play/StdSquads';
import { UndoLimit } from '../../../../src/games/royal-stake/ui/play/UndoLimit';
import { atTrick, betAll, draftWith, play, randomRun, stdConfig, stdStarted } from './standard/helpers';

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
  it('the bettor picks one card and lays it; another seat sees only that it has bet, never the card nor how many (issue 20)', async () => {
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
    // The bettor's own line marks the face-down card; the next seat's line for the bettor only says it has bet.
    await table(next, bettor);
    expect(byTestId(root, `std-squad-${bettor}`)!.textContent).toContain('your bet, face down');
    // The seat that neither bet nor bets next: it only watches.
    const other = [0, 1, 2].find((i) => i !== bettor && i !== engine.toMove(next))!;
    await table(next, other);
    const line = byTestId(root, `std-squad-${bettor}`)!.textContent!;
    expect(line).toContain('; has bet');
    expect(line).not.toContain('face down');
    expect(line).not.toContain('your bet');
    // #ruling-std-bets-open: a seat still to bet is only "choosing", whatever it may pick.
    expect(byTestId(root, `std-squad-${engine.toMove(next)!}`)!.textContent).toContain('; choosing a bet');
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

describe('two copies of one character in a squad («Ставка»)', () => {
  /** A bet-phase state where the seat to bet holds both samurai and a collector. */
  function twoSamurai(round: number): RsState {
    const s = structuredClone(draftWith(stdStarted(stdConfig(4), 'dup'), {}));
    const seat = engine.toMove(s)!;
    s.std!.seats.forEach((x, i) => (x.chars = i === seat ? ['samurai-1', 'samurai-2', 'collector-1'] : x.chars.filter((c) => !c.startsWith('samurai-'))));
    s.round = round;
    return s;
  }
  const labels = () => [...root.querySelectorAll('[data-testid="bet-picks"] label')].map((l) => l.textContent);

  it('rounds 1-2: one choice per character, and either copy is the same legal bet', async () => {
    const { played, legal } = await table(twoSamurai(1));
    expect(labels()).toEqual(['Samurai', 'Collector']);
    await click(byTestId(root, 'bet-samurai'));
    await click(byTestId(root, 'bet-confirm'));
    expect(played).toHaveLength(1);
    expect(legal.some((l) => same(l, played[0]!))).toBe(true);
    expect((played[0] as { cards: string[] }).cards.map(characterOf)).toEqual(['samurai']);
    expect(byTestId(root, 'bet-final')!.textContent).toContain('cannot be taken back');
  });

  it('round 3: both copies are a choice of their own; a third card pushes out the oldest', async () => {
    const { played, legal } = await table(twoSamurai(3));
    expect(labels()).toEqual(['Samurai', 'Samurai ×2 (both copies)', 'Collector', 'Jack']);
    await click(byTestId(root, 'bet-samurai-x2'));
    expect(byTestId(root, 'bet-confirm')!.textContent).toBe('Lay 2 cards face down');
    await click(byTestId(root, 'bet-jack'));
    // Both samurai plus the jack would be three cards: the pair goes, the jack stays.
    expect((byTestId(root, 'bet-samurai-x2') as HTMLInputElement).checked).toBe(false);
    await click(byTestId(root, 'bet-samurai'));
    await click(byTestId(root, 'bet-confirm'));
    await click(byTestId(root, 'bet-samurai'));
    await click(byTestId(root, 'bet-samurai-x2'));
    await click(byTestId(root, 'bet-confirm'));
    expect(played.map((m) => (m as { cards: string[] }).cards.map((c) => (c === 'jack' ? c : characterOf(c))).sort())).toEqual([
      ['jack', 'samurai'],
      ['samurai', 'samurai'],
    ]);
    for (const m of played) expect(legal.some((l) => same(l, m))).toBe(true);
  });
});

describe('the cheerleader after the bets («Болельщица»)', () => {
  const config = stdConfig(4, { cheerleader: true });

  it('face up: a partner card button for every other seat; the tap sends it; others only see who chooses', async () => {
    const drafted = draftWith(stdStarted(config, 'cheer'), { 0: ['cheerleader-1'] });
    const s = betAll(drafted, (seat) => (seat === 0 ? { t: 'bet', cards: [] } : undefined));
    expect(s.phase).toBe('cheer');
    const { played, legal } = await table(s, 0);
    expect([...root.querySelectorAll('[data-testid^="partner-"]')].map((b) => b.getAttribute('data-testid'))).toEqual(['partner-1', 'partner-2', 'partner-3']);
    expect(byTestId(root, 'partner-2')!.textContent).toBe('Partner: Vera');
    expect(byTestId(root, 'cheer-final')).not.toBeNull();
    await click(byTestId(root, 'partner-2'));
    expect(played).toEqual([{ t: 'partner', seat: 2 }]);
    expect(legal.some((l) => same(l, played[0]!))).toBe(true);
    await table(s, 1);
    expect(root.querySelector('[data-testid^="partner-"]')).toBeNull();
    expect(byTestId(root, 'phase')!.textContent).toContain('The cheerleader is face up (Anya)');
  });

  // #ruling-std-bets-open: every bet is laid before she chooses, so the face-up rest tells each bet.
  it('as the bet: copy buttons name a seat, a card number and the card the face-up rest tells; no card id', async () => {
    const drafted = draftWith(stdStarted(config, 'copy'), { 3: ['cheerleader-1'] });
    const s = betAll(drafted, (seat) => (seat === 3 ? { t: 'bet', cards: ['cheerleader-1'] } : undefined));
    expect(s.phase).toBe('cheer');
    const { played, legal } = await table(s, 3);
    const buttons = [...root.querySelectorAll('[data-testid^="copy-"]')];
    expect(buttons.map((b) => b.getAttribute('data-testid'))).toEqual(['copy-0-0', 'copy-1-0', 'copy-2-0']);
    const enName = (c: string) => characterOf(c).charAt(0).toUpperCase() + characterOf(c).slice(1);
    const boris = enName(s.std!.seats[1]!.bets![0]!);
    expect(byTestId(root, 'copy-1-0')!.textContent).toBe(`Copy bet card 1 of BorisThat card is: ${boris}`);
    for (const seat of [0, 1, 2]) {
      const bet = s.std!.seats[seat]!.bets![0]!;
      const line = byTestId(root, `std-squad-${seat}`)!.textContent!;
      const up = s.std!.seats[seat]!.chars.filter((c) => c !== bet);
      expect(line).toContain(`: ${up.map(enName).join(', ')}; face down: ${enName(bet)}`);
      expect(line).not.toContain('your bet');
      expect(root.innerHTML).not.toContain(bet); // no card id anywhere (attributes included)
    }
    await click(byTestId(root, 'copy-1-0'));
    expect(played).toEqual([{ t: 'copy', seat: 1, index: 0 }]);
    expect(legal.some((l) => same(l, played[0]!))).toBe(true);
    // Once laid, the table says whose bet she copies, still not which card it is.
    const after = play(s, played[0]!);
    await mount(root, <StdSquads view={engine.view(after, 0) as RsView} players={players(4)} compact />);
    expect(byTestId(root, 'table-squad-3')!.textContent).toContain('copy card: Boris, bet card 1');
  });
});

describe('squads on the table during tricks', () => {
  it('every seat’s characters, the bets named once all are laid, the partner card and the jester deal colour', async () => {
    const s = atTrick(stdConfig(4, { cheerleader: true }), 'sq', {
      0: { chars: ['cheerleader-1', 'hermit-1', 'ninja-1'], bets: [] },
      2: { chars: ['militia-1', 'samurai-1', 'jester-1'], bets: ['jester-1'] },
    });
    s.std!.partner = { cheer: 0, partner: 2 };
    s.std!.dealKing = 'green';
    await mount(root, <StdSquads view={engine.view(s, 1) as RsView} players={players(4)} compact />);
    expect(byTestId(root, 'table-squad-0')!.textContent).toBe('Anya: Cheerleader, Hermit, Ninja; no bet · partner card: Vera');
    expect(byTestId(root, 'table-squad-2')!.textContent).toBe('Vera: Militia, Samurai; face down: Jester');
    expect(byTestId(root, 'deal-king')!.textContent).toBe('Jester deal colour: green');
    expect(root.querySelector('[data-testid="std-squads-table"]')!.textContent).not.toContain('set');
  });
});

describe('where Undo stops (engine checkpoints)', () => {
  it('names the newest move undo cannot pass, as the log words it; nothing before the first one', async () => {
    const bet = { index: 4, seat: 1, checkpoint: true, log: { key: 'std.bet', params: { count: 1 } } };
    const pick = { index: 5, seat: 2, checkpoint: false, log: { key: 'std.recharge' } };
    await mount(root, <UndoLimit log={[bet, pick]} players={players(4)} />);
    expect(byTestId(root, 'undo-limit')!.textContent).toBe('Undo cannot go back past this move: Boris lays 1 bet card face down.');
    await mount(root, <UndoLimit log={[pick]} players={players(4)} />);
    expect(byTestId(root, 'undo-limit')).toBeNull();
  });
});
