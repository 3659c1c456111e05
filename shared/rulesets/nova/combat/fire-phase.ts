/**
 * Phases G–J of a combat round (digest §8–§13):
 * G  every allocated attack is rolled (canonical order: attacker side, attacker ship, then the
 *    allocation's position), then damage is applied to each target in the allocations' order;
 *    ships whose SD reaches their SSZ are destroyed at the end of G (further hits are wasted).
 * H  blow-ups, I criticals (ship order), J shield recovery.
 */
import { profileOf, type Battle, type ShipState } from './battle';
import { applyCritical } from './criticals';
import { applyShot } from './damage';
import type { Allocation } from './decisions';
import type { CombatDice } from './dice';
import type { EventLog } from './log';
import { rangeBetween } from './movement';
import { installationLevel, isActive, shieldRecoveryOf, slMax, workingWeapons } from './ship-state';
import { blowUpChance } from './tables';
import { forceBeamShot, laserShot, missileShot, plasmaShot, warpCannonShot, type Roll, type ShotResult } from './weapons';

interface RolledAttack {
  allocation: Allocation;
  attacker: ShipState;
  target: ShipState;
  shot: ShotResult;
}

function rollAttack(battle: Battle, a: Allocation, attacker: ShipState, target: ShipState, dice: CombatDice): ShotResult {
  const weapon = workingWeapons(attacker).find((w) => w.id === a.weapon);
  if (!weapon) return { kind: 'miss', text: `${a.weapon} is not working` };
  const images = target.images[attacker.side] ?? 1;
  if (images > 1 && (a.image ?? 0) !== target.realImage) return { kind: 'miss', text: `fired at an echo of ${target.name}: no effect` };
  const purpose = `R${battle.round}/G/${attacker.id}/${a.weapon}>${target.id}`;
  const roll: Roll = (die, what, modifiers) => dice.roll(die, `${purpose}/${what}`, attacker.id, modifiers);
  const ctx = {
    range: rangeBetween(attacker.pos, target.pos),
    fc: installationLevel(attacker, 'FC'),
    ew: installationLevel(target, 'EW'),
    probed: target.probedBy.includes(attacker.side),
    extrapolateLaserCodes: battle.settings.extrapolateLaserCodes,
  };
  switch (weapon.kind) {
    case 'BL':
    case 'PL':
      return laserShot(weapon.kind, weapon.size, ctx, roll);
    case 'XL':
      return laserShot(a.mode ?? 'BL', weapon.size, ctx, roll);
    case 'FP':
      return forceBeamShot(weapon.size, weapon.fa ?? 0, weapon.fd ?? 0, ctx, roll);
    case 'PA':
      return plasmaShot(weapon.pr ?? 1, weapon.pd ?? 0, ctx);
    case 'WC':
      return warpCannonShot(weapon.wa ?? 0, weapon.wd ?? 0, ctx, roll);
    case 'ML': {
      const missile = profileOf(attacker).missiles.find((m) => m.id === a.missile);
      if (!missile) return { kind: 'miss', text: `no missile design "${a.missile ?? ''}"` };
      return missileShot(missile, ctx, roll);
    }
  }
}

