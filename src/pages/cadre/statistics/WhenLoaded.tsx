/** A panel's data once it is there; meanwhile a loading line, and after a failure its message with 重试. */
import type { ReactNode } from 'react';
import { ErrorState } from '../../../crud/ErrorState.tsx';
import { useT } from '../../../i18n/locale.ts';
import type { Loaded } from '../../../http/useLoaded.ts';
import { crud } from '../../../../model/i18n/crud.ts';

export function WhenLoaded<T>({ loaded, children }: { loaded: Loaded<T>; children(data: T): ReactNode }) {
  const t = useT(crud);
  if (loaded.error) return <ErrorState message={loaded.error} onRetry={loaded.reload} />;
  if (loaded.data === null) return <p role="status" aria-busy className="rounded bg-surface p-6 text-center text-sm text-muted shadow-sm">{t('crud.loading')}</p>;
  return <div aria-busy={loaded.loading || undefined} className="flex flex-col gap-4">{children(loaded.data)}</div>;
}
