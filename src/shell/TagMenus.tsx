/**
 * The tags bar's two menus (TagsBar.tsx), one download: a tag's context menu, acting on that tag, and the
 * bar's 标签操作 dropdown, acting on the tag shown. Both list the same commands (tagCommands.ts).
 */
import { Fragment } from 'react';
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { ContextMenu, ContextMenuContent, ContextMenuItem, ContextMenuSeparator, ContextMenuTrigger } from '../ui/contextMenu.tsx';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuSeparator, DropdownMenuTrigger } from '../ui/dropdownMenu.tsx';
import type { TriggerProp } from '../ui/OnDemand.tsx';
import { tagCommands } from './tagCommands.ts';
import { tagsStore } from './tagsStore.ts';
import { shellViews } from '../../model/i18n/shellViews.ts';

export function TagContextMenu({ trigger, value, label }: TriggerProp & { value: string; label: string }) {
  const t = useT(shellViews);
  const tags = useStore(tagsStore);
  return (
    <ContextMenu>
      <ContextMenuTrigger asChild>{trigger}</ContextMenuTrigger>
      <ContextMenuContent aria-label={t('shell.tag.actionsOf', { label })}>
        {tagCommands(tags, value, t).map((command) => (
          <Fragment key={command.id}>
            {command.id === 'one' ? <ContextMenuSeparator /> : null}
            <ContextMenuItem disabled={command.disabled} onSelect={command.run}>{command.label}</ContextMenuItem>
          </Fragment>
        ))}
      </ContextMenuContent>
    </ContextMenu>
  );
}

export function TagActionsMenu({ trigger, value }: TriggerProp & { value: string }) {
  const t = useT(shellViews);
  const tags = useStore(tagsStore);
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent>
        {tagCommands(tags, value, t).map((command) => (
          <Fragment key={command.id}>
            {command.id === 'one' ? <DropdownMenuSeparator /> : null}
            <DropdownMenuItem disabled={command.disabled} onSelect={command.run}>{command.label}</DropdownMenuItem>
          </Fragment>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
