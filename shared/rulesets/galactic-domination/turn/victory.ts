/**
 * K Victory (GD §13, §11.1 K): VP chits cashed in on the VP track; a player at or above the threshold
 * wins (joint winners: the most VP is Winner Major); conquering every other home world is a certain win
 * (§5.2); after the last turn with no threshold reached, the highest VP wins (digest A-09 default).
 * L Reset (GD §11.1 L): the movement marker back to zero, and this turn's bans and effects end.
 */
import { discard } from '../cards/decks';
import { stormDamage } from '../rules/special-hexes';
import { UNIT_TYPES } from '../rules/units';
import type { TurnContext } from './context';
import { dropEmptyFleets } from './units';

export function victory(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    if (p.vpChits > 0) ctx.event('vp-track', 'all', `${p.name} cashes ${p.vpChits} VP chit${p.vpChits === 1 ? '' : 's'}: ${p.vp + p.vpChits} VP`, { rule: 'GD §13' });
    p.vp += p.vpChits;
    p.vpChits = 0;
  }
  const threshold = ctx.world.rules.vpToWin > 0 ? ctx.world.rules.vpToWin : null;
  let winners = threshold === null ? [] : ctx.world.players.filter((p) => p.vp >= threshold);
  // GD §5.2: conquering every other player's home planets is a certain win.
  for (const p of ctx.world.players) {
    const others = ctx.world.planets.filter((pl) => pl.nativeRace !== null && pl.nativeRace !== p.raceCode);
    if (others.length > 0 && others.every((pl) => pl.ownerId === p.id)) winners = [p];
  }
  if (winners.length === 0 && ctx.turn >= ctx.world.rules.turns) {
    const top = Math.max(...ctx.world.players.map((p) => p.vp));
    winners = ctx.world.players.filter((p) => p.vp === top);
  }
  if (winners.length > 0) {
    const top = Math.max(...winners.map((p) => p.vp));
    const major = winners.filter((p) => p.vp === top);
    ctx.world.table = { ...ctx.world.table, winners: winners.map((p) => p.id) };
    ctx.event('victory', 'all', `${major.map((p) => p.name).join(' and ')} win${major.length === 1 ? 's' : ''} (Winner Major, ${top} VP)${winners.length > major.length ? `; Winner(s) Minor: ${winners.filter((p) => !major.includes(p)).map((p) => p.name).join(', ')}` : ''}`, { rule: 'GD §13' });
  }
}

export function reset(ctx: TurnContext): void {
  // GD §11.17 Space Storm: damage for each turn spent in the hex.
  for (const f of ctx.world.fleets) {
    const n = stormDamage(ctx.hex(f.hexId)?.special);
    if (n <= 0) continue;
    const lost = ctx.unitsOf(f.id).filter((u) => UNIT_TYPES[u.code].defense <= n);
    if (lost.length === 0) continue;
    ctx.world.units = ctx.world.units.filter((u) => !lost.includes(u));
    ctx.event('storm', [f.ownerId], `The Space Storm destroys ${lost.map((u) => u.id).join(', ')}`, { rule: 'GD §11.17' });
  }
  dropEmptyFleets(ctx.world);
  if (ctx.world.table.stimulus) ctx.world.table = discard(ctx.world.table, 'stimulus', [ctx.world.table.stimulus]);
  ctx.world.table = { ...ctx.world.table, stimulus: null, effects: [], bans: [], sseTries: [] };
  for (const f of ctx.world.fleets) {
    f.enteredFrom = null;
    f.warpCredit = 0;
  }
  // Digest A-20 (setting): Stellars carry over, or are lost at the end of the turn.
  if (ctx.world.rules.stellarsCarryOver === 'lost-at-end-of-turn') {
    for (const p of ctx.world.players) {
      if (p.stellars === 0) continue;
      ctx.event('ledger', [p.id], `unspent Stellars lost at the end of the turn (house setting)`, { rule: 'digest A-20', data: { amount: -p.stellars, player: p.id } });
      p.stellars = 0;
    }
  }
  for (const p of ctx.world.players) {
    p.boughtRisk = false;
    p.boughtTc = 0;
    p.frozen = false;
  }
  ctx.event('reset', 'all', `End of turn ${ctx.turn}`, { rule: 'GD §11.1 L' });
  ctx.world.turn = ctx.turn + 1;
}
