// The esbuild settings that decide how browser code is compiled, shared by the portal's build (build.mjs) and
// the bench's bare React floor (bench/reactFloor.ts), so that the floor is always built as the portal is.
/** @param {boolean} production */
export function browserTarget(production) {
  return {
    bundle: true,
    format: /** @type {const} */ ('esm'),
    // safari14.1, not 14: esbuild cannot lower `for (const [k, v] of ...)` for Safari 14.0's destructuring bug.
    target: ['es2020', 'chrome87', 'firefox78', 'safari14.1'],
    jsx: /** @type {const} */ ('automatic'),
    minify: production,
    define: { 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') },
    // Chromium's explicit compile hint (V8, Chrome 136 on; a comment to every other browser): compile every
    // function of the file while it downloads, off the main thread, rather than each on its first call, on the
    // main thread, in the middle of the first render (docs/performance.md, "Session 37").
    banner: { js: '//# allFunctionsCalledOnLoad' },
  };
}
