import { Alert, Button, Group, NumberInput, Select, Stack, Table, Text, Title, useComputedColorScheme } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { hexKey, hexLabel, hullHexes, isFacing, turn, type HexCoord } from '../../../shared/hex/coords';
import { shipFacing, shipHull } from '../../../shared/rulesets/star-sectors/battle';
import { checkBattle } from '../../../shared/rulesets/star-sectors/round-file';
import { TERRAIN_EFFECTS, TERRAIN_KINDS, TERRAIN_NAMES, terrainHexes, type Terrain, type TerrainKind } from '../../../shared/rulesets/star-sectors/terrain';
import { HexBoard } from '../../components/hex-board/HexBoard';
import { getDb } from '../../db/database';
import { describeStorageError } from '../../db/save-status';
import type { ScreenProps } from '../../ruleset';
import { boardPieces, boardTiles, TERRAIN_STYLE } from './board-view';
import { designIdOf } from '../../../shared/rulesets/star-sectors/records';
import { saveSetup, saveShip } from './repository';
import { useBattle } from './useBattle';

type Tool = 'ships' | 'erase' | TerrainKind;
const PREFIX: Record<TerrainKind, string> = { asteroids: 'AST', 'ion-storm': 'ION', 'metaphasic-nebula': 'MET', moon: 'MOON', 'mutara-nebula': 'MUT', planet: 'PLN', star: 'STAR', wormhole: 'WH', station: 'STN', mine: 'MINE' };

