import { Alert, Center, Container, Loader } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { openDatabase } from '../db/database';
import { describeStorageError } from '../db/save-status';

/** Opens the database before anything else renders; a blocked upgrade or a quota error becomes a message. */
export function DatabaseGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ kind: 'opening' } | { kind: 'blocked' } | { kind: 'open' } | { kind: 'failed'; message: string }>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    openDatabase(() => live && setState({ kind: 'blocked' })).then(
      () => live && setState({ kind: 'open' }),
      (error: unknown) => live && setState({ kind: 'failed', message: describeStorageError(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'open') return children;
  if (state.kind === 'blocked') {
    return (
      <Container size="sm" py="xl">
        <Alert color="yellow" title="Waiting for another Warpdesk window" role="alert">
          This Warpdesk needs to upgrade how your games are stored, and another window or tab of an older Warpdesk is still open. Close it; Warpdesk
          continues by itself as soon as it is closed. Nothing has been changed.
        </Alert>
      </Container>
    );
  }
  if (state.kind === 'failed') {
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Warpdesk cannot open its storage" role="alert">
          {state.message}
        </Alert>
      </Container>
    );
  }
  return (
    <Center h="100%">
      <Loader aria-label="Opening your games" />
    </Center>
  );
}
