import type { Plugin } from 'vite';

/**
 * A library's index that re-exports many modules (Mantine's, RxJS's), or only re-exports (Mantine
 * modals' index: its events, used at start, beside its provider, loaded on demand): walked by the
 * names asked of it.
 */
const BARREL_MIN_IMPORTS = 30;
/** Code of nothing but imports, exports of what it imported, comments and "use client". */
const onlyReExports = (code: string) => code !== '' && code
  .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, '')
  .replace(/(?:import|export)\s[^;]*?from\s*["'][^"']+["'];?|export\s*\{[^}]*\};?|["']use client["'];?/g, '')
  .trim() === '';
const NAMED = /(?:import|export)\s+(?:type\s+)?\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const WHOLE = /(?:import\s+\*\s+as\s+\w+|export\s+\*(?:\s+as\s+\w+)?)\s+from\s*["']([^"']+)["']|import\s+\w+\s*(?:,\s*\{[^}]*\})?\s*from\s*["']([^"']+)["']/g;

/** `a`, `b as c`, `type d` in braces: the names on the left (what the other module exports). */
const exported = (list: string) => list.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0] ?? '').filter((n) => n !== '');
/** The same list's local names (what this module calls them, and may export again). */
const local = (list: string) => list.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+as\s+/).pop() ?? '').filter((n) => n !== '');

interface Graph {
  imports(id: string): readonly string[];
  code(id: string): string;
  resolve(spec: string, importer: string): Promise<string | undefined>;
}

/**
 * The modules that run when `roots` (and the entries) load, following static imports only. An
 * import of a library's barrel follows only the names it asks for: the barrel itself imports every
 * component of the library, which the page does not run.
 */
export async function staticClosure(graph: Graph, roots: readonly string[]): Promise<Set<string>> {
  const members = new Set<string>();
  const asked = new Map<string, Set<string>>(); // barrel -> names asked of it
  const isBarrel = (id: string) => id.includes('node_modules') && (graph.imports(id).length >= BARREL_MIN_IMPORTS || onlyReExports(graph.code(id)));
  const stack = [...roots];
  const visit = async (id: string) => {
    const imports = graph.imports(id);
    const barrels = imports.filter(isBarrel);
    stack.push(...imports.filter((i) => !isBarrel(i)));
    if (barrels.length === 0) return;
    const code = graph.code(id);
    for (const m of code.matchAll(WHOLE)) {
      const target = await graph.resolve(m[1] ?? m[2] ?? '', id);
      if (target !== undefined && barrels.includes(target)) stack.push(target, ...graph.imports(target));
    }
    for (const m of code.matchAll(NAMED)) {
      const target = await graph.resolve(m[2] ?? '', id);
      if (target === undefined || !barrels.includes(target)) continue;
      members.add(target);
      const names = asked.get(target) ?? new Set<string>();
      asked.set(target, names);
      const fresh = exported(m[1] ?? '').filter((n) => !names.has(n));
      fresh.forEach((n) => names.add(n));
      stack.push(...await barrelSources(graph, target, fresh));
    }
  };
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (members.has(id)) continue;
    members.add(id);
    // A barrel met other than by the names asked of it (a root, a barrel's source): all of it.
    if (isBarrel(id)) stack.push(...graph.imports(id));
    else await visit(id);
  }
  return members;
}

/** The modules a barrel takes `names` from (every module it imports when a name is not found). */
async function barrelSources(graph: Graph, barrel: string, names: readonly string[]): Promise<string[]> {
  const code = graph.code(barrel);
  const from = new Map<string, string>();
  for (const m of code.matchAll(NAMED)) {
    const target = await graph.resolve(m[2] ?? '', barrel);
    if (target === undefined) continue;
    // `import { a as b } from` names b here (exported as b further down); `export { a as b } from` exports b.
    local(m[1] ?? '').forEach((n) => from.set(n, target));
  }
  const sources = names.map((n) => from.get(n));
  return sources.some((s) => s === undefined) ? [...graph.imports(barrel)] : [...new Set(sources as string[])];
}

/**
 * Finds, once the module graph is built, what `roots` (and the entries, unless `withEntries` is
 * false) run (staticClosure); `test` answers for a code-splitting group during chunking, which
 * comes after.
 */
export function landingPage(roots: readonly string[], withEntries = true): { readonly plugin: Plugin; readonly test: (id: string) => boolean } {
  let members = new Set<string>();
  const plugin: Plugin = {
    name: `dealer-landing-page-${roots.length}-${String(withEntries)}`,
    apply: 'build',
    async buildEnd() {
      const resolved = new Map<string, string | undefined>();
      const graph: Graph = {
        imports: (id) => this.getModuleInfo(id)?.importedIds ?? [],
        code: (id) => this.getModuleInfo(id)?.code ?? '',
        resolve: async (spec, importer) => {
          const key = `${importer}\0${spec}`;
          if (!resolved.has(key)) resolved.set(key, (await this.resolve(spec, importer))?.id);
          return resolved.get(key);
        },
      };
      const entries = withEntries ? [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry === true) : [];
      members = await staticClosure(graph, [...entries, ...roots]);
    },
  };
  return { plugin, test: (id) => members.has(id) };
}
