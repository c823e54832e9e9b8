/**
 * A one-time password the server made, shown this once (it is never answered again): large, selectable,
 * with a copy button where the browser allows copying (not on plain-http intranets, where the text is
 * selected instead), and what to do with it.
 */
import { useRef, useState } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export function OneTimePassword({ username, password }: { username: string; password: string }) {
  const t = useT(systemPages);
  const code = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  async function copy() {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      // No clipboard here: select the text so that the user copies it by hand.
      const range = document.createRange();
      if (code.current) range.selectNodeContents(code.current);
      const selection = window.getSelection();
      selection?.removeAllRanges();
      selection?.addRange(range);
    }
  }

  return (
    <div role="status" className="flex flex-col gap-2 rounded border border-success bg-success/10 p-4 text-sm text-ink">
      <p>{t('systemPages.staff.oneTimeFor', { username })}</p>
      <div className="flex flex-wrap items-center gap-3">
        <code ref={code} aria-label={t('systemPages.staff.oneTimePassword')} className="rounded bg-surface px-3 py-1.5 font-mono text-xl tracking-wider select-all">
          {password}
        </code>
        <Button onClick={() => void copy()}>{copied ? t('systemPages.staff.copied') : t('systemPages.staff.copy')}</Button>
      </div>
      <p className="text-muted">{t('systemPages.staff.oneTimeHelp')}</p>
    </div>
  );
}
