// NOVA: COMMUNICATIONS — "Communications during space combats are jammed by the favoured side. Reports are received only when
// ships within SN range of the combat survive. Tachyon Communicators may be used to enhance the chances of a report."
// SPACE COMBAT EXAMPLE COMMENTARY — "Clark jumps out turn 8 … Both players receive a report in their sitreps."
import { describe, expect, it } from 'vitest';
import { seedRng } from '../../../rng';
import { startBattle } from './battle';
import { battleReports } from './battle-reports';
import { resolveBattle } from './engine';
import { SPACE_EXAMPLE, SPACE_EXAMPLE_DECISIONS, SPACE_EXAMPLE_DICE } from './fixtures/space-example';

describe('who hears of a battle (NOVA: COMMUNICATIONS)', () => {
  const end = () => {
    const r = resolveBattle(startBattle(SPACE_EXAMPLE), SPACE_EXAMPLE_DECISIONS, seedRng('unused'), { forced: { queue: SPACE_EXAMPLE_DICE } });
    if (!r.ok) throw new Error(r.reason);
    return r.battle;
  };

  it('the book\'s example: the Huron survives and the Clark jumps out, so both empires get a report; the Lewis, blown up, sends none', () => {
    expect(battleReports(end())).toMatchObject({ ships: { huron: 'survivor', lewis: 'none', clark: 'survivor' }, sides: { MINKY: true, PIGGY: true } });
  });

  it('a side whose every ship is lost (and no TC got a report out) hears nothing', () => {
    const battle = end();
    const clark = battle.ships.find((s) => s.id === 'clark')!;
    clark.status = 'destroyed';
    clark.endedRound = 8;
    expect(battleReports(battle).sides).toEqual({ MINKY: true, PIGGY: false });
  });
});
