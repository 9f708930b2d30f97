// @vitest-environment happy-dom
// Issue 11 point 5: damaged saved Royal Stake score input (seats that do not match the input's
// players, a round player with no fields, wrong types, huge numbers) never blanks the sheet;
// whatever the sheet refuses is said in words. The property run is generic (score-input.test.tsx);
// these are the cases it once found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from 'preact';
import { ScoreScreen } from '../../../src/games/royal-stake/ui/score/ScoreScreen';
import { t } from '../../../src/i18n';
import { renderSaved, seatsOf, startI18n, vectorInputs } from './harness';

let root: HTMLElement;
beforeAll(async () => {
  await startI18n('royal-stake');
  document.body.innerHTML = '<div id="r"></div>';
  root = document.getElementById('r')!;
});
afterAll(() => render(null, root));

describe('Royal Stake sheet under damaged saved input', () => {
  const anyaBoris = [
    { id: 'A', name: 'Anya', color: '#c0392b' },
    { id: 'B', name: 'Boris', color: '#1f6fb2' },
  ];
  it("the issue's example (point 5): seats A and B, a round player with no fields: refused in words, not a crash", async () => {
    const data = { mode: 'standard', players: [{ id: 'A', rulers: 'red' }], rounds: [{ players: { A: {} } }] };
    const text = await renderSaved('royal-stake', ScoreScreen, data, anyaBoris, root);
    expect(text).not.toContain(t('errors.crashTitle'));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(t('errors.ERR_BAD_INPUT'));
  });

  it('team whist whose saved pairs are not lists of ids: refused in words, not a crash', async () => {
    const team = vectorInputs('royal-stake').find((d) => (d as { mode: string }).mode === 'team') as { teams: unknown[] };
    const data = { ...team, teams: [{}, team.teams[1]] };
    const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
    expect(text).not.toContain(t('errors.crashTitle'));
    expect(root.querySelector('[role="alert"]')?.textContent).toBe(t('errors.ERR_BAD_INPUT'));
  });

  it('a damaged jester-deal king (CI seed 45858) reads "none" in the deal field, never a raw key', async () => {
    const base = vectorInputs('royal-stake').find((d) => JSON.stringify(d).includes('"jesterDealKing":"white"')) as { rounds: Record<string, unknown>[] };
    const data = structuredClone(base);
    data.rounds[1]!.jesterDealKing = 9e15;
    const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
    expect(text).not.toContain(t('errors.crashTitle'));
    expect(text).not.toMatch(/colours\./);
    expect(text).toContain(t('scoreUi.deal.cards', { ns: 'royal-stake', colour: t('scoreUi.none', { ns: 'royal-stake' }) }));
  });

  it('a damaged saved partner (CI seed 9156) is shown as the value it holds, never "[object Object]"', async () => {
    const base = vectorInputs('royal-stake').find((d) => JSON.stringify(d).includes('"partner":"B"')) as {
      rounds: { players: Record<string, Record<string, unknown>> }[];
    };
    const data = structuredClone(base);
    const cheer = Object.keys(data.rounds[0]!.players).find((id) => data.rounds[0]!.players[id]!.partner === 'B')!;
    data.rounds[0]!.players[cheer]!.partner = {};
    const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
    expect(text).not.toContain(t('errors.crashTitle'));
    expect(text).not.toContain('[object Object]');
  });

  it('a damaged saved bet card (seed 53) reads as a short text of its value in the squad line and the copy choices, never a key', async () => {
    const base = vectorInputs('royal-stake').find((d) => JSON.stringify(d).includes('"bets":["cheerleader"]')) as {
      rounds: { players: Record<string, { bets: unknown[] }> }[];
    };
    const data = structuredClone(base);
    const other = Object.values(data.rounds[0]!.players).find((p) => p.bets.length === 1 && p.bets[0] !== 'cheerleader')!;
    other.bets[0] = 'x'.repeat(2000);
    const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
    expect(text).not.toContain(t('errors.crashTitle'));
    expect(text).not.toMatch(/characters\./);
    expect(text).not.toContain('x'.repeat(41));
  });

  // CI seed 44793: two players, round 3, a saved catch-up kings value that is not a list.
  it.each([{ kings: {} }, { kings: [null] }, { kings: 'red' }])(
    'damaged saved catch-up kings ($kings) never crash the sheet and read as no answer',
    async ({ kings }) => {
      const base = vectorInputs('royal-stake').find((d) => JSON.stringify(d).includes('"extraKings":[{"colour":"red","used":true}]')) as {
        rounds: { players: Record<string, Record<string, unknown>> }[];
      };
      const data = structuredClone(base);
      const who = Object.keys(data.rounds[2]!.players).find((id) => data.rounds[2]!.players[id]!.extraKings !== undefined)!;
      data.rounds[2]!.players[who]!.extraKings = kings;
      const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
      expect(text).not.toContain(t('errors.crashTitle'));
      // What cannot be read shows as no answer (nothing ticked), never as a king taken.
      const group = root.querySelector(`[data-testid="catch-up-${seatsOf(data).find((x) => x.id === who)!.name}"]`)!;
      expect(group).not.toBeNull();
      expect([...group.querySelectorAll('input[type="checkbox"]')].filter((b) => (b as HTMLInputElement).checked)).toEqual([]);
    },
  );

  // Seed 64799: a saved ruler colour that is a key every object has priced the queen recharge as "[object Object]".
  it.each(['__proto__', 'constructor', 'toString'])(
    'a damaged ruler colour (%s) reads "none", and the recharge mark shows no invented price',
    async (rulers) => {
      const base = vectorInputs('royal-stake').find(
        (d) => (d as { mode: string; rounds: unknown[] }).mode === 'standard' && (d as { rounds: unknown[] }).rounds.length > 1,
      ) as {
        players: { rulers: unknown }[];
      };
      const data = structuredClone(base);
      data.players[0]!.rulers = rulers;
      const text = await renderSaved('royal-stake', ScoreScreen, data, seatsOf(data), root);
      expect(text).not.toContain(t('errors.crashTitle'));
      expect(text).not.toMatch(/\[object |native code|undefined|NaN/);
      expect(text).toContain(t('scoreUi.fields.queenRecharged', { ns: 'royal-stake' }));
    },
  );
});
