/**
 * Ground combat (GD §11.2 INVASION SEQUENCE, §11.7.1 lines of defence, §10.1.2.3): MI against MI only,
 * 4 dice at ≤4 each, Defense 4, the owner allocating; allowed only once every defending ship and GBDS is
 * gone. The BB's anti-MI shot (§11.6.4) and the default landing order (digest §5.5).
 */
import type { DiceSource } from '../dice';
import { combatant, side } from './build';
import type { AllocationPolicy, Battle } from './model';

/** A ground battle of `attackerMis` landed MIs against `defenderMis` (Homeguard included, GD §9.1.1). */
export function groundBattle(
  id: string,
  attacker: { id: string; owner: string; name: string; policy?: AllocationPolicy; allocator?: string; scores?: boolean },
  defender: { id: string; owner: string; name: string; policy?: AllocationPolicy; allocator?: string; scores?: boolean },
  attackerMis: number,
  defenderMis: number,
  options: { where?: string; homeguard?: number; vpEligible?: boolean; maxRounds?: number; ref?: string | null } = {},
): Battle {
  const combatants = [
    ...Array.from({ length: attackerMis }, (_, i) => combatant(attacker.id, `${id}.${attacker.id}.MI${i + 1}`, 'MI', { label: `MI ${i + 1}` })),
    ...Array.from({ length: defenderMis }, (_, i) => combatant(defender.id, `${id}.${defender.id}.MI${i + 1}`, 'MI', { label: i < (options.homeguard ?? 0) ? `Homeguard MI ${i + 1}` : `MI ${i + 1}`, ref: options.ref ?? null })),
  ];
  return {
    id,
    kind: 'ground',
    where: options.where ?? '',
    sides: [side(attacker.id, attacker.owner, attacker.name, attacker), side(defender.id, defender.owner, defender.name, { ...defender, defender: true })],
    combatants,
    round: 0,
    freeRoundPending: false,
    vpEligible: options.vpEligible ?? true,
    maxRounds: options.maxRounds ?? 100,
    method: 'dice',
    orphanFighters: 'lost',
    result: null,
  };
}

/**
 * The BB's anti-MI shot (GD §11.6.4): with no distracting enemy fire from ships or GBDS, each BB that
 * has not fought this turn may give up its whole turn's fire to kill one enemy MI on 1D6 = 1–2.
 * Returns the MIs killed (at most `enemyMis`). A ground battle after it earns no VP (§5.3).
 */
export function bombardMis(dice: DiceSource, bbIds: readonly string[], enemyMis: number, group: string): { killed: number; rolls: { bb: string; d6: number; kills: boolean }[] } {
  let killed = 0;
  const rolls: { bb: string; d6: number; kills: boolean }[] = [];
  for (const bb of bbIds) {
    if (killed >= enemyMis) break;
    const d6 = dice.roll(`BB ${bb} attacks an MI from orbit (1D6: 1–2 kills)`, 'd6', { group });
    const kills = d6 <= 2;
    if (kills) killed++;
    rolls.push({ bb, d6, kills });
  }
  return { killed, rolls };
}

// Digest §5.5: "Invasion: land every MI aboard when the enemy MIs ≤ your MIs; otherwise none."
/** The default number of MIs to land. */
export function defaultLanding(aboard: number, enemyMis: number): number {
  return enemyMis <= aboard ? aboard : 0;
}
