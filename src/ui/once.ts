/**
 * `once(importer)`: what every lazily loaded thing (a page, a part, the signer, the charts, a declaration)
 * is fetched through. The first call starts the import and every later call shares it; after a failure the
 * next call tries again, since a chunk that failed to download (a dropped connection, a new deployment) may
 * come on the next try.
 */
export function once<T>(importer: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= importer().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
