/** Each mode's rules, looked up by the core whenever it leaves the trick phase. */
import type { ModeRules } from '../mode';
import type { PlayMode } from '../types';
import { rules as iAmKing } from './i-am-king';
import { rules as team } from './team';
import { rules as emperor } from './emperor';
import { rules as standard } from './standard';

/** Each mode's rules outside the trick phase. */
export const MODE_RULES: Readonly<Record<PlayMode, ModeRules>> = { 'i-am-king': iAmKing, team, emperor, standard };
