/**
 * The tags bar: one tag per opened page (home first, never closable). A tag's context menu (right click,
 * or the menu key / Shift+F10) and the bar's 标签操作 dropdown offer refresh and the close commands, each
 * acting on its own tag (the dropdown on the tag shown); both menus (TagMenus.tsx) download when one is
 * first opened, or the dropdown's button hovered or focused. Left and right arrows move between tags;
 * Delete closes the focused tag.
 */
import { useT } from '../i18n/locale.ts';
import { AppLink } from '../router/AppLink.tsx';
import { useStore } from '../store/useStore.ts';
import { cn } from '../ui/cn.ts';
import { OnDemand } from '../ui/OnDemand.tsx';
import { onDemand } from '../ui/whenNeeded.tsx';
import { moveFocus } from './arrowKeys.ts';
import { Icon } from './icons.tsx';
import { useShell } from './shellContext.ts';
import { closeTags } from './tagActions.ts';
import { tagsStore, type Tag } from './tagsStore.ts';
import { ToolButton } from './ToolButton.tsx';
import { shell } from '../../model/i18n/shell.ts';

const tagMenu = onDemand(() => import('./TagMenus.tsx').then((m) => m.TagContextMenu));
const barMenu = onDemand(() => import('./TagMenus.tsx').then((m) => m.TagActionsMenu));

function TagItem({ tag, label, active }: { tag: Tag; label: string; active: boolean }) {
  const t = useT(shell);
  return (
    <li className="shrink-0">
      <OnDemand
        part={tagMenu}
        kind="contextMenu"
        props={{ value: tag.value, label }}
        trigger={
          <div
            className={cn(
              'flex h-7 items-center rounded border text-xs',
              active ? 'border-transparent bg-tag-active text-tag-active-ink' : 'border-tag-line bg-tag text-tag-ink',
            )}
          >
            <AppLink
              to={tag.value}
              data-tag
              aria-current={active ? 'page' : undefined}
              onKeyDown={(event) => {
                if (event.key === 'Delete' && tag.close) void closeTags(tag.value, 'one');
              }}
              className="flex h-full items-center gap-1.5 rounded px-2.5 focus-visible:outline-2 focus-visible:outline-current"
            >
              {active ? <span aria-hidden className="size-1.5 rounded-full bg-current" /> : null}
              {label}
            </AppLink>
            {tag.close ? (
              <button
                type="button"
                aria-label={t('shell.tag.closeNamed', { label })}
                onClick={() => void closeTags(tag.value, 'one')}
                className="mr-1 grid size-4 place-items-center rounded-full hover:bg-black/15 focus-visible:outline-2 focus-visible:outline-current"
              >
                <Icon name="close" className="size-3" />
              </button>
            ) : null}
          </div>
        }
      />
    </li>
  );
}

export function TagsBar() {
  const t = useT(shell);
  const { view, titleOf } = useShell();
  const tags = useStore(tagsStore);
  const shown = view.route.key;
  const activeValue = tags.some((tag) => tag.value === shown) ? shown : tags[0]!.value;
  return (
    <nav aria-label={t('shell.tags')} className="flex h-10 shrink-0 items-center gap-1 border-b border-tag-line bg-tags px-2">
      <ul className="flex min-w-0 flex-1 items-center gap-1 overflow-x-auto py-1" onKeyDown={(e) => moveFocus(e, '[data-tag]', 'horizontal')}>
        {tags.map((tag) => (
          <TagItem key={tag.value} tag={tag} label={titleOf(tag.value) ?? tag.label} active={tag.value === shown} />
        ))}
      </ul>
      <OnDemand part={barMenu} kind="menu" props={{ value: activeValue }} trigger={<ToolButton icon="more" label={t('shell.tag.actions')} className="text-tag-ink" />} />
    </nav>
  );
}
