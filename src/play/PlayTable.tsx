import type { ComponentType } from 'preact';
import { useState } from 'preact/hooks';
import { sessionHref } from '../app/sessionLink';
import type { Engine, PlayScreenProps } from '../games/types';
import { useT } from '../i18n/useT';
import type { Failure } from '../lib/result';
import { failureText, replaceHash } from './messages';
import { MoveLog } from './MoveLog';
import { PassCurtain } from './PassCurtain';
import { PlayResult } from './PlayResult';
import { createPlaySession } from './playSession';
import type { BotRunner, PlayData } from './types';
import { PlayContext, useTable } from './usePlayGame';

interface PlayTableProps {
  game: string;
  engine: Engine<unknown, unknown, unknown>;
  sessionId: string;
  /** The game's board, drawn from `usePlayGame()`. */
  Screen: ComponentType<PlayScreenProps>;
  runner: BotRunner;
  botPauseMs?: number;
}

/** A game in progress: the curtain or the game's board, whose turn, undo, the log; then the result. */
export function PlayTable({ game, engine, sessionId, Screen, runner, botPauseMs = 350 }: PlayTableProps) {
  const { t } = useT(game);
  const { controller, snapshot: s, playGame: g } = useTable({ game, engine, sessionId, runner, botPauseMs });
  const [againFailed, setAgainFailed] = useState<Failure | null>(null);
  if (s?.status === 'failed') {
    return (
      <section class="panel" role="alert">
        <p>{failureText(t, game, s.loadError!)}</p>
        <a class="button" href={`#/game/${game}`}>{t('play:result.gameHome')}</a>
      </section>
    );
  }
  if (!controller || !s || !g) return <p aria-busy="true">{t('common:app.loading')}</p>;
  const name = (seat: number | null) => (seat === null ? '' : g.players[seat]?.name ?? '');
  const heading = <h1>{t(`common:games.${game}.name`)}</h1>;

  if (g.outcome) {
    const again = async () => {
      const data = s.session!.data as PlayData;
      const created = await createPlaySession({ game, engine, players: g.players, seats: g.seats, config: data.config });
      if (created.ok) replaceHash(sessionHref(created.value));
      else setAgainFailed(created);
    };
    return (
      <>
        {heading}
        <PlayResult game={game} players={g.players} outcome={g.outcome} finishedAt={s.session!.updatedAt} onAgain={() => void again()} />
        {againFailed && <p role="alert" class="field-error">{failureText(t, game, againFailed)}</p>}
        <MoveLog game={game} players={g.players} log={g.log} />
      </>
    );
  }
  const undoButton = g.canUndo && (
    <button type="button" onClick={() => void g.undo()} disabled={g.busy} data-testid="undo">{t('play:table.undo', { name: name(g.undoSeat) })}</button>
  );
  if (s.curtain !== null) {
    const undo = g.canUndo ? { player: g.players[g.undoSeat!]!, onUndo: () => void g.undo(), disabled: g.busy } : undefined;
    return (
      <>
        {heading}
        <PassCurtain player={g.players[s.curtain]!} onReveal={() => controller.reveal(s.curtain!)} undo={undo} />
      </>
    );
  }
  return (
    <>
      {heading}
      <p role="status" data-testid="turn">
        {g.thinking !== null ? t('play:table.thinking', { name: name(g.thinking) }) : g.toMove !== null ? t('play:table.turn', { name: name(g.toMove) }) : ''}
      </p>
      {g.seat !== null ? (
        <PlayContext.Provider value={g}>
          <Screen sessionId={sessionId} />
        </PlayContext.Provider>
      ) : (
        <p class="hint">{t('play:table.waiting')}</p>
      )}
      {g.error && <p role="alert" class="field-error" data-testid="play-error">{failureText(t, game, g.error)}</p>}
      <div class="actions">
        {undoButton}
        {s.stalled && <button type="button" onClick={() => controller.retry()}>{t('play:table.retry')}</button>}
      </div>
      <MoveLog game={game} players={g.players} log={g.log} />
    </>
  );
}
