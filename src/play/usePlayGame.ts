/**
 * The bridge between a table and a game's play screen. PlayShell runs the table (`useTable`)
 * and provides it; the game's PlayScreen calls `usePlayGame()` and draws `view` for `seat`,
 * offering `legalMoves` and calling `play(move)`. The screen is not even rendered while the
 * pass curtain is up, so another seat's secrets never reach the DOM.
 */
import { createContext } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Engine } from '../games/types';
import { fail } from '../lib/result';
import { useT } from '../i18n/useT';
import { botNamer, seatNames } from '../share/seatNames';
import type { SeatRecord } from '../storage/types';
import { PlayController, type TableSnapshot } from './controller';
import type { BotRunner, PlayGame, SeatSpec } from './types';

/** Provided by PlayShell around the game's PlayScreen. */
export const PlayContext = createContext<PlayGame | null>(null);

/** The hook a game's PlayScreen uses: view, legal moves, play, undo, log, outcome, thinking. */
export function usePlayGame<View = unknown, Move = unknown>(): PlayGame<View, Move> {
  const game = useContext(PlayContext);
  if (!game) throw new Error('usePlayGame() works only inside PlayShell');
  return game as PlayGame<View, Move>;
}

/** The shell's side: runs a controller for the session and derives what `usePlayGame` returns. */
export function useTable<State, Move>(opts: { game: string; engine: Engine<unknown, State, Move>; sessionId: string; runner: BotRunner; botPauseMs?: number }) {
  const { game, engine, sessionId, runner, botPauseMs } = opts;
  const [controller, setController] = useState<PlayController<State, Move> | null>(null);
  const [snapshot, setSnapshot] = useState<TableSnapshot<State> | null>(null);
  const { t, lang } = useT();
  useEffect(() => {
    const c = new PlayController<State, Move>({ game, engine, sessionId, runner, botPauseMs });
    setController(c);
    setSnapshot(c.snapshot);
    const stop = c.subscribe(setSnapshot);
    void c.load();
    return () => {
      stop();
      c.dispose();
    };
  }, [game, engine, sessionId, runner]);

  const playGame = useMemo((): PlayGame<unknown, Move> | null => {
    const s = snapshot;
    if (!controller || !s || s.status !== 'ready' || !s.session || s.state === null) return null;
    const state = s.state;
    const showing = s.curtain === null && s.viewer !== null;
    const myTurn = showing && s.outcome === null && s.toMove === s.viewer;
    const view = showing ? engine.view(state, s.viewer!) : null;
    // The guard turns a throwing view into null (games/guard.ts): the board cannot be drawn, so
    // the table says so, with undo and the move log as the way out, instead of an empty screen.
    const unseen = showing && (view === null || view === undefined) ? fail('ERR_BAD_STATE') : null;
    return {
      game,
      players: shownSeats(s.session.players, s.seats, botNamer(t)),
      seats: s.seats,
      seat: s.viewer,
      toMove: s.toMove,
      view,
      legalMoves: myTurn ? engine.legalMoves(state) : [],
      play: (move: Move) => controller.play(move, s.viewer),
      undo: () => controller.undo(),
      canUndo: s.undo !== null && !s.busy,
      undoSeat: s.undo?.seat ?? null,
      log: s.steps.map((step, index) => ({ ...step, index })),
      outcome: s.outcome,
      thinking: s.thinking,
      busy: s.busy,
      error: s.error ?? unseen,
      hint: () => controller.hint(s.viewer),
      hints: (s.session.data as { hints?: number[] } | null)?.hints,
    };
  }, [controller, snapshot, lang]);

  return { controller, snapshot, playGame };
}

/**
 * The seats as the table shows them: a bot is named in the reader's language from its level and
 * its place among the bots (seatNames), whatever name it was saved under when the game began.
 */
export function shownSeats(players: readonly SeatRecord[], seats: readonly SeatSpec[], botName: ReturnType<typeof botNamer>): SeatRecord[] {
  const names = seatNames(
    players.map((p, i) => ({ ...p, bot: seats[i]?.kind === 'bot' ? seats[i]!.level : undefined })),
    botName,
  );
  return players.map((p, i) => (names[i] === p.name ? p : { ...p, name: names[i]! }));
}
