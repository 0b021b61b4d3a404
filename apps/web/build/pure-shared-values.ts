import type { ESTree, Plugin } from 'vite';

/** Initialisers that are values already: nothing runs to compute them. */
const PLAIN = new Set([
  'Literal',
  'Identifier',
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
]);

/** Computed when the module loads: a call, `new` or property read, alone or inside an object or array. */
const computes = (code: string, init: ESTree.Expression) =>
  !PLAIN.has(init.type) &&
  (init.type === 'MemberExpression' || /[(.]/.test(code.slice(init.start, init.end)));

/**
 * The shared package's module-level values are zod schemas and tables built once: computing them
 * has no side effects, but the bundler cannot tell (`z.object({...}).strict()` is a call on a
 * call's result), so the portal's entry kept every schema of a module it took one constant from,
 * and zod with them. Each such initialiser is wrapped in a pure-annotated arrow, which a bundle
 * keeps only where the value is used, and computes exactly as before where it is.
 */
export const pureSharedValues = (): Plugin => ({
  name: 'pure-shared-values',
  apply: 'build',
  enforce: 'post',
  transform(code, id) {
    if (!/[\\/]packages[\\/]shared[\\/]src[\\/]/.test(id)) return null;
    const program = this.parse(code);
    const edits: { at: number; text: string }[] = [];
    for (const statement of program.body) {
      const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
      if (declaration?.type !== 'VariableDeclaration') continue;
      for (const { init } of declaration.declarations) {
        if (!init || !computes(code, init)) continue;
        edits.push({ at: init.start, text: '/* @__PURE__ */ (() => (' }, { at: init.end, text: '))()' });
      }
    }
    if (edits.length === 0) return null;
    let out = code;
    for (const { at, text } of edits.sort((a, b) => b.at - a.at))
      out = out.slice(0, at) + text + out.slice(at);
    return { code: out, map: null };
  },
});
