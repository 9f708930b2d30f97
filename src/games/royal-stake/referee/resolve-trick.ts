/**
 * The trick judge: who wins one trick and why, and which plays broke the follow rule. Pure and
 * allocation-light, since the digital game calls it inside bot playouts.
 */
import { ok, type Result } from '../../../lib/result';
import type { Suit } from '../data/colours';
import type { RuleAnchor } from '../data/anchors';
import { I_AM_KING } from '../data/modes';
import { TIER, cardLabel, effectiveOf, isFreeCard, printedColour, trumpOf, type Effective } from './cards';
import { checkTrick } from './validate';
import type { FollowViolation, TrickContext, TrickPlay, TrickReason, TrickVerdict } from './types';
import { fail, type Code } from '../codes';

/**
 * Lead colour before each play: the first printed colour played (rarities, flags and white courts
 * set none; a card under a queen keeps its colour). Plays come in the order cards were laid, so a
 * green-queen player's card comes last (ruling-led-colour).
 */
function leadsOf(plays: readonly TrickPlay[]): (Suit | null)[] {
  const out: (Suit | null)[] = [];
  let lead: Suit | null = null;
  for (const p of plays) {
    out.push(lead);
    // Malformed plays are refused by checkTrick; here they simply set no colour.
    if (typeof p === 'object' && p !== null && typeof p.card === 'object' && p.card !== null) lead ??= printedColour(p.card);
  }
  out.push(lead);
  return out;
}

function tierOf(e: Effective, lead: Suit | null, trump: Suit | null, flagBeatsRarity: boolean): number {
  if (e.special === 'rarity') return TIER.rarity;
  if (e.special === 'whiteFlag') return flagBeatsRarity ? TIER.flagOverRarity : TIER.flag;
  const colour = e.strength ?? lead; // a white jack/queen belongs to the lead colour
  if (colour !== null && colour === trump) return TIER.trump;
  return colour === lead || colour === null ? TIER.lead : TIER.offColour;
}

const REASON_BY_TIER: Record<number, TrickReason> = {
  [TIER.flag]: 'firstFlag',
  [TIER.offColour]: 'highestOffColour',
  [TIER.lead]: 'highestLead',
  [TIER.trump]: 'highestTrump',
  [TIER.rarity]: 'firstRarity',
  [TIER.flagOverRarity]: 'flagOverRarity',
};

function ruleFor(reason: TrickReason, changedBy: string, ctx: TrickContext, whiteCourt: boolean): RuleAnchor {
  if (reason === 'lastKing') return 'kings';
  if (reason === 'flagOverRarity') return ctx.mode === 'team' ? 'mode-team' : 'mode-i-am-king';
  if (changedBy === 'samurai') return 'character-samurai';
  if (changedBy === 'militia') return 'character-militia';
  if (changedBy === 'whiteQueen' || changedBy === 'blueQueen') return 'queens';
  if (reason === 'highestTrump' && ctx.mode === 'i-am-king') return 'mode-i-am-king';
  if (whiteCourt) return ctx.mode === 'team' ? 'mode-team' : 'mode-emperor';
  return 'card-strength';
}

function followViolations(plays: readonly TrickPlay[], leads: readonly (Suit | null)[]): FollowViolation[] {
  const out: FollowViolation[] = [];
  for (let i = 1; i < plays.length; i++) {
    const p = plays[i]!;
    const lead = leads[i];
    if (!p.canFollow || !lead || p.blackQueen || isFreeCard(p.card)) continue;
    if (printedColour(p.card) !== lead) out.push({ index: i, lead, rule: 'follow-rule' });
  }
  return out;
}

/** Names the winner of one trick (plays in order) and says why, citing the rule anchor. */
export function resolveTrick(plays: readonly TrickPlay[], ctx: TrickContext): Result<TrickVerdict, Code> {
  const leads = Array.isArray(plays) ? leadsOf(plays) : [];
  const checked = checkTrick(plays, ctx, leads);
  if (!checked.ok) return checked;
  const lead = leads[plays.length] ?? null;
  const trump = trumpOf(ctx.mode, ctx.trump);
  const effs: Effective[] = [];
  let rarities = 0;
  for (const [i, p] of plays.entries()) {
    const e = effectiveOf(p);
    if (!e) return fail('ERR_MILITIA_NOT_APPLICABLE', { index: i }, `${i}.militia`);
    if (e.special === 'rarity') rarities++;
    effs.push(e);
  }
  // In both modes the flag climbs over rarities only when one is in the trick (ruling-flag-needs-rarity).
  const flagBeatsRarity = rarities > 0 && (ctx.mode === 'i-am-king' || ctx.mode === 'team');
  let winner = -1;
  let best = -1;
  let bestRank = -1;
  let tie = false;
  let kings = 0;
  for (const [i, e] of effs.entries()) {
    if (plays[i]!.king) {
      kings++;
      winner = i; // among kings the last one laid wins
      continue;
    }
    if (kings > 0) continue;
    const t = tierOf(e, lead, trump, flagBeatsRarity);
    if (t > best || (t === best && e.rank > bestRank)) [winner, best, bestRank, tie] = [i, t, e.rank, false];
    else if (t === best && e.rank === bestRank) tie = true; // equal strength: the first played keeps it
  }
  const reason: TrickReason = kings > 0 ? 'lastKing' : REASON_BY_TIER[best]!;
  const w = plays[winner]!;
  const whiteCourt = (w.card.kind === 'jack' || w.card.kind === 'queen') && w.card.colour === 'white';
  const params: Record<string, string | number> = { card: cardLabel(w.card), lead: lead ?? 'none', trump: trump ?? 'none' };
  if (kings > 0) params.kings = kings;
  if (tie && kings === 0) params.tie = 1;
  if (kings === 0 && effs[winner]!.changedBy) params.changedBy = effs[winner]!.changedBy;
  if (reason === 'flagOverRarity' && ctx.mode === 'i-am-king') {
    params.flagBonus = rarities > 1 ? I_AM_KING.flagOverRarities : I_AM_KING.flagOverOneRarity;
  }
  return ok({
    winner,
    reason,
    params,
    rule: ruleFor(reason, kings > 0 ? '' : effs[winner]!.changedBy, ctx, whiteCourt),
    violations: followViolations(plays, leads),
  });
}
