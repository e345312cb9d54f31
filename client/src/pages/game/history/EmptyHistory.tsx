// The empty state of a /history section: what will appear there, and how it gets there.
import type { LucideIcon } from 'lucide-react';
import { Card } from '#client/components/Card.tsx';

export function EmptyHistory({ icon: Icon, text, testId }: { icon: LucideIcon; text: string; testId: string }) {
  return (
    <Card className="flex flex-col items-center gap-3 py-12 text-center" data-testid={testId}>
      <Icon aria-hidden="true" className="size-10 text-ink-subtle" />
      <p className="max-w-md text-sm text-ink-muted">{text}</p>
    </Card>
  );
}
