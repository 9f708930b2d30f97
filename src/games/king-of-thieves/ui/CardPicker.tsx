import { useRef, useState } from 'preact/hooks';
import { useT } from '../../../i18n/useT';
import type { SeatRecord } from '../../../storage/types';
import { cardsOfDeck, DECK_IDS, type DeckId, type MarketCard } from '../data/cards';
import { CARDS_KEPT } from '../data/setup';
import { CardMeta, cardName, GAME } from './CardFace';
import { matchCard, type NameMatch } from './cardSearch';
import { heldFromDeck, ownerOf } from './holdings';

/** Goes back to the box as soon as it is bought, so nobody holds it at the end (scorer agrees). */
const NEVER_KEPT = 'unlabeled-potion';

interface CardPickerProps {
  input: unknown;
  seats: SeatRecord[];
  /** The seat whose cards are being entered. */
  seat: SeatRecord;
  onToggle: (cardId: string) => void;
}

/**
 * All 49 market cards grouped by deck (a tap opens a deck), or filtered by a Russian or English
 * name. Tapping a card gives it to the seat (or takes it back); a card held by someone else is
 * marked with the holder's name and locked.
 */
export function CardPicker({ input, seats, seat, onToggle }: CardPickerProps) {
  const { t, lang } = useT(GAME);
  const [query, setQuery] = useState('');
  const [openDecks, setOpenDecks] = useState<DeckId[]>([]);
  const toggleDeck = (deck: DeckId, open: boolean) => setOpenDecks((now) => (open ? [...new Set([...now, deck])] : now.filter((d) => d !== deck)));
  const search = useRef<HTMLInputElement>(null);
  const groups = DECK_IDS.map((deck) => ({
    deck,
    held: heldFromDeck(input, deck),
    cards: cardsOfDeck(deck)
      .map((card) => ({ card, match: matchCard(card, query) }))
      .filter((c) => c.match !== 'none'),
  }));
  const found = groups.flatMap((g) => g.cards);

  const take = (card: MarketCard) => {
    onToggle(card.id);
    // Typing a name is the quick way in: clear it so the next card can be typed at once.
    if (query) {
      setQuery('');
      search.current?.focus();
    }
  };
  const submit = (e: Event) => {
    e.preventDefault();
    const only = found.length === 1 ? found[0]!.card : null;
    if (only && lockReason(only) === null) take(only);
  };
  const lockReason = (card: MarketCard): string | null => {
    const owner = ownerOf(input, card.id);
    if (owner === seat.id) return null;
    if (owner !== undefined) return t('picker.heldBy', { name: seats.find((s) => s.id === owner)?.name ?? '?' });
    if (card.id === NEVER_KEPT) return t('picker.notKept');
    const g = groups.find((x) => x.deck === card.deck);
    if (g && g.held >= CARDS_KEPT[card.deck]) return t('picker.deckFull', { max: CARDS_KEPT[card.deck] });
    return null;
  };
  const otherName = (card: MarketCard, match: NameMatch) =>
    (lang === 'ru' && match === 'en') || (lang !== 'ru' && match === 'ru') ? (lang === 'ru' ? card.name.en : card.name.ru) : null;

  return (
    <div class="panel">
      <h3 id="kot-picker-h">{t('picker.title', { name: seat.name })}</h3>
      <form role="search" class="row" aria-labelledby="kot-picker-h" onSubmit={submit}>
        <label class="sr-only" for="kot-card-search">
          {t('picker.search')}
        </label>
        <input
          id="kot-card-search"
          ref={search}
          type="search"
          autoComplete="off"
          value={query}
          placeholder={t('picker.searchHint')}
          onInput={(e) => setQuery((e.target as HTMLInputElement).value)}
        />
      </form>
      {found.length === 0 && (
        <p class="hint" role="status">
          {t('picker.noMatch')}
        </p>
      )}
      {groups
        .filter((g) => g.cards.length > 0)
        .map((g) => (
          // While a name is typed every deck with a match is open; otherwise a deck opens on a tap.
          <details
            key={g.deck}
            open={query.trim() !== '' || openDecks.includes(g.deck)}
            data-testid={`deck-${g.deck}`}
            onToggle={(e) => !query.trim() && toggleDeck(g.deck, (e.currentTarget as HTMLDetailsElement).open)}
          >
            <summary>
              {t('picker.deck', { deck: t(`decks.${g.deck}`) })}
              <span class="small" style={{ marginLeft: '0.5rem' }}>
                {t('picker.held', { held: g.held, max: CARDS_KEPT[g.deck] })}
              </span>
            </summary>
            <ul class="rows" style={{ paddingLeft: 0 }}>
              {g.cards.map(({ card, match }) => {
                const mine = ownerOf(input, card.id) === seat.id;
                const lock = lockReason(card);
                const alias = otherName(card, match);
                return (
                  <li key={card.id}>
                    <button
                      type="button"
                      aria-pressed={mine}
                      disabled={lock !== null}
                      data-testid={`card-${card.id}`}
                      onClick={() => take(card)}
                      style={{ width: '100%', justifyContent: 'space-between', textAlign: 'left', padding: '0.3rem 0.75rem' }}
                    >
                      <span style={{ display: 'grid' }}>
                        <strong>{cardName(t, card)}</strong>
                        {alias && (
                          <span class="small" lang={lang === 'ru' ? 'en' : 'ru'}>
                            {alias}
                          </span>
                        )}
                        <CardMeta card={card} />
                      </span>
                      {mine ? (
                        <span>
                          <span aria-hidden="true">✓ </span>
                          {t('picker.taken')}
                        </span>
                      ) : lock ? (
                        <span class="small">{lock}</span>
                      ) : (
                        <span aria-hidden="true">+</span>
                      )}
                    </button>
                  </li>
                );
              })}
            </ul>
          </details>
        ))}
    </div>
  );
}
