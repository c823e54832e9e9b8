/**
 * The avatar and its upload (POST personal/avatar). The server decides what it takes (an image, at most
 * 2 MB, checked on its content) and says why it refuses in Chinese, which the request layer shows; the
 * input's accept only narrows what the file dialog offers. The new address goes into the session's user, so
 * the header shows the new avatar at once.
 */
import { useId, useRef, useState } from 'react';
import { uploadAvatar } from '../../http/api/personal.ts';
import { useT } from '../../i18n/locale.ts';
import { sessionStore, type SessionUser } from '../../session/sessionStore.ts';
import { Icon } from '../../shell/icons.tsx';
import { Button } from '../../ui/button.tsx';
import { showToast } from '../../ui/toastStore.ts';
import { shellViews } from '../../../model/i18n/shellViews.ts';

export function AvatarSection({ user }: { user: SessionUser }) {
  const t = useT(shellViews);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [uploading, setUploading] = useState(false);

  async function choose(file: File | undefined) {
    if (!file) return;
    setUploading(true);
    try {
      const { avatar } = await uploadAvatar(file);
      sessionStore.setState((s) => (s.user ? { ...s, user: { ...s.user, avatar } } : s));
      showToast(t('info.avatarSaved'), 'success');
    } catch {
      // The request layer has shown the server's reason.
    } finally {
      setUploading(false);
      if (input.current) input.current.value = '';
    }
  }

  return (
    <div className="flex flex-col items-center gap-3 text-center">
      {user.avatar ? (
        <img src={user.avatar} alt={t('info.avatarOf', { name: user.name ?? user.userName })} className="size-24 rounded-full object-cover" />
      ) : (
        <span className="grid size-24 place-items-center rounded-full bg-canvas text-muted"><Icon name="user" className="size-10" /></span>
      )}
      <input
        ref={input}
        type="file"
        accept="image/jpeg,image/png,image/gif,image/webp"
        className="sr-only"
        tabIndex={-1}
        aria-hidden
        data-testid="avatar-file"
        onChange={(e) => void choose(e.target.files?.[0])}
      />
      <Button size="sm" disabled={uploading} aria-busy={uploading || undefined} aria-describedby={hintId} onClick={() => input.current?.click()}>
        <Icon name="upload" className="size-4" />
        {t(uploading ? 'info.avatarUploading' : 'info.avatarUpload')}
      </Button>
      <p id={hintId} className="text-xs text-muted">{t('info.avatarHint')}</p>
    </div>
  );
}
