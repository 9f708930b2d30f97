/**
 * Issue 11, "Tests and numbers": per-game fuzzing of saved score input against each score screen.
 * A valid saved score session (a test vector's input, or a pad) has its `data` mutated the ways a
 * damaged backup or an old version could leave it; the game's real score screen is rendered
 * inside the app's error boundary and must show something a player can read: never the crash
 * panel, never a raw code or an empty template, and, when the scorer refuses the data, a refusal
 * (or the list of what is missing) in words.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { render, type ComponentType } from 'preact';
import { act } from 'preact/test-utils';
import { expect } from 'vitest';
import { ErrorBoundary } from '../../../src/app/ErrorBoundary';
import { ensureNamespace, ensureScreenStrings, initI18n, t } from '../../../src/i18n';
import type { Result } from '../../../src/lib/result';
import { newSession, saveSession } from '../../../src/storage/sessions';
import type { SeatRecord } from '../../../src/storage/types';

type Json = unknown;
type Path = (string | number)[];
export const DELETE = Symbol('delete');

/** Every path (keys and indices) in a JSON value, the root included. */
export function paths(x: Json, at: Path = []): Path[] {
  const out = [at];
  if (Array.isArray(x)) x.forEach((v, i) => out.push(...paths(v, [...at, i])));
  else if (x && typeof x === 'object') for (const [k, v] of Object.entries(x)) out.push(...paths(v, [...at, k]));
  return out;
}

/** A copy of `x` with the value at `path` replaced (or deleted). */
export function setAt(x: Json, path: Path, value: Json | typeof DELETE): Json {
  if (path.length === 0) return value === DELETE ? undefined : value;
  const [head, ...rest] = path;
  const copy = (Array.isArray(x) ? [...x] : x && typeof x === 'object' ? { ...x } : {}) as Record<string | number, Json>;
  if (rest.length === 0 && value === DELETE) {
    if (Array.isArray(copy)) copy.splice(head as number, 1);
    else delete copy[head!];
  } else copy[head!] = setAt(copy[head!], rest, value);
  return copy;
}

/** An object nested `depth` levels deep: no screen may recurse into it without limit. */
const deep = (depth: number): Json => Array.from({ length: depth }).reduce<Json>((acc, _, i) => (i % 2 ? [acc] : { x: acc }), 1);

/** Values a damaged record may hold: huge and odd numbers, NaN-ish strings, wrong types, deep nesting. */
export const hostile = fc.oneof(
  fc.constantFrom<Json>(9e15, 1e308, -1e308, -1, 0, -0, 2 ** 31, 2 ** 53 + 2, 0.5, -7.25, 'NaN', 'Infinity', '1e999', '12', '', ' ', null, [], {}, true, false),
  fc.constantFrom<Json>('x'.repeat(2000), '<img src=x onerror=alert(1)>', '__proto__', 'constructor', deep(200)),
  fc.integer({ min: -100, max: 100 }),
  fc.string({ maxLength: 12 }),
  fc.jsonValue({ maxDepth: 2 }),
  fc.constant<typeof DELETE>(DELETE),
);

/** One damage to a saved session: a field changed or dropped, a player added or copied, the seats changed. */
type Damage =
  | { kind: 'set'; at: number; value: Json | typeof DELETE }
  | { kind: 'extraPlayer'; copyOf: number }
  | { kind: 'dropSeat'; at: number }
  | { kind: 'extraSeat' };
const damage: fc.Arbitrary<Damage> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ kind: fc.constant('set' as const), at: fc.nat(), value: hostile }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extraPlayer' as const), copyOf: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('dropSeat' as const), at: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('extraSeat' as const) }) },
);

type Damaged = { data: Json; seats: SeatRecord[]; log: string[] };
const shown = (v: unknown) => (v === DELETE ? 'deleted' : (JSON.stringify(v) ?? String(v)).slice(0, 60));

