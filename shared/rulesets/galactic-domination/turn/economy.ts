/**
 * H Income (GD §11.1 H, §9.1.1, §11.9) and J Expenses (GD §11.1 J, §10.1.2): the banker's ledger. Blockade
 * is checked at phase H (digest A-28): a blockaded planet gives half, rounded up; its Shipyard builds no
 * ships and what is under construction there is frozen.
 */
import { defIdOf } from '../cards/card-data';
import { isBlockaded } from '../rules/blockade';
import { checkBuilds, type BuildSite } from '../rules/construction';
import { incomeLedger, type IncomeLine } from '../rules/income';
import { fighterReadiness, hullEscape, hullOf } from '../rules/hulls';
import type { Planet } from '../world/world';
import type { TurnContext } from './context';
import { addForce, newFleet } from './units';

/** Marks every owned planet blockaded or not (GD §11.9). */
export function checkBlockades(ctx: TurnContext): void {
  for (const pl of ctx.world.planets) {
    if (!pl.ownerId) {
      pl.blockaded = false;
      continue;
    }
    const hex = ctx.hex(pl.hexId);
    if (!hex) continue;
    const here = ctx.fleetsAt({ hexId: pl.hexId, half: pl.half });
    const adjacent = new Set(ctx.map.neighbours(hex).map((n) => n.hex.id));
    const was = pl.blockaded;
    pl.blockaded = isBlockaded({
      friendlyShipsInHex: here.filter((f) => f.ownerId === pl.ownerId).length,
      enemyShipsInHex: here.filter((f) => f.ownerId !== pl.ownerId).length,
      friendlySpaceUnitsAdjacent: ctx.world.fleets.filter((f) => f.ownerId === pl.ownerId && adjacent.has(f.hexId)).length,
    });
    if (pl.blockaded !== was) ctx.event('blockade', [pl.ownerId], `${pl.name} is ${pl.blockaded ? 'blockaded: half income, no ship building' : 'no longer blockaded'}`, { rule: 'GD §11.9' });
    for (const b of ctx.world.builds) if (b.planetId === pl.id && b.ownerId === pl.ownerId && b.code !== 'GBDS' && b.code !== 'MI' && b.code !== 'SY') b.frozen = pl.blockaded;
  }
}

/**
 * GD §11.9 save roll: hulls (and Fighters) under construction at a blockaded Shipyard may try to escape,
 * one 1D6 each: hulls 1–3 escape as incomplete hulls, 4–5 are destroyed, 6 captured by the blockader;
 * Fighters 1–3 are activated, 4–6 destroyed.
 */
export function blockadeEscapes(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    for (const e of ctx.ordersOf(p.id).escapes) {
      const builds = ctx.world.builds.filter((b) => b.ownerId === p.id && b.frozen && (e.build.toUpperCase() === 'ALL' || b.id === e.build));
      for (const b of builds) {
        const planet = ctx.planet(b.planetId);
        if (!planet) continue;
        const pos = { hexId: planet.hexId, half: planet.half };
        const captor = ctx.fleetsAt(pos).find((f) => f.ownerId !== p.id)?.ownerId ?? null;
        const group = `T${ctx.turn}.H.escape.${b.id}`;
        for (let i = 0; i < b.qty; i++) {
          const d6 = ctx.dice.roll(`${b.code} under construction at ${planet.name}: blockade save roll (1D6)`, 'd6', { group });
          if (b.code === 'Ftr') {
            const r = fighterReadiness(d6);
            if (r === 'activated') planet.waitingFtr += 1;
            ctx.event('blockade-escape', [p.id], `A Fighter at ${planet.name} (1D6 = ${d6}): ${r}`, { rule: 'GD §11.9' });
            continue;
          }
          if (!hullOf(b.code)) continue;
          const r = hullEscape(d6);
          const owner = r === 'escapes' ? p.id : r === 'captured' ? captor : null;
          if (owner) {
            const f = newFleet(ctx, owner, pos);
            const [u] = addForce(ctx.world, owner, f, { [b.code]: 1 }).units;
            if (u) u.hull = true;
          }
          ctx.event('blockade-escape', captor && r === 'captured' ? [p.id, captor] : [p.id], `A ${b.code} hull at ${planet.name} (1D6 = ${d6}): ${r === 'escapes' ? 'escapes as an incomplete hull' : r === 'destroyed' ? 'destroyed' : 'captured by the blockader'}`, { rule: 'GD §11.9' });
        }
        ctx.world.builds = ctx.world.builds.filter((x) => x !== b);
      }
    }
  }
}

