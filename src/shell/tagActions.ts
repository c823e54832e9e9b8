/**
 * What the tags bar's commands do, each on the tag it was invoked on: close it, the others, those to its
 * left or right, all, or refresh it. Pages with unsaved changes among those closing are asked about first;
 * closed pages leave the keep-alive cache; if the page shown closes, its neighbour (or home) is shown.
 */
import { texts } from '../i18n/locale.ts';
import { pageCache } from '../router/pageCache.ts';
import { navigate } from '../router/navigate.ts';
import { confirm } from '../ui/confirm.ts';
import { tagAfterClose, tagsAfterClose, tagsStore, type CloseKind } from './tagsStore.ts';
import { forgetUnsaved, unsavedPages } from './useUnsavedChanges.ts';
import { shell } from '../../model/i18n/shell.ts';

const t = texts(shell);

const shownKey = () => pageCache.store.getState().current?.key;

/** Resolves false when nothing closed (nothing to close, or the user kept unsaved changes). */
export async function closeTags(value: string, kind: CloseKind): Promise<boolean> {
  const tags = tagsStore.getState();
  const remaining = tagsAfterClose(tags, value, kind);
  const closing = tags.filter((tag) => !remaining.includes(tag)).map((tag) => tag.value);
  if (closing.length === 0) return false;
  const unsaved = unsavedPages.getState();
  if (closing.some((key) => unsaved.has(key)) && !(await confirm(t('shell.unsaved.close')))) return false;
  forgetUnsaved(closing);
  tagsStore.setState(remaining);
  pageCache.drop(closing);
  const shown = shownKey();
  if (shown && closing.includes(shown)) navigate(tagAfterClose(tags, value, remaining).value);
  return true;
}

/** Mounts the tag's page anew (shown first if it was not), after asking when it has unsaved changes. */
export async function refreshTag(value: string): Promise<void> {
  if (unsavedPages.getState().has(value) && !(await confirm(t('shell.unsaved.refresh')))) return;
  forgetUnsaved([value]);
  if (shownKey() !== value) navigate(value);
  pageCache.refresh(value);
}
