/**
 * Around every page: a render error is written to the error log and the page says so with 重试, instead of
 * going blank; a chunk that failed to load (the page's file is gone after a deploy) offers a reload, the
 * only thing that fetches the new files.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { zhTexts } from '../../model/i18n/index.ts';
import { http } from '../../model/i18n/http.ts';
import { chunkErrorType } from '../store/chunkError.ts';
import { errorLog, type ErrorReport } from '../store/errorLog.ts';

const zh = zhTexts(http);

export interface PageErrorBoundaryProps {
  children: ReactNode;
  report?: (report: ErrorReport) => void;
  reload?: () => void;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    const report = this.props.report ?? ((entry: ErrorReport) => errorLog.add(entry));
    const failure = error instanceof Error ? error : new Error(String(error));
    report({
      type: chunkErrorType(error) ?? 'render',
      message: failure.message || failure.name,
      stack: failure.stack ?? '',
      info: info.componentStack ?? '',
    });
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    const chunk = chunkErrorType(error) !== null;
    const act = chunk ? (this.props.reload ?? (() => window.location.reload())) : () => this.setState({ error: null });
    return (
      <div role="alert" className="flex flex-col items-center gap-4 p-12 text-center">
        <p className="text-sm text-muted">{zh(chunk ? 'page.updated' : 'page.failed')}</p>
        <button type="button" onClick={act} className="rounded bg-primary px-4 py-1.5 text-sm text-primary-foreground hover:opacity-90">
          {zh(chunk ? 'page.reload' : 'page.retry')}
        </button>
      </div>
    );
  }
}
