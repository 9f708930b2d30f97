import type { ComponentType } from 'preact';
import { useEffect, useMemo, useState } from 'preact/hooks';
import { findGame } from '../games/registry';
import type { Engine, GameManifest, PlayScreenProps } from '../games/types';
import { ensureNamespace } from '../i18n';
import { useT } from '../i18n/useT';
import { ScreenBar } from '../ui/RuleLink';
import { SessionGuard } from '../ui/SessionGuard';
import { createWorkerBotRunner } from './botClient';
import { PlayNew } from './PlayNew';
import { PlayTable } from './PlayTable';
import type { PlaySetup } from './types';

/** A manifest that may also offer play-setup options (see README: `loadPlaySetup`). */
type PlayManifest = GameManifest & { loadPlaySetup?: () => Promise<PlaySetup> };

interface Loaded {
  engine: Engine<unknown, unknown, unknown>;
  Screen: ComponentType<PlayScreenProps>;
  setup: PlaySetup | null;
}

/**
 * The play route (`#/game/<id>/play[/<sessionId>]`): loads the game's strings, engine, board
 * and options (lazy chunks), then shows the setup for a new game or the table of a saved one.
 */
export function PlayShell({ id, sessionId }: { id: string; sessionId?: string }) {
  const { t } = useT();
  const game = findGame(id) as PlayManifest | undefined;
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [failed, setFailed] = useState(false);
  const runner = useMemo(() => createWorkerBotRunner(), []);
  useEffect(() => () => runner.dispose(), [runner]);
  useEffect(() => {
    if (!game?.loadEngine || !game.loadPlayScreen) return;
    let live = true;
    Promise.all([ensureNamespace(id), ensureNamespace('play'), game.loadEngine(), game.loadPlayScreen(), game.loadPlaySetup?.() ?? null]).then(
      ([, , engine, Screen, setup]) => live && setLoaded({ engine, Screen, setup: setup as PlaySetup<unknown> | null }),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!game?.loadEngine || !game.loadPlayScreen) return <p role="alert">{t('app.notFound')}</p>;
  if (failed) return <p role="alert">{t('errors.ERR_CHUNK_LOAD')}</p>;
  if (!loaded) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <>
      <ScreenBar game={id} />
      {sessionId ? (
        <SessionGuard key={sessionId} sessionId={sessionId} route={{ game: id, kind: 'play' }}>
          <PlayTable game={id} engine={loaded.engine} sessionId={sessionId} Screen={loaded.Screen} runner={runner} />
        </SessionGuard>
      ) : (
        <PlayNew game={id} engine={loaded.engine} setup={loaded.setup} players={game.players} />
      )}
    </>
  );
}
