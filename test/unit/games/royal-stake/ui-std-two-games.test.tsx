// @vitest-environment happy-dom
/**
 * The game for two on the card table, from real engine views of random legal games (rulebook «Игра
 * на двоих»): the king deck as the engine keeps it, the catch-up choice with the true gap («Третий
 * раунд» 4), the catch-up kings' line with why, a catch-up king offered with the card that may
 * carry it, the one-card bet with the jack from round 1, hidden bets and hands, and every round's
 * end reaching the table with the scorer's rows (jack shifts, hermits and militia in the last trick).
 */
import { describe, expect, it } from 'vitest';
import { engine } from '../../../../src/games/royal-stake/engine';
import type { RsMove, RsState, RsView } from '../../../../src/games/royal-stake/engine/types';
import { finishedTricks } from '../../../../src/games/royal-stake/ui/play/finishedTricks';
import { PhaseHand, PhasePanel } from '../../../../src/games/royal-stake/ui/play/PhasePanel';
import { Std2pKings } from '../../../../src/games/royal-stake/ui/play/Std2pKings';
import type { LogEntry } from '../../../../src/play/types';
import { byTestId, click, mount, players } from './ui/play/fixtures';
import { withTestRoot } from './ui/play/root';
import { randomRun, stdConfig, stdStarted } from './standard/helpers';

let root: HTMLElement;
withTestRoot((r) => (root = r));

const text = (id: string) => byTestId(root, id)?.textContent ?? '';

/** States of random legal 2-player games (seeded), until `enough` of them satisfy `pick`. */
function twoStates(pick: (s: RsState, next: RsMove | undefined) => boolean, enough = 1): { state: RsState; next: RsMove | undefined }[] {
  const out: { state: RsState; next: RsMove | undefined }[] = [];
  for (let g = 0; g < 80 && out.length < enough; g++) {
    const { states, moves } = randomRun(stdStarted(stdConfig(2, { jesterDeal: true }), `two-ui-${g}`), `two-ui-run-${g}`);
    const i = states.findIndex((x, k) => pick(x, moves[k]));
    if (i >= 0) out.push({ state: states[i]!, next: moves[i] });
  }
  if (out.length < enough) throw new Error('no such state');
  return out;
}

/** The middle and the hand as `seat` sees `state`; returns the moves sent. */
async function table(state: RsState, seat: number) {
  const played: RsMove[] = [];
  const view = engine.view(state, seat) as RsView;
  const legal = engine.toMove(state) === seat ? engine.legalMoves(state) : [];
  const props = { view, players: players(2), legal, busy: false, onPlay: (m: RsMove) => played.push(m) };
  await mount(
    root,
    <div>
      <Std2pKings view={view} players={players(2)} />
      <PhasePanel {...props} />
      <PhaseHand {...props} confirm onTouch={() => undefined} />
    </div>,
  );
  return { played, legal, view };
}

