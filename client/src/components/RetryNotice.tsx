// A page part that could not be loaded: the reason, and a Try again button (the world screens' error state).
import { RotateCw } from 'lucide-react';
import { Button } from './Button.tsx';
import { Notice } from './Notice.tsx';

export interface RetryNoticeProps {
  title: string;
  message: string;
  onRetry: () => void;
  'data-testid'?: string;
}

export function RetryNotice({ title, message, onRetry, 'data-testid': testId }: RetryNoticeProps) {
  return (
    <Notice
      tone="danger"
      title={title}
      data-testid={testId}
      actions={
        <Button variant="secondary" size="sm" onClick={onRetry}>
          <RotateCw aria-hidden="true" className="size-4" />
          Try again
        </Button>
      }
    >
      {message}
    </Notice>
  );
}
