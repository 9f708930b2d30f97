/**
 * A guest phone's table: the game's own board, drawn from its seat's view alone (guestGame.ts),
 * the turn line, who is away, the host's refusals in words and, at the end, the result. The
 * board never sees another seat's view: the host never sent one.
 */
import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { findGame } from '../../../games/registry';
import type { PlayScreenProps } from '../../../games/types';
import { ensureNamespace } from '../../../i18n';
import { useT } from '../../../i18n/useT';
import { Breakdown } from '../../../ui/score/Breakdown';
import { MoveLog } from '../../MoveLog';
import { failureText } from '../../messages';
import { PlayContext } from '../../usePlayGame';
import type { BoardScreen } from '../../PlayTable';
import type { GuestLink } from '../guestLink';
import { guestGame } from './guestGame';
import { useFullHeight } from '../../useFullHeight';
import { pairingError } from './words';
// The table's own styles (the full-screen board, its sheets and toasts): a guest that went
// straight to "Join a table" never loads PlayTable, which imports them on the host.
import '../../table.css';

/** `onRejoin`: back to the join screen, to scan the host's new code (the host's phone reloaded). */
export function GuestBoard({ link, onRejoin }: { link: GuestLink; onRejoin(): void }) {
  const g = link.table!;
  const { t } = useT([g.game, 'play']);
  const [Screen, setScreen] = useState<BoardScreen | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  // The board ends at the screen's bottom under whatever status lines sit above it (away, host lost).
  const fullRef = useFullHeight(Screen?.layout === 'table');
  useEffect(() => {
    const game = findGame(g.game);
    if (!game?.loadPlayScreen) return setFailed('ERR_UNKNOWN_GAME');
    let live = true;
    Promise.all([ensureNamespace(g.game), game.loadPlayScreen()]).then(
      ([, S]) => live && setScreen(() => S as ComponentType<PlayScreenProps> as BoardScreen),
      () => live && setFailed('ERR_CHUNK_LOAD'),
    );
    return () => {
      live = false;
    };
  }, [g.game]);
  if (failed) return <p role="alert">{failed === 'ERR_CHUNK_LOAD' ? t('common:errors.ERR_CHUNK_LOAD') : pairingError(t, failed)}</p>;
  if (!Screen) return <p aria-busy="true">{t('common:app.loading')}</p>;
  const play = guestGame(g, link);
  const name = (seat: number | null) => (seat === null ? '' : (play.players[seat]?.name ?? ''));
  const away = g.seats.filter((s) => s.kind === 'guest' && s.away).map((s) => s.name);
  const takenOver = g.refusal === 'ERR_SEAT_TAKEN_OVER';
  const host = g.seats.find((s) => s.kind === 'host')?.name;
  const status = (
    <>
      {link.again && (
        <p role="status" class="hint" data-testid="new-game">
          {host ? t('play:tables.newGame', { host }) : t('play:tables.newGameNoHost')}
        </p>
      )}
      {link.status === 'lost' && (
        <div role="alert" class="field-error" data-testid="host-lost">
          <p>{t('play:tables.hostLost')}</p>
          <button type="button" onClick={onRejoin} data-testid="scan-again">
            {t('play:tables.scanAgain')}
          </button>
        </div>
      )}
      {away.length > 0 && (
        <p class="hint" data-testid="away">
          {t('play:tables.awayLine', { names: away.join(', '), count: away.length })}
        </p>
      )}
      {play.error && !takenOver && (
        <p role="alert" class="field-error" data-testid="play-error">
          {failureText(t, g.game, play.error)}
        </p>
      )}
    </>
  );
  if (takenOver)
    return (
      <section aria-labelledby="taken-over-h">
        <h1 id="taken-over-h">{t('play:tables.takenOverTitle')}</h1>
        <p role="alert" class="panel" data-testid="taken-over">
          {t('play:tables.takenOver')}
        </p>
      </section>
    );
  if (play.outcome) {
    const first = (play.outcome.result.ranking[0] ?? []).map((id) => play.players.find((p) => p.id === id)?.name ?? id);
    return (
      <section aria-labelledby="result-h" data-testid="result">
        <h1 id="result-h">{t('play:result.title')}</h1>
        <p class="leader" data-testid="winners">
          {t('play:result.winners', { count: first.length, names: first.join(', ') })}
        </p>
        <Breakdown game={g.game} seats={play.players} result={play.outcome.result} words={Screen.rowWords} />
        {link.kept && (
          <p class="hint" data-testid="kept-in-history">
            {t('play:tables.keptInHistory')}
          </p>
        )}
        <MoveLog game={g.game} players={play.players} log={play.log} />
      </section>
    );
  }
  const board = (
    <PlayContext.Provider value={play}>
      <Screen sessionId={g.table} />
    </PlayContext.Provider>
  );
  if (Screen.layout === 'table')
    return (
      <>
        {/* The board runs from edge to edge: the lines above it keep the page's margin. */}
        <div class="guest-status">{status}</div>
        <div class="play-full" ref={fullRef}>
          <h1 class="sr-only">{t(`common:games.${g.game}.name`)}</h1>
          {board}
        </div>
      </>
    );
  return (
    <>
      <h1>{t(`common:games.${g.game}.name`)}</h1>
      {status}
      <p role="status" data-testid="turn">
        {g.toMove === g.seat ? t('play:tables.yourTurn') : g.toMove !== null ? t('play:table.turn', { name: name(g.toMove) }) : ''}
      </p>
      {board}
      <MoveLog game={g.game} players={play.players} log={play.log} />
    </>
  );
}
