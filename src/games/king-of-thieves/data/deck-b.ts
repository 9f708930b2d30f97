import type { MarketCard } from './types';

/** Per-hideout points of the three B-deck hideouts: 2 alone, 4 with another hideout. */
const HIDEOUT_B = { kind: 'hideout', withOne: 2, withMore: 4 } as const;
const HIDEOUT_B_TEXT = {
  ru: 'В конце игры: 2 очка, если это ваше единственное убежище, и 4, если убежищ у вас два или больше.',
  en: 'Game end: 2 points if it is your only hideout, 4 if you have two or more hideouts.',
};

/** Deck B: the 19 middle cards (12 stay in a game). */
export const DECK_B: readonly MarketCard[] = [
  {
    id: 'anthropomorphic-water-buffalo', deck: 'B', cost: ['white', 'red', 'red'], icons: ['henchman'], vp: 0,
    name: { ru: 'Бык', en: 'Anthropomorphic Water Buffalo' },
    effect: {
      ru: 'Каждая купленная вами карта с красным камнем в цене (и эта тоже) даёт жетон дурной славы.',
      en: 'Every card you buy with red in its cost (this one included) gives a notoriety token.',
    },
  },
  {
    id: 'bookie', deck: 'B', cost: ['white', 'blue'], icons: ['henchman'], vp: 0,
    name: { ru: 'Букмекер', en: 'Bookie' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш синий кубик можно повернуть на мешок.',
      en: 'Once a turn while buying: turn one of your blue dice to the bag.',
    },
  },
  {
    id: 'brooch', deck: 'B', cost: ['green', 'red'], icons: ['finery'], vp: 3,
    name: { ru: 'Брошь', en: 'Brooch' },
    effect: { ru: '3 очка в конце игры.', en: '3 points at the end of the game.' },
  },
  {
    id: 'concealed-safehouse', deck: 'B', cost: ['white', 'blue'], icons: ['hideout'], vp: 0,
    endScoring: HIDEOUT_B, name: { ru: 'Тайное убежище', en: 'Concealed Safehouse' }, effect: HIDEOUT_B_TEXT,
  },
  {
    id: 'deceptive-bits-of-colored-glass', deck: 'B', cost: ['green', 'white'], icons: ['finery'], vp: 0,
    name: { ru: 'Калейдоскоп', en: 'Deceptive Bits of Colored Glass' },
    effect: {
      ru: 'Раз за ход при покупках: один ваш белый кубик можно повернуть на зелёный, синий или красный камень.',
      en: 'Once a turn while buying: turn one of your white dice to green, blue or red.',
    },
  },
  {
    id: 'easily-impressed-noble', deck: 'B', cost: ['green', 'white', 'white'], icons: ['henchman'], vp: 0,
    name: { ru: 'Впечатлившая особа', en: 'Easily Impressed Noble' },
    effect: {
      ru: 'Каждая купленная вами карта с белым камнем в цене (и эта тоже) даёт жетон дурной славы.',
      en: 'Every card you buy with white in its cost (this one included) gives a notoriety token.',
    },
  },
  {
    id: 'executive-assistant', deck: 'B', cost: ['green', 'red'], icons: ['henchman', 'henchman'], vp: 0,
    name: { ru: 'Старший помощник', en: 'Executive Assistant' },
    effect: {
      ru: 'Два символа подельника. Есть зелёный кубик в итоговой добыче — можете купить ещё одну карту.',
      en: 'Two henchman icons. With a green die in your final loot, you may buy one more card.',
    },
  },
  {
    id: 'eyepatch-of-command', deck: 'B', cost: ['white', 'blue', 'red'], icons: ['wand'], vp: 0,
    name: { ru: 'Капитанская повязка', en: 'Eyepatch of Command' },
    effect: {
      ru: 'Если после делёжки у вас фишка первого игрока, получите жетон дурной славы.',
      en: 'If your loot holds the first-player token after the split, take a notoriety token.',
    },
  },
  {
    id: 'fortified-safehouse', deck: 'B', cost: ['white', 'red'], icons: ['hideout'], vp: 0,
    endScoring: HIDEOUT_B, name: { ru: 'Надёжное убежище', en: 'Fortified Safehouse' }, effect: HIDEOUT_B_TEXT,
  },
  {
    id: 'gauntlet-of-evil-intent', deck: 'B', cost: ['green', 'blue', 'red'], icons: ['wand'], vp: 0,
    name: { ru: 'Перчатка тёмной силы', en: 'Gauntlet of Evil Intent' },
    effect: {
      ru: 'Раз за ход при покупках: отдайте кубик с маской и возьмите монету.',
      en: 'Once a turn while buying: give up a mask die for one coin.',
    },
  },
  {
    id: 'imbalanced-scales', deck: 'B', cost: ['green', 'white', 'blue'], icons: ['finery'], vp: 0,
    name: { ru: 'Неточные весы', en: 'Imbalanced Scales' },
    effect: {
      ru: 'Когда меняете мешки на монеты, берёте на одну монету больше (одну за раз).',
      en: 'When you cash in bag dice, take one extra coin (one per exchange).',
    },
  },
  {
    id: 'legitimate-jeweller', deck: 'B', cost: ['green', 'blue', 'red'], icons: ['henchman'], vp: 0,
    name: { ru: 'Ювелир с лицензией', en: 'Legitimate Jeweller' },
    effect: {
      ru: 'Раз за ход при покупках: кубик с мешком можно повернуть на любой камень.',
      en: 'Once a turn while buying: turn a bag die to any gem.',
    },
  },
  {
    id: 'lucky-animal-appendage', deck: 'B', cost: ['blue', 'red'], icons: ['wand'], vp: 0,
    name: { ru: 'Лапка на счастье', en: 'Lucky Animal Appendage' },
    effect: {
      ru: 'Кто обокрал вас, не перебрасывает возвращённые кубики. Перед покупками можете перебросить один свой кубик.',
      en: 'Whoever robs you does not reroll the dice put back. Before buying you may reroll one of your dice.',
    },
  },
  {
    id: 'menacing-monocle', deck: 'B', cost: ['white', 'red'], icons: ['finery'], vp: 3,
    name: { ru: 'Зловещий монокль', en: 'Menacing Monocle' },
    effect: { ru: '3 очка в конце игры.', en: '3 points at the end of the game.' },
  },
  {
    id: 'provisioned-safehouse', deck: 'B', cost: ['blue', 'red'], icons: ['hideout'], vp: 0,
    endScoring: HIDEOUT_B, name: { ru: 'Резервное убежище', en: 'Provisioned Safehouse' }, effect: HIDEOUT_B_TEXT,
  },
  {
    id: 'rumor-monger', deck: 'B', cost: ['green', 'green', 'white'], icons: ['henchman'], vp: 0,
    name: { ru: 'Сплетник', en: 'Rumor-Monger' },
    effect: {
      ru: 'Каждая купленная вами карта с зелёным камнем в цене (и эта тоже) даёт жетон дурной славы.',
      en: 'Every card you buy with green in its cost (this one included) gives a notoriety token.',
    },
  },
  {
    id: 'sticky-fingered-dockhand', deck: 'B', cost: ['green', 'blue', 'blue'], icons: ['henchman'], vp: 0,
    name: { ru: 'Вороватый грузчик', en: 'Sticky-Fingered Dockhand' },
    effect: {
      ru: 'Каждая купленная вами карта с синим камнем в цене (и эта тоже) даёт жетон дурной славы.',
      en: 'Every card you buy with blue in its cost (this one included) gives a notoriety token.',
    },
  },
  {
    id: 'unlabeled-potion', deck: 'B', cost: ['blue', 'red'], icons: ['wand'], vp: 0,
    name: { ru: 'Сомнительное пойло', en: 'Unlabeled Potion' },
    effect: {
      ru: 'Сразу уходит в коробку; взамен бесплатно берёте верхнюю карту колоды, которой сейчас пополняют рынок.',
      en: 'Goes back to the box at once; instead take the top card of the deck now refilling the market, free.',
    },
  },
  {
    id: 'wicked-clutches', deck: 'B', cost: ['green', 'white', 'blue'], icons: ['wand'], vp: 0,
    name: { ru: 'Жуткий кошель', en: 'Wicked Clutches' },
    effect: {
      ru: 'Каждый раз, когда вашу добычу крадут при делёжке, получаете жетон дурной славы.',
      en: 'Each time someone steals your loot during the split, take a notoriety token.',
    },
  },
];
