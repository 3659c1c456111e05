/**
 * What a player may not know, as names a leak check looks for (shared/print/document-leaks.ts): the GM's
 * truth less the player's view (view/player-view.ts). Worked out from the world and who drew and met
 * what, never from the document being checked (PRODUCT.md "secret by construction").
 *
 * - planets the player's view does not hold (strict fog; in tabletop mode every planet is on the open board);
 * - other players' ships by counter id, when fleet make-up is hidden, unless the player fought them;
 * - cards in other players' hands the player never held and nobody played openly;
 * - Discovery results others found and hold secret.
 */
import type { Secret } from '../../../print/leaks';
import { cardName } from '../cards/decks';
import { DISCOVERY_CHART } from '../rules/discovery-chart';
import type { BattleReport, GdEvent } from '../turn/model';
import { playerView } from '../view/player-view';
import type { World } from '../world/world';

export type GdSecretKind = 'planet' | 'ship' | 'card' | 'discovery';

/** The secrets of `playerId` after a turn, and the names the player knows (a secret spelt like one is not looked for). */
export function playerSecrets(world: World, events: readonly GdEvent[], battles: readonly BattleReport[], playerId: string): { secrets: Secret<GdSecretKind>[]; known: string[] } {
  const view = playerView(world, playerId);
  const secrets: Secret<GdSecretKind>[] = [];
  const known = new Set<string>();
  const seenPlanets = new Set(view.planets.map((p) => p.id));
  for (const p of view.planets) known.add(p.name);
  for (const p of world.planets) if (!seenPlanets.has(p.id)) secrets.push({ name: p.name, kind: 'planet' });
  known.add(view.me.name);
  for (const o of view.others) known.add(o.name);
  if (world.mail.fleetMakeup === 'hidden-until-battle') {
    const shown = new Set(view.fleets.flatMap((f) => (f.units ?? []).map((u) => u.id)));
    const met = new Set(battles.filter((b) => b.players.includes(playerId)).flatMap((b) => b.battle.combatants.map((c) => c.ref ?? c.id)));
    for (const u of world.units) {
      if (u.ownerId === playerId || shown.has(u.id)) known.add(u.id);
      else if (!met.has(u.id)) secrets.push({ name: u.id, kind: 'ship' });
    }
  }
  const me = world.players.find((p) => p.id === playerId);
  for (const c of me?.hand ?? []) known.add(cardName(world.table, c));
  for (const c of [...(me?.inPlay ?? []), ...(me?.destiny ? [me.destiny] : [])]) known.add(cardName(world.table, c));
  for (const e of events) {
    if (e.data?.player === playerId) for (const c of (e.data?.cards as string[] | undefined) ?? []) known.add(cardName(world.table, c));
  }
  const publicText = events.filter((e) => e.visibleTo === 'all').map((e) => e.text).join('\n');
  for (const o of world.players.filter((p) => p.id !== playerId)) {
    for (const c of [...o.inPlay]) known.add(cardName(world.table, c));
    for (const c of o.hand) {
      const name = cardName(world.table, c);
      if (!known.has(name) && !publicText.includes(name)) secrets.push({ name, kind: 'card' });
    }
  }
  const mine = new Set(world.knowledge.filter((k) => k.playerId === playerId && k.discovery).map((k) => k.discovery?.result));
  for (const h of world.hexes) {
    const d = h.discovery;
    if (!d?.result || d.finderId === playerId || d.activated || mine.has(d.result)) continue;
    const row = Object.values(DISCOVERY_CHART).find((r) => r.result === d.result);
    if (row) secrets.push({ name: row.text, kind: 'discovery' });
  }
  return { secrets, known: [...known] };
}
