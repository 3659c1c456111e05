import { Button, Modal, Stack, Text } from '@mantine/core';
import { useAppActions } from '../../app-actions';
import { useRulesetCatalog } from '../../ruleset';

/** "Open sample game…" (menu and palette): every bundled sample, one click each. */
export function SampleChooser({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const actions = useAppActions();
  const rulesets = useRulesetCatalog();
  return (
    <Modal opened={opened} onClose={onClose} title="Open a sample game">
      <Stack data-testid="sample-chooser">
        <Text size="sm" c="dimmed">
          Each sample is a game of its ruleset, set up and partly played. It is added to your library the first time you open it.
        </Text>
        {rulesets.flatMap((rules) =>
          rules.samples.map((sample) => (
            <Button
              key={sample.id}
              variant="default"
              justify="space-between"
              rightSection={<Text size="xs" c="dimmed">{rules.name}</Text>}
              onClick={() => {
                onClose();
                void actions.openSample(rules.id, sample.id);
              }}
            >
              {sample.label}
            </Button>
          )),
        )}
      </Stack>
    </Modal>
  );
}