describe('real games for two (engine views, random legal play)', () => {
  it('the kings line shows the engine’s king deck and marks the round’s deal king, every phase', async () => {
    for (const { state } of twoStates((x) => x.round === 2 && x.phase === 'bet')) {
      await table(state, 0);
      const shown = [...byTestId(root, 'king-deck')!.querySelectorAll('[data-king]')].map((e) => e.getAttribute('data-king'));
      expect(shown).toEqual(state.std!.kingDeck);
      expect(root.querySelector('.rs-two-now')!.getAttribute('data-king')).toBe(state.std!.dealKing);
      expect(state.std!.dealKing).toBe(state.std!.kingDeck![1]);
    }
  });

  it('the catch-up choice: the trailing seat gets exactly the listed kings and the true gap; the other seat only the why', async () => {
    for (const { state } of twoStates((x) => x.phase === 'catchUp', 3)) {
      const seat = engine.toMove(state)!;
      const gap = Math.abs(state.seats[0]!.score - state.seats[1]!.score);
      expect(gap).toBeGreaterThanOrEqual(100);
      expect(gap).toBeLessThan(200);
      const { played, legal } = await table(state, seat);
      expect(text('catch-up-why')).toContain(`You are ${gap} VP behind after round 2`);
      const buttons = [...root.querySelectorAll<HTMLElement>('[data-testid="catch-up"] button')];
      expect(buttons.map((b) => b.dataset.testid)).toEqual(legal.map((m) => `catch-up-${(m as { colour: string }).colour}`));
      await click(buttons.at(-1));
      expect(played).toEqual([legal.at(-1)]);
      await table(state, 1 - seat);
      expect(text('catch-up-why')).toBe(`${players(2)[seat]!.name} is ${gap} VP behind after round 2 and takes one catch-up king (one for each full 100 VP).`);
      expect(root.querySelectorAll('[data-testid="catch-up"] button')).toHaveLength(0);
    }
  });

  it('round 3: the kings line says whose catch-up kings they are and why — one king, or both at 200 VP or more', async () => {
    const round3 = (x: RsState, n: number) => x.round === 3 && x.phase === 'bet' && x.std!.seats.some((s) => (s.extraKings ?? []).length === n);
    for (const [n, words] of [
      [1, /^Catch-up kings — (Anya|Boris): \w+ \(in hand\)\. 1\d\d VP behind after round 2: one king \(one for each full 100 VP\)\.$/],
      [2, /^Catch-up kings — (Anya|Boris): \w+ \(in hand\), \w+ \(in hand\)\. (\d+) VP behind after round 2: both kings \(200 VP or more\)\.$/],
    ] as const) {
      const { state } = twoStates((x) => round3(x, n))[0]!;
      const seat = state.std!.seats.findIndex((s) => (s.extraKings ?? []).length === n);
      await table(state, 1 - seat);
      const line = text(`extra-kings-${seat}`);
      expect(line).toMatch(words);
      const gap = Number(/ (\d+) VP behind/.exec(line)![1]);
      expect(gap >= 200).toBe(n === 2);
    }
  });

  it('a catch-up king the engine lets a card carry is offered with it, and the move sent is the listed one', async () => {
    for (const { state, next } of twoStates((x, m) => m?.t === 'play' && typeof m.king === 'string', 3)) {
      const move = next as Extract<RsMove, { t: 'play' }>;
      const { played } = await table(state, engine.toMove(state)!);
      await click(root.querySelector(`[data-testid="hand"] [data-card="${move.card}"]`));
      // Lifted: pick the options the move has, then play.
      const king = byTestId(root, `opt-king-${String(move.king)}`) as HTMLInputElement;
      if (!king.checked) await click(king);
      if (move.queen) await click(byTestId(root, `opt-queen-${move.queen}`));
      if (move.militia) await click(byTestId(root, 'opt-militia'));
      await click(byTestId(root, 'play'));
      expect(played).toEqual([move]);
      expect(text('extra-kings-' + engine.toMove(state))).toContain(`${move.king} (in hand)`);
    }
  });

  it('the bet («Игра на двоих»: one card a round, the jack from round 1): one radio per choice, the jack among them, the move sent is listed', async () => {
    for (const round of [1, 3]) {
      const { state } = twoStates((x) => x.round === round && x.phase === 'bet')[0]!;
      const seat = engine.toMove(state)!;
      const { played, legal } = await table(state, seat);
      const inputs = [...root.querySelectorAll<HTMLInputElement>('[data-testid="bet-picks"] input')];
      expect(inputs.every((i) => i.type === 'radio')).toBe(true);
      expect(inputs.map((i) => i.dataset.testid)).toContain('bet-jack');
      expect(root.textContent).toContain(
        round === 3 ? 'Round 3: a bet that succeeds pays double.' : 'With the jack as the bet, all three characters lie face up.',
      );
      await click(byTestId(root, 'bet-jack'));
      await click(byTestId(root, 'bet-confirm'));
      expect(played).toEqual([{ t: 'bet', cards: ['jack'] }]);
      expect(legal).toContainEqual(played[0]);
    }
  });

  it('hidden information: in the bet step the other seat’s hand and bet card never reach the page', async () => {
    for (const { state } of twoStates((x) => x.phase === 'bet' && x.std!.seats.some((s) => s.bets !== null), 3)) {
      const bettor = state.std!.seats.findIndex((s) => s.bets !== null);
      const other = 1 - bettor;
      await table(state, other);
      const onPage = [...root.querySelectorAll('[data-card]')].map((e) => e.getAttribute('data-card'));
      for (const c of state.seats[bettor]!.hand) expect(onPage).not.toContain(c);
      const line = text(`std-squad-${bettor}`);
      // Bets are simultaneous: only "has bet" until the last one (issue 20).
      expect(line).toMatch(/has bet/);
      expect(line).not.toMatch(/your bet|face down/);
      // Another bet card in the same place draws exactly the same page for the other seat.
      const page = root.innerHTML;
      const own = state.std!.seats[bettor]!;
      const otherBet = [...own.chars, 'jack'].find((c) => c !== own.bets![0])!;
      const swapped = structuredClone(state);
      swapped.std!.seats[bettor]!.bets = [otherBet];
      await table(swapped, other);
      expect(root.innerHTML).toBe(page);
    }
  });
});

