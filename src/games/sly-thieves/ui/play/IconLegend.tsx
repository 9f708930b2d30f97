/** What the advanced icons do, folded under the board, each with its rules section. */
import { useT } from '../../../../i18n/useT';
import { ICON_RULE_ANCHOR, TILE_ICONS } from '../../data/tiles';
import { IconGlyph } from './Symbols';
import { RuleLink } from '../../../../ui/RuleLink';
import { manifest } from '../../index';

const GAME = manifest.id;

/** A list of the five icons as drawn on the board, their effect and a link to the rules. */
export function IconLegend() {
  const { t } = useT(GAME);
  return (
    <details class="panel sly-legend">
      <summary>{t('play.legend')}</summary>
      <ul>
        {TILE_ICONS.map((icon) => (
          <li key={icon}>
            <svg viewBox="-2.6 -2.6 5.2 5.2" width="28" height="28" aria-hidden="true">
              <IconGlyph icon={icon} x={0} y={0} />
            </svg>
            <RuleLink game={GAME} anchor={ICON_RULE_ANCHOR[icon]}>
              {t(`icons.${icon}`)}
            </RuleLink>
          </li>
        ))}
      </ul>
    </details>
  );
}
