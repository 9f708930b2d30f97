/** Player colours: distinct for common colour-vision deficiencies, readable with white text. */
export const PLAYER_COLORS = ['#c0392b', '#1f6fb2', '#2e7d32', '#8e44ad', '#b9770e', '#00796b', '#6d4c41', '#37474f'] as const;

/** The first colour not yet taken, cycling when all are. */
export const nextColor = (taken: readonly string[]): string =>
  PLAYER_COLORS.find((c) => !taken.includes(c)) ?? PLAYER_COLORS[taken.length % PLAYER_COLORS.length]!;
