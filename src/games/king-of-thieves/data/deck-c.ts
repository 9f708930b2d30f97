import type { MarketCard } from './types';

const MAP_SCORING = { kind: 'map', alone: 7, shared: 5 } as const;
const MAP_NAME = { ru: 'Карта сокровищ', en: 'Treasure Map' };
const MAP_TEXT = {
  ru: 'В конце игры: 7 очков, но только 5, если у кого-то другого тоже есть карта с символом карты сокровищ.',
  en: 'Game end: 7 points, but only 5 if another player also has a card with the treasure map icon.',
};
const HAUL_TEXT = {
  ru: 'Когда получаете её, берёте по жетону дурной славы за каждый предмет своей итоговой добычи в этом ходу.',
  en: 'When you gain it, take one notoriety token per object in your final loot this turn.',
};

/** Deck C: the 14 late cards (11 stay in a game); the game ends when this row cannot refill. */
export const DECK_C: readonly MarketCard[] = [
  {
    id: 'big-haul', deck: 'C', cost: ['green', 'blue'], icons: null, vp: 0,
    name: { ru: 'Большой улов', en: 'Big Haul' }, effect: HAUL_TEXT,
  },
  {
    id: 'collecting-golem', deck: 'C', cost: ['white', 'white', 'red'], icons: ['wand'], vp: 0,
    endScoring: { kind: 'golem', perPair: 3 },
    name: { ru: 'Голем-кладоискатель', en: 'Collecting Golem' },
    effect: {
      ru: 'В конце игры: 3 очка за каждую пару символов волшебной палочки на ваших картах (голем тоже считается).',
      en: 'Game end: 3 points for every two wand icons on your cards (the golem counts too).',
    },
  },
  {
    id: 'crown', deck: 'C', cost: ['white', 'blue', 'blue'], icons: ['finery'], vp: 6,
    name: { ru: 'Корона', en: 'Crown' },
    effect: { ru: '6 очков в конце игры.', en: '6 points at the end of the game.' },
  },
  {
    id: 'exit-strategy', deck: 'C', cost: ['green', 'white', 'red'], icons: ['scheme'], vp: 0,
    name: { ru: 'План отхода', en: 'Exit Strategy' },
    effect: {
      ru: 'Сколько угодно раз за ход: отдайте монету и возьмите 2 жетона дурной славы.',
      en: 'Any number of times a turn: pay one coin for two notoriety tokens.',
    },
  },
  {
    id: 'fur-coat', deck: 'C', cost: ['blue', 'red'], icons: ['finery'], vp: 4,
    name: { ru: 'Меховое пальто', en: 'Fur Coat' },
    effect: { ru: '4 очка в конце игры.', en: '4 points at the end of the game.' },
  },
  {
    id: 'giant-belt-buckle', deck: 'C', cost: ['red', 'red'], icons: ['finery'], vp: 4,
    name: { ru: 'Гигантская пряжка для ремня', en: 'Giant Belt Buckle' },
    effect: { ru: '4 очка в конце игры.', en: '4 points at the end of the game.' },
  },
  {
    id: 'insurance-racket', deck: 'C', cost: ['green', 'white', 'red'], icons: ['scheme'], vp: 0,
    name: { ru: 'Вымогательство', en: 'Insurance Racket' },
    effect: {
      ru: 'Каждый ход можете купить ещё одну карту; каждая покупка на один кубик дешевле (карта в один камень — даром).',
      en: 'One extra purchase every turn; each purchase costs one die less (a one-gem card is free).',
    },
  },
  {
    id: 'island-estate', deck: 'C', cost: ['green', 'white', 'red'], icons: ['scheme'], vp: 0,
    name: { ru: 'Далёкое поместье', en: 'Island Estate' },
    effect: {
      ru: 'Когда меняете маски на жетоны дурной славы, берёте на один жетон больше (один за раз).',
      en: 'When you cash in mask dice, take one extra notoriety token (one per exchange).',
    },
  },
  {
    id: 'loyalty-program', deck: 'C', cost: ['green', 'white', 'blue', 'red'], icons: ['scheme'], vp: 0,
    endScoring: { kind: 'loyalty', perCard: 1 },
    name: { ru: 'Лояльность', en: 'Loyalty Program' },
    effect: {
      ru: 'В конце игры: 1 очко за каждую вашу карту рынка, включая эту.',
      en: 'Game end: 1 point for each market card you own, this one included.',
    },
  },
  {
    id: 'political-campaign', deck: 'C', cost: ['green', 'white', 'blue', 'red'], icons: ['scheme'], vp: 0,
    endScoring: { kind: 'campaign', perTwoTokens: 1 },
    name: { ru: 'Агитация', en: 'Political Campaign' },
    effect: {
      ru: 'В конце игры: 1 очко за каждые 2 очка дурной славы на ваших жетонах.',
      en: 'Game end: 1 point for every 2 notoriety on your tokens.',
    },
  },
  {
    id: 'scepter', deck: 'C', cost: ['white', 'white', 'blue'], icons: ['finery'], vp: 6,
    name: { ru: 'Скипетр', en: 'Scepter' },
    effect: { ru: '6 очков в конце игры.', en: '6 points at the end of the game.' },
  },
  {
    id: 'the-heist', deck: 'C', cost: ['green', 'white'], icons: ['scheme'], vp: 0,
    name: { ru: 'Кража со взломом', en: 'The Heist' }, effect: HAUL_TEXT,
  },
  {
    id: 'treasure-map-1', deck: 'C', cost: ['green', 'green', 'blue'], icons: ['map'], vp: 0,
    endScoring: MAP_SCORING, name: MAP_NAME, effect: MAP_TEXT,
  },
  {
    id: 'treasure-map-2', deck: 'C', cost: ['green', 'red', 'red'], icons: ['map'], vp: 0,
    endScoring: MAP_SCORING, name: MAP_NAME, effect: MAP_TEXT,
  },
];
