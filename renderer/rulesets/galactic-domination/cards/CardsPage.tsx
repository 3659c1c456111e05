/**
 * The Cards screen (GD §10.6, §10.7; digest A-42): the decks as data the GM can extend, since the book prints
 * only samples (each card's deck, category, marks, copies, text, and whether Warpdesk applies its effect or
 * the GM does by hand); what each deck holds; each player's hand and Unique cards in play; and the GM's card
 * acts at the table: draw, play (the effect written as applied, and logged), discard, give.
 */
import { Badge, Button, Group, Modal, NumberInput, Paper, Select, SimpleGrid, Stack, Table, Text, Textarea, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import type { Game } from '../../../../shared/model/entities';
import { cardCatalogue, DECKS, type CardDef } from '../../../../shared/rulesets/galactic-domination/cards/card-data';
import { cardDef, cardName } from '../../../../shared/rulesets/galactic-domination/cards/decks';
import { ENCOUNTER_KINDS, ENCOUNTER_NAMES, type EncounterKind } from '../../../../shared/rulesets/galactic-domination/rules/encounter-cards';
import type { World } from '../../../../shared/rulesets/galactic-domination/world/world';
import { GameState } from '../GameState';
import { act } from '../players/act';
import { useGdGame } from '../useGdGame';

export function CardsPage({ game }: { game: Game }) {
  const gd = useGdGame(game.id);
  return <GameState game={gd}>{({ world }) => <Cards game={game} world={world} />}</GameState>;
}

function Cards({ game, world }: { game: Game; world: World }) {
  const [deck, setDeck] = useState<string>('tactics');
  const [playing, setPlaying] = useState<{ playerId: string; card: string } | null>(null);
  const [adding, setAdding] = useState(false);
  const catalogue = cardCatalogue(world.table.cards).filter((c) => c.deck === deck);
  const encounter = deck === 'encounter';
  const piles = world.table.decks;
  return (
    <Stack data-testid="gd-cards">
      <Group justify="space-between" align="end">
        <Title order={2}>Cards</Title>
        <Button onClick={() => setAdding(true)} data-testid="cards-add">
          Add a card…
        </Button>
      </Group>
      <SimpleGrid cols={{ base: 2, md: 5 }}>
        {(Object.keys(piles) as (keyof typeof piles)[]).map((k) => (
          <Paper key={k} withBorder p="xs">
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {k}
            </Text>
            <Text>
              {piles[k].draw.length} to draw · {piles[k].discard.length} discarded
            </Text>
            {(k === 'stimulus' || k === 'tactics') && world.table.reserve[k].length > 0 && (
              <Text size="xs" c="dimmed">
                {world.table.reserve[k].length} Category 2 waiting for turn 4
              </Text>
            )}
          </Paper>
        ))}
      </SimpleGrid>
      <Title order={3}>Hands and cards in play</Title>
      <Table data-testid="cards-hands">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Player</Table.Th>
            <Table.Th>Hand (secret)</Table.Th>
            <Table.Th>In play</Table.Th>
            <Table.Th />
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {world.players.map((p) => (
            <Table.Tr key={p.id} data-testid="hand-row" data-player={p.id}>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.hand.map((c) => (
                    <Badge key={c} variant="light" style={{ cursor: 'pointer' }} onClick={() => setPlaying({ playerId: p.id, card: c })} title="Play, discard or give">
                      {cardName(world.table, c)}
                    </Badge>
                  ))}
                  {p.hand.length === 0 && <Text c="dimmed">none</Text>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4}>
                  {p.inPlay.map((c) => (
                    <Badge key={c} color="grape" style={{ cursor: 'pointer' }} onClick={() => setPlaying({ playerId: p.id, card: c })}>
                      {cardName(world.table, c)}
                    </Badge>
                  ))}
                  {p.destiny && <Badge color="yellow">Destiny: {cardName(world.table, p.destiny)}</Badge>}
                </Group>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="nowrap">
                  <Button size="compact-sm" variant="default" onClick={() => void act(game.id, { kind: 'draw-card', playerId: p.id, pile: 'tactics' }, 'drawn at the table')} data-testid="draw-tc">
                    Draw a TC
                  </Button>
                  <Button size="compact-sm" variant="default" onClick={() => void act(game.id, { kind: 'draw-card', playerId: p.id, pile: 'risk' }, 'drawn at the table')}>
                    Draw a Risk Card
                  </Button>
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group align="end">
        <Title order={3}>The catalogue</Title>
        <Select data={[...DECKS, 'encounter'].map((d) => ({ value: d, label: d }))} value={deck} onChange={(v) => v && setDeck(v)} allowDeselect={false} w={180} aria-label="Deck" data-testid="cards-deck" />
      </Group>
      {encounter && (
        <Table striped data-testid="encounter-catalogue">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Card</Table.Th>
              {[1, 2, 3, 4, 5, 6].map((n) => (
                <Table.Th key={n}>1D6 = {n}</Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {world.table.encounterCards.map((c) => (
              <Table.Tr key={c.id}>
                <Table.Td>
                  {c.id}
                  <Badge ml={4} size="xs" color={c.source === 'rulebook' ? 'teal' : 'gray'}>
                    {c.source === 'rulebook' ? 'printed' : 'house'}
                  </Badge>
                </Table.Td>
                {c.faces.map((f, i) => (
                  <Table.Td key={i}>{ENCOUNTER_NAMES[f]}</Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
      <Table striped data-testid="cards-catalogue" display={encounter ? 'none' : undefined}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Card</Table.Th>
            <Table.Th>Cat.</Table.Th>
            <Table.Th>Marks</Table.Th>
            <Table.Th ta="right">Copies</Table.Th>
            <Table.Th>Text</Table.Th>
            <Table.Th>Effect</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {catalogue.map((c) => (
            <Table.Tr key={c.id}>
              <Table.Td>
                {c.name}
                {c.source === 'house' && (
                  <Badge ml={4} size="xs" color="gray">
                    house
                  </Badge>
                )}
              </Table.Td>
              <Table.Td>{c.category}</Table.Td>
              <Table.Td>{c.marks.join(' ')}</Table.Td>
              <Table.Td ta="right">{c.copies}</Table.Td>
              <Table.Td>
                <Text size="sm">
                  {c.cost ? `Cost: ${c.cost}. ` : ''}
                  {c.text}
                </Text>
              </Table.Td>
              <Table.Td>{c.effect ? <Badge color="teal">applied by Warpdesk</Badge> : <Badge color="gray">by hand</Badge>}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {playing && <PlayModal gameId={game.id} world={world} playing={playing} onClose={() => setPlaying(null)} />}
      {adding && (encounter ? <AddEncounterModal gameId={game.id} onClose={() => setAdding(false)} /> : <AddCardModal gameId={game.id} deck={deck} onClose={() => setAdding(false)} />)}
    </Stack>
  );
}

function PlayModal({ gameId, world, playing, onClose }: { gameId: string; world: World; playing: { playerId: string; card: string }; onClose: () => void }) {
  const def = cardDef(world.table, playing.card);
  const player = world.players.find((p) => p.id === playing.playerId);
  const [effect, setEffect] = useState('');
  const [to, setTo] = useState<string | null>(null);
  const inPlay = player?.inPlay.includes(playing.card) ?? false;
  return (
    <Modal opened onClose={onClose} title={`${player?.name}: ${def?.name ?? playing.card}`}>
      <Stack>
        <Text size="sm">{def?.text}</Text>
        {def?.marks.length ? <Text size="xs">Marks: {def.marks.join(' ')}</Text> : null}
        {!inPlay && (
          <>
            <Textarea label="The effect as applied (logged; Warpdesk applies it only where it says so in the catalogue)" value={effect} onChange={(e) => setEffect(e.currentTarget.value)} autosize minRows={2} data-testid="play-effect" />
            <Button onClick={async () => (await act(gameId, { kind: 'play-card', playerId: playing.playerId, card: playing.card, effect }, '')) && onClose()} data-testid="play-card">
              Play it
            </Button>
          </>
        )}
        <Group align="end">
          <Select label="Give it to" data={world.players.filter((p) => p.id !== playing.playerId).map((p) => ({ value: p.id, label: p.name }))} value={to} onChange={setTo} w={220} />
          <Button variant="default" disabled={!to} onClick={async () => to && (await act(gameId, { kind: 'give-card', playerId: playing.playerId, card: playing.card, to }, inPlay ? 'traded (§10.7.3)' : 'moved by the GM')) && onClose()}>
            Give
          </Button>
        </Group>
        <Button variant="light" color="red" onClick={async () => (await act(gameId, { kind: 'discard-card', playerId: playing.playerId, card: playing.card }, '')) && onClose()}>
          Discard it
        </Button>
      </Stack>
    </Modal>
  );
}

function AddCardModal({ gameId, deck, onClose }: { gameId: string; deck: string; onClose: () => void }) {
  const [c, setC] = useState({ id: '', name: '', deck, category: 1 as 1 | 2, copies: 1, text: '', marks: '' });
  const card: CardDef | null =
    c.name.trim() && c.id.trim()
      ? { id: c.id.trim(), name: c.name.trim(), deck: c.deck as CardDef['deck'], category: c.category, copies: c.copies, text: c.text, marks: c.marks.split(/[\s,]+/).filter((m): m is CardDef['marks'][number] => ['UNIQUE', 'FREEZE', '#', '<>', '%'].includes(m)), effect: null, cost: '', source: 'house', notBasic: false }
      : null;
  return (
    <Modal opened onClose={onClose} title="Add a card to a deck">
      <Stack>
        <Group grow>
          <TextInput label="Id" description="letters, digits, -" value={c.id} onChange={(e) => setC({ ...c, id: e.currentTarget.value.replace(/[^A-Za-z0-9-]/g, '-') })} data-testid="card-id" />
          <TextInput label="Name" value={c.name} onChange={(e) => setC({ ...c, name: e.currentTarget.value })} data-testid="card-name" />
        </Group>
        <Group grow>
          <Select label="Deck" data={DECKS.map((d) => ({ value: d, label: d }))} value={c.deck} onChange={(v) => v && setC({ ...c, deck: v })} allowDeselect={false} />
          <Select label="Category" data={[{ value: '1', label: '(1) from the start' }, { value: '2', label: '(2) from turn 4' }]} value={String(c.category)} onChange={(v) => setC({ ...c, category: v === '2' ? 2 : 1 })} allowDeselect={false} />
          <NumberInput label="Copies" min={1} max={20} value={c.copies} onChange={(v) => setC({ ...c, copies: Math.max(1, Math.trunc(Number(v) || 1)) })} />
        </Group>
        <TextInput label="Marks" description="UNIQUE, FREEZE, #, <>, %" value={c.marks} onChange={(e) => setC({ ...c, marks: e.currentTarget.value })} />
        <Textarea label="Text" value={c.text} onChange={(e) => setC({ ...c, text: e.currentTarget.value })} autosize minRows={3} data-testid="card-text" />
        <Text size="xs" c="dimmed">
          The copies are shuffled into the deck (a Category 2 card waits for turn 4). Warpdesk logs its text when it is played; the GM applies it.
        </Text>
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!card} onClick={async () => card && (await act(gameId, { kind: 'add-card', card }, 'a card of the game')) && onClose()} data-testid="card-save">
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** An Encounter Card of the GM's: a result for each face of the 1D6 (GD §10.6.3). */
function AddEncounterModal({ gameId, onClose }: { gameId: string; onClose: () => void }) {
  const [id, setId] = useState('');
  const [faces, setFaces] = useState<EncounterKind[]>(['none', 'none', 'free', 'neutral', 'pirate', 'special']);
  const [text, setText] = useState('');
  return (
    <Modal opened onClose={onClose} title="Add an Encounter Card">
      <Stack>
        <TextInput label="Id" value={id} onChange={(e) => setId(e.currentTarget.value.replace(/[^A-Za-z0-9-]/g, '-'))} data-testid="encounter-id" />
        <SimpleGrid cols={3}>
          {faces.map((f, i) => (
            <Select key={i} label={`1D6 = ${i + 1}`} data={ENCOUNTER_KINDS.map((k) => ({ value: k, label: ENCOUNTER_NAMES[k] }))} value={f} onChange={(v) => v && setFaces((all) => all.map((x, j) => (j === i ? (v as EncounterKind) : x)))} allowDeselect={false} />
          ))}
        </SimpleGrid>
        <Textarea label="The unique result, if the card has one" value={text} onChange={(e) => setText(e.currentTarget.value)} autosize minRows={2} />
        <Group justify="end">
          <Button variant="default" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={id.trim() === ''} onClick={async () => (await act(gameId, { kind: 'add-encounter-card', id: id.trim(), faces, text }, 'a card of the game')) && onClose()}>
            Add
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

