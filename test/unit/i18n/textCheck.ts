/**
 * Text checks for the locale strings (issue 10, point 10): the plural and case slips a machine
 * can catch. Each check takes flat `{ key: text }` entries of one language and returns the
 * offending keys with a reason; text-check.test.ts runs them over locales/ and over known
 * bad and good samples (so each check is shown to be able to fail).
 */

export interface Entry {
  /** `<file>:<key>`, e.g. `common:picker.up`. */
  key: string;
  text: string;
}
export interface Slip {
  key: string;
  why: string;
}

const PLURAL = /_(zero|one|two|few|many|other)$/;
const isPluralKey = (key: string) => PLURAL.test(key);

/** Flattens a locale JSON object into entries (`file:a.b.c`). */
export function flatten(file: string, obj: Record<string, unknown>, prefix = ''): Entry[] {
  return Object.entries(obj).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? flatten(file, v as Record<string, unknown>, `${prefix}${k}.`)
      : typeof v === 'string'
        ? [{ key: `${file}:${prefix}${k}`, text: v }]
        : [],
  );
}

/**
 * Placeholders that hold words, not counts. Everything else is treated as a number, except
 * the ordinal labels ("Round {{round}}", "card no. {{index}}") that never agree with a noun.
 */
const WORDS = new Set([
  'name',
  'names',
  'player',
  'players_names',
  'card',
  'cards_names',
  'colour',
  'lead',
  'trump',
  'field',
  'seat',
  'id',
  'game',
  'move',
  'target',
  'ahead',
  'behind',
  'owner',
  'deck',
  'title',
  'who',
  'what',
  'value_text',
  'section',
  'mode',
  'set',
  'list',
  'quota',
  'used',
  'size',
  'date',
  'time',
  'version',
  'supported',
  'key',
  'a',
  'b',
  'a1',
  'a2',
  'b1',
  'b2',
  'icon',
  'item',
  'winner',
  'leader',
  'bets',
  'kind',
  'step',
  'rule',
]);
// Labels, not amounts: "Round {{round}}", "card no. {{index}}", "tiles worth {{value}}".
const ORDINALS = new Set(['round', 'index', 'place', 'island', 'position', 'step', 'turn', 'number', 'value']);
const isCount = (name: string) => !WORDS.has(name) && !ORDINALS.has(name);

