import { findGame } from '../../games/registry';
import type { ScoreUnit } from '../../games/types';

/** The unit a game's totals count in (points unless its manifest says gold or coins). */
export const unitOf = (game: string): ScoreUnit => findGame(game)?.unit ?? 'points';

/** The i18n key of an amount in that unit, with plural forms: `common:table.<unit>`. */
export const unitKey = (unit: ScoreUnit): string => `common:table.${unit}`;
