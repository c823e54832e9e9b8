/**
 * One cadre's whole archive (allInfoDetail, fullDetail, the recycle bin's view): the header, then a tab
 * for the basic information and one per kind of record (archiveTabs.ts), and 打印档案, which puts all of
 * it on paper as a dossier (DossierPrint.tsx). In the recycle bin it is read-only: no links, no files.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { cadre as cadreDef } from '../../../../model/resources/cadre.ts';
import { RecordSections } from '../../../crud/detail/RecordSections.tsx';
import { PRINT_CSS, usePrintRoot } from '../../../crud/detail/usePrintRoot.ts';
import { isEditable } from '../../../crud/lifecycle/isEditable.ts';
import { usePermissions } from '../../../crud/usePermissions.ts';
import { useT } from '../../../i18n/locale.ts';
import { AppLink } from '../../../router/AppLink.tsx';
import { Button } from '../../../ui/button.tsx';
import { Tabs } from '../../../ui/tabs.tsx';
import type { ArchiveData } from './archiveApi.ts';
import { ArchiveHeader } from './ArchiveHeader.tsx';
import { ArchiveRecords } from './ArchiveRecords.tsx';
import { tabCount, tabsFor } from './archiveTabs.ts';
import { HIDDEN_FIELDS, type ArchiveVariant } from './archiveVariant.ts';
import { DOSSIER_CSS, DossierTitle } from './DossierPrint.tsx';
import { useRecordLinks } from '../../../crud/useRecordLinks.ts';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export interface CadreArchiveProps {
  archive: ArchiveData;
  variant: ArchiveVariant;
  /** The area whose pages links prefer (/retiredCadres, /retiredVeteranCadres); null: read-only, from the recycle bin. */
  area: string | null;
  /** More of the page's own controls (a way back), beside 打印档案. */
  actions?: ReactNode;
  /** Above the tabs: a notice about the variant, say. */
  notice?: ReactNode;
}

const LINK = 'inline-flex h-8 items-center rounded border border-line bg-surface px-4 text-sm text-ink hover:border-primary hover:text-primary';

export function CadreArchive({ archive, variant, area, actions, notice }: CadreArchiveProps) {
  const t = useT(cadrePages);
  const can = usePermissions();
  const root = usePrintRoot<HTMLElement>();
  const readOnly = area === null;
  const linksOf = useRecordLinks(area ?? '');
  const [shown, setShown] = useState('basic');
  const { cadre, records } = archive;
  const name = String(cadre.realName ?? '');
  const editCadre = !readOnly && isEditable(cadreDef, cadre) ? linksOf(cadreDef).edit : undefined;

  const tabs = useMemo(() => {
    const hidden = new Set([...HIDDEN_FIELDS[variant], 'photo']);
    const basic = {
      value: 'basic',
      label: t('cadrePages.archive.basic'),
      content: (
        <div className="flex flex-col gap-3 pt-3">
          <h2 data-print-only>{t('cadrePages.archive.basic')}</h2>
          <RecordSections def={cadreDef} record={cadre} canReveal={!readOnly && can(cadreDef.permissions.reveal)} omit={hidden} level={3} />
        </div>
      ),
    };
    return [
      basic,
      ...tabsFor(cadre, variant, records).map((tab) => {
        const label = tab.label ? t(tab.label) : t.label(tab.kinds[0]!.def.label);
        return {
          value: tab.key,
          label: t('cadrePages.archive.tabLabel', { label, count: tabCount(tab, records) }),
          content: (
            <div className="flex flex-col gap-3 pt-3">
              <h2 data-print-only>{label}</h2>
              <ArchiveRecords tab={tab} cadre={cadre} records={records} linksOf={readOnly ? null : linksOf} files={!readOnly} />
            </div>
          ),
        };
      }),
    ];
  }, [cadre, records, variant, readOnly, linksOf, can, t]);

  return (
    <article ref={root} data-dossier aria-label={t('cadrePages.archive.title', { name })} className="flex flex-col gap-4 p-4 print:p-0">
      <style>{PRINT_CSS + DOSSIER_CSS}</style>
      <DossierTitle name={name} />
      <div data-screen-only className="flex flex-wrap items-center justify-end gap-2">
        {editCadre ? <AppLink to={editCadre(cadre.id)} className={LINK}>{t('cadrePages.archive.editBasic')}</AppLink> : null}
        {readOnly ? null : <Button onClick={() => window.print()}>{t('cadrePages.archive.print')}</Button>}
        {actions}
      </div>
      <ArchiveHeader archive={archive} variant={variant} files={!readOnly} />
      {notice}
      <Tabs value={shown} onValueChange={setShown} label={t('cadrePages.archive.tabs')} tabs={tabs} />
    </article>
  );
}
