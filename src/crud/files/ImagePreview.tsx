/**
 * A stored image shown small: its thumbnail (or the image) through a single-use ticket link, asked for
 * once when shown. A click opens the full image in a new tab through a new ticket.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { fileLink } from '../../http/api/files.ts';
import { useFileInfo } from './useFileInfo.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

export function ImagePreview({ id, alt, className = 'size-24' }: { id: string; alt: string; className?: string }) {
  const t = useT(crud, crudViews);
  const [info] = useFileInfo([id]);
  const [src, setSrc] = useState<string | null>(null);
  const shown = info?.thumbnailId ?? (info ? info.id : null);

  useEffect(() => {
    if (!shown) return;
    let live = true;
    fileLink(shown).then(
      ({ url }) => live && setSrc(url),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [shown]);

  async function openFull() {
    // A window opened before the await keeps the browser's popup blocker out of the way.
    const win = window.open('', '_blank');
    try {
      const { url } = await fileLink(id);
      if (win) win.location.href = url;
    } catch {
      win?.close();
    }
  }

  return (
    <button type="button" onClick={() => void openFull()} aria-label={t('crud.viewImage', { name: alt })} className={`${className} overflow-hidden rounded border border-line bg-canvas`}>
      {src ? <img src={src} alt={alt} className="size-full object-cover" /> : <span className="text-xs text-muted">{t('crud.loading')}</span>}
    </button>
  );
}
