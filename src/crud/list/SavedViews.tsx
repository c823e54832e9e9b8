/**
 * Saved views: the list's filters, columns, sort and page size stored on the server under a name, for the
 * user alone or shared with their organisation, so they follow the user to another machine. Pick one from
 * the menu; save or delete in the dialog. The views are read with the list; the menu and the dialog
 * (SavedViewsMenu.tsx) are downloaded when the menu is first opened, hovered or focused.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ResourceDef } from '../../../model/resource/types.ts';
import { useT } from '../../i18n/locale.ts';
import { savedViews, type SavedView } from '../../http/api/savedViews.ts';
import { Button } from '../../ui/button.tsx';
import { OnDemand } from '../../ui/OnDemand.tsx';
import { onDemand } from '../../ui/whenNeeded.tsx';
import type { ViewState } from './viewState.ts';
import { crud } from '../../../model/i18n/crud.ts';

const menu = onDemand(() => import('./SavedViewsMenu.tsx').then((m) => m.SavedViewsMenu));

export interface SavedViewsProps {
  def: ResourceDef;
  current: ViewState;
  onApply(state: ViewState): void;
}

export function SavedViews({ def, current, onApply }: SavedViewsProps) {
  const t = useT(crud);
  // Null until first read: the menu's button says aria-busy meanwhile, as the list's table does.
  const [views, setViews] = useState<SavedView[] | null>(null);

  /** The views, or null when they cannot be read: the list still works, and the request layer said why. */
  const fetchViews = useCallback(() => savedViews(def.name).catch(() => null), [def.name]);
  const reload = useCallback(async () => {
    const found = await fetchViews();
    if (found) setViews(found);
  }, [fetchViews]);
  useEffect(() => {
    let live = true;
    void fetchViews().then((found) => live && setViews((before) => found ?? before ?? []));
    return () => {
      live = false;
    };
  }, [fetchViews]);

  return (
    <OnDemand part={menu} kind="menu" props={{ def, current, onApply, views: views ?? [], reload }} trigger={<Button aria-busy={views === null}>{t('crud.views')} ▾</Button>} />
  );
}
