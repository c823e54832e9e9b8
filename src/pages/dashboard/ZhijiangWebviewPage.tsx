/**
 * 数据驾驶舱 of 银耀之江 (/zhijiang/webview, issue 21): volunteers and their hours, lecturers and lectures,
 * talents and volunteer activities, by city (the map and a chart) and by state, within the user's scope or the
 * city a province user picks; counted again every 5 minutes and on 刷新. The figures of GET monitoring-center.
 */
import { useMemo, useRef, useState } from 'react';
import { useT } from '../../i18n/locale.ts';
import { ChartPanel } from './ChartPanel.tsx';
import { CityMap } from './CityMap.tsx';
import { getMonitoringCenter } from './cockpitApi.ts';
import { CockpitHeader } from './CockpitHeader.tsx';
import { FigureGrid } from './FigureGrid.tsx';
import { useCockpit } from './useCockpit.ts';
import { cockpit } from '../../../model/i18n/cockpit.ts';

export default function ZhijiangWebviewPage() {
  const t = useT(cockpit);
  const [city, setCity] = useState<string | null>(null);
  const board = useRef<HTMLDivElement>(null);
  const centre = useCockpit(getMonitoringCenter, city);
  const data = centre.data;

  const figures = useMemo(() => data && [
    { label: t('cockpitView.volunteers'), value: data.figures.volunteers },
    { label: t('cockpitView.serviceHours'), value: data.figures.serviceHours },
    { label: t('cockpitView.lecturers'), value: data.figures.lecturers },
    { label: t('cockpitView.lectures'), value: data.figures.lectures },
    { label: t('cockpitView.talents'), value: data.figures.talents },
    { label: t('cockpitView.activities'), value: data.figures.activities },
  ], [data, t]);
  const volunteersByCity = useMemo(() => data?.byCity.map((c) => ({ code: c.code, name: c.name, count: c.volunteers })), [data]);
  const byCity = useMemo(() => data && {
    categories: data.byCity.map((c) => c.name),
    series: (['volunteers', 'lecturers', 'lectures', 'talents', 'activities'] as const).map((key) => ({
      name: t(`cockpitView.${key}`),
      values: data.byCity.map((c) => c[key]),
    })),
  }, [data, t]);
  const hours = useMemo(() => data && {
    categories: data.byCity.map((c) => c.name),
    series: [{ name: t('cockpitView.serviceHours'), values: data.byCity.map((c) => Number(c.serviceHours)) }],
  }, [data, t]);
  const states = useMemo(() => data?.byState.map((s) => ({
    resource: s.resource,
    title: t('cockpitView.stateTitle', { kind: t(s.resource === 'talentDeclare' ? 'cockpitView.talents' : 'cockpitView.volunteers') }),
    categories: s.states.map((x) => t.label(x.label)),
    series: [{ name: t('cockpitView.count'), values: s.states.map((x) => x.count) }],
  })), [data, t]);

  return (
    <div ref={board} className="space-y-4 overflow-auto bg-canvas p-4">
      <CockpitHeader title={t('cockpitView.zhijiangTitle')} board={board} city={city} onCity={setCity} asOf={data?.asOf} loading={centre.loading} onRefresh={centre.refresh} />
      {centre.failed && <p role="alert" className="text-sm text-danger">{t('cockpitView.failed')}</p>}
      {figures && <FigureGrid figures={figures} label={t('cockpitView.zhijiangTitle')} />}
      <div className="grid gap-4 xl:grid-cols-2">
        {volunteersByCity && <CityMap title={t('cockpitView.cityFiguresTitle')} measure={t('cockpitView.volunteers')} cities={volunteersByCity} picked={city} />}
        {hours && <ChartPanel title={t('cockpitView.serviceHours')} kind="bar" corner={t('cockpitView.cityColumn')} {...hours} />}
      </div>
      {byCity && <ChartPanel title={t('cockpitView.cityFiguresTitle')} kind="bar" corner={t('cockpitView.cityColumn')} {...byCity} />}
      <div className="grid gap-4 xl:grid-cols-2">
        {states?.map(({ resource, ...s }) => <ChartPanel key={resource} kind="pie" corner={t('cockpitView.stateColumn')} {...s} />)}
      </div>
    </div>
  );
}
