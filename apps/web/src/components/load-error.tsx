import { RotateCw } from 'lucide-react';
import { loadFailureReason } from '#lib/load-failure.ts';
import { Alert } from './ui/alert.tsx';
import { Button } from './ui/button.tsx';

interface LoadErrorProps {
  /** What could not be loaded, e.g. 'Failed to load components.' */
  message: string;
  error: unknown;
  onRetry: () => void;
  isRetrying: boolean;
  className?: string;
}

/** Every failed load looks and works the same: what failed, why, and Retry. */
export function LoadError({ message, error, onRetry, isRetrying, className }: LoadErrorProps) {
  return (
    <Alert tone="error" className={className}>
      <p className="font-medium">{message}</p>
      <p className="mt-0.5">{loadFailureReason(error)}</p>
      <Button variant="secondary" size="sm" className="mt-2" onClick={onRetry} isLoading={isRetrying}>
        {isRetrying ? null : <RotateCw aria-hidden="true" className="size-4" />}
        Retry
      </Button>
    </Alert>
  );
}
