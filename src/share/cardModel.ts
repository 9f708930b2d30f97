/** The result card's words, decided before anything is drawn (pure: tests and the image's alt text read it). */
import { headline, resultLines, type ShareFacts } from './facts';

export interface CardRow {
  place: string;
  name: string;
  total: string;
  winner: boolean;
}

/** Everything the card shows, top to bottom, as text. */
export interface CardModel {
  title: string;
  when: string;
  rows: CardRow[];
  /** The word next to the winner's name ("winner", «победа»). */
  winnerLabel: string;
  brand: string;
}

/** Words the card needs from the reader's language besides the facts. */
export interface CardWords {
  winner: string;
  /** Shown for a total nobody entered (never 0). */
  missing: string;
}

/** The card for a finished game: headline with mode, date, every seat with place and total, the winners marked. */
export function cardModel(f: ShareFacts, words: CardWords): CardModel {
  const rows = resultLines(f).map((l) => ({
    place: String(l.place),
    name: l.name,
    total: l.total === null ? words.missing : f.points(l.total),
    winner: l.winner,
  }));
  return { title: headline(f), when: f.when, rows, winnerLabel: words.winner, brand: f.brand };
}

/** The card as one paragraph of text: the image's alt text, so a screen reader hears what the picture shows. */
export function cardAlt(m: CardModel): string {
  const rows = m.rows.map((r) => `${r.place}. ${r.name}: ${r.total}${r.winner ? ` (${m.winnerLabel})` : ''}`);
  return [`${m.title}, ${m.when}`, ...rows, m.brand].join('; ');
}
