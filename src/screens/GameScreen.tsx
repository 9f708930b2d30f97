import type { ComponentType } from 'preact';
import { useEffect, useState } from 'preact/hooks';
import { findGame } from '../games/registry';
import type { GameManifest } from '../games/types';
import { ensureNamespace } from '../i18n';
import { useT } from '../i18n/useT';
import { ScreenBar } from '../ui/RuleLink';

type Loader<P> = (game: GameManifest) => (() => Promise<ComponentType<P>>) | undefined;

/**
 * Loads a game's strings and one of its screens (both lazy chunks), then hands over. `pick`
 * chooses the manifest loader (score screen, dispute helper, ...). A "Rules" action heads every
 * such screen and opens the rules over it.
 */
export function GameScreen<P extends object>({ id, pick, props }: { id: string; pick: Loader<P>; props: P }) {
  const { t } = useT();
  const game = findGame(id);
  const load = game && pick(game);
  const [Screen, setScreen] = useState<ComponentType<P> | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!load) return;
    let live = true;
    Promise.all([ensureNamespace(id), load()]).then(
      ([, S]) => live && setScreen(() => S),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [id]);
  if (!load) return <p role="alert">{t('app.notFound')}</p>;
  if (failed) return <p role="alert">{t('errors.ERR_CHUNK_LOAD')}</p>;
  if (!Screen) return <p aria-busy="true">{t('app.loading')}</p>;
  return (
    <>
      <ScreenBar game={id} />
      <Screen {...props} />
    </>
  );
}
