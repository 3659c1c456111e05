import { Button, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { gameName, type Game } from '../../../shared/model/entities';
import { getDb } from '../../db/database';
import { GameNameTakenError, updateGame } from '../../db/games';
import { describeStorageError } from '../../db/save-status';

/** The rename dialog's form: Enter saves, Escape cancels; an empty or overlong name is refused in place. */
export function RenameGameForm({ game, onDone }: { game: Game; onDone: () => void }) {
  const [name, setName] = useState(game.name);
  const [error, setError] = useState<string | null>(null);
  const submit = async () => {
    const checked = gameName.safeParse(name);
    if (!checked.success) return setError(`The name ${checked.error.issues[0]?.message ?? 'is not valid'}`);
    try {
      await updateGame(getDb(), game.id, { name: checked.data });
      onDone();
    } catch (failure) {
      setError(failure instanceof GameNameTakenError ? failure.message : describeStorageError(failure));
    }
  };
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <TextInput label="Name" value={name} onChange={(event) => setName(event.currentTarget.value)} error={error} data-autofocus />
        <Group justify="end">
          <Button variant="default" onClick={onDone}>
            Cancel
          </Button>
          <Button type="submit">Rename</Button>
        </Group>
      </Stack>
    </form>
  );
}
