/** Drop an archive anywhere on the window to import it. */
import { Overlay, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import type { ArchiveRulesets } from '../../shared/format/archive';
import { announcedPieces } from '../platform/decoding-notice';
import { fileChunks } from '../platform/file-chunks';

function carriesFiles(event: DragEvent): boolean {
  return Array.from(event.dataTransfer?.types ?? []).includes('Files');
}

/** `loadRulesets`: those this build has, loaded with the archive reader when a file is dropped (issue 18: not on the first screen). */
export function FileDropImport({ onImported, loadRulesets }: { onImported: (gameId: string | null) => void; loadRulesets: () => Promise<ArchiveRulesets> }) {
  const [active, setActive] = useState(false);
  const depth = useRef(0);

  useEffect(() => {
    const enter = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current++;
      setActive(true);
    };
    const over = (event: DragEvent) => {
      if (carriesFiles(event)) event.preventDefault();
    };
    const leave = () => {
      depth.current = Math.max(0, depth.current - 1);
      if (depth.current === 0) setActive(false);
    };
    const drop = (event: DragEvent) => {
      if (!carriesFiles(event)) return;
      event.preventDefault();
      depth.current = 0;
      setActive(false);
      const file = event.dataTransfer?.files[0];
      if (!file) return;
      void Promise.all([import('../features/archive/archive-actions'), loadRulesets()])
        .then(([{ importArchiveChunks }, rulesets]) => importArchiveChunks(file.name, announcedPieces(file.name, fileChunks(file)), rulesets))
        .then(onImported);
    };
    window.addEventListener('dragenter', enter);
    window.addEventListener('dragover', over);
    window.addEventListener('dragleave', leave);
    window.addEventListener('drop', drop);
    return () => {
      window.removeEventListener('dragenter', enter);
      window.removeEventListener('dragover', over);
      window.removeEventListener('dragleave', leave);
      window.removeEventListener('drop', drop);
    };
  }, [onImported, loadRulesets]);

  if (!active) return null;
  return (
    <Overlay fixed blur={2} zIndex={1000} center data-testid="drop-overlay">
      <Stack align="center" gap="xs" style={{ pointerEvents: 'none' }}>
        <Title order={2} c="white">
          Drop a Warpdesk archive to import it
        </Title>
        <Text c="white">A .warpdesk.json file: the game is added to your library.</Text>
      </Stack>
    </Overlay>
  );
}
