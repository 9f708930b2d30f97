/**
 * Every scored vector, entered the way the sheet enters it (taps on bet and face-up chips, the
 * sheet's own edit functions, printed values as stored card values), scores the vector's totals
 * and places; and asking only for the won-card counts the sheet shows changes no total
 * (Подсчёт очков: лекарь, собиратель, короли; Сделка с шутом).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CardValues } from '../../../../../../src/games/types';
import type { WonCards } from '../../../../../../src/games/royal-stake/data/colours';
import { scoreGame } from '../../../../../../src/games/royal-stake/score';
import { addRound, mapEntry, patchRound, setKingUsed } from '../../../../../../src/games/royal-stake/ui/score/edits';
import {
  emptyWon,
  initialInput,
  type EmperorEntry,
  type KingEntry,
  type RsInput,
  type StdEntry,
  type StdInput,
  type TeamEntry,
} from '../../../../../../src/games/royal-stake/ui/score/input';
import { stdWonNeeds } from '../../../../../../src/games/royal-stake/ui/score/needs';
import { copiesAvailable, tapBet, tapFaceUp } from '../../../../../../src/games/royal-stake/ui/score/squad';

const dir = join(process.cwd(), 'test/vectors/royal-stake');
type Raw = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
const vectors = readdirSync(dir)
  .filter((f) => f.endsWith('.json'))
  .map((f) => ({ file: f, v: JSON.parse(readFileSync(join(dir, f), 'utf8')) as Raw }));
const scored = vectors.filter((x) => x.v.expected.totals);

/** The vector's printed values as the card-value store keeps them. */
function cardValuesOf(printed: Raw | undefined): CardValues {
  const out: CardValues = {};
  for (const [c, list] of Object.entries(printed?.bets ?? {})) for (const e of list as Raw[]) out[`royal-stake/bet/${c}/${e.wins}`] = e.vp;
  for (const [c, n] of Object.entries(printed?.kingNumbers ?? {})) out[`royal-stake/king-number/${c}`] = n as number;
  for (const [c, n] of Object.entries(printed?.kingBackNumbers ?? {})) out[`royal-stake/king-number-back/${c}`] = n as number;
  return out;
}

const count = (list: readonly string[], x: string) => list.filter((y) => y === x).length;

function enterStd(input: StdInput, r: number, id: string, raw: Raw): StdInput {
  let i: RsInput = input;
  const std = () => i as StdInput;
  for (const b of raw.bets ?? []) i = mapEntry<StdEntry>(i, r, id, (e) => tapBet(std(), r, e, b));
  for (const c of raw.faceUp ?? []) i = mapEntry<StdEntry>(i, r, id, (e) => tapFaceUp(e, c, copiesAvailable(std(), r, id, c) - count(e.bets, c)));
  i = mapEntry<StdEntry>(i, r, id, (e) => {
    const next: StdEntry = {
      ...e,
      tricks: raw.tricks,
      won: { ...emptyWon(), ...raw.won },
      redQueen: !!raw.redQueen,
      queenRecharged: !!raw.queenRecharged,
      dealPenaltyCards: raw.dealPenaltyCards ?? 0,
    };
    for (const k of ['partner', 'copy', 'jackShift', 'extraKings']) if (raw[k] !== undefined) (next as Raw)[k] = raw[k];
    return next;
  });
  if (raw.kingUsed && !(i.rounds[r]!.players[id] as StdEntry).kingUsed) i = setKingUsed(i, r, id, true);
  return i as StdInput;
}

