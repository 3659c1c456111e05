/**
 * The Players screen: each player's treasury, VP, planets, fleets and ships as they stand at the start of
 * the open turn, and the GM's corrections (PRODUCT.md: every computed value can be overridden, with a note
 * that is kept): each is stored with its note as an event of the last committed turn, shown below, and told
 * to the players it concerns in that turn's sitrep.
 */
import { Badge, Button, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Switch, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import type { GameRecords } from '../../../../shared/format/records';
import type { Game } from '../../../../shared/model/entities';
import type { GmAction } from '../../../../shared/rulesets/galactic-domination/turn/gm-actions';
import { eventFieldsSchema, KEY } from '../../../../shared/rulesets/galactic-domination/world/records';
import { readForceText, type Force } from '../../../../shared/rulesets/galactic-domination/rules/forces';
import type { Planet, World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { act } from './act';
import { GameState } from '../GameState';
import { useGdGame } from '../useGdGame';

export function PlayersPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{(ready) => <Players game={game} world={ready.world} records={ready.records} />}</GameState>;
}

/** A correction in the making: what it changes, asked in a dialog with its note. */
interface Pending {
  title: string;
  body: (set: (a: GmAction | null) => void) => ReactNode;
  /** The act when there is nothing to fill in (a ship removed). */
  initial?: GmAction;
}


function Players({ game, world, records }: { game: Game; world: World; records: GameRecords }) {
  const [playerId, setPlayerId] = useState(world.players[0]?.id ?? '');
  const [pending, setPending] = useState<Pending | null>(null);
  const p = world.players.find((x) => x.id === playerId) ?? world.players[0];
  if (!p) return null;
  const hex = (id: string) => world.hexes.find((h) => h.id === id)?.label ?? id;
  const planets = world.planets.filter((pl) => pl.ownerId === p.id);
  const fleets = world.fleets.filter((f) => f.ownerId === p.id);
  const log = records.events
    .map((e) => ({ e, f: eventFieldsSchema.safeParse(e[KEY]).data }))
    .filter((x) => x.f?.rule === 'GM')
    .sort((a, b) => b.e.turn - a.e.turn || b.e.seq - a.e.seq);
  return (
    <Stack data-testid="gd-players">
      <Group justify="space-between" align="end">
        <Group align="end">
          <Title order={2}>Players</Title>
          <Select label="Player" data={world.players.map((x) => ({ value: x.id, label: x.name }))} value={p.id} onChange={(v) => v && setPlayerId(v)} allowDeselect={false} w={240} data-testid="players-player" />
        </Group>
        <Text size="sm" c="dimmed">
          As they stand at the start of turn {world.turn}. Every correction keeps its note.
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 4 }}>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Stellars
          </Text>
          <Group justify="space-between">
            <Text size="xl" fw={700} data-testid="players-stellars">
              ${p.stellars}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => setPending({ title: `${p.name}: Stellars`, body: (set) => <NumberField label="Stellars on hand" initial={p.stellars} onValue={(v) => set(v === null ? null : { kind: 'stellars', playerId: p.id, value: v })} /> })} data-testid="correct-stellars">
              Correct…
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            VP
          </Text>
          <Group justify="space-between">
            <Text size="xl" fw={700}>
              {p.vp}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => setPending({ title: `${p.name}: VP`, body: (set) => <NumberField label="VP on the track" initial={p.vp} onValue={(v) => set(v === null ? null : { kind: 'vp', playerId: p.id, value: v })} /> })}>
              Correct…
            </Button>
          </Group>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Chits
          </Text>
          <Text>
            BoB {p.chits.bob} · RR {p.chits.rr}
            {p.terranAlternate ? ` · CP ${p.cp}` : ''}
          </Text>
        </Paper>
        <Paper withBorder p="sm">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
            Tactics Cards
          </Text>
          <Text>{p.hand.length} in hand (Cards screen)</Text>
        </Paper>
      </SimpleGrid>
      {world.turn === 1 && world.builds.some((b) => b.ownerId === p.id && b.turn === 0) && (
        <Paper withBorder p="sm" data-testid="exploration-fleet">
          <Group justify="space-between">
            <div>
              <Text fw={600}>Exploration Fleet (§9.1.2): placed at the capital in phase F of turn 1</Text>
              <Text size="sm">{explorationText(world, p.id)}</Text>
            </div>
            <Button size="compact-sm" variant="default" onClick={() => setPending({ title: `${p.name}: Exploration Fleet`, body: (set) => <FleetsField initial={explorationText(world, p.id)} onValue={(fleets) => set(fleets ? { kind: 'exploration-fleet', playerId: p.id, fleets } : null)} /> })} data-testid="choose-exploration">
              Choose…
            </Button>
          </Group>
        </Paper>
      )}
      <Title order={3}>Planets</Title>
      <Table data-testid="players-planets">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Planet</Table.Th>
            <Table.Th>Hex</Table.Th>
            <Table.Th>Type</Table.Th>
            <Table.Th ta="right">R</Table.Th>
            <Table.Th ta="right">GBDS</Table.Th>
            <Table.Th ta="right">MI</Table.Th>
            <Table.Th ta="right">Shipyards</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {planets.map((pl) => (
            <Table.Tr key={pl.id}>
              <Table.Td>
                {pl.name}
                {pl.ods ? ' (ODS)' : ''}
                {pl.blockaded ? (
                  <Badge ml={4} color="red" size="xs">
                    blockaded
                  </Badge>
                ) : null}
              </Table.Td>
              <Table.Td>
                {hex(pl.hexId)}
                {pl.half === null ? '' : pl.half === 0 ? 'U' : 'L'}
              </Table.Td>
              <Table.Td>{pl.kind}</Table.Td>
              <Table.Td ta="right">{pl.resource ?? '?'}</Table.Td>
              <Table.Td ta="right">{pl.gbds}</Table.Td>
              <Table.Td ta="right">
                {pl.mis}
                {pl.homeguard ? ` + ${pl.homeguard} HG` : ''}
              </Table.Td>
              <Table.Td ta="right">{pl.shipyards}</Table.Td>
              <Table.Td>
                <Button size="compact-sm" variant="default" onClick={() => setPending({ title: `${pl.name}`, body: (set) => <PlanetForm world={world} planet={pl} onAction={set} /> })}>
                  Correct…
                </Button>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Title order={3}>Fleets</Title>
      {fleets.length === 0 && <Text c="dimmed">No fleet on the map.</Text>}
      {fleets.map((f) => (
        <Paper key={f.id} withBorder p="xs">
          <Group justify="space-between">
            <Text fw={600}>
              Fleet {f.number} at {hex(f.hexId)}
              {f.half === null ? '' : f.half === 0 ? 'U' : 'L'}
            </Text>
            <Button size="compact-sm" variant="default" onClick={() => setPending({ title: `Move fleet ${f.number}`, body: (set) => <HexField world={world} onValue={(h) => set(h ? { kind: 'move-fleet', fleetId: f.id, hexId: h.id, half: h.half } : null)} /> })}>
              Move…
            </Button>
          </Group>
          <Group gap="xs" mt={4}>
            {world.units
              .filter((u) => u.fleetId === f.id)
              .map((u) => (
                <Group key={u.id} gap={2}>
                  <Badge variant="light">
                    {u.id} {u.code}
                    {u.mi ? ` ${u.mi}MI` : ''}
                    {u.ftr ? ` ${u.ftr}Ftr` : ''}
                    {u.hull ? ' hull' : ''}
                  </Badge>
                  <Button size="compact-xs" variant="subtle" onClick={() => setPending({ title: `${u.id}: carried units`, body: (set) => <CarriedForm mi={u.mi} ftr={u.ftr} onValue={(mi, ftr) => set({ kind: 'carried', unitId: u.id, mi, ftr })} /> })}>
                    carried
                  </Button>
                  <Button size="compact-xs" variant="subtle" color="red" onClick={() => setPending({ title: `Remove ${u.id}`, initial: { kind: 'remove-unit', unitId: u.id }, body: () => <Text size="sm">{u.id} ({u.code}) leaves the game, with what it carries.</Text> })}>
                    remove
                  </Button>
                </Group>
              ))}
          </Group>
        </Paper>
      ))}
      <Title order={3}>The GM's corrections and notes</Title>
      <Table data-testid="gm-log">
        <Table.Tbody>
          {log.map(({ e, f }) => (
            <Table.Tr key={e.id}>
              <Table.Td w={70}>after {e.turn}</Table.Td>
              <Table.Td>{f?.text}</Table.Td>
              <Table.Td w={160}>{f?.visibleTo === 'all' ? 'told to all' : f?.visibleTo === 'gm' ? 'GM only' : `told to ${Array.isArray(f?.visibleTo) ? f.visibleTo.map((id) => world.players.find((x) => x.id === id)?.name ?? id).join(', ') : ''}`}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {log.length === 0 && <Text c="dimmed">None yet.</Text>}
      <NoteForm gameId={game.id} world={world} />
      {pending && <CorrectionModal gameId={game.id} pending={pending} onClose={() => setPending(null)} />}
    </Stack>
  );
}

function CorrectionModal({ gameId, pending, onClose }: { gameId: string; pending: Pending; onClose: () => void }) {
  const [action, setAction] = useState<GmAction | null>(pending.initial ?? null);
  const [note, setNote] = useState('');
  return (
    <Modal opened onClose={onClose} title={`Correct: ${pending.title}`}>
      <Stack>
        {pending.body(setAction)}
        <Textarea label="Note (kept with the correction, printed in the sitrep of the players it concerns)" value={note} onChange={(e) => setNote(e.currentTarget.value)} autosize minRows={2} data-testid="correction-note" />
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!action || (note.trim() === '' && action.kind !== 'exploration-fleet')} onClick={async () => action && (await act(gameId, action, note)) && onClose()} data-testid="correction-save">
            Correct and log
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

function NumberField({ label, initial, onValue }: { label: string; initial: number; onValue(v: number | null): void }) {
  const [v, setV] = useState<number | string>(initial);
  return (
    <NumberInput
      label={label}
      min={0}
      value={v}
      onChange={(x) => {
        setV(x);
        onValue(typeof x === 'number' && x !== initial ? x : null);
      }}
      data-testid="correction-value"
    />
  );
}

function CarriedForm({ mi, ftr, onValue }: { mi: number; ftr: number; onValue(mi: number, ftr: number): void }) {
  const [m, setM] = useState(mi);
  const [f, setF] = useState(ftr);
  return (
    <Group>
      <NumberInput label="MI aboard" min={0} value={m} onChange={(x) => (setM(Number(x) || 0), onValue(Number(x) || 0, f))} />
      <NumberInput label="Fighters aboard" min={0} value={f} onChange={(x) => (setF(Number(x) || 0), onValue(m, Number(x) || 0))} />
    </Group>
  );
}

function HexField({ world, onValue }: { world: World; onValue(h: { id: string; half: 0 | 1 | null } | null): void }) {
  const [text, setText] = useState('');
  const m = /^(\S+?)([UL])?$/i.exec(text.trim());
  const hex = m ? world.hexes.find((h) => h.label === m[1]) : undefined;
  return (
    <TextInput
      label="To hex (0704, 0102U…)"
      value={text}
      error={text !== '' && !hex ? `${text} is not a hex of the map` : undefined}
      onChange={(e) => {
        const t = e.currentTarget.value;
        setText(t);
        const mm = /^(\S+?)([UL])?$/i.exec(t.trim());
        const h = mm ? world.hexes.find((x) => x.label === mm[1]) : undefined;
        onValue(h ? { id: h.id, half: h.divided ? (mm?.[2]?.toUpperCase() === 'L' ? 1 : 0) : null } : null);
      }}
    />
  );
}

const PLANET_KEYS = ['ownerId', 'resource', 'gbds', 'mis', 'shipyards', 'blockaded'] as const;
type PlanetKey = (typeof PLANET_KEYS)[number];

function PlanetForm({ world, planet, onAction }: { world: World; planet: Planet; onAction(a: GmAction | null): void }) {
  const [c, setC] = useState<Record<string, number | string | null | boolean>>({});
  const update = (k: PlanetKey, v: number | string | null | boolean) => {
    const next = { ...c, [k]: v };
    setC(next);
    const changes: Record<string, unknown> = {};
    for (const key of PLANET_KEYS) if (key in next && next[key] !== planet[key]) changes[key] = next[key];
    onAction(Object.keys(changes).length > 0 ? { kind: 'planet', planetId: planet.id, changes } : null);
  };
  const num = (k: 'resource' | 'gbds' | 'mis' | 'shipyards', label: string) => <NumberInput label={label} min={0} value={(c[k] as number | undefined) ?? planet[k] ?? 0} onChange={(v) => update(k, Math.max(0, Math.trunc(Number(v) || 0)))} />;
  return (
    <Stack gap="xs">
      <Select label="Owner" data={[{ value: '', label: 'nobody' }, ...world.players.map((p) => ({ value: p.id, label: p.name }))]} value={(c.ownerId as string | null | undefined) ?? planet.ownerId ?? ''} onChange={(v) => update('ownerId', v || null)} allowDeselect={false} />
      <Group grow>
        {num('resource', 'R (resource value)')}
        {num('gbds', 'GBDS')}
      </Group>
      <Group grow>
        {num('mis', 'MI (movable)')}
        {num('shipyards', 'Shipyards')}
      </Group>
      <Switch label="Blockaded" checked={(c.blockaded as boolean | undefined) ?? planet.blockaded} onChange={(e) => update('blockaded', e.currentTarget.checked)} />
    </Stack>
  );
}

/** A plain note of the GM's, told to some players, all, or kept to the GM. */
function NoteForm({ gameId, world }: { gameId: string; world: World }) {
  const [text, setText] = useState('');
  const [tell, setTell] = useState<string>('gm');
  return (
    <Paper withBorder p="sm">
      <Group align="end">
        <TextInput label="Add a note to the log" placeholder="a ruling, a trade agreed at the table…" value={text} onChange={(e) => setText(e.currentTarget.value)} style={{ flex: 1 }} data-testid="gm-note" />
        <Select label="Told to" data={[{ value: 'gm', label: 'the GM only' }, { value: 'all', label: 'everyone' }, ...world.players.map((p) => ({ value: p.id, label: p.name }))]} value={tell} onChange={(v) => setTell(v ?? 'gm')} allowDeselect={false} w={200} />
        <Button disabled={text.trim() === ''} onClick={async () => (await act(gameId, { kind: 'note', text, tell: tell === 'gm' || tell === 'all' ? tell : [tell] }, '')) && setText('')}>
          Log it
        </Button>
      </Group>
    </Paper>
  );
}

/** A player's Exploration Fleets as the GM types them: "1 BB, 2 CA, 2 TT, 7 MI / 2 FF, 1 TT, 3 MI". */
function explorationText(world: World, playerId: string): string {
  const groups = new Map<number, string[]>();
  for (const b of world.builds.filter((x) => x.ownerId === playerId && x.turn === 0)) groups.set(b.group ?? 0, [...(groups.get(b.group ?? 0) ?? []), `${b.qty} ${b.code}`]);
  return [...groups.entries()].sort((a, b) => a[0] - b[0]).map(([, parts]) => parts.join(', ')).join(' / ');
}

function FleetsField({ initial, onValue }: { initial: string; onValue(fleets: Force[] | null): void }) {
  const [text, setText] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return (
    <TextInput
      label="1 to 3 fleets worth $32 in all, separated by /"
      description="e.g. 1 BB, 2 CA, 2 TT, 7 MI — or 1 BB, 1 TT, 6 MI, 1 DD / 1 TT, 3 MI, 2 FF"
      value={text}
      error={problem}
      onChange={(e) => {
        const t = e.currentTarget.value;
        setText(t);
        const read = t.split('/').map((part) => readForceText(part));
        const bad = read.find((r) => !r.ok);
        setProblem(bad && !bad.ok ? bad.problem : null);
        onValue(bad ? null : read.map((r) => (r.ok ? r.force : {})));
      }}
      data-testid="exploration-text"
    />
  );
}

