/**
 * Fleet organisation before movement (digest §5.3 C; GD §10.5.1.3 fleets; §9.1.2 the Exploration Fleets
 * may be reorganised until they first move): SPLIT and MERGE orders of each player.
 */
import { readUnitCode } from '../rules/units';
import type { TurnContext } from './context';
import { fleetId } from './context';
import { dropEmptyFleets, fleetLabel, newFleet } from './units';

/** Finds a player's fleet by id ("S-F1"), "F1" or "1". */
export function findFleet(ctx: TurnContext, playerId: string, ref: string) {
  const r = ref.trim().toUpperCase();
  return ctx.world.fleets.find((f) => f.ownerId === playerId && (f.id.toUpperCase() === r || `F${f.number}` === r || String(f.number) === r));
}

export function organiseFleets(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    const o = ctx.ordersOf(p.id);
    for (const s of o.splits) {
      const from = findFleet(ctx, p.id, s.fleet);
      if (!from) {
        ctx.event('order-rejected', [p.id], `line ${s.line}: SPLIT ${s.fleet}: no such fleet of yours`, { rule: 'GD §10.5.1.3' });
        continue;
      }
      if (ctx.world.fleets.some((f) => f.id === fleetId(p.id, s.newNumber))) {
        ctx.event('order-rejected', [p.id], `line ${s.line}: SPLIT: fleet ${s.newNumber} already exists`, { rule: 'GD §10.5.1.3' });
        continue;
      }
      const pool = ctx.unitsOf(from.id);
      const picked = new Set<string>();
      let bad = false;
      for (const token of s.units) {
        const m = /^(\d+)\s*[xX]?\s*(\w+)$/.exec(token);
        const byId = pool.find((u) => u.id.toUpperCase() === token.toUpperCase() && !picked.has(u.id));
        if (byId) {
          picked.add(byId.id);
          continue;
        }
        const count = m ? Number(m[1]) : 1;
        const code = readUnitCode(m ? (m[2] as string) : token);
        const matches = pool.filter((u) => u.code === code && !picked.has(u.id)).slice(0, count);
        if (!code || matches.length < count) bad = true;
        for (const u of matches) picked.add(u.id);
      }
      if (bad || picked.size === 0 || picked.size === pool.length) {
        ctx.event('order-rejected', [p.id], `line ${s.line}: SPLIT ${s.fleet}: the units named are not all in that fleet, or none would stay`, { rule: 'GD §10.5.1.3' });
        continue;
      }
      const nf = newFleet(ctx, p.id, { hexId: from.hexId, half: from.half }, s.newNumber);
      for (const u of pool) if (picked.has(u.id)) u.fleetId = nf.id;
      ctx.event('organise', [p.id], `${fleetLabel(ctx, nf)} split from ${fleetLabel(ctx, from)}: ${[...picked].join(', ')}`, { rule: 'GD §10.5.1.3' });
    }
    for (const m of o.merges) {
      const a = findFleet(ctx, p.id, m.fleet);
      const b = findFleet(ctx, p.id, m.into);
      if (!a || !b || a.id === b.id || a.hexId !== b.hexId || (a.half ?? 0) !== (b.half ?? 0)) {
        ctx.event('order-rejected', [p.id], `line ${m.line}: MERGE ${m.fleet} INTO ${m.into}: both must be your fleets in the same place`, { rule: 'GD §10.5.1.3' });
        continue;
      }
      for (const u of ctx.unitsOf(a.id)) u.fleetId = b.id;
      ctx.event('organise', [p.id], `Fleet ${a.number} merges into ${fleetLabel(ctx, b)}`, { rule: 'GD §10.5.1.3' });
    }
  }
  dropEmptyFleets(ctx.world);
}