/** Builds the sheet's input for a vector through the sheet's own functions. */
function enter(v: Raw): RsInput {
  const ids: string[] = v.input.players.map((p: Raw) => p.id);
  const seats = ids.map((id) => ({ id, name: id, color: '#000' }));
  const rulers = Object.fromEntries(v.input.players.filter((p: Raw) => p.rulers).map((p: Raw) => [p.id, p.rulers]));
  const options = { jesterDeal: false, cheerleaderAdvanced: false, baseSquads: false, ...v.input.options };
  let input = initialInput(seats, { mode: v.input.mode, rulers, options });
  v.input.rounds.forEach((round: Raw, r: number) => {
    if (r > 0) input = addRound(input);
    if (round.jesterDealKing) input = patchRound(input, r, { jesterDealKing: round.jesterDealKing });
    if (round.king) input = patchRound(input, r, { king: round.king });
    for (const id of ids) {
      const raw = round.players[id] as Raw;
      if (input.mode === 'standard' || input.mode === 'two-players') input = enterStd(input, r, id, raw);
      else if (input.mode === 'i-am-king')
        input = mapEntry<KingEntry>(input, r, id, () => ({ rulers: raw.rulers, tricks: raw.tricks, redQueen: !!raw.redQueen, flagWins: raw.flagWins ?? [] }));
      else if (input.mode === 'team') input = mapEntry<TeamEntry>(input, r, id, (e) => ({ ...e, tricks: raw.tricks, redQueen: !!raw.redQueen }));
      else
        input = mapEntry<EmperorEntry>(input, r, id, (e) => ({
          ...e,
          tricks: raw.tricks,
          won: { ...emptyWon(), ...raw.won },
          courtCards: raw.courtCards ?? [],
        }));
      if (input.mode !== 'i-am-king' && raw.kingUsed && !(input.rounds[r]!.players[id] as { kingUsed: boolean }).kingUsed)
        input = setKingUsed(input, r, id, true);
    }
  });
  return input;
}

/** The same sheet with only the won-card counts the sheet asks for (needs read before any count). */
function onlyAsked(input: StdInput): StdInput {
  const blank: StdInput = {
    ...input,
    rounds: input.rounds.map((round) => ({
      ...round,
      players: Object.fromEntries(Object.entries(round.players).map(([id, e]) => [id, { ...e, won: emptyWon() }])),
    })),
  };
  return {
    ...input,
    rounds: input.rounds.map((round, r) => {
      const needs = stdWonNeeds(blank, r);
      const players = Object.fromEntries(
        Object.entries(round.players).map(([id, e]) => {
          const won: WonCards = emptyWon();
          for (const k of needs[id] ?? []) won[k] = e.won[k] ?? 0;
          return [id, { ...e, won }];
        }),
      );
      return { ...round, players };
    }),
  };
}

describe('vectors entered through the sheet (every mode)', () => {
  it('covers every scored vector', () => expect(scored.length).toBeGreaterThanOrEqual(30));
  it.each(scored.map((x) => [x.file, x.v] as const))('%s: the sheet gives the expected totals and places', (_file, v) => {
    const input = enter(v);
    const got = scoreGame(input, cardValuesOf(v.input.printed));
    expect(got.ok ? null : got).toBeNull();
    if (!got.ok) return;
    const totals = Object.fromEntries(
      got.value.ids.map((id) => [id, [got.value.start, ...got.value.rounds].reduce((s, rr) => s + (rr[id] ?? []).reduce((a, row) => a + row.points, 0), 0)]),
    );
    expect(totals).toEqual(v.expected.totals);
    expect(got.value.ranking.map((p) => [...p].sort())).toEqual(v.expected.ranking.map((p: string[]) => [...p].sort()));
  });
  it.each(scored.filter((x) => ['standard', 'two-players'].includes(x.v.input.mode)).map((x) => [x.file, x.v] as const))(
    '%s: the won-card counts the sheet does not ask for change no total',
    (_file, v) => {
      const full = scoreGame(enter(v), cardValuesOf(v.input.printed));
      const asked = scoreGame(onlyAsked(enter(v) as StdInput), cardValuesOf(v.input.printed));
      expect(asked.ok && full.ok).toBe(true);
      if (asked.ok && full.ok) expect(asked.value.rounds).toEqual(full.value.rounds);
    },
  );
});