/** Applies one damage to `{ data, seats }` and notes what it did, for the failure message. */
function applyDamage(s: Damaged, d: Damage): Damaged {
  if (d.kind === 'set') {
    const all = paths(s.data);
    const at = all[d.at % all.length]!;
    return { ...s, data: setAt(s.data, at, d.value), log: [...s.log, `data.${at.join('.')} = ${shown(d.value)}`] };
  }
  if (d.kind === 'dropSeat') {
    if (s.seats.length < 2) return s;
    const gone = s.seats[d.at % s.seats.length]!;
    return { ...s, seats: s.seats.filter((x) => x !== gone), log: [...s.log, `seat ${gone.id} dropped`] };
  }
  if (d.kind === 'extraSeat') return { ...s, seats: [...s.seats, { id: 'zz-seat', name: 'Zoya', color: '#7d3c98' }], log: [...s.log, 'seat added'] };
  const root = s.data as { players?: unknown };
  if (!root || typeof root !== 'object' || !Array.isArray(root.players) || root.players.length === 0) return s;
  const copy = root.players[d.copyOf % root.players.length];
  const extra = copy && typeof copy === 'object' && !Array.isArray(copy) ? { ...copy, id: 'zz-extra' } : copy;
  return { ...s, data: { ...root, players: [...root.players, extra] }, log: [...s.log, 'player added to data'] };
}

/** Inputs of a game's accepted test vectors (the refused ones are damaged on purpose already). */
export function vectorInputs(game: string): Json[] {
  return readdirSync(`test/vectors/${game}`)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(`test/vectors/${game}/${f}`, 'utf8')) as { input: Json; expected: { totals?: unknown } })
    .filter((v) => v.expected.totals !== undefined)
    .map((v) => v.input);
}

const COLORS = ['#c0392b', '#2471a3', '#229954', '#d68910', '#7d3c98', '#17202a'];
/** Seats named after the ids of the input's players ("Player a"). */
export function seatsOf(input: Json): SeatRecord[] {
  const players = (input as { players?: unknown[] }).players ?? [];
  return players.map((p, i) => {
    const id = String((p as { id?: unknown }).id);
    return { id, name: `Seat ${id}`, color: COLORS[i % COLORS.length]! };
  });
}

/** What a fuzzed screen is checked with. */
export interface ScreenUnderFuzz {
  game: string;
  /** The i18next namespace of the game's strings (none for the pad). */
  ns?: string;
  Screen: ComponentType<{ sessionId: string }>;
  /** Valid saved inputs to start from. */
  inputs: Json[];
  /** The session's seats for an input (default: one per input player, named after its id). */
  seats?: (input: Json) => SeatRecord[];
  /** What the screen scores (the game's scorer, or the sheet's own reading of it), to know whether it must show a refusal. */
  score: (data: Json, seats: SeatRecord[]) => Result<unknown>;
}

/** Starts i18next in English with the real lazy loader, the screens' common strings and the game's namespace. */
export async function startI18n(ns?: string): Promise<void> {
  await initI18n('en');
  await ensureScreenStrings();
  if (ns) await ensureNamespace(ns);
}

/** Renders until the screen stops changing and nothing is loading (or ~2 s have passed). */
export async function settle(root: HTMLElement): Promise<void> {
  let last = '';
  let same = 0;
  for (let i = 0; i < 400 && same < 3; i++) {
    await act(() => new Promise<void>((r) => setTimeout(r, 5)));
    const html = root.innerHTML;
    same = html === last && !root.querySelector('[aria-busy="true"]') ? same + 1 : 0;
    last = html;
  }
}

