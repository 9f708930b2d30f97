import type { ComponentType } from 'preact';
import { useRef, useState } from 'preact/hooks';
import { sessionHref } from '../nav/sessionLink';
import { href } from '../nav/router';
import type { Engine, PlayScreenProps } from '../games/types';
import { useT } from '../i18n/useT';
import type { Failure } from '../lib/result';
import { CurtainHoldContext, type CurtainHold } from './curtainHold';
import { failureText, replaceHash } from './messages';
import { MoveLog } from './MoveLog';
import { PassCurtain } from './PassCurtain';
import { PlayResult, type ResultTeams } from './PlayResult';
import type { RowWords } from '../ui/score/Breakdown';
import { createPlaySession } from './playSession';
import type { BotRunner, PlayData, PlayGame } from './types';
import { PlayContext, useTable } from './usePlayGame';
import { useHostLink } from './tables/useHostLink';
import { Lazy } from '../nav/Lazy';
import { useFullHeight } from './useFullHeight';
import './table.css';

/** The host's pairing panel: a lazy chunk, loaded only at a table with seats on other phones. */
const loadHostPanel = () => import('./tables/ui/HostPanel').then((m) => m.HostPanel);

/**
 * A game's board. Optional statics: `layout: 'table'` = the board fills the screen below the top
 * bar and draws its own turn line, undo and log (a card table); `holdsCurtain` = after its own
 * person's move the board may finish showing something before the curtain or the result
 * (see curtainHold.ts); `resultTeams` = teams for the result, from the final state; `rowWords` = the result rows' words.
 */
export type BoardScreen = ComponentType<PlayScreenProps> & {
  layout?: 'table';
  holdsCurtain?: boolean;
  resultTeams?: (state: unknown) => ResultTeams | null;
  /** Words for the result's breakdown rows (seat ids in params as names, colours translated). */
  rowWords?: RowWords;
};

interface PlayTableProps {
  game: string;
  engine: Engine<unknown, unknown, unknown>;
  sessionId: string;
  /** The game's board, drawn from `usePlayGame()`. */
  Screen: BoardScreen;
  runner: BotRunner;
  botPauseMs?: number;
}

