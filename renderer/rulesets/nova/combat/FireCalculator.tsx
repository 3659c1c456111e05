/**
 * The single-shot fire calculator (issue 7): for players fighting a battle on their own table.
 * Weapon as the rulebook writes it, range, FC, EW, probe status, the target's defences and the
 * dice rolled at the table (or rolled here) → the to-hit number, hit or miss, the damage and
 * where it goes. Same code as `warpdesk fire` (shared/rulesets/nova/combat/fire-calculator.ts).
 */
import { Alert, Badge, Button, Checkbox, Grid, Group, NumberInput, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { readDiceText } from './fire-dice';
import { FireToHit } from './FireToHit';
import { calculatorRng, fireOdds, fireShot, parseWeapon, type TargetDefences } from '../../../../shared/rulesets/nova/combat/fire-calculator';
import type { ShotContext } from '../../../../shared/rulesets/nova/combat/weapons';

const whole = (v: string | number): number => Math.max(0, Math.trunc(Number(v) || 0));

let rollCount = 0;

export function FireCalculator() {
  const [weaponText, setWeaponText] = useState('BL20');
  const [range, setRange] = useState(8);
  const [fcLevel, setFc] = useState(5);
  const [ew, setEw] = useState(3);
  const [probed, setProbed] = useState(false);
  const [withTarget, setWithTarget] = useState(true);
  const [target, setTarget] = useState<Required<TargetDefences>>({ sl: 24, si: 12, ta: 10, sd: 0, ssz: 30 });
  const [diceText, setDiceText] = useState('');
  const [rolled, setRolled] = useState(false);

  const weapon = useMemo(() => parseWeapon(weaponText.trim().split(/\s+/).filter(Boolean)), [weaponText]);
  const ctx: ShotContext = { range, fc: fcLevel, ew, probed, extrapolateLaserCodes: true };
  const odds = typeof weapon === 'string' ? null : fireOdds(weapon, ctx);
  const dice = readDiceText(diceText);
  const shot = typeof weapon !== 'string' && dice.ok && dice.values.length > 0 ? fireShot(weapon, ctx, { forced: dice.values }, withTarget ? target : undefined) : null;

  const roll = () => {
    if (typeof weapon === 'string' || !dice.ok) return;
    const r = fireShot(weapon, ctx, { forced: dice.values, rng: calculatorRng(`${Date.now()}/${++rollCount}`) });
    if (r.ok) {
      setDiceText(r.dice.map((d) => d.result).join(' '));
      setRolled(r.dice.some((d) => !d.forced));
    }
  };
  const setT = (key: keyof TargetDefences) => (v: string | number) => setTarget((t) => ({ ...t, [key]: whole(v) }));

  return (
    <Stack data-testid="fire-calculator" maw={1100}>
      <Title order={3}>Fire calculator</Title>
      <Text size="sm" c="dimmed">One shot, for a battle fought on the table: the to-hit number, and with the dice rolled, hit or miss, the damage and where it goes. The same rules as the battles here and <code>warpdesk fire</code>.</Text>
      <Grid>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Stack gap="xs">
            <TextInput
              label="Weapon"
              description="As the rulebook writes it: BL20, PL12, XL10 PL, FP8 FA140 FD5, PA PR3 PD6, WC WA120 WD4, ML MD6 MA90 MR14"
              value={weaponText}
              onChange={(e) => setWeaponText(e.currentTarget.value)}
              error={typeof weapon === 'string' ? weapon : undefined}
              data-testid="fire-weapon"
            />
            <Group grow>
              <NumberInput label="Range (hexes)" min={0} value={range} onChange={(v) => setRange(whole(v))} data-testid="fire-range" />
              <NumberInput label="Firer's FC" min={0} value={fcLevel} onChange={(v) => setFc(whole(v))} data-testid="fire-fc" />
              <NumberInput label="Target's EW" min={0} value={ew} onChange={(v) => setEw(whole(v))} data-testid="fire-ew" />
            </Group>
            <Checkbox label="Target probed this round (warp cannon: full chance; unprobed ÷3)" checked={probed} onChange={(e) => setProbed(e.currentTarget.checked)} />
            <Checkbox label="Apply the shot to a target" checked={withTarget} onChange={(e) => setWithTarget(e.currentTarget.checked)} />
            {withTarget && (
              <Stack gap={2} data-testid="fire-target">
                <Text size="xs" c="dimmed">The target: current shields SL, shield increment SI, total armour TA, structural damage so far SD, ship size SSZ</Text>
                <Group grow>
                  <NumberInput aria-label="Target SL" label="SL" min={0} value={target.sl} onChange={setT('sl')} />
                  <NumberInput aria-label="Target SI" label="SI" min={0} value={target.si} onChange={setT('si')} />
                  <NumberInput aria-label="Target TA" label="TA" min={0} value={target.ta} onChange={setT('ta')} />
                  <NumberInput aria-label="Target SD" label="SD" min={0} value={target.sd} onChange={setT('sd')} />
                  <NumberInput aria-label="Target SSZ" label="SSZ" min={1} value={target.ssz} onChange={setT('ssz')} />
                </Group>
              </Stack>
            )}
            <Group align="flex-end">
              <TextInput
                style={{ flex: 1 }}
                label="Dice rolled at the table"
                description="In the order the rule rolls them (to hit, then location or damage); empty: the odds only"
                placeholder="e.g. 7, or 49 3"
                value={diceText}
                onChange={(e) => {
                  setDiceText(e.currentTarget.value);
                  setRolled(false);
                }}
                error={dice.ok ? undefined : dice.problem}
                data-testid="fire-dice"
              />
              <Button variant="default" onClick={roll} disabled={typeof weapon === 'string' || !dice.ok} data-testid="fire-roll">Roll for me</Button>
            </Group>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          <Stack gap="sm">
            {odds && <FireToHit odds={odds} face={shot?.ok && shot.dice[0]?.die === 'd10z' ? shot.dice[0].result : null} />}
            {shot && !shot.ok && <Alert color={shot.missing ? 'yellow' : 'red'} title={shot.missing ? 'One more die' : 'The dice do not read'} data-testid="fire-problem">{shot.reason}</Alert>}
            {shot?.ok && (
              <Paper withBorder p="sm" data-testid="fire-result">
                <Group gap="xs" mb={4}>
                  <Badge color={shot.hit ? 'green' : 'gray'} size="lg" data-testid="fire-hit">{shot.hit ? 'Hit' : 'Miss'}</Badge>
                  {'damage' in shot.shot && <Badge color="orange" size="lg">{shot.shot.damage} damage</Badge>}
                  {shot.shot.kind === 'warp' && <Badge color="orange" size="lg">WD {shot.shot.wd} on the {shot.shot.location}</Badge>}
                  {rolled && <Badge variant="light">dice rolled by Warpdesk</Badge>}
                </Group>
                <Text size="sm" data-testid="fire-text">{shot.shot.text}</Text>
                <Text size="xs" c="dimmed">Dice: {shot.dice.map((d) => `${d.die} ${d.result} (${d.purpose}${d.forced ? '' : ', rolled'})`).join(', ') || 'none needed'}</Text>
                {shot.target && (
                  <Table mt="xs" data-testid="fire-target-effect">
                    <Table.Thead>
                      <Table.Tr><Table.Th /><Table.Th>Shields</Table.Th><Table.Th>Armour</Table.Th><Table.Th>Structure</Table.Th></Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      <Table.Tr><Table.Td>Damage taken</Table.Td><Table.Td>{shot.target.applied.toShields}</Table.Td><Table.Td>{shot.target.applied.toArmour}</Table.Td><Table.Td>{shot.target.applied.toStructure}</Table.Td></Table.Tr>
                      <Table.Tr><Table.Td>After the shot</Table.Td><Table.Td>SL {shot.target.applied.layers.sl}</Table.Td><Table.Td>TA {shot.target.applied.layers.ta}</Table.Td><Table.Td>SD {shot.target.applied.layers.sd}/{target.ssz}</Table.Td></Table.Tr>
                    </Table.Tbody>
                  </Table>
                )}
                {shot.target?.destroyed && <Text c="red" fw={600}>The target is destroyed (SD ≥ SSZ).</Text>}
                {shot.target?.critical && <Text c="orange" size="sm">Structural damage: one critical hit (d1000 on the target's chart) at phase I, and a blow-up roll at phase H: d100 ≤ {shot.target.blowUpChance}%.</Text>}
              </Paper>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
