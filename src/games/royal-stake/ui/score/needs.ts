/**
 * Which won-card counts a round actually needs, so the sheet asks for nothing else: a face-up
 * healer needs blue and green, a collector rarities and white flags, a used king its colour
 * (the white king rarities and flags). A face-up cheerleader scores with the partner's cards,
 * so her needs land on the partner's entry.
 */
import { WON_KEYS, type Colour, type WonKey } from '../../data/colours';
import { entryKings, type EmperorInput, type StdInput } from './input';

const kingKeys = (c: Colour): WonKey[] => (c === 'white' ? ['rarity', 'whiteFlag'] : [c]);

/** Won-card keys to ask of each player in round `r` (0-based), in the fixed WON_KEYS order. */
export function stdWonNeeds(input: StdInput, r: number): Record<string, WonKey[]> {
  const round = input.rounds[r];
  const want: Record<string, Set<WonKey>> = Object.fromEntries(input.players.map((p) => [p.id, new Set<WonKey>()]));
  if (!round) return {};
  for (const p of input.players) {
    const e = round.players[p.id];
    if (!e) continue;
    const into = want[e.partner && want[e.partner] ? e.partner : p.id]!;
    const add = (keys: WonKey[]) => keys.forEach((k) => into.add(k));
    if (e.faceUp.includes('healer')) add(['blue', 'green']);
    if (e.faceUp.includes('collector')) add(['rarity', 'whiteFlag']);
    if (e.kingUsed) add(kingKeys(p.rulers));
    for (const k of entryKings(e)) if (k.used) add(kingKeys(k.colour));
  }
  // Counts already entered stay visible, so a stale number can always be seen and fixed.
  for (const p of input.players) {
    const won = round.players[p.id]?.won;
    for (const k of WON_KEYS) if ((won?.[k] ?? 0) > 0) want[p.id]!.add(k);
  }
  return Object.fromEntries(Object.entries(want).map(([id, s]) => [id, WON_KEYS.filter((k) => s.has(k))]));
}

/** "Emperor": every king pays for its colour every round, rarities pay and white flags cost. */
export function emperorWonNeeds(input: EmperorInput, r: number): Record<string, WonKey[]> {
  const round = input.rounds[r];
  return Object.fromEntries(
    input.players.map((p) => {
      const keys = new Set<WonKey>([...kingKeys(p.rulers), 'rarity', 'whiteFlag']);
      const won = round?.players[p.id]?.won;
      for (const k of WON_KEYS) if ((won?.[k] ?? 0) > 0) keys.add(k);
      return [p.id, WON_KEYS.filter((k) => keys.has(k))];
    }),
  );
}
