import { ActionIcon, Alert, Badge, Button, Card, Checkbox, Group, NumberInput, Select, Table, Text, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Design } from '../../../shared/model/entities';
import type { Battle, ShipState, Side } from '../../../shared/rulesets/star-sectors/battle';
import { sideBudget } from '../../../shared/rulesets/star-sectors/budget';
import { pointValue, type ShipCard } from '../../../shared/rulesets/star-sectors/card';
import { cardOf, designIdOf } from '../../../shared/rulesets/star-sectors/records';
import type { Unit } from '../../../shared/model/entities';
import { getDb } from '../../db/database';
import { describeStorageError } from '../../db/save-status';
import { AdjustShipModal } from './AdjustShipModal';
import { CardModal } from './CardModal';
import { deleteCard, deleteShip, deploymentSpot, saveCard, saveShip } from './repository';

interface Props {
  gameId: string;
  side: Side;
  sideIndex: number;
  battle: Battle;
  fleetPoints: number;
  designs: Design[];
  units: Unit[];
}

const fail = (error: unknown) => notifications.show({ color: 'red', title: 'Not saved', message: describeStorageError(error) });

/** One side: its budget, its profile cards and its ships with their supplies. */
export function SideFleet({ gameId, side, sideIndex, battle, fleetPoints, designs, units }: Props) {
  const db = getDb();
  const [editing, setEditing] = useState<{ id: string | null; card: ShipCard | null } | null>(null);
  const [newShip, setNewShip] = useState({ id: '', name: '', designId: '' });
  const [shipError, setShipError] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState<ShipState | null>(null);
  const budget = sideBudget(battle, side.id, fleetPoints);
  const cards = designs.filter((d) => d.empireId === side.id).map((d) => ({ design: d, card: cardOf(d) })).filter((c): c is { design: Design; card: ShipCard } => c.card !== null);
  const ships = battle.ships.filter((s) => s.sideId === side.id);
  const designFor = (ship: ShipState) => designIdOf(units.find((u) => u.id === ship.id) as Unit);
  const update = (ship: ShipState, changes: Partial<ShipState>) => {
    const designId = designFor(ship);
    if (designId) saveShip(db, gameId, { ...ship, ...changes }, designId).catch(fail);
  };
  const addShip = async () => {
    const id = newShip.id.trim().toUpperCase();
    const design = cards.find((c) => c.design.id === newShip.designId);
    if (!design) return setShipError('Choose a profile card for the ship');
    if (!/^[A-Z0-9_.-]{1,12}$/.test(id)) return setShipError('The ship id is what orders call it: 1–12 letters or digits, no spaces (e.g. VAL)');
    if (battle.ships.some((s) => s.id.toUpperCase() === id)) return setShipError(`There is already a ship ${id}`);
    const spot = deploymentSpot(battle, sideIndex, design.card.hullLength);
    if (!spot) return setShipError(`No free hex on ${side.name}'s edge: make the board wider or move ships on the Board screen`);
    const name = newShip.name.trim() || design.card.name;
    const ship: ShipState = {
      id, sideId: side.id, card: { ...design.card, name }, ...spot, damage: 0, ssLoss: 0, destroyed: false, cloaked: false, warpCharges: 0,
      banksCharged: design.card.weapons.map(() => false), dilithium: 0, trilithium: 0, mines: 0, crew: false, dockedRound: null, dockedAt: null, gmNote: '',
    };
    setShipError(null);
    await saveShip(db, gameId, ship, design.design.id).catch(fail);
    setNewShip({ id: '', name: '', designId: newShip.designId });
  };

  return (
    <Card withBorder data-testid={`side-${side.id}`}>
      <Group justify="space-between" mb="xs">
        <Group gap="xs">
          <div style={{ width: 14, height: 14, borderRadius: 7, background: side.color }} />
          <Title order={3}>{side.name}</Title>
        </Group>
        <Text size="sm" data-testid={`budget-${side.id}`}>
          Ships {budget.shipPoints} of {fleetPoints} points · supplies and crews {budget.crewCost + budget.supplyCost} of {Math.max(0, budget.supplyBudget)} credits · {budget.left >= 0 ? `${budget.left} unspent (lost)` : `${-budget.left} over`}
        </Text>
      </Group>
      {budget.problems.length > 0 && (
        <Alert color="red" mb="sm" title="Over budget or over cargo">
          {budget.problems.map((p, i) => <Text size="sm" key={i}>{p.message}</Text>)}
        </Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Text fw={600}>Profile cards</Text>
        <Button size="xs" variant="light" onClick={() => setEditing({ id: null, card: null })}>New card…</Button>
      </Group>
      <Table striped fz="sm" mt={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Class</Table.Th><Table.Th>CF</Table.Th><Table.Th>DF</Table.Th><Table.Th>MF</Table.Th><Table.Th>SS</Table.Th><Table.Th>Cargo</Table.Th><Table.Th>Nacelles</Table.Th><Table.Th>Cloaks</Table.Th><Table.Th>Banks</Table.Th><Table.Th>Hull</Table.Th><Table.Th>Arc</Table.Th><Table.Th>Points</Table.Th><Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {cards.map(({ design, card }) => (
            <Table.Tr key={design.id}>
              <Table.Td>{card.name}</Table.Td><Table.Td>{card.cf}</Table.Td><Table.Td>{card.df}</Table.Td><Table.Td>{card.mf}</Table.Td><Table.Td>{card.ss}</Table.Td><Table.Td>{card.cargo}</Table.Td><Table.Td>{card.nacelles}</Table.Td><Table.Td>{card.cloaks}</Table.Td>
              <Table.Td>{card.weapons.join(' ') || '—'}{card.extraEngineering > 0 ? ` · +${card.extraEngineering} eng.` : ''}</Table.Td><Table.Td>{card.hullLength}</Table.Td><Table.Td>{card.arcs.join(' ')}</Table.Td>
              <Table.Td><Badge variant="light">{pointValue(card, battle.settings.bankPoints)}</Badge></Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-xs" variant="subtle" onClick={() => setEditing({ id: design.id, card })}>Edit</Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => void deleteCard(db, gameId, design.id).then((ok) => ok || notifications.show({ color: 'red', title: 'Card in use', message: `Ships are built from ${card.name}: remove them first.` })).catch(fail)}>Delete</Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text fw={600} mt="md">Ships</Text>
      <Table striped fz="sm" mt={4}>
        <Table.Thead>
          <Table.Tr><Table.Th>Id</Table.Th><Table.Th>Name</Table.Th><Table.Th>Points</Table.Th><Table.Th>Crew</Table.Th><Table.Th>Dilithium</Table.Th><Table.Th>Trilithium</Table.Th><Table.Th>Mines</Table.Th><Table.Th>Warp charged</Table.Th><Table.Th>Banks charged</Table.Th><Table.Th /><Table.Th /></Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {ships.map((ship) => (
            <Table.Tr key={ship.id} data-testid={`ship-row-${ship.id}`}>
              <Table.Td fw={600}>{ship.id}</Table.Td>
              <Table.Td>
                {ship.card.name}
                {ship.destroyed && <Badge ml={4} color="red" size="xs">destroyed</Badge>}
                {ship.damage > 0 && <Badge ml={4} color="orange" size="xs">{ship.damage} hits</Badge>}
                {ship.gmNote && <Text size="xs" c="dimmed" title={ship.gmNote}>GM: {ship.gmNote}</Text>}
              </Table.Td>
              <Table.Td>{pointValue(ship.card, battle.settings.bankPoints)}</Table.Td>
              <Table.Td><Checkbox aria-label={`Command crew aboard ${ship.id}`} checked={ship.crew} onChange={(e) => update(ship, { crew: e.currentTarget.checked })} /></Table.Td>
              {(['dilithium', 'trilithium', 'mines'] as const).map((key) => (
                <Table.Td key={key}><NumberInput aria-label={`${key} aboard ${ship.id}`} size="xs" w={70} min={0} max={ship.card.cargo} allowDecimal={false} value={ship[key]} onChange={(v) => typeof v === 'number' && v >= 0 && update(ship, { [key]: v })} /></Table.Td>
              ))}
              <Table.Td><NumberInput aria-label={`Warp engines charged on ${ship.id}`} size="xs" w={70} min={0} max={ship.card.nacelles} allowDecimal={false} value={ship.warpCharges} onChange={(v) => typeof v === 'number' && v >= 0 && v <= ship.card.nacelles && update(ship, { warpCharges: v })} /></Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {ship.card.weapons.map((w, i) => (
                    <Checkbox key={i} size="xs" label={`${i + 1} ${w}`} checked={ship.banksCharged[i] ?? false} onChange={(e) => { const checked = e.currentTarget.checked; update(ship, { banksCharged: ship.card.weapons.map((_, j) => (j === i ? checked : (ship.banksCharged[j] ?? false))) }); }} />
                  ))}
                </Group>
              </Table.Td>
              <Table.Td>
                <Button size="compact-xs" variant="subtle" onClick={() => setAdjusting(ship)}>Adjust…</Button>
              </Table.Td>
              <Table.Td><ActionIcon variant="subtle" color="red" aria-label={`Remove ship ${ship.id}`} onClick={() => void deleteShip(db, gameId, ship.id).catch(fail)}>✕</ActionIcon></Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group mt="sm" align="end">
        <Select label="Card" placeholder="Profile card" data={cards.map((c) => ({ value: c.design.id, label: c.card.name }))} value={newShip.designId || null} onChange={(v) => setNewShip((s) => ({ ...s, designId: v ?? '' }))} aria-label={`Card of the new ship of ${side.name}`} />
        <TextInput label="Id in orders" placeholder="e.g. VAL" w={110} value={newShip.id} onChange={(e) => { const v = e.currentTarget.value; setNewShip((s) => ({ ...s, id: v })); }} aria-label={`Id of the new ship of ${side.name}`} />
        <TextInput label="Ship name" placeholder="e.g. Valiant" value={newShip.name} onChange={(e) => { const v = e.currentTarget.value; setNewShip((s) => ({ ...s, name: v })); }} aria-label={`Name of the new ship of ${side.name}`} />
        <Button onClick={() => void addShip()} disabled={cards.length === 0}>Add ship</Button>
      </Group>
      {shipError && <Text c="red" size="sm" mt={4} role="alert">{shipError}</Text>}
      {adjusting && (
        <AdjustShipModal
          ship={adjusting}
          onClose={() => setAdjusting(null)}
          onSave={async (changed) => {
            const designId = designFor(changed);
            if (designId) await saveShip(db, gameId, changed, designId).then(() => setAdjusting(null)).catch(fail);
          }}
        />
      )}
      {editing && (
        <CardModal
          opened
          initial={editing.card}
          bankPoints={battle.settings.bankPoints}
          onClose={() => setEditing(null)}
          onSave={async (card) => {
            const id = editing.id ?? `card-${side.id}-${Date.now().toString(36)}`;
            try {
              await saveCard(db, gameId, id, side.id, card);
              setEditing(null);
            } catch (error) {
              fail(error);
            }
          }}
        />
      )}
    </Card>
  );
}