// Russian words that govern the genitive plural for any number above one ("до 4 игроков",
// "не больше 5 карт", "из 3"), so a count after them may stand before a plural noun.
const RU_GENITIVE = /(?:^|[\s(«])(до|из|больше|меньше|более|менее|длиннее|свыше|около|на)\s*$/i;
// Words after a number that do not agree with it: abbreviations and prepositions.
// A number right after one of these nouns is a label ("Раунд {{n}} заполнен"), not an amount.
const RU_LABEL = /(раунд|раунда|остров|острова|ход|хода|карта|карты|взятка|взятки|шаг|круг|№|номер|место)\s*$/i;
const RU_INVARIANT = /^(ПО|с|зол|шт|МБ|КБ|и|из|за|против|на|в|со|до|больше|меньше)$/;

/**
 * 1. Russian: a count followed by a noun outside a plural key ("Сыграно {{cap}} ходов" reads
 * "Сыграно 2 ходов"). Rephrase with the noun first ("Сыграно ходов: {{cap}}") or use plurals.
 */
export function ruCountBeforeNoun(entries: Entry[], allowed: Record<string, string> = {}): Slip[] {
  const out: Slip[] = [];
  for (const e of entries) {
    if (e.key in allowed) continue;
    for (const m of e.text.matchAll(/\{\{(\w+)\}\}\s?([А-Яа-яЁё][А-Яа-яЁё.]*)/g)) {
      // In a plural key `count` picks the form; any other number still needs its own care.
      if (!isCount(m[1]!) || (m[1] === 'count' && isPluralKey(e.key)) || RU_INVARIANT.test(m[2]!.replace(/\.$/, ''))) continue;
      const before = e.text.slice(0, m.index);
      if (RU_GENITIVE.test(before) || RU_LABEL.test(before)) continue;
      out.push({ key: e.key, why: `«${m[0]}»: a number before a noun needs _one/_few/_many forms` });
    }
  }
  return out;
}

// Verbs and prepositions after which Russian declines the name ("Убрать Аню", "у Бориса").
const RU_DECLINING = [
  'убрать',
  'удалить',
  'поднять',
  'опустить',
  'переименовать',
  'выбрать',
  'у',
  'для',
  'от',
  'без',
  'до',
  'к',
  'о',
  'об',
  'с',
  'со',
  'про',
  'против',
  'ход',
  'очередь',
  'очки',
  'победа',
];
const NAME_LIKE = /^(name|names|player|winner|leader|who|seat|owner)$/;

/**
 * 2. Russian: a name placeholder right after a word that needs it declined («Убрать {{name}}»
 * reads «Убрать Аня»). Rephrase so the name stands alone: «Убрать: {{name}}», «{{name}}: ход».
 */
export function ruNameNeedsCase(entries: Entry[]): Slip[] {
  const re = new RegExp(`(?:^|[\\s«(—-])(${RU_DECLINING.join('|')})\\s+\\{\\{(\\w+)\\}\\}`, 'giu');
  return entries.flatMap((e) =>
    [...e.text.matchAll(re)].filter((m) => NAME_LIKE.test(m[2]!)).map((m) => ({ key: e.key, why: `«${m[0].trim()}»: the name would need a declined form` })),
  );
}

// English: "1 inventory cards". A count directly before a plural noun (or adjective + noun).
const EN_VERBS = new Set([
  'is',
  'has',
  'was',
  'takes',
  'leads',
  'lands',
  'plays',
  'passes',
  'makes',
  'gets',
  'goes',
  'wins',
  'lays',
  'bids',
  'copies',
  'uses',
  'pays',
  'needs',
  'does',
  'its',
  'this',
  'his',
  'as',
  'us',
]);

/**
 * 3. English: a count before a plural noun outside a plural key. Limits named `min`/`max` are
 * never 1 in any game here, so "at most {{max}} cells" passes; anything else needs _one/_other.
 */
export function enCountBeforePlural(entries: Entry[], allowed: Record<string, string> = {}): Slip[] {
  const out: Slip[] = [];
  for (const e of entries) {
    if (e.key in allowed) continue;
    for (const m of e.text.matchAll(/\{\{(\w+)\}\}((?:\s[a-z-]+){1,2})/g)) {
      const name = m[1]!;
      if (!isCount(name) || name === 'min' || name === 'max' || (name === 'count' && isPluralKey(e.key))) continue;
      const words = m[2]!.trim().split(/\s+/);
      const plural = words.findIndex((w) => /[^s]s$/.test(w) && !EN_VERBS.has(w));
      // "{{n}} cards" or "{{n}} inventory cards" (an adjective/noun before the plural noun).
      if (plural === 0 || (plural === 1 && !EN_VERBS.has(words[0]!) && !/^(to|of|in|on|at|and|or|the|a|an|for|from)$/.test(words[0]!))) {
        out.push({ key: e.key, why: `"${m[0]}": reads "1${m[2]}" for one; use _one/_other or put the noun first` });
      }
    }
  }
  return out;
}

/** 4. The brand: «Столик» (declined as a noun) in Russian text, "Stolik" in English. */
export function brandSlips(lang: 'ru' | 'en', entries: Entry[]): Slip[] {
  const wrong = lang === 'ru' ? /stolik/i : /Столик|Stolík|STOLIK|stolik(?<!Stolik)/;
  return entries
    .filter((e) => wrong.test(e.text))
    .map((e) => ({ key: e.key, why: lang === 'ru' ? 'brand in Russian text is «Столик»' : 'brand in English is "Stolik"' }));
}

/** 5. One word for a finished game: «закончена» and «завершена» never both. */
export function finishedTwoWays(entries: Entry[]): Slip[] {
  // Issue 20, point 15: one pair of words for a game that is over, «Партия окончена»; the
  // adjective «законченные партии» (Statistics) is a different form and stays.
  const short = /(^|[^а-яё])законч[её]н[аоы]?([^а-яё]|$)/i;
  return entries.flatMap((e) =>
    /заверш[её]н/i.test(e.text)
      ? [{ key: e.key, why: '«завершена» where the app says «окончена»' }]
      : short.test(e.text)
        ? [{ key: e.key, why: '«закончена» where the app says «окончена»' }]
        : /игра окончена/i.test(e.text)
          ? [{ key: e.key, why: '«игра окончена» where the app says «партия окончена»' }]
          : [],
  );
}