/** H Income Phase. */
export function income(ctx: TurnContext): void {
  checkBlockades(ctx);
  blockadeEscapes(ctx);
  for (const p of ctx.playOrder()) {
    const worlds = ctx.world.planets.filter((pl) => pl.ownerId === p.id).map((pl: Planet) => ({ id: pl.id, name: pl.name, kind: pl.kind, resource: pl.resource, nativeRace: pl.nativeRace, blockaded: pl.blockaded, producing: pl.producing }));
    const bonuses: IncomeLine[] = [...p.pendingIncome];
    if (ctx.world.table.effects.includes('economic-boom')) bonuses.push({ source: 'Economic Boom', amount: 10, note: 'Stimulus Card (§10.6.1)' });
    // GD §11.17 Serendipity: $5 once a ship brings it back to a planet of yours.
    for (const u of ctx.world.units.filter((x) => x.ownerId === p.id && x.serendipity)) {
      const f = ctx.fleet(u.fleetId ?? '');
      if (f && ctx.world.planets.some((pl) => pl.ownerId === p.id && pl.hexId === f.hexId)) {
        bonuses.push({ source: `Serendipity item (${u.id})`, amount: 5, note: '§11.17' });
        u.serendipity = false;
      }
    }
    const ledger = incomeLedger(worlds, p.raceCode, bonuses);
    p.stellars += ledger.total;
    p.pendingIncome = [];
    ctx.event('ledger', [p.id], `Income: $${ledger.total} (${ledger.lines.map((l) => `${l.source} $${l.amount}${l.note ? ` [${l.note}]` : ''}`).join('; ')})`, { rule: 'GD §11.1 H', data: { amount: ledger.total, lines: ledger.lines } });
  }
}

/** J Expenses (GD §11.1 J): pay for new units; they appear in phase F of the next turn. Hulls are armed (§11.9.1–2). */
export function construction(ctx: TurnContext): void {
  for (const p of ctx.playOrder()) {
    for (const a of ctx.ordersOf(p.id).arms) {
      const u = ctx.unit(a.unit);
      const f = u ? ctx.fleet(u.fleetId ?? '') : undefined;
      const h = u ? hullOf(u.code) : null;
      const yard = f ? ctx.world.planets.find((pl) => pl.ownerId === p.id && pl.hexId === f.hexId && pl.shipyards > 0 && !pl.blockaded) : undefined;
      if (!u || u.ownerId !== p.id || !u.hull || !h || !yard) {
        ctx.event('order-rejected', [p.id], `line ${a.line}: ARM ${a.unit}: an incomplete hull of yours at a Shipyard of yours`, { rule: 'GD §11.9.2' });
        continue;
      }
      if (p.stellars < h.costToArm) {
        ctx.event('order-rejected', [p.id], `line ${a.line}: ARM ${a.unit}: $${h.costToArm} needed`, { rule: 'GD §11.9.1' });
        continue;
      }
      p.stellars -= h.costToArm;
      u.hull = false;
      ctx.event('ledger', [p.id], `Armed the hull ${u.id} at ${yard.name}: $${h.costToArm}`, { rule: 'GD §11.9.1', data: { amount: -h.costToArm } });
    }
    const orders = ctx.ordersOf(p.id).builds;
    if (orders.length === 0) continue;
    const sites: BuildSite[] = ctx.world.planets
      .filter((pl) => pl.ownerId === p.id)
      .map((pl) => ({ id: pl.id, name: pl.name, resource: pl.resource ?? 0, gbds: pl.gbds + ctx.world.builds.filter((b) => b.planetId === pl.id && b.code === 'GBDS').reduce((n, b) => n + b.qty, 0), shipyards: pl.shipyards, blockaded: pl.blockaded, extraGbdsAllowed: pl.extraGbds, waitingFighters: pl.waitingFtr }));
    const lines = orders.map((o) => {
      const site = ctx.world.planets.find((pl) => pl.ownerId === p.id && (pl.name.toLowerCase() === o.at.toLowerCase() || pl.id === o.at));
      return { line: o.line, code: o.code, qty: o.qty, siteId: site?.id ?? `?${o.at}` };
    });
    const cunning = p.destiny !== null && defIdOf(p.destiny) === 'destiny-cunning';
    const checked = checkBuilds(p.raceCode, lines, sites, p.stellars, { fighterCost: cunning ? 2 : undefined });
    for (const prob of checked.problems) ctx.event('order-rejected', [p.id], `line ${prob.line ?? '?'}: ${prob.message}`, { rule: prob.rule });
    p.stellars -= checked.cost;
    checked.accepted.forEach((l, i) => {
      const o = orders.find((x) => x.line === l.line);
      ctx.world.builds.push({ id: `B${ctx.turn}-${p.id}-${i + 1}`, ownerId: p.id, code: l.code, qty: l.qty, planetId: l.siteId, turn: ctx.turn, frozen: false, forCarrier: o?.forCarrier ?? null, free: false, group: null, anywhere: false });
      // App N: +1 CP for each altered unit built under the Alternate Terran Naval Option.
      if (p.terranAlternate && ['BB', 'CA', 'DD', 'FF', 'CV'].includes(l.code)) p.cp += l.qty;
    });
    if (checked.accepted.length > 0) ctx.event('ledger', [p.id], `Construction: ${checked.accepted.map((l) => `${l.qty} ${l.code} at ${ctx.planet(l.siteId)?.name}`).join(', ')}: $${checked.cost}`, { rule: 'GD §11.1 J', data: { amount: -checked.cost } });
  }
}
