// esbuild's code splitting puts a module into a shared chunk keyed by the exact set of entry points (the
// entries and every `import()` target) that reach it. It does not know that a lazily imported module only
// ever runs after the code that imported it, so the boot code, reached by an entry and by a different handful
// of lazy pages each, was cut into dozens of small chunks (39 files for the login page, 92 for a list page),
// each with its own gzip overhead and import lines.
//
// This plugin tells esbuild what it does not know: every lazily imported module of ours gets a side-effect
// import of its chunk root, the nearest module that is always loaded before it (its immediate dominator in
// the graph of entries and `import()` edges: the workspace's entry for the pages inside it, the public
// entry for the sign-in page, the boot module both entries load for what either document may load). That
// root's code is in the browser already when the import runs, so nothing more is downloaded or evaluated;
// but every module the root reaches is now reached by all of the root's lazy descendants too, and esbuild
// keeps those modules together in a few chunks. What both entries load at start is imported by the boot
// module too, so that it joins the boot code.
//
// A kit is a lazily imported module whose code many pages share in part: the crud list (table, search form,
// pickers, formatting), which forms, details and hand-written pages use bits of. esbuild cut it into a chunk
// per combination of pages reaching each bit: two dozen files of a few hundred bytes on a list page, each
// paying its own gzip overhead and import lines. Every lazily imported module under the kit's root that
// reaches any of the kit's modules imports the kit itself too, so the kit's modules are reached by one set of
// pages and stay in one chunk: such a page downloads the whole kit, once, instead of its scattered bits.
//
// The graph comes from a quick unminified pass of the same build (no CSS, nothing written) at each start.
import * as esbuild from 'esbuild';
import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Closure of a module in a metafile's inputs: import statements only, or `import()` too; the imports of the
 * modules in `stop` are not followed.
 */
function closure(inputs, start, lazyToo = false, stop = new Set()) {
  const seen = new Set([start]);
  const stack = [start];
  while (stack.length) {
    const file = stack.pop();
    if (stop.has(file)) continue;
    for (const i of inputs[file]?.imports ?? []) {
      if (!(i.kind === 'import-statement' || (lazyToo && i.kind === 'dynamic-import')) || i.external || seen.has(i.path)) continue;
      seen.add(i.path);
      stack.push(i.path);
    }
  }
  return seen;
}

/**
 * For each lazily imported module (an `import()` target), the module always loaded before it: its immediate
 * dominator in the graph whose nodes are the entries and the `import()` targets, with an edge E → T when a
 * module of E's static closure imports T, all entries hanging from one root that is no module. A target the
 * entries share (its immediate dominator is that root) gets `boot`, the module every entry loads first.
 * Targets their root reaches statically need no root: they are loaded with it.
 */
export function chunkRootsOf(inputs, entries, boot) {
  const ROOT = '';
  const targets = new Set();
  for (const input of Object.values(inputs)) {
    for (const i of input.imports) if (i.kind === 'dynamic-import' && !i.external && inputs[i.path]) targets.add(i.path);
  }
  const nodes = [ROOT, ...entries, ...[...targets].filter((t) => !entries.includes(t))];
  const closures = new Map(nodes.map((n) => [n, n === ROOT ? new Set() : closure(inputs, n)]));
  const preds = new Map(nodes.map((n) => [n, new Set(entries.includes(n) ? [ROOT] : [])]));
  for (const from of nodes) {
    for (const file of closures.get(from)) {
      for (const i of inputs[file]?.imports ?? []) if (i.kind === 'dynamic-import' && preds.has(i.path) && i.path !== from) preds.get(i.path).add(from);
    }
  }
  // Dominators by the iterative data-flow algorithm; the graph has a few hundred nodes at most.
  const all = new Set(nodes);
  const dom = new Map(nodes.map((n) => [n, n === ROOT ? new Set([ROOT]) : new Set(all)]));
  for (let changed = true; changed; ) {
    changed = false;
    for (const n of nodes) {
      if (n === ROOT) continue;
      const ps = [...preds.get(n)].filter((p) => dom.get(p));
      let next = ps.length ? new Set(dom.get(ps[0])) : new Set();
      for (const p of ps.slice(1)) next = new Set([...next].filter((d) => dom.get(p).has(d)));
      next.add(n);
      if (next.size !== dom.get(n).size) {
        dom.set(n, next);
        changed = true;
      }
    }
  }
  // A target an entry loads statically runs in that entry's document too, whatever imports it lazily.
  const atStart = new Set(entries.flatMap((entry) => [...closures.get(entry)]));
  const roots = new Map();
  for (const n of nodes) {
    if (n === ROOT || entries.includes(n) || preds.get(n).size === 0) continue;
    // The immediate dominator is the strict dominator with the most dominators of its own.
    const idom = [...dom.get(n)].filter((d) => d !== n).sort((a, b) => dom.get(b).size - dom.get(a).size)[0];
    if (closures.get(idom).has(n)) continue;
    const root = idom === ROOT || atStart.has(n) ? boot : idom;
    if (root !== n && !closure(inputs, root).has(n)) roots.set(n, root);
  }
  return roots;
}

