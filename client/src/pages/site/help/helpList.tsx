// The bullet list the help topics use.
import type { ReactNode } from 'react';

export const List = ({ items }: { items: ReactNode[] }) => (
  <ul>
    {items.map((item, i) => (
      <li key={i}>{item}</li>
    ))}
  </ul>
);
