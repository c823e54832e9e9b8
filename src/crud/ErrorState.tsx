/** A load that failed: what the server or the network said, and a retry. */
import { useT } from '../i18n/locale.ts';
import { Button } from '../ui/button.tsx';
import { crud } from '../../model/i18n/crud.ts';

export function ErrorState({ message, onRetry }: { message: string; onRetry(): void }) {
  const t = useT(crud);
  return (
    <div role="alert" className="flex flex-col items-center gap-3 py-6 text-sm">
      <p className="text-danger">{t('crud.loadFailed', { message })}</p>
      <Button onClick={onRetry}>{t('crud.retry')}</Button>
    </div>
  );
}