describe('round ends of the game for two reach the table (summary after the last trick)', () => {
  it('from any moment of a round’s last trick, the round’s summary comes, with the scorer’s rows — jack shifts and hermits included', () => {
    let rounds = 0;
    let shifted = 0;
    const lastTrickKeys = new Set<string>();
    for (let g = 0; g < 12; g++) {
      const { states, moves } = randomRun(stdStarted(stdConfig(2, { jesterDeal: true }), `two-end-${g}`), `two-end-run-${g}`);
      const log: LogEntry[] = moves.map((m, i) => ({ index: i, seat: engine.toMove(states[i]!)!, checkpoint: false, log: engine.describeMove(states[i]!, m) }));
      for (let i = 0; i < moves.length; i++) {
        const [before, after] = [states[i]!, states[i + 1]!];
        if (after.round === before.round && after.phase !== 'over') continue;
        // The first position of the last trick (any in-trick step: hermit, exchange) the screen may have drawn.
        const j = states.findIndex((x, k) => k <= i && x.round === before.round && x.history.length === before.history.length && x.trick !== null);
        for (const line of log.slice(j, i + 1)) lastTrickKeys.add(line.log.key);
        const found = finishedTricks(engine.view(states[j]!, 0) as RsView, j, engine.view(after, 0) as RsView, log.slice(0, i + 1));
        const summaries = found.flatMap((f) => (f.summary ? [f.summary] : []));
        expect(summaries.map((x) => x.round)).toEqual([before.round]);
        expect(found.at(-1)!.summary).not.toBeNull();
        for (const seat of summaries[0]!.seats) {
          expect(seat.rows).not.toBeNull();
          // The seats began at 50 VP: round 1's gain leaves them out, and shows them apart.
          expect(seat.start?.map((r) => [r.category, r.points]) ?? []).toEqual(before.round === 1 ? [['startingPoints', 50]] : []);
        }
        if (log[i]!.log.key.startsWith('roundOver2Shift')) {
          shifted++;
          expect(summaries[0]!.seats.some((x) => x.jackShift)).toBe(true);
        }
        rounds++;
      }
    }
    expect(rounds).toBe(36);
    expect(shifted).toBeGreaterThan(0);
    // These seeds put a hermit's draw and discard and a militia swap into some last trick.
    for (const key of ['std.hermit', 'discard', 'std.militia']) expect(lastTrickKeys).toContain(key);
  });
});

describe('the jack decision at scoring (issue 20 point 8; Игра на двоих: the jack «может» shift the bet)', () => {
  const choice = { ...stdConfig(2, { jesterDeal: true }), options: { ...stdConfig(2, { jesterDeal: true }).options, jackChoice: true } };
  it('the asked seat gets both answers with their totals, the other sees who decides; after the decision the round summary comes', async () => {
    let checked = 0;
    for (let g = 0; g < 40 && checked < 2; g++) {
      const { states } = randomRun(stdStarted(choice, `jack-ui-${g}`), `jack-ui-run-${g}`, (x) => x.phase === 'jack');
      const s = states.at(-1)!;
      if (s.phase !== 'jack') continue;
      checked++;
      const seat = engine.toMove(s)!;
      const ask = s.std!.jack!;
      const { played } = await table(s, seat);
      expect(text('jack-shift')).toContain(`${ask.moved[seat]} VP in all`);
      expect(text('jack-keep')).toContain(`${ask.plain[seat]} VP in all`);
      await click(byTestId(root, 'jack-shift'));
      expect(played).toEqual([{ t: 'jackShift', shift: true }]);
      await table(s, 1 - seat);
      expect(text('jack-other')).toContain(players(2)[seat]!.name);
      expect(byTestId(root, 'jack-choice')).toBeNull();
      // The decisions end the round: the table shows the last trick and the summary with the shift.
      let after = engine.apply(s, { t: 'jackShift', shift: true });
      const log: LogEntry[] = [];
      let at = s;
      while (after.ok && after.value.phase === 'jack') {
        log.push({ seat: engine.toMove(at)!, checkpoint: true, log: engine.describeMove!(at, { t: 'jackShift', shift: false }) } as LogEntry);
        at = after.value;
        after = engine.apply(at, { t: 'jackShift', shift: false });
      }
      expect(after.ok).toBe(true);
      log.push({ seat: engine.toMove(at)!, checkpoint: true, log: engine.describeMove!(at, { t: 'jackShift', shift: false }) } as LogEntry);
      const prev = engine.view(s, seat) as RsView;
      const next = engine.view(after.ok ? after.value : s, seat) as RsView;
      const found = finishedTricks(prev, 0, next, log);
      const summary = found.find((f) => f.summary)?.summary;
      expect(summary?.round).toBe(s.round);
      expect(summary?.seats[seat]!.jackShift).toBe(true);
      expect(summary?.seats[seat]!.total).toBe(ask.moved[seat]);
    }
    expect(checked).toBeGreaterThan(0);
  });
});
