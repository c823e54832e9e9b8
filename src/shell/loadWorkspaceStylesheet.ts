/**
 * The workspace's stylesheet (build/tailwind.mjs): every utility of the signed-in pages, loaded alongside the
 * workspace's chunk so that the shell never renders unstyled; the public pages' stylesheet stays the only one
 * in index.html, which names this one in `<meta name="workspace-stylesheet">`. Without that name there is
 * nothing to load: workspace.html links the complete sheet already (model/documents.ts), and component
 * tests have no sheets. A failure is a CSS chunk failure (spec
 * section 8), for which the workspace's error boundary offers a reload.
 */
export function loadWorkspaceStylesheet(doc: Document = document): Promise<void> {
  const href = doc.querySelector<HTMLMetaElement>('meta[name="workspace-stylesheet"]')?.content;
  if (!href) return Promise.resolve();
  return new Promise((resolve, reject) => {
    // Appended after the public pages' sheet, so that its order of the utilities is the one that counts.
    const link = Object.assign(doc.createElement('link'), { rel: 'stylesheet', href });
    link.addEventListener('load', () => resolve());
    link.addEventListener('error', () => reject(Object.assign(new Error(`Loading CSS chunk failed: ${link.href}`), { code: 'CSS_CHUNK_LOAD_FAILED' })));
    doc.head.append(link);
  });
}
