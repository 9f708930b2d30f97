import type { MarketCard } from './types';

/** Deck A: the 16 cheap cards that open the market (13 stay in a game). */
export const DECK_A: readonly MarketCard[] = [
  {
    id: 'alchemical-lab', deck: 'A', cost: ['red', 'red'], icons: ['wand'], vp: 0,
    name: { ru: 'Лаборатория алхимика', en: 'Alchemical Lab' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш красный кубик можно повернуть на белый, синий или зелёный камень.',
      en: 'Once a turn while buying: turn one of your red dice to white, blue or green.',
    },
  },
  {
    id: 'bondsman', deck: 'A', cost: ['red', 'red'], icons: ['henchman'], vp: 0,
    name: { ru: 'Помощник', en: 'Bondsman' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш красный кубик можно повернуть на мешок.',
      en: 'Once a turn while buying: turn one of your red dice to the bag.',
    },
  },
  {
    id: 'coercion-coordinator', deck: 'A', cost: ['blue'], icons: ['henchman'], vp: 0,
    name: { ru: 'Опытный палач', en: 'Coercion Coordinator' },
    effect: {
      ru: 'Раз за ход при покупках: отдайте синий кубик и получите жетон дурной славы.',
      en: 'Once a turn while buying: give up a blue die for one notoriety token.',
    },
  },
  {
    id: 'corrupt-official', deck: 'A', cost: ['white'], icons: ['henchman'], vp: 0,
    name: { ru: 'Взяточник', en: 'Corrupt Official' },
    effect: {
      ru: 'Есть белый кубик в итоговой добыче — можете купить ещё одну карту за полную цену.',
      en: 'With a white die in your final loot, you may buy one more card at full price.',
    },
  },
  {
    id: 'disgruntled-minion', deck: 'A', cost: ['red'], icons: ['henchman'], vp: 0,
    name: { ru: 'Безработный громила', en: 'Disgruntled Minion' },
    effect: {
      ru: 'Есть красный кубик в итоговой добыче — можете купить ещё одну карту за полную цену.',
      en: 'With a red die in your final loot, you may buy one more card at full price.',
    },
  },
  {
    id: 'fence', deck: 'A', cost: ['white', 'white'], icons: ['henchman'], vp: 0,
    name: { ru: 'Скупщик краденного', en: 'Fence' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш белый кубик можно повернуть на мешок.',
      en: 'Once a turn while buying: turn one of your white dice to the bag.',
    },
  },
  {
    id: 'glamer', deck: 'A', cost: ['blue', 'blue'], icons: ['wand'], vp: 0,
    name: { ru: 'Заклятие', en: 'Glamer' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш синий кубик можно повернуть на белый, зелёный или красный камень.',
      en: 'Once a turn while buying: turn one of your blue dice to white, green or red.',
    },
  },
  {
    id: 'guy-in-a-trenchcoat', deck: 'A', cost: ['blue'], icons: ['henchman'], vp: 0,
    name: { ru: 'Тип в плаще', en: 'Guy in a Trenchcoat' },
    effect: {
      ru: 'Есть синий кубик в итоговой добыче — можете купить ещё одну карту за полную цену.',
      en: 'With a blue die in your final loot, you may buy one more card at full price.',
    },
  },
  {
    id: 'local-celebrity', deck: 'A', cost: ['white'], icons: ['henchman'], vp: 0,
    name: { ru: 'Местная знаменитость', en: 'Local Celebrity' },
    effect: {
      ru: 'Раз за ход при покупках: отдайте белый кубик и получите жетон дурной славы.',
      en: 'Once a turn while buying: give up a white die for one notoriety token.',
    },
  },
  {
    id: 'nearby-safehouse', deck: 'A', cost: ['green'], icons: ['hideout'], vp: 0,
    endScoring: { kind: 'hideout', withOne: 1, withMore: 2 },
    name: { ru: 'Близкое убежище', en: 'Nearby Safehouse' },
    effect: {
      ru: 'В конце игры: 1 очко, если это ваше единственное убежище, и 2, если убежищ у вас два или больше.',
      en: 'Game end: 1 point if it is your only hideout, 2 if you have two or more hideouts.',
    },
  },
  {
    id: 'necklace', deck: 'A', cost: ['white', 'white'], icons: ['finery'], vp: 2,
    name: { ru: 'Колье', en: 'Necklace' },
    effect: { ru: '2 очка в конце игры.', en: '2 points at the end of the game.' },
  },
  {
    id: 'pawnbroker', deck: 'A', cost: ['green', 'green'], icons: ['henchman'], vp: 0,
    name: { ru: 'Ростовщик', en: 'Pawnbroker' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш зелёный кубик можно повернуть на мешок.',
      en: 'Once a turn while buying: turn one of your green dice to the bag.',
    },
  },
  {
    id: 'philosophers-stone', deck: 'A', cost: ['green', 'green'], icons: ['wand'], vp: 0,
    name: { ru: 'Философский камень', en: "Philosopher's Stone" },
    effect: {
      ru: 'Раз за ход при покупках: один ваш зелёный кубик можно повернуть на белый, синий или красный камень.',
      en: 'Once a turn while buying: turn one of your green dice to white, blue or red.',
    },
  },
  {
    id: 'public-relations-expert', deck: 'A', cost: ['green'], icons: ['henchman'], vp: 0,
    name: { ru: 'Зазывала', en: 'Public Relations Expert' },
    effect: {
      ru: 'Раз за ход при покупках: отдайте зелёный кубик и получите жетон дурной славы.',
      en: 'Once a turn while buying: give up a green die for one notoriety token.',
    },
  },
  {
    id: 'shadowy-hood', deck: 'A', cost: ['blue', 'blue'], icons: ['wand'], vp: 2,
    name: { ru: 'Глаз-невидимка', en: 'Shadowy Hood' },
    effect: { ru: '2 очка в конце игры.', en: '2 points at the end of the game.' },
  },
  {
    id: 'tailor', deck: 'A', cost: ['red'], icons: ['henchman'], vp: 0,
    name: { ru: 'Портной', en: 'Tailor' },
    effect: {
      ru: 'Раз за ход при покупках: отдайте красный кубик и получите жетон дурной славы.',
      en: 'Once a turn while buying: give up a red die for one notoriety token.',
    },
  },
];