/** Phase G. `fire` is already validated. */
export function executeFire(battle: Battle, fire: readonly Allocation[], dice: CombatDice, log: EventLog): void {
  const sideIndex = new Map(battle.input.sides.map((s, i) => [s.id, i]));
  const shipIndex = new Map(battle.ships.map((s, i) => [s.id, i]));
  const byId = new Map(battle.ships.map((s) => [s.id, s]));
  for (const s of battle.ships) s.sdAttacks = 0;
  // Step 1: roll every attack, in canonical order (ships destroyed this round still fire).
  const order = fire.map((a, i) => ({ a, i })).sort((x, y) => {
    const sx = byId.get(x.a.ship) as ShipState;
    const sy = byId.get(y.a.ship) as ShipState;
    return (sideIndex.get(sx.side) ?? 0) - (sideIndex.get(sy.side) ?? 0) || (shipIndex.get(sx.id) ?? 0) - (shipIndex.get(sy.id) ?? 0) || x.i - y.i;
  });
  const rolled: (RolledAttack | undefined)[] = new Array(fire.length);
  for (const { a, i } of order) {
    const attacker = byId.get(a.ship) as ShipState;
    const target = byId.get(a.target) as ShipState;
    const shot = rollAttack(battle, a, attacker, target, dice);
    rolled[i] = { allocation: a, attacker, target, shot };
    // What the shot reveals (NOVA: SENSORS L913): the firer's FC in use to the target's side, the target's EW to the firer's (not through an echo).
    const echo = (target.images[attacker.side] ?? 1) > 1 && (a.image ?? 0) !== target.realImage;
    const revealed = { fc: installationLevel(attacker, 'FC'), ...(echo ? { echo: true } : { ew: installationLevel(target, 'EW') }) };
    log.add('attack', `${attacker.name} ${a.weapon} → ${target.name}: ${shot.text}`, { shipId: attacker.id, targetId: target.id, data: { weapon: a.weapon, result: shot.kind, ...('damage' in shot ? { damage: shot.damage } : {}), ...revealed } });
  }
  // Step 2: apply damage in the allocations' order (the attacker's resolution order).
  for (const r of rolled) {
    if (!r || r.shot.kind === 'miss') continue;
    const t = r.target;
    const ssz = profileOf(t).ssz;
    if (t.sd >= ssz && t.sd > 0) {
      log.add('damage', `${t.name} is already destroyed: the hit from ${r.attacker.name} is wasted`, { shipId: t.id });
      continue;
    }
    const applied = applyShot({ sl: t.sl, si: profileOf(t).si, ta: t.ta, sd: t.sd }, r.shot, battle.settings);
    t.sl = applied.layers.sl;
    t.ta = applied.layers.ta;
    t.sd = applied.layers.sd;
    if (applied.toStructure > 0) t.sdAttacks++;
    log.add('damage', `${t.name} takes ${applied.toShields} on shields, ${applied.toArmour} on armour, ${applied.toStructure} structural: SL ${t.sl}, TA ${t.ta}, SD ${t.sd}/${ssz}`, {
      shipId: t.id,
      data: { toShields: applied.toShields, toArmour: applied.toArmour, toStructure: applied.toStructure, sl: t.sl, ta: t.ta, sd: t.sd },
    });
  }
  for (const t of battle.ships) {
    if (isActive(t) && t.sd >= profileOf(t).ssz && (t.sd > 0 || profileOf(t).ssz > 0)) {
      t.status = 'destroyed';
      t.endedRound = battle.round;

      log.add('destroyed', `${t.name} is destroyed (SD ${t.sd} ≥ SSZ ${profileOf(t).ssz})`, { shipId: t.id });
    }
  }
}

/** Phase H: every surviving ship that took SD this round rolls d100 ≤ floor(100·SD/SSZ) to blow up. */
export function rollBlowUps(battle: Battle, dice: CombatDice, log: EventLog): void {
  for (const ship of battle.ships) {
    if (!isActive(ship) || ship.sdAttacks === 0) continue;
    const chance = blowUpChance(ship.sd, profileOf(ship).ssz);
    const roll = dice.roll('d100', `R${battle.round}/H/${ship.id}/blow-up`, ship.id, [{ label: `chance: 100 × SD ${ship.sd} / SSZ ${profileOf(ship).ssz}`, value: chance }]);
    if (roll <= chance) {
      ship.status = 'blownUp';
      ship.endedRound = battle.round;

      log.add('blowUp', `${ship.name} blows up: d100 ${roll} ≤ ${chance}% (SD ${ship.sd}/${profileOf(ship).ssz})`, { shipId: ship.id, data: { roll, chance } });
    } else {
      log.add('blowUp', `${ship.name} holds together: d100 ${roll} > ${chance}%`, { shipId: ship.id, data: { roll, chance } });
    }
  }
}

/** Phase I: one d1000 per SD-causing attack, for ships still in the battle. */
export function rollCriticals(battle: Battle, dice: CombatDice, log: EventLog): void {
  for (const ship of battle.ships) {
    if (!isActive(ship)) continue;
    for (let n = 1; n <= ship.sdAttacks; n++) {
      const roll = dice.roll('d1000', `R${battle.round}/I/${ship.id}/critical#${n}`, ship.id);
      const effect = applyCritical(ship, roll, battle.settings);
      if (effect.ref !== 'NE') ship.lostAt = { ...ship.lostAt, [effect.ref]: ship.lostAt?.[effect.ref] ?? battle.round };
      log.add('critical', `${ship.name} critical hit: d1000 ${roll} → ${effect.text}`, { shipId: ship.id, data: { roll, ref: effect.ref } });
      if (effect.destroysShip) {
        ship.status = 'destroyed';
        ship.endedRound = battle.round;

        log.add('destroyed', `${ship.name} is destroyed`, { shipId: ship.id });
        break;
      }
    }
  }
}

/** Phase J: SL = min(SLmax, SL + SR). */
export function regenerateShields(battle: Battle, log: EventLog): void {
  for (const ship of battle.ships) {
    if (!isActive(ship)) continue;
    const max = slMax(ship);
    const before = ship.sl;
    ship.sl = Math.min(max, ship.sl + shieldRecoveryOf(ship, battle.settings.srZeroWithoutShields));
    if (ship.sl !== before) log.add('shields', `${ship.name} shields ${before} → ${ship.sl} (of ${max})`, { shipId: ship.id, data: { sl: ship.sl } });
  }
}
