import { useT } from '../i18n/useT';
import type { GameManifest } from '../games/types';
import { href } from '../nav/router';
import './GameCard.css';

/** One game on the home screen: its name, player count and the parts it offers today. */
export function GameCard({ game }: { game: GameManifest }) {
  const { t } = useT();
  return (
    <li class="game-card" style={{ borderColor: game.accent }}>
      <a class="game-link" href={href({ name: 'game', id: game.id })}>
        <span class="game-name">{t(`games.${game.id}.name`)}</span>
        <span class="small">{t(`games.${game.id}.tagline`)}</span>
      </a>
      <span class="small">{t('home.players', { min: game.players.min, count: game.players.max })}</span>
      {game.parts.length > 0 && (
        <span class="parts">
          {game.parts.map((p) => (
            <a key={p} class="badge" href={href(p === 'play' ? { name: 'game', id: game.id } : { name: p, id: game.id })}>
              {t(`parts.${p}`)}
            </a>
          ))}
        </span>
      )}
    </li>
  );
}
