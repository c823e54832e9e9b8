/**
 * 导入导出记录 (/retiredCadres/baseInfoRecord, spec section 2 "baseInfoRecord (import/export records)"): what
 * was imported into and exported from the basic information (the cadre list's 导入 and 导出), in two tabs.
 * The official collection template has its own records (/retiredVeteranCadres/import/record).
 */
import { useState } from 'react';
import { cadre } from '../../../../model/resources/cadre.ts';
import { useT } from '../../../i18n/locale.ts';
import type { PageProps } from '../../../router/pageProps.ts';
import { Tabs } from '../../../ui/tabs.tsx';
import { DownloadList } from '../downloads/DownloadList.tsx';
import { ImportRecordList } from './ImportRecordList.tsx';
import { cadrePages } from '../../../../model/i18n/cadrePages.ts';

export default function BaseInfoRecordPage(_: PageProps) {
  const t = useT(cadrePages);
  const [shown, setShown] = useState('imports');
  return (
    <section aria-labelledby="cadre-base-records-title" className="flex flex-col gap-3 p-4">
      <h1 id="cadre-base-records-title" className="text-lg font-semibold text-ink">{t('cadrePages.downloads.recordsTitle')}</h1>
      <Tabs
        value={shown}
        onValueChange={setShown}
        label={t('cadrePages.downloads.recordsTitle')}
        tabs={[
          { value: 'imports', label: t('cadrePages.downloads.recordsImports'), content: <div className="pt-3"><ImportRecordList resource={cadre.name} /></div> },
          { value: 'exports', label: t('cadrePages.downloads.recordsExports'), content: <div className="pt-3"><DownloadList resource={cadre.name} /></div> },
        ]}
      />
    </section>
  );
}
