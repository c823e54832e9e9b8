/**
 * Finding an organisation by part of its name (`GET organization/search`: enabled ones within scope, at
 * most 50): the matches with their parents, one click opens a match in the tree.
 */
import { useId, useState, type FormEvent } from 'react';
import { useT } from '../../../i18n/locale.ts';
import { Button } from '../../../ui/button.tsx';
import { Input } from '../../../ui/input.tsx';
import { searchOrgs, type OrgMatch } from './orgApi.ts';
import { systemPages } from '../../../../model/i18n/systemPages.ts';

export function OrgSearch({ onPick }: { onPick(id: string): void }) {
  const t = useT(systemPages);
  const inputId = useId();
  const [text, setText] = useState('');
  const [found, setFound] = useState<{ text: string; matches: OrgMatch[] } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    const needle = text.trim();
    if (!needle) return setFound(null);
    setBusy(true);
    try {
      setFound({ text: needle, matches: await searchOrgs(needle) });
    } catch {
      // The request layer has said why; the tree stays as it was.
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="flex flex-col gap-2">
      <form role="search" aria-label={t('systemPages.unit.search')} onSubmit={submit} className="flex gap-2">
        <label htmlFor={inputId} className="sr-only">{t('systemPages.unit.searchLabel')}</label>
        <Input id={inputId} type="search" value={text} placeholder={t('systemPages.unit.searchPlaceholder')} onChange={(e) => setText(e.target.value)} className="h-9" />
        <Button type="submit" size="lg" className="h-9" disabled={busy}>{t('systemPages.unit.searchButton')}</Button>
      </form>
      <p aria-live="polite" className="sr-only">{found ? t('systemPages.unit.searchCount', { count: found.matches.length }) : ''}</p>
      {found ? (
        <div className="rounded border border-line bg-canvas p-2">
          <div className="mb-1 flex items-center justify-between text-xs text-muted">
            <span>{found.matches.length ? t('systemPages.unit.searchCount', { count: found.matches.length }) : t('systemPages.unit.searchNone', { text: found.text })}</span>
            <Button size="sm" variant="link" onClick={() => { setFound(null); setText(''); }}>{t('systemPages.unit.searchClear')}</Button>
          </div>
          {found.matches.length ? (
            <ul aria-label={t('systemPages.unit.searchResults')} className="flex max-h-60 flex-col overflow-auto">
              {found.matches.map((m) => (
                <li key={m.id}>
                  <button type="button" onClick={() => onPick(m.id)} className="flex w-full flex-col items-start rounded px-2 py-1.5 text-left text-sm hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-primary">
                    <span className="text-ink">{m.name}</span>
                    {m.parentName ? <span className="text-xs text-muted">{m.parentName}</span> : null}
                  </button>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}
