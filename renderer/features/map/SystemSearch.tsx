import { Autocomplete } from '@mantine/core';
import { useState, type Ref } from 'react';
import type { SceneSystem } from '../../../shared/map/scene';

/**
 * Find a system by name (Ctrl+F) and jump to it. Searches only what is drawn, so a player's
 * view finds only what that player knows. `label` names the box ("Find a system").
 */
export function SystemSearch({ systems, onPick, label = 'Find a system', ref }: { systems: readonly SceneSystem[]; onPick(id: string): void; label?: string; ref?: Ref<HTMLInputElement> }) {
  const [value, setValue] = useState('');
  const byName = new Map(systems.map((s) => [s.name, s.id]));
  const pick = (name: string) => {
    const id = byName.get(name) ?? systems.find((s) => s.name.toUpperCase() === name.trim().toUpperCase())?.id;
    if (id) {
      onPick(id);
      setValue('');
    }
  };
  return (
    <Autocomplete
      ref={ref}
      aria-label={label}
      placeholder={`${label} (Ctrl+F)`}
      size="xs"
      w={170}
      data={[...byName.keys()].sort()}
      limit={12}
      value={value}
      onChange={setValue}
      onOptionSubmit={pick}
      onKeyDown={(e) => e.key === 'Enter' && pick(value)}
    />
  );
}
