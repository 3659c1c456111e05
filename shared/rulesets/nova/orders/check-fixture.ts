/**
 * A small game for the checker's tests, built from the rulebook's situations: LYRA (home),
 * ALGOL and TEDDY known, VEGA beyond, a looping warp line at ALGOL.
 *
 *   LYRA C — A ALGOL     LYRA D — B TEDDY     ALGOL B — A TEDDY
 *   TEDDY C — A VEGA     ALGOL C — D ALGOL (a loop)
 */
import type { Empire, Knowledge, Unit } from '../../../model/entities';
import type { NovaDesignRow } from '../records';
import type { NovaSystem, NovaWarpLine } from '../records';
import type { CheckInput } from './check-context';

const gameId = 'g';
const system = (id: string, name: string, ownerId: string | null = null): NovaSystem => ({ gameId, id, name, type: 6, status: ownerId ? 'world' : 'none', ownerId, colonies: 0, homeStar: false, x: 0, y: 0, installations: {}, notes: '' });
const line = (id: string, a: string, aLetter: string, b: string, bLetter: string): NovaWarpLine => ({ gameId, id, a, aLetter, b, bLetter });
const empire = (id: string, name: string, extra: Record<string, unknown> = {}): Empire => ({ gameId, id, name, position: 1, playerName: '', playerContact: '', color: '#888888', homeSystemId: null, treasury: 300, notes: '', ...extra });
const c = (code: string, level = 0, count = 1) => ({ code, level, count });
const design = (id: string, name: string, components: ReturnType<typeof c>[]): NovaDesignRow => ({ gameId, id, empireId: 'e1', kind: 'ship', name, nova: { components } });
const ship = (id: string, name: string, designId: string, systemId: string): Unit => ({ gameId, id, empireId: 'e1', kind: 'ship', name, systemId, designId });
const unit = (id: string, kind: string, systemId: string): Unit => ({ gameId, id, empireId: 'e1', kind, name: '', systemId });
/** `letters`: each warp point the empire knows, with the system it leads to when it has travelled it (`C>s2`). */
const known = (systemId: string, name: string, how: string, letters: string[]): Knowledge => ({
  gameId,
  id: `k.e1.${systemId}`,
  empireId: 'e1',
  systemId,
  how,
  turn: 1,
  name,
  type: null,
  status: null,
  warpPoints: letters.map((text) => {
    const [letter, to] = text.split('>');
    return { letter, leadsTo: to ? { systemId: to, letter: 'A' } : null };
  }),
});

export function fixture(): CheckInput {
  return {
    empireId: 'e1',
    systems: [{ ...system('s1', 'LYRA', 'e1'), installations: { IC: 1 } }, system('s2', 'ALGOL'), system('s3', 'TEDDY'), system('s4', 'VEGA'), system('s5', 'MIRA', 'e2')],
    warpLines: [line('w1', 's1', 'C', 's2', 'A'), line('w2', 's1', 'D', 's3', 'B'), line('w3', 's2', 'B', 's3', 'A'), line('w4', 's3', 'C', 's4', 'A'), line('w5', 's2', 'C', 's2', 'D')],
    designs: [
      design('d-scout', 'Scout', [c('IE', 2), c('JD', 2), c('XC')]),
      design('d-frigate', 'Frigate', [c('IE', 4), c('JD', 3), c('BL', 15, 2), c('DC')]),
      design('d-picket', 'Picket', [c('IE', 2), c('JD', 1), c('BL', 10), c('DG', 20)]),
      design('d-mule', 'Mule', [c('IE', 2), c('JD', 2), c('CH', 30, 6)]),
    ],
    units: [
      ship('u1', 'DARING', 'd-scout', 's1'),
      ship('u2', 'BOLD', 'd-frigate', 's1'),
      ship('u3', 'VALIANT', 'd-frigate', 's2'),
      ship('u4', 'PICKET', 'd-picket', 's1'),
      ship('u5', 'MULE', 'd-mule', 's1'),
      unit('u6', 'C', 's1'),
      unit('u7', 'C', 's1'),
      unit('u8', 'AA', 's1'),
    ],
    knowledge: [known('s1', 'LYRA', 'explored', ['C>s2', 'D>s3']), known('s2', 'ALGOL', 'explored', ['A>s1', 'B>s3', 'C>s2', 'D>s2']), known('s3', 'TEDDY', 'jumped', ['B>s1'])],
    empires: [
      empire('e1', 'AROMA', { homeSystemId: 's1', nova: { tech: { BL: 15, IE: 4 } }, contacts: [{ empireId: 'e2', level: 'normal', alias: 'Empire A' }, { empireId: 'e4', level: 'minor', alias: 'PLAYER 1' }] }),
      empire('e2', 'MUDDY'),
      empire('e3', 'PAGAN'),
      empire('e4', 'ROGUE'),
    ],
  };
}
