/**
 * The header's entries into the pension-services system and the other index system (spec section 1): each
 * shown only where the server publishes its address (clientSettings.ts), opened by the one hand-off opener
 * (handoff.ts). The cockpit is a menu group of its own (TopMenu.tsx), so it is not repeated here.
 */
import { useT } from '../i18n/locale.ts';
import { useStore } from '../store/useStore.ts';
import { siblingsStore } from './clientSettings.ts';
import { openSibling, type Sibling } from './handoff.ts';
import { Icon } from './icons.tsx';
import { shell } from '../../model/i18n/shell.ts';

const ENTRIES = [
  ['pension', 'shell.sibling.pension'],
  ['index', 'shell.sibling.index'],
] as const satisfies readonly (readonly [Sibling, string])[];

export function SiblingLinks() {
  const t = useT(shell);
  const siblings = useStore(siblingsStore);
  return (
    <>
      {ENTRIES.filter(([sibling]) => siblings[sibling]).map(([sibling, label]) => (
        <button
          key={sibling}
          type="button"
          onClick={() => void openSibling(sibling)}
          className="inline-flex h-9 shrink-0 items-center gap-1 rounded px-2 text-sm hover:bg-black/10 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-current"
        >
          {t(label)}
          <Icon name="external" className="size-3.5" />
          <span className="sr-only">{t('shell.opensWindow')}</span>
        </button>
      ))}
    </>
  );
}
