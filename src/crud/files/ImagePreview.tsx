/**
 * A stored image shown small: its thumbnail (or the image) through a single-use ticket link, asked for
 * once when shown. A click opens the full image in a new tab through a new ticket. Until the link is known
 * the preview says aria-busy, as every loading view does; a file that is gone, a link refused or an image
 * the browser cannot draw says so instead of loading for ever.
 */
import { useEffect, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { fileLink } from '../../http/api/files.ts';
import { useFileInfo } from './useFileInfo.ts';
import { crud } from '../../../model/i18n/crud.ts';
import { crudViews } from '../../../model/i18n/crudViews.ts';

/** The link of the image shown, null before it is known, false when it cannot be shown. */
type Shown = string | null | false;

export function ImagePreview({ id, alt, className = 'size-24' }: { id: string; alt: string; className?: string }) {
  const t = useT(crud, crudViews);
  const [info] = useFileInfo([id]);
  const [link, setLink] = useState<{ of: string; src: Shown }>({ of: '', src: null });
  const file = info === null ? null : info?.thumbnailId ?? info?.id;
  const src: Shown = info === null ? false : link.of === file ? link.src : null;

  useEffect(() => {
    if (!file) return;
    let live = true;
    fileLink(file).then(
      ({ url }) => live && setLink({ of: file, src: url }),
      () => live && setLink({ of: file, src: false }),
    );
    return () => {
      live = false;
    };
  }, [file]);

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
    <button type="button" onClick={() => void openFull()} aria-label={t('crud.viewImage', { name: alt })} aria-busy={src === null || undefined} className={`${className} overflow-hidden rounded border border-line bg-canvas`}>
      {src ? (
        <img src={src} alt={alt} className="size-full object-cover" onError={() => setLink({ of: file!, src: false })} />
      ) : (
        <span className="text-xs text-muted">{t(src === false ? 'crud.imageUnavailable' : 'crud.loading')}</span>
      )}
    </button>
  );
}
