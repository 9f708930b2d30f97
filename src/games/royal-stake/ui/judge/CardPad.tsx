import { useState } from 'preact/hooks';
import { useT } from '../../../../i18n/useT';
import { SUITS, type Colour, type Suit } from '../../data/colours';
import type { TrickCard } from '../../referee';
import { Chip, ChipGroup } from './Chips';
import type { ModeFeatures } from './draft';
import { capital, cardText, colourText } from './labels';

interface CardPadProps {
  features: ModeFeatures;
  /** Numbered ranks in this table's deck (no 8s and 9s with four players in the standard game). */
  ranks: readonly number[];
  /** Lead colour so far: the pad starts on it, since most cards follow. */
  lead: Suit | null;
  onAdd: (card: TrickCard) => void;
}

/**
 * Enter the next card in two taps: a colour, then a number (the colour stays on the lead colour
 * by default, so following cards take one tap). Rarity and white flag take one tap. Only ranks
 * of the table's deck are offered.
 */
export function CardPad({ features, ranks, lead, onAdd }: CardPadProps) {
  const { t } = useT('royal-stake');
  const [picked, setPicked] = useState<Colour | null>(null);
  const colours: Colour[] = features.jacks ? [...SUITS, 'white'] : [...SUITS];
  const colour: Colour = picked && colours.includes(picked) ? picked : (lead ?? 'red');
  const add = (card: TrickCard) => {
    setPicked(null);
    onAdd(card);
  };
  const cards: TrickCard[] = [
    ...(colour === 'white' ? [] : ranks.map((rank): TrickCard => ({ kind: 'number', colour: colour as Suit, rank }))),
    ...(features.jacks ? [{ kind: 'jack', colour } as const] : []),
    ...(features.queens ? [{ kind: 'queen', colour } as const] : []),
  ];
  return (
    <>
      <ChipGroup label={t('judgeUi.colour')}>
        {colours.map((c) => (
          <Chip key={c} big swatch={c} pressed={c === colour} testId={`judge-colour-${c}`} onClick={() => setPicked(c)}>
            {capital(colourText(t, c))}
          </Chip>
        ))}
      </ChipGroup>
      <ChipGroup label={t('judgeUi.number', { colour: colourText(t, colour) })}>
        {cards.map((card) => (
          <button
            key={key(card)}
            type="button"
            class="chip"
            data-testid={`judge-card-${key(card)}`}
            aria-label={card.kind === 'number' ? cardText(t, card) : undefined}
            style={{ minWidth: '3.25rem', minHeight: '48px', fontWeight: 700, fontSize: '1.1rem' }}
            onClick={() => add(card)}
          >
            {card.kind === 'number' ? card.rank : t(`judgeUi.court.${card.kind}`)}
          </button>
        ))}
      </ChipGroup>
      <ChipGroup label={t('judgeUi.specials')}>
        {(['rarity', 'whiteFlag'] as const).map((kind) => (
          <Chip key={kind} big testId={`judge-card-${kind}`} onClick={() => add({ kind })}>
            {capital(cardText(t, { kind }))}
          </Chip>
        ))}
      </ChipGroup>
    </>
  );
}

/** Stable id of a card for keys and test ids ("red-8", "white-jack", "rarity"). */
function key(card: TrickCard): string {
  if (card.kind === 'number') return `${card.colour}-${card.rank}`;
  if (card.kind === 'jack' || card.kind === 'queen') return `${card.colour}-${card.kind}`;
  return card.kind;
}
