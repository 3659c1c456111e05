import { Alert, Button, Code, Container, Stack } from '@mantine/core';
import { Component, type ReactNode } from 'react';

/** Last line of defence: an unexpected error shows as a message with a way back, never a blank window. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state: { error: Error | null } = { error: null };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <Container size="sm" py="xl">
        <Alert color="red" title="Something went wrong in Warpdesk" role="alert">
          <Stack>
            <div>Your games are safe: everything saved before this point is still stored. Go back to the library, or reload the window.</div>
            <Code block>{error.message}</Code>
            <Button
              onClick={() => {
                window.location.hash = '#/';
                this.setState({ error: null });
              }}
            >
              Back to the library
            </Button>
          </Stack>
        </Alert>
      </Container>
    );
  }
}
