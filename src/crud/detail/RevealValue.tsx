/** A masked sensitive value, with 查看 for a holder of the reveal permission (the server logs every reveal). */
import { useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { Button } from '../../ui/button.tsx';
import { revealField } from '../recordApi.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export function RevealValue({ resource, id, field, masked, label }: { resource: string; id: string; field: string; masked: string; label: string }) {
  const t = useT(crudViews);
  const [value, setValue] = useState<string | null>(null);
  async function reveal() {
    try {
      const shown = await revealField(resource, id, field);
      setValue(shown === null || shown === undefined ? '' : String(shown));
    } catch {
      // The request layer has shown why.
    }
  }
  if (value !== null) return <span>{value}</span>;
  return (
    <span className="inline-flex items-center gap-2">
      <span>{masked}</span>
      {masked ? (
        <Button size="sm" variant="link" className="print:hidden" aria-label={t('crud.revealOf', { label })} onClick={() => void reveal()}>
          {t('crud.reveal')}
        </Button>
      ) : null}
    </span>
  );
}
