import { ActionIcon, Button, Group, Modal, NumberInput, Select, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import type { Problem } from '../../../shared/format/problems';
import type { NewGameField, RulesetRules } from '../../../shared/ruleset';
import { getDb } from '../../db/database';
import { GameNameTakenError, insertGame, newGameId } from '../../db/games';
import { describeStorageError } from '../../db/save-status';
import { useRulesets } from '../../ruleset';

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

function defaultOptions(fields: readonly NewGameField[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, f.default]));
}

/**
 * "New game": name, ruleset, the players' forces by name, and the ruleset's own fields
 * (shared/ruleset.ts `newGame`). Problems show beside the field they concern; the ruleset's
 * check and first records are its own.
 */
export function NewGameModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (gameId: string) => void }) {
  const rulesets = useRulesets();
  const first = rulesets[0]?.rules;
  const [rulesetId, setRulesetId] = useState(first?.id ?? '');
  const rules: RulesetRules | undefined = rulesets.find((r) => r.rules.id === rulesetId)?.rules ?? first;
  const [name, setName] = useState('');
  const [empires, setEmpires] = useState<string[]>(() => first?.newGame.players.defaultNames(first.newGame.players.default) ?? []);
  const [options, setOptions] = useState<Record<string, unknown>>(() => defaultOptions(first?.newGame.fields ?? []));
  const [problems, setProblems] = useState<Problem[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!rules) return null;
  const { players } = rules.newGame;
  const One = capital(rules.player.one);

  const problemAt = (where: string) => problems.find((p) => p.where === where)?.message;
  const choose = (next: RulesetRules) => {
    // Names the GM has not touched follow the ruleset ("Empire 1" becomes "Side A").
    const untouched = empires.every((e, i) => e === rules.newGame.players.defaultNames(empires.length)[i]);
    setRulesetId(next.id);
    if (untouched) setEmpires(next.newGame.players.defaultNames(next.newGame.players.default));
    setOptions(defaultOptions(next.newGame.fields));
    setProblems([]);
  };
  const reset = () => {
    setName('');
    if (first) {
      setRulesetId(first.id);
      setEmpires(first.newGame.players.defaultNames(first.newGame.players.default));
      setOptions(defaultOptions(first.newGame.fields));
    }
    setProblems([]);
    setFailure(null);
  };
  const close = () => {
    reset();
    onClose();
  };
  const resize = (count: number) => {
    setEmpires((current) => (count <= current.length ? current.slice(0, count) : [...current, ...players.defaultNames(count).slice(current.length)]));
  };
  const submit = async () => {
    const input = { name, ruleset: rules.id, empireNames: empires, options };
    const found = rules.newGame.check(input);
    setProblems(found);
    if (found.length > 0) return;
    setBusy(true);
    try {
      const id = newGameId();
      await insertGame(getDb(), await rules.newGame.create(input, id, new Date().toISOString()));
      reset();
      onClose();
      onCreated(id);
    } catch (error) {
      if (error instanceof GameNameTakenError) setProblems([{ where: 'name', message: error.message }]);
      else setFailure(describeStorageError(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal opened={opened} onClose={close} title="New game" size="lg">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <Stack>
          <TextInput label="Name" placeholder="e.g. Orion Reach 2027" value={name} onChange={(e) => setName(e.currentTarget.value)} error={problemAt('name')} data-autofocus withAsterisk />
          <Group grow align="start">
            <Select
              label="Ruleset"
              description={rules.summary}
              data={rulesets.map((r) => ({ value: r.rules.id, label: r.rules.name }))}
              value={rules.id}
              onChange={(value) => {
                const next = rulesets.find((r) => r.rules.id === value)?.rules;
                if (next) choose(next);
              }}
              allowDeselect={false}
            />
            <NumberInput
              label={`Number of ${rules.player.many}`}
              min={1}
              max={players.max}
              value={empires.length}
              onChange={(value) => typeof value === 'number' && value >= 1 && value <= players.max && resize(value)}
              error={problemAt('empireNames')}
              clampBehavior="strict"
              allowDecimal={false}
            />
          </Group>
          {rules.newGame.fields.map((field) =>
            field.kind === 'int' ? (
              <NumberInput
                key={field.key}
                label={field.label}
                description={field.description}
                min={field.min}
                max={field.max}
                allowDecimal={false}
                value={typeof options[field.key] === 'number' ? (options[field.key] as number) : field.default}
                onChange={(v) => typeof v === 'number' && setOptions((o) => ({ ...o, [field.key]: v }))}
                error={problemAt(field.key)}
              />
            ) : (
              <Select
                key={field.key}
                label={field.label}
                description={field.description}
                data={field.choices.map((c) => ({ value: c.value, label: c.label }))}
                value={typeof options[field.key] === 'string' ? (options[field.key] as string) : field.default}
                onChange={(v) => v && setOptions((o) => ({ ...o, [field.key]: v }))}
                allowDeselect={false}
                error={problemAt(field.key)}
              />
            ),
          )}
          <Text size="sm" fw={500}>
            {capital(rules.player.many)}
          </Text>
          <Stack gap={6} mah={320} style={{ overflowY: 'auto' }}>
            {empires.map((empire, index) => (
              <Group key={index} gap="xs" wrap="nowrap">
                <Text size="sm" w={24} ta="right" c="dimmed">
                  {index + 1}
                </Text>
                <TextInput
                  style={{ flex: 1 }}
                  aria-label={`${One} ${index + 1} name`}
                  value={empire}
                  onChange={(e) => {
                    const value = e.currentTarget.value;
                    setEmpires((current) => current.map((old, i) => (i === index ? value : old)));
                  }}
                  error={problemAt(`empireNames[${index}]`)}
                />
                <ActionIcon
                  variant="subtle"
                  color="gray"
                  aria-label={`Remove ${rules.player.one} ${index + 1}`}
                  disabled={empires.length <= players.min}
                  onClick={() => setEmpires((current) => current.filter((_, i) => i !== index))}
                >
                  ✕
                </ActionIcon>
              </Group>
            ))}
          </Stack>
          {failure && (
            <Text c="red" size="sm" role="alert">
              {failure}
            </Text>
          )}
          <Group justify="end">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={busy}>
              Create game
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
