/**
 * The pre-filled order sheet for a player's next turn, in the typed-order format (docs/dark-nebula.md):
 * one section per sheet, the player's forces listed as comments where they are, and the standing
 * combat instructions written out with their defaults so the player edits rather than invents.
 */
import { ratingText } from '../data/unit-classes';
import type { Side, World } from '../model';
import { mapIndex, placeOfUnit } from '../state/queries';

export function orderSheetTemplate(world: World, side: Side): string {
  const idx = mapIndex(world.map);
  const name = (id: string) => idx.systems.get(id)?.name ?? id;
  const bySystem = new Map<string, string[]>();
  for (const u of world.units) {
    if (u.owner !== side && u.hiredBy !== side) continue;
    const place = placeOfUnit(world, u);
    if (!place) continue;
    const cls = world.classes[u.classId];
    const where = u.loc.kind === 'carried' ? ` aboard ${u.loc.carrierId}` : place.boxId ? ' (box)' : '';
    const line = `#   ${u.id} ${cls?.code ?? '?'} ${cls ? ratingText(cls, u.strength) : ''}${where}${u.maintFailed ? ' FAILED' : ''}`;
    bySystem.set(place.systemId, [...(bySystem.get(place.systemId) ?? []), line]);
  }
  const forces = [...bySystem].sort(([a], [b]) => name(a).localeCompare(name(b))).flatMap(([s, lines]) => [`# ${name(s)}:`, ...lines]);
  const arrivals = world.units.filter((u) => u.owner === side && u.loc.kind === 'pending').map((u) => `# PLACE ${u.id} AT <system>   (${world.classes[u.classId]?.code}, due turn ${(u.loc as { turn: number }).turn})`);
  const next = world.cursor.turn + (world.cursor.phase === 'mp' && world.cursor.player === 'human' ? 0 : 1);
  const vilani = world.sides[side].variant === 'vilani';
  return [
    `# Beyond the Dark Nebula — orders for turn ${next}. One order a line; "#" starts a comment.`,
    '# Your forces:',
    ...forces,
    '',
    '[MP]',
    '# BUILD <code> [xN] [AT <system>]   REPAIR ALL | <ids>   UNPAID <ids>   HIRE / DISMISS <ids>',
    ...arrivals,
    ...(vilani ? ['# APPEAL   GRANT <code> <code> <code>   QUEUE <ids>   DISCARD <ids>'] : []),
    ...(world.sides[side].variant === 'solomani' ? ['# TRUCE   (only while you hold Osa, Simsek and Dim/Astek)'] : []),
    '',
    '[MOVE1]',
    '# MOVE <ids> <system> > <system> > …   SUBLIGHT <ids> TO <system>   LOAD <carrier> <ids>   UNLOAD <carrier> [ALL]   LIFT <ids>',
    '',
    '[COMBAT]',
    'RANGE KEEP',
    'WITHDRAW NEVER',
    'FIRE LONG MISSILE',
    'FIRE SHORT BEST',
    'DEFENSIVE YES',
    'SURPLUS STACK',
    'GROUND SECOND-LINE',
    '# ATTACK / DECLINE <system>   BOMBARD <system> [TARGETS ALL|<ids>] [WITH <ids>]   LAND <system> [ALL|<ids>] [DROP]   NEGOTIATE <system> [HIRE ALL|NONE|<ids>]',
    '',
    '[REACTION]',
    '# REACT <system>[:<box>]   then MOVE lines (at most 3 jumps a ship)',
    '',
    '[MOVE2]',
    '# MOVE <ids> <system> > …   (no sublight)',
    '',
  ].join('\n');
}