/** Star Sectors III: place terrain tiles and stations, then deploy ships on opposite edges. */
export function BoardPage({ game }: ScreenProps) {
  const loaded = useBattle(game.id);
  const [tool, setTool] = useState<Tool>('ships');
  const [selected, setSelected] = useState<string | null>(null);
  const dark = useComputedColorScheme('light') === 'dark';
  if (!loaded) return null;
  const { battle, setup, units } = loaded;
  const db = getDb();
  const fail = (error: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });
  const problems = checkBattle(battle);
  const selectedShip = battle.ships.find((s) => s.id === selected) ?? null;

  const placeTile = (kind: TerrainKind, h: HexCoord) => {
    let n = 1;
    while (battle.terrain.some((t) => t.id === `${PREFIX[kind]}${n}`)) n++;
    const tile: Terrain = { id: `${PREFIX[kind]}${n}`, kind, q: h.q, r: h.r };
    if (kind === 'mine') tile.sideId = null;
    const covered = new Set(battle.terrain.flatMap((t) => terrainHexes(t)).map(hexKey));
    const ships = new Set(battle.ships.filter((s) => !s.destroyed).flatMap((s) => shipHull(s)).map(hexKey));
    if (terrainHexes(tile).some((x) => covered.has(hexKey(x)) || ships.has(hexKey(x)))) {
      notifications.show({ color: 'orange', title: 'Hex taken', message: `${TERRAIN_NAMES[kind]} cannot go on hex ${hexLabel(h)}: terrain or a ship is there.` });
      return;
    }
    let terrain = [...battle.terrain, tile];
    if (kind === 'wormhole') {
      const partner = battle.terrain.find((t) => t.kind === 'wormhole' && !battle.terrain.some((o) => o.link === t.id));
      if (partner) {
        tile.link = partner.id;
        terrain = terrain.map((t) => (t.id === partner.id ? { ...t, link: tile.id } : t));
      }
    }
    void saveSetup(db, game, { terrain }).catch(fail);
  };
  const erase = (h: HexCoord) => {
    const tile = battle.terrain.find((t) => terrainHexes(t).some((x) => hexKey(x) === hexKey(h)));
    if (!tile) return;
    const terrain = battle.terrain.filter((t) => t.id !== tile.id).map((t) => (t.link === tile.id ? { ...t, link: undefined } : t));
    void saveSetup(db, game, { terrain }).catch(fail);
  };
  const moveShip = (h: HexCoord, facing = selectedShip ? shipFacing(selectedShip) : 0) => {
    if (!selectedShip) return;
    const designId = designIdOf(units.find((u) => u.id === selectedShip.id) as never);
    if (!designId || !isFacing(facing)) return;
    const hull = hullHexes(h, facing, selectedShip.card.hullLength);
    const others = new Set(battle.ships.filter((s) => s.id !== selectedShip.id && !s.destroyed).flatMap((s) => shipHull(s)).map(hexKey));
    const covered = new Set(battle.terrain.flatMap((t) => terrainHexes(t)).map(hexKey));
    if (hull.some((x) => others.has(hexKey(x)) || covered.has(hexKey(x)))) {
      notifications.show({ color: 'orange', title: 'Hex taken', message: `${selectedShip.card.name} does not fit on hex ${hexLabel(h)}.` });
      return;
    }
    void saveShip(db, game.id, { ...selectedShip, q: h.q, r: h.r, facing }, designId).catch(fail);
  };
  const onHex = (h: HexCoord) => {
    if (tool === 'ships') moveShip(h);
    else if (tool === 'erase') erase(h);
    else placeTile(tool, h);
  };

  return (
    <Stack data-testid="ss-board">
      <Group justify="space-between" align="end">
        <div>
          <Title order={1}>Board</Title>
          <Text c="dimmed" size="sm">Place terrain before deploying ships. Ships deploy on the first row of hexes at opposite edges; pick a ship, then click a hex to move it.</Text>
        </div>
        <Group align="end">
          <NumberInput label="Columns" w={100} min={4} max={60} allowDecimal={false} value={setup.cols} onChange={(v) => typeof v === 'number' && v >= 4 && v <= 60 && void saveSetup(db, game, { cols: v }).catch(fail)} />
          <NumberInput label="Rows" w={100} min={4} max={60} allowDecimal={false} value={setup.rows} onChange={(v) => typeof v === 'number' && v >= 4 && v <= 60 && void saveSetup(db, game, { rows: v }).catch(fail)} />
          <Select
            label="Tool"
            w={220}
            allowDeselect={false}
            value={tool}
            onChange={(v) => v && setTool(v as Tool)}
            data={[{ value: 'ships', label: 'Move ships' }, { value: 'erase', label: 'Erase terrain' }, ...TERRAIN_KINDS.map((k) => ({ value: k, label: `Place ${TERRAIN_NAMES[k].toLowerCase()}` }))]}
          />
        </Group>
      </Group>
      {problems.length > 0 && (
        <Alert color="red" title="The board needs attention">
          {problems.map((p, i) => <Text key={i} size="sm">{p.message}</Text>)}
        </Alert>
      )}
      <Group align="start" wrap="nowrap">
        <div style={{ flex: 1, minWidth: 0 }}>
          <HexBoard
            frame={{ height: 560, start: 'board' }}
            cols={battle.cols}
            rows={battle.rows}
            size={26}
            tiles={boardTiles(battle)}
            pieces={boardPieces(battle)}
            selectedId={selected}
            onHexClick={onHex}
            onPieceClick={(id) => { setTool('ships'); setSelected(id === selected ? null : id); }}
            gridColor={dark ? '#495057' : '#c4ccd6'}
            background={dark ? '#25262b' : '#f8f9fb'}
            textColor={dark ? '#909296' : '#5c6470'}
          />
        </div>
        <Stack gap="xs" w={320}>
          {selectedShip ? (
            <>
              <Text fw={600}>{selectedShip.card.name} ({selectedShip.id}) · hex {hexLabel(shipHull(selectedShip)[0] as HexCoord)}</Text>
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => moveShip(shipHull(selectedShip)[0] as HexCoord, turn(shipFacing(selectedShip), -1))}>Turn to port</Button>
                <Button size="xs" variant="default" onClick={() => moveShip(shipHull(selectedShip)[0] as HexCoord, turn(shipFacing(selectedShip), 1))}>Turn to starboard</Button>
              </Group>
            </>
          ) : (
            <Text size="sm" c="dimmed">Click a ship to pick it.</Text>
          )}
          <Table fz="xs">
            <Table.Tbody>
              {TERRAIN_KINDS.map((k) => (
                <Table.Tr key={k}>
                  <Table.Td><span style={{ display: 'inline-block', width: 14, height: 14, background: TERRAIN_STYLE[k].fill, borderRadius: 3 }} /></Table.Td>
                  <Table.Td fw={600}>{TERRAIN_NAMES[k]}</Table.Td>
                  <Table.Td>{TERRAIN_EFFECTS[k]}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Stack>
      </Group>
    </Stack>
  );
}
