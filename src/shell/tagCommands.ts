/** The tags bar's commands on one tag, for both its context menu and its dropdown: label, availability, action. */
import type { Translate } from '../i18n/locale.ts';
import type { shellViews } from '../../model/i18n/shellViews.ts';
import { closeTags, refreshTag } from './tagActions.ts';
import { tagsAfterClose, type CloseKind, type Tag } from './tagsStore.ts';

export interface TagCommand {
  id: 'refresh' | CloseKind;
  label: string;
  /** True when the command would change nothing (no tag on that side, the home tag). */
  disabled: boolean;
  run(): void;
}

const CLOSE: readonly (readonly [CloseKind, keyof typeof shellViews])[] = [
  ['one', 'shell.tag.close'],
  ['others', 'shell.tag.closeOthers'],
  ['left', 'shell.tag.closeLeft'],
  ['right', 'shell.tag.closeRight'],
  ['all', 'shell.tag.closeAll'],
];

export function tagCommands(tags: readonly Tag[], value: string, t: Translate<keyof typeof shellViews>): TagCommand[] {
  return [
    { id: 'refresh', label: t('shell.tag.refresh'), disabled: false, run: () => void refreshTag(value) },
    ...CLOSE.map(([kind, label]) => ({
      id: kind,
      label: t(label),
      disabled: tagsAfterClose(tags, value, kind).length === tags.length,
      run: () => void closeTags(value, kind),
    })),
  ];
}