/**
 * What every entry loads statically, but the boot module does not: the boot module imports it too, so that
 * it is reached by every lazily imported module, as the boot code is, and joins its chunk rather than being
 * cut into a chunk per combination of lazy modules that also reach it.
 */
export function sharedByEntries(inputs, entries, boot) {
  const [first, ...others] = entries.map((entry) => closure(inputs, entry));
  const booted = closure(inputs, boot);
  return [...first].filter((file) => !booted.has(file) && !entries.includes(file) && others.every((c) => c.has(file)));
}

/**
 * For a kit (a lazily imported module), the lazily imported modules that must import it: those its root
 * dominates (so no page outside it ever downloads the kit) that statically reach one of the kit's own
 * modules, the modules of its static closure that its chain of roots does not load.
 */
export function kitImporters(inputs, kit, roots) {
  const root = roots.get(kit);
  const before = new Set();
  for (let r = root; r; r = roots.get(r)) for (const file of closure(inputs, r)) before.add(file);
  const own = [...closure(inputs, kit)].filter((file) => !before.has(file));
  const under = (target) => {
    for (let r = roots.get(target); r; r = roots.get(r)) if (r === root) return true;
    return false;
  };
  return [...roots.keys()].filter((target) => {
    if (target === kit || !under(target)) return false;
    const reached = closure(inputs, target);
    return !reached.has(kit) && own.some((file) => reached.has(file));
  });
}

/**
 * The plugin: `entries` are the build's entry points, `boot` the module each of them loads first (the root
 * of what they share), and `kits` lazily imported modules to keep in one chunk, relative to the build's
 * working directory.
 */
export function chunkRoots({ entries, boot, kits = [] }) {
  return {
    name: 'chunk-roots',
    setup(build) {
      const { absWorkingDir } = build.initialOptions;
      let roots = new Map();
      let shared = [];
      /** module → the kits it imports */
      let kitsOf = new Map();
      build.onStart(async () => {
        const others = (build.initialOptions.plugins ?? []).filter((p) => p.name !== 'chunk-roots');
        const noCss = { name: 'no-css', setup: (b) => b.onLoad({ filter: /\.css$/ }, () => ({ contents: '', loader: 'css' })) };
        const result = await esbuild.build({
          ...build.initialOptions,
          plugins: [noCss, ...others],
          minify: false,
          sourcemap: false,
          write: false,
          metafile: true,
          logLevel: 'silent',
        }).catch(() => null);
        // A broken source fails the real build with a proper message; it just gets no roots here.
        roots = result ? chunkRootsOf(result.metafile.inputs, entries, boot) : new Map();
        shared = result ? sharedByEntries(result.metafile.inputs, entries, boot) : [];
        kitsOf = new Map();
        for (const kit of result ? kits : []) {
          for (const file of kitImporters(result.metafile.inputs, kit, roots)) kitsOf.set(file, [...(kitsOf.get(file) ?? []), kit]);
        }
      });
      build.onLoad({ filter: /\.[cm]?[jt]sx?$/ }, (args) => {
        const rel = path.relative(absWorkingDir, args.path).split(path.sep).join('/');
        const imports = rel === boot ? shared : [...(roots.has(rel) ? [roots.get(rel)] : []), ...(kitsOf.get(rel) ?? [])];
        if (imports.length === 0) return undefined;
        const specifier = (file) => {
          const spec = path.relative(path.dirname(args.path), path.join(absWorkingDir, file)).split(path.sep).join('/');
          return JSON.stringify(spec.startsWith('.') ? spec : './' + spec);
        };
        const loader = path.extname(args.path).slice(1).replace(/^[cm]/, '');
        // On the first line, so that the source map's lines stay those of the file.
        return { contents: `${imports.map((file) => `import ${specifier(file)};`).join('')}${readFileSync(args.path, 'utf8')}`, loader };
      });
    },
  };
}
