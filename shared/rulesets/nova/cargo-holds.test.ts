import { describe, expect, it } from 'vitest';
import { byLoadingOrder, carrierSpace, describeSpace, emptyStowage, holdHits, stow, unitPiece, type CargoPiece } from './cargo-holds';

const unit = (id: string, abbr: string): CargoPiece => unitPiece(id, abbr) as CargoPiece;
const ship = (id: string, ssz: number, cost = ssz): CargoPiece => ({ kind: 'ship', id, name: id.toUpperCase(), ssz, cost });
const line = (code: 'CH' | 'LB' | 'IE', count: number, level: number) => ({ code, count, level });

describe('NOVA: CARGO HOLDS, LAUNCH BAYS — room', () => {
  it('a CH is 30 points; a CH 60 line is two holds; bays are listed one by one', () => {
    expect(carrierSpace({ components: [line('IE', 1, 2)] })).toEqual({ holds: 0, bays: [] });
    expect(carrierSpace({ components: [line('CH', 3, 30), line('CH', 1, 60), line('LB', 2, 20)] })).toEqual({ holds: 5, bays: [20, 20] });
    expect(describeSpace({ holds: 0, bays: [] })).toBe('no cargo hold or launch bay');
    expect(describeSpace({ holds: 2, bays: [10] })).toBe('2 cargo holds (60 points) and a launch bay of 10');
  });

  it('a scout with no hold carries nothing: three colonies and an IC are refused', () => {
    const s = stow(emptyStowage({ holds: 0, bays: [] }), [unit('c1', 'C'), unit('c2', 'C'), unit('c3', 'C'), unit('ic', 'IC')]);
    expect(s.where.size).toBe(0);
    expect(s.refused.map((r) => [r.piece.id, r.reason])).toEqual([
      ['c1', 'no cargo hold'],
      ['c2', 'no cargo hold'],
      ['c3', 'no cargo hold'],
      ['ic', 'no cargo hold'],
    ]);
  });

  it('loads cheapest / smallest / alphabetical, holds first to last; an IC needs 4 holds on one ship', () => {
    const pieces = [unit('ic', 'IC'), unit('c1', 'COL'), unit('ra', 'RA'), unit('aa', 'AA')].sort(byLoadingOrder);
    expect(pieces.map((p) => p.id)).toEqual(['aa', 'ra', 'c1', 'ic']);
    const s = stow(emptyStowage({ holds: 6, bays: [] }), pieces);
    expect(s.holds).toEqual(['aa', 'ra', 'c1', 'c1', null, null]);
    expect(s.refused).toEqual([{ piece: pieces[3], reason: '4 holds needed, 2 of 6 free' }]);
  });

  it('ships go into a bay with room (SSZ 0 counts 1, bays do not combine), else a free hold when SSZ ≤ 30', () => {
    const s = stow(emptyStowage({ holds: 1, bays: [20, 20] }), [ship('a', 15), ship('b', 0), ship('c', 10), ship('d', 25), ship('e', 40)]);
    expect(s.bays).toEqual([['a', 'b'], ['c']]);
    expect(s.bayLoad).toEqual([16, 10]);
    expect(s.holds).toEqual(['d']);
    expect(s.refused.map((r) => r.reason)).toEqual(['SSZ 40: no launch bay of size 40 or more, too large for a cargo hold (SSZ 40 > 30)']);
  });
});

describe('NOVA: CARGO HOLDS — critical hits on holds', () => {
  const loaded = () => stow(emptyStowage({ holds: 12, bays: [] }), [unit('aa', 'AA'), unit('c1', 'C'), unit('sdu', 'SDU'), unit('ic', 'IC'), unit('x', 'RA')].sort(byLoadingOrder));
  it('holds are filled in order: AA, RA, colony, SDU, IC', () => {
    expect(loaded().holds).toEqual(['aa', 'x', 'c1', 'c1', 'sdu', 'sdu', 'sdu', 'ic', 'ic', 'ic', 'ic', null]);
  });
  it('a hit hold destroys the army in it; an installation losing a third or more of its size is destroyed, less and it survives', () => {
    // Hold 1 (AA), hold 5 (one of the SDU's 3: a third), hold 8 (one of the IC's 4: a quarter).
    expect(holdHits(loaded(), [0, 4, 7])).toEqual({ destroyed: ['aa', 'sdu'], detonated: null, carrierDestroyed: false });
    expect(holdHits(loaded(), [7, 8])).toEqual({ destroyed: ['ic'], detonated: null, carrierDestroyed: false });
    expect(holdHits(loaded(), [11])).toEqual({ destroyed: [], detonated: null, carrierDestroyed: false });
  });
  it('a PCB or TFC with any part in a hit hold detonates: the carrier is destroyed', () => {
    const s = stow(emptyStowage({ holds: 8, bays: [] }), [unit('aa', 'AA'), unit('pcb', 'PCB')]);
    expect(s.holds).toEqual(['aa', 'pcb', 'pcb', 'pcb', 'pcb', 'pcb', 'pcb', null]);
    expect(holdHits(s, [6])).toMatchObject({ detonated: 'pcb', carrierDestroyed: true });
  });
});
