/**
 * The top of a cockpit page: its title, the city picked (a province user may narrow to one of the 11 cities;
 * a city user's figures are their city's, so they get no choice), when the figures were counted, the 刷新
 * button, 全屏展示 (the board alone on the screen, as a cockpit is shown on a wall), and whatever the page adds
 * (the external cockpit's button).
 */
import { useId, type ReactNode, type RefObject } from 'react';
import { PROVINCE, CITIES } from '../../../model/zhejiang.ts';
import { useT } from '../../i18n/locale.ts';
import { sessionStore } from '../../session/sessionStore.ts';
import { toggleFullscreen, useFullscreen } from '../../shell/FullscreenButton.tsx';
import { useStore } from '../../store/useStore.ts';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import { cockpit } from '../../../model/i18n/cockpit.ts';

/** True for the province's staff: their organisation's city is the province's code. */
export function useMayPickCity(): boolean {
  return useStore(sessionStore, (s) => (s.user?.organization?.cityCode ?? PROVINCE.code) === PROVINCE.code);
}

export interface CockpitHeaderProps {
  title: string;
  city: string | null;
  onCity(city: string | null): void;
  asOf: string | undefined;
  loading: boolean;
  onRefresh(): void;
  /** The board that 全屏 shows alone. */
  board: RefObject<HTMLElement | null>;
  children?: ReactNode;
}

export function CockpitHeader({ title, city, onCity, asOf, loading, onRefresh, board, children }: CockpitHeaderProps) {
  const t = useT(cockpit);
  const fullscreen = useFullscreen();
  const pickId = useId();
  const mayPick = useMayPickCity();
  const options = [{ value: '', label: t('cockpitView.province') }, ...CITIES.map((c) => ({ value: c.code, label: c.name }))];
  return (
    <div className="flex flex-wrap items-center gap-3 rounded bg-surface p-4 shadow-sm">
      <h1 className="mr-auto text-lg font-semibold">{title}</h1>
      {mayPick && (
        <span className="flex items-center gap-2 text-sm">
          <label htmlFor={pickId}>{t('cockpitView.city')}</label>
          <Select id={pickId} value={city ?? ''} options={options} onValueChange={(v) => onCity(v || null)} className="w-32" />
        </span>
      )}
      <p role="status" className="text-sm text-muted">
        {asOf ? t('cockpitView.asOf', { time: new Date(asOf).toLocaleString('zh-CN', { hour12: false }) }) : t('cockpitView.loading')}
      </p>
      <Button onClick={onRefresh} aria-busy={loading || undefined}>{t('cockpitView.refresh')}</Button>
      {/* A browser that refuses fullscreen (a policy, an embedding frame) simply stays as it is. */}
      <Button onClick={() => board.current && void toggleFullscreen(board.current).catch(() => undefined)}>
        {t(fullscreen ? 'cockpitView.exitFullscreen' : 'cockpitView.fullscreen')}
      </Button>
      {children}
    </div>
  );
}
