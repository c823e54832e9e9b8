/**
 * What each of the app's two documents does first (model/documents.ts; its entry, src/main.tsx or
 * src/workspace.tsx, says what is particular to it): error capture, the saved appearance, the screen size
 * class, the document's name for the router, then the app's root with what it shows.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { DocumentName } from '../model/documents.ts';
import './styles.css';
import { App } from './App.tsx';
import { installDocument } from './router/navigate.ts';
import { installAppearance } from './shell/installAppearance.ts';
import { watchScreen } from './shell/screen.ts';
import { installErrorCapture } from './store/errorCapture.ts';

export function boot(document: DocumentName, routes: ReactNode): void {
  installErrorCapture();
  installAppearance();
  watchScreen();
  installDocument(document);
  createRoot(window.document.getElementById('root')!).render(
    <StrictMode>
      <App>{routes}</App>
    </StrictMode>,
  );
}