/** Text a player should never see: a raw code or i18n key, an unfilled template, a number that is not one. */
const GARBAGE = [
  /ERR_[A-Z_]/,
  /\{\{/,
  /\bNaN\b/,
  /\bundefined\b/,
  /\[object Object\]/,
  /Infinity/,
  /\b(colours|characters|scoreUi|errors|fields|sheet|cards|categories|variants)\.[A-Za-z0-9]/,
];

/** Saves one score session and renders its screen in the error boundary; returns the text once it settles. */
export async function renderSaved(
  game: string,
  Screen: ComponentType<{ sessionId: string }>,
  data: Json,
  seats: SeatRecord[],
  root: HTMLElement,
): Promise<string> {
  const session = await saveSession(newSession({ game, kind: 'score', title: '', players: seats, data }));
  await act(async () =>
    render(
      <ErrorBoundary resetKey={session.id}>
        <Screen sessionId={session.id} />
      </ErrorBoundary>,
      root,
    ),
  );
  await settle(root);
  return root.textContent ?? '';
}

/** The seat a refusal path points at ("players.2…" or "rounds.0.players.<id>…"), if it is one of the session's seats. */
function seatNamedBy(data: Json, seats: SeatRecord[], path: string | undefined): SeatRecord | undefined {
  const byIndex = /^players\.(\d+)\b/.exec(path ?? '');
  const byKey = /^rounds\.\d+\.players\.([^.]+)/.exec(path ?? '');
  const list = (data as { players?: unknown })?.players;
  const id = byIndex ? (Array.isArray(list) ? (list[Number(byIndex[1])] as { id?: unknown } | undefined)?.id : undefined) : byKey?.[1];
  return seats.find((s) => s.id === id);
}

/** Runs the property: `runs` damaged sessions, each rendered and read. Returns how many the scorer refused. */
/**
 * The fast-check seed of one game's fuzz: FC_SEED when set (to replay a failure), else fixed per
 * game id, so a run is the same on every machine and a failure names the seed that reproduces it.
 */
export function fuzzSeed(game: string): number {
  if (process.env.FC_SEED) return Number(process.env.FC_SEED);
  let h = 2166136261;
  for (let i = 0; i < game.length; i++) h = Math.imul(h ^ game.charCodeAt(i), 16777619);
  return (h >>> 0) % 100000;
}

export async function fuzzScoreScreen(c: ScreenUnderFuzz, root: HTMLElement, runs: number): Promise<{ refused: number; total: number }> {
  const crash = t('errors.crashTitle');
  let refused = 0;
  let total = 0;
  await fc
    .assert(
      fc.asyncProperty(fc.nat({ max: c.inputs.length - 1 }), fc.array(damage, { minLength: 1, maxLength: 3 }), async (which, damages) => {
        const base = c.inputs[which]!;
        const start: Damaged = { data: structuredClone(base), seats: (c.seats ?? seatsOf)(base), log: [] };
        const { data, seats, log } = damages.reduce(applyDamage, start);
        const session = await saveSession(newSession({ game: c.game, kind: 'score', title: '', players: seats, data }));
        await act(async () =>
          render(
            <ErrorBoundary resetKey={session.id}>
              <c.Screen sessionId={session.id} />
            </ErrorBoundary>,
            root,
          ),
        );
        await settle(root);
        const text = root.textContent ?? '';
        const verdict = c.score(data, seats);
        const where = `${log.join('; ')} (scorer: ${verdict.ok ? 'accepts' : `${verdict.error} at ${verdict.path}`})`;
        expect(text, `crash panel after ${where}`).not.toContain(crash);
        // A refusal may quote the damaged value itself ("“NaN” is not a whole number"): only text the damage did not bring is garbage.
        for (const g of GARBAGE) if (!g.test(log.join(' '))) expect(text, `${g} on screen after ${where}`).not.toMatch(g);
        expect(root.querySelector('img[onerror]'), `saved text became markup after ${where}`).toBeNull();
        total++;
        if (!verdict.ok) {
          refused++;
          // Refused data: the screen says why (a refusal or "still missing"), in words next to the sheet.
          const alerts = [
            ...root.querySelectorAll(
              '[role="alert"], .field-error, [data-testid="still-missing"], [data-testid="missing"], [data-testid="cannot-score"], [data-testid="problem"], [data-testid="ask-card-value"]',
            ),
          ];
          const said = alerts.map((e) => e.textContent?.trim() ?? '').filter((s) => /\p{L}{3}/u.test(s));
          expect(said.length, `no refusal in words after ${where}: ${text.slice(0, 300)}`).toBeGreaterThan(0);
          // A refusal about one seated player names them (house rule: every refusal names the player).
          const seat = seatNamedBy(data, seats, verdict.path);
          // The name may stand in the refusal or in the row or panel that holds it ("next to it").
          const around = alerts.map((e) => (e.closest('li, tr, fieldset, [data-testid="problem"]') ?? e).textContent ?? '').join(' ');
          if (seat) expect(around, `refusal without the player's name after ${where}: ${said.join(' | ')}`).toContain(seat.name);
        }
        await act(async () => render(null, root));
      }),
      { numRuns: runs, seed: fuzzSeed(c.game) },
    )
    .catch((e: unknown) => {
      const cause = e instanceof Error && e.cause instanceof Error ? `\n${e.cause.message}` : '';
      throw new Error(
        `${c.game}: score-screen fuzz failed; replay with FC_SEED=${fuzzSeed(c.game)}\n${e instanceof Error ? e.message : String(e)}${cause}`.slice(-3000),
      );
    });
  return { refused, total };
}
