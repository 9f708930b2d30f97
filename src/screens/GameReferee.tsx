import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { findGame } from '../games/registry';
import { ensureNamespace } from '../i18n';
import { useT } from '../i18n/useT';

/** Loads a game's strings and its dispute helper (lazy chunks), then hands over. */
export function GameReferee({ id }: { id: string }) {
  const { t } = useT();
  const game = findGame(id);
  const [Screen, setScreen] = useState<ComponentType<Record<string, never>> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!game?.loadRefereeScreen) return;
    let live = true;
    Promise.all([ensureNamespace(id), game.loadRefereeScreen()]).then(
      ([, S]) => live && setScreen(() => S),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!game?.loadRefereeScreen) return <p role="alert">{t('app.notFound')}</p>;
  if (failed) return <p role="alert">{t('errors.ERR_CHUNK_LOAD')}</p>;
  if (!Screen) return <p aria-busy="true">{t('app.loading')}</p>;
  return <Screen />;
}
