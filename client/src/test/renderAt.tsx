// Renders UI inside a wouter router that starts at the given path and records navigation.
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

export function renderAt(path: string, ui: ReactElement) {
  const location = memoryLocation({ path, record: true });
  const result = render(
    <Router hook={location.hook} searchHook={location.searchHook}>
      {ui}
    </Router>,
  );
  /** The current path (without the query). */
  const currentPath = () => (location.history.at(-1) ?? '').split('?')[0];
  return { ...result, location, currentPath };
}
