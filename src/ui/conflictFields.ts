/**
 * Words for the fields of every game's saved input, for the two-tab clash question: the field
 * names left on a path once the player and the round are named ("won", "red") become the label
 * the game's own sheet uses ("Red cards won"). Each game says which in `src/games/<id>/clash.ts`;
 * a field with no entry reads "a value", never a raw key.
 */
import type { Path } from './rebase';
import { SCORE_PAD } from '../lib/scorePad';
import type { ClashFields } from '../games/types';

/** An i18next key (namespaced) and its params. */
export interface FieldWords {
  key: string;
  params?: Record<string, unknown>;
}

/**
 * Label keys of the score pad (a platform sheet); each game gives its own in `src/games/<id>/clash.ts`
 * (`clashFields`, found by folder), so a new game needs no line here.
 */
const PAD: ClashFields = { labels: { lowestWins: 'common:pad.lowestWins', rounds: 'common:sync.fields.rounds' } };
const gameFields = import.meta.glob<{ clashFields: ClashFields }>('../games/*/clash.ts', { eager: true });
const fieldsOf = (game: string): ClashFields | undefined => (game === SCORE_PAD ? PAD : gameFields[`../games/${game}/clash.ts`]?.clashFields);

/** The longest dotted prefix of `names` that has a label in `table`. */
function longest(table: Record<string, string>, names: string[]): string | undefined {
  for (let n = names.length; n > 0; n--) {
    const key = table[names.slice(0, n).join('.')];
    if (key) return key;
  }
  return undefined;
}

/**
 * The words for the field names left on a clash path (player and round already named), as
 * i18next keys to try in order; the last is always the generic "a value".
 */
export function fieldWords(game: string, rest: Path): FieldWords[] {
  const fallback: FieldWords = { key: 'common:sync.fields.value' };
  if (rest.length === 0) return [];
  const fields = fieldsOf(game);
  const special = fields?.patterned?.(rest);
  const names = rest.filter((k): k is string => typeof k === 'string');
  // Every game's players carry an `id`: the seat the entry belongs to.
  const key = names.length === 1 && names[0] === 'id' ? 'common:sync.fields.player' : longest(fields?.labels ?? {}, names);
  return [...(special ? [special] : []), ...(key ? [{ key }] : []), fallback];
}
