import { Alert, Center, Container, Loader } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { openDatabase } from '../db/database';
import { describeStorageError } from '../db/save-status';

/** Opens the database before anything else renders; a blocked upgrade or a quota error becomes a message. */
export function DatabaseGate({ children }: { children: ReactNode }) {
  const [state, setState] = useState<{ kind: 'opening' } | { kind: 'open' } | { kind: 'failed'; message: string }>({ kind: 'opening' });
  useEffect(() => {
    let live = true;
    openDatabase().then(
      () => live && setState({ kind: 'open' }),
      (error: unknown) => live && setState({ kind: 'failed', message: describeStorageError(error) }),
    );
    return () => {
      live = false;
    };
  }, []);
  if (state.kind === 'open') return children;
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