/** A game in progress: the curtain or the game's board, whose turn, undo, the log; then the result. */
export function PlayTable({ game, engine, sessionId, Screen, runner, botPauseMs = 350 }: PlayTableProps) {
  const { t } = useT(game);
  const { controller, snapshot: s, playGame: g } = useTable({ game, engine, sessionId, runner, botPauseMs });
  const [againFailed, setAgainFailed] = useState<Failure | null>(null);
  // One "Play again" at a time: a second tap must not start (and hand the phones to) a second game.
  const againFrom = useRef<string | null>(null);
  // The board was on screen at the last render, and the log length a hold belongs to (-1: let go).
  const boardShown = useRef(false);
  const hold = useRef<number | null>(null);
  const [, redraw] = useState(0);
  const fullRef = useFullHeight(Screen.layout === 'table');
  // A table across phones: this phone hosts; the link lives as long as this screen.
  const link = useHostLink(controller, engine, game, sessionId, s?.seats.some((x) => x.phone) ?? false);
  const phones = link && <Lazy load={loadHostPanel} props={{ link }} />;
  if (s?.status === 'failed') {
    return (
      <section class="panel" role="alert">
        <p>{failureText(t, game, s.loadError!)}</p>
        <a class="button" href={href({ name: 'game', id: game })}>
          {t('play:result.gameHome', { game: t(`common:games.${game}.name`) })}
        </a>
      </section>
    );
  }
  if (!controller || !s || !g) return <p aria-busy="true">{t('common:app.loading')}</p>;
  const name = (seat: number | null) => (seat === null ? '' : (g.players[seat]?.name ?? ''));
  const full = Screen.layout === 'table';
  const heading = <h1 class={full ? 'sr-only' : undefined}>{t(`common:games.${game}.name`)}</h1>;

  // After its own person's move the board may keep the screen until it lets go (curtainHold.ts).
  // The held board is drawn in the same tree as the live one, so it keeps its state.
  const boardTree = (value: PlayGame, held: CurtainHold | null) => (
    <CurtainHoldContext.Provider value={held}>
      <PlayContext.Provider value={value}>
        <Screen sessionId={sessionId} />
      </PlayContext.Provider>
    </CurtainHoldContext.Provider>
  );
  const due = s.curtain !== null || g.outcome !== null;
  if (!due) hold.current = null;
  else if (hold.current === null) hold.current = full && Screen.holdsCurtain && boardShown.current && s.viewer !== null ? g.log.length : -1;
  if (due && hold.current === g.log.length && s.viewer !== null && s.state !== null) {
    const release = () => {
      hold.current = -1;
      redraw((n) => n + 1);
    };
    const held: PlayGame = { ...g, view: engine.view(s.state, s.viewer), legalMoves: [], canUndo: false };
    // The same shape as the live board below (phones panel, then the board), so the board keeps its state.
    return (
      <>
        {phones}
        <div class="play-full" ref={fullRef}>
          {heading}
          {boardTree(held, { next: g.outcome ? 'result' : 'curtain', release })}
        </div>
      </>
    );
  }
  boardShown.current = false;

  if (g.outcome) {
    const again = async () => {
      if (againFrom.current === sessionId) return;
      againFrom.current = sessionId;
      const data = s.session!.data as PlayData;
      const created = await createPlaySession({ game, engine, players: g.players, seats: g.seats, config: data.config });
      if (!created.ok) {
        againFrom.current = null;
        setAgainFailed(created);
        return;
      }
      // A table across phones: the guests' phones follow to the new game with their seats, no scan.
      await link?.carry(created.value.id);
      replaceHash(sessionHref(created.value));
    };
    const teams = s.state !== null ? (Screen.resultTeams?.(s.state) ?? null) : null;
    // The people on their own phones: "Play again" keeps them at this table (hostAgain.ts).
    const onPhones = link ? link.table.seats.flatMap((x) => (x.kind === 'guest' ? [x.name] : [])) : [];
    return (
      <>
        <h1>{t(`common:games.${game}.name`)}</h1>
        <PlayResult
          game={game}
          players={g.players}
          seats={g.seats}
          outcome={g.outcome}
          teams={teams}
          hints={g.hints}
          finishedAt={s.session!.updatedAt}
          session={s.session!}
          onAgain={() => void again()}
          words={Screen.rowWords}
        />
        {onPhones.length > 0 && (
          <p class="small" data-testid="again-phones">
            {t('play:result.againPhones', { names: onPhones.join(', ') })}
          </p>
        )}
        {againFailed && (
          <p role="alert" class="field-error">
            {failureText(t, game, againFailed)}
          </p>
        )}
        <MoveLog game={game} players={g.players} log={g.log} />
      </>
    );
  }
  const undoButton = g.canUndo && (
    <button type="button" onClick={() => void g.undo()} disabled={g.busy} data-testid="undo">
      {t('play:table.undo', { name: name(g.undoSeat) })}
    </button>
  );
  if (s.curtain !== null) {
    const undo = g.canUndo ? { player: g.players[g.undoSeat!]!, onUndo: () => void g.undo(), disabled: g.busy } : undefined;
    return (
      <>
        {heading}
        {phones}
        <PassCurtain player={g.players[s.curtain]!} onReveal={() => controller.reveal(s.curtain!)} undo={undo} />
        {/* A tap refused as stale lands here (the newer position passed the turn): say why in words. */}
        {g.error && (
          <p role="alert" class="field-error" data-testid="play-error">
            {failureText(t, game, g.error)}
          </p>
        )}
      </>
    );
  }
  boardShown.current = g.seat !== null;
  const board =
    g.seat !== null ? (
      full ? (
        boardTree(g, null)
      ) : (
        <PlayContext.Provider value={g}>
          <Screen sessionId={sessionId} />
        </PlayContext.Provider>
      )
    ) : (
      <p class="hint">{t('play:table.waiting')}</p>
    );
  const error = g.error && (
    <p role="alert" class={`field-error${full ? ' play-toast' : ''}`} data-testid="play-error">
      {failureText(t, game, g.error)}
    </p>
  );
  const retry = s.stalled && (
    <button type="button" class={full ? 'play-toast' : undefined} onClick={() => controller.retry()}>
      {t('play:table.retry')}
    </button>
  );
  if (full) {
    // The board draws the turn line, undo and the log itself; only rare messages float over it.
    return (
      <>
        {phones}
        <div class="play-full" ref={fullRef}>
          {heading}
          {board}
          {error}
          {retry}
        </div>
      </>
    );
  }
  return (
    <>
      {heading}
      {phones}
      <p role="status" data-testid="turn">
        {g.thinking !== null ? t('play:table.thinking', { name: name(g.thinking) }) : g.toMove !== null ? t('play:table.turn', { name: name(g.toMove) }) : ''}
      </p>
      {board}
      {error}
      <div class="actions">
        {undoButton}
        {retry}
      </div>
      <MoveLog game={game} players={g.players} log={g.log} />
    </>
  );
}
