import { describe, expect, it } from 'vitest';
import { staticClosure } from '../../vite.landing-page';

/** A module graph in memory: ids, their static imports and their code. */
function graphOf(modules: Record<string, { readonly imports: readonly string[]; readonly code?: string }>, specs: Record<string, string>) {
  return {
    imports: (id: string) => modules[id]?.imports ?? [],
    code: (id: string) => modules[id]?.code ?? '',
    resolve: async (spec: string) => specs[spec],
  };
}

const COMPONENTS = Array.from({ length: 40 }, (_, i) => `/node_modules/lib/c${i}.mjs`);
const BARREL = '/node_modules/lib/index.mjs';

describe('what a page runs (the landing-page chunk)', () => {
  it('follows static imports, not dynamic ones', async () => {
    const graph = graphOf({ '/main.tsx': { imports: ['/a.ts'] }, '/a.ts': { imports: ['/b.ts'] }, '/b.ts': { imports: [] }, '/lazy.tsx': { imports: ['/c.ts'] } }, {});
    expect([...await staticClosure(graph, ['/main.tsx'])].sort()).toEqual(['/a.ts', '/b.ts', '/main.tsx']);
  });

  it("takes from a library's barrel only the modules of the names the page imports", async () => {
    const barrelCode = COMPONENTS.map((_, i) => `import { C${i} } from "./c${i}.mjs";`).join('\n') + `\nexport { ${COMPONENTS.map((_, i) => `C${i}`).join(', ')} };`;
    const specs: Record<string, string> = { lib: BARREL, ...Object.fromEntries(COMPONENTS.map((c, i) => [`./c${i}.mjs`, c])) };
    const modules = {
      '/page.tsx': { imports: [BARREL], code: 'import { C3, C7 as Seven } from "lib";' },
      [BARREL]: { imports: COMPONENTS, code: barrelCode },
      ...Object.fromEntries(COMPONENTS.map((c) => [c, { imports: [] }])),
    };
    expect([...await staticClosure(graphOf(modules, specs), ['/page.tsx'])].sort()).toEqual([BARREL, COMPONENTS[3], COMPONENTS[7], '/page.tsx'].sort());
  });

  it('takes all of a barrel imported whole', async () => {
    const modules = {
      '/page.tsx': { imports: [BARREL], code: 'import * as lib from "lib";' },
      [BARREL]: { imports: COMPONENTS, code: '' },
      ...Object.fromEntries(COMPONENTS.map((c) => [c, { imports: [] }])),
    };
    expect((await staticClosure(graphOf(modules, { lib: BARREL }), ['/page.tsx'])).size).toBe(COMPONENTS.length + 2);
  });

  it('walks a small index that only re-exports by the names asked of it (the modals\' events, not their provider)', async () => {
    const INDEX = '/node_modules/modals/index.mjs';
    const modules = {
      '/page.tsx': { imports: [INDEX], code: 'import { modals } from "modals";' },
      [INDEX]: {
        imports: ['/node_modules/modals/events.mjs', '/node_modules/modals/Provider.mjs'],
        code: '"use client";\nimport { modals } from "./events.mjs";\nimport { ModalsProvider } from "./Provider.mjs";\nexport { ModalsProvider, modals };',
      },
      '/node_modules/modals/events.mjs': { imports: [] },
      '/node_modules/modals/Provider.mjs': { imports: ['/node_modules/modals/Modal.mjs'] },
    };
    const specs = { modals: INDEX, './events.mjs': '/node_modules/modals/events.mjs', './Provider.mjs': '/node_modules/modals/Provider.mjs' };
    expect([...await staticClosure(graphOf(modules, specs), ['/page.tsx'])].sort()).toEqual(['/node_modules/modals/events.mjs', INDEX, '/page.tsx']);
  });

  it('follows all of a small library module that does more than re-export', async () => {
    const LIB = '/node_modules/small/index.mjs';
    const modules = {
      '/page.tsx': { imports: [LIB], code: 'import { a } from "small";' },
      [LIB]: { imports: ['/node_modules/small/b.mjs'], code: 'import { b } from "./b.mjs";\nexport const a = () => b();' },
      '/node_modules/small/b.mjs': { imports: [] },
    };
    expect((await staticClosure(graphOf(modules, { small: LIB, './b.mjs': '/node_modules/small/b.mjs' }), ['/page.tsx'])).size).toBe(3);
  });
});
