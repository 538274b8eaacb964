// @ts-check
// The GraphQL operations manifest of a bundle (ADR 0245): every operation a package's sources write with gql.tada's
// graphql(), with the fragments it is composed with, as the client sends it. `remotes publish` checks these against the
// API's schema and stores them; the API in production runs only documents some published bundle declared.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Kind, parse } from 'graphql';
import ts from 'typescript';
import webpack from 'webpack';
import { DOCUMENTS_MANIFEST, documentHash, normaliseDocument } from '@work/shared-contracts/graphql-document';

/**
 * @typedef {{ name: string, file: string, hash: string, body: string }} ManifestDocument
 * @typedef {{ file: string, line: number, text: string, fragments: ts.Identifier[], imports: Map<string, { from: string, name: string }> }} GraphqlCall
 */

const SOURCE = /\.(ts|tsx)$/;
const NOT_SHIPPED = /(\.test\.(ts|tsx)|\.d\.ts)$/;

/** @param {string} dir @param {string} [rel] @returns {string[]} */
function sourceFilesUnder(dir, rel = '') {
  if (!existsSync(path.join(dir, rel))) return [];
  return readdirSync(path.join(dir, rel), { withFileTypes: true }).flatMap((entry) => {
    const child = path.posix.join(rel, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === '__tests__' ? [] : sourceFilesUnder(dir, child);
    return SOURCE.test(entry.name) && !NOT_SHIPPED.test(entry.name) ? [child] : [];
  });
}

/** What each imported name of a file refers to: local name → module specifier and exported name. */
function importsOf(/** @type {ts.SourceFile} */ source) {
  /** @type {Map<string, { from: string, name: string }>} */
  const imports = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      imports.set(element.name.text, { from: statement.moduleSpecifier.text, name: (element.propertyName ?? element.name).text });
    }
  }
  return imports;
}

/** The file a relative import names (`./a` → a.ts, a.tsx, a/index.ts …), relative to the package; null otherwise. */
function resolveImport(/** @type {string} */ packageDir, /** @type {string} */ fromFile, /** @type {string} */ specifier) {
  if (!specifier.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`];
  return candidates.find((c) => SOURCE.test(c) && existsSync(path.join(packageDir, c))) ?? null;
}

/**
 * Every `graphql(text, [fragments])` call of a package's shipped sources (tests and declarations left out), and of the
 * `bundled` source files from outside it, keyed by `file#variable` for those assigned to a variable, so fragment
 * arguments can be followed across files.
 * @param {string} packageDir
 * @param {string[]} bundled files relative to packageDir (e.g. `../shared-ui/src/pickers/userPicker.tsx`)
 */
function graphqlCalls(packageDir, bundled) {
  /** @type {GraphqlCall[]} */
  const calls = [];
  /** @type {Map<string, GraphqlCall>} */
  const byVariable = new Map();
  /** @type {string[]} */
  const files = [];
  for (const file of [...sourceFilesUnder(packageDir, 'src'), ...bundled]) {
    files.push(file);
    const text = readFileSync(path.join(packageDir, file), 'utf8');
    // a quick look first; `graphql<Data, Variables>(…)` (hand-typed documents, ADR 0262) counts too
    if (!/\bgraphql\s*[(<]/.test(text)) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    const imports = importsOf(source);
    /** @param {ts.Node} node */
    const visit = (node) => {
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'graphql') {
        const where = `${file}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
        const [textArg, fragmentsArg] = node.arguments;
        if (!textArg || !(ts.isNoSubstitutionTemplateLiteral(textArg) || ts.isStringLiteral(textArg))) {
          throw new Error(`${where}: graphql() takes its document as a plain string or a template without \${…}`);
        }
        if (fragmentsArg && !(ts.isArrayLiteralExpression(fragmentsArg) && fragmentsArg.elements.every(ts.isIdentifier))) {
          throw new Error(`${where}: graphql()'s fragments must be a list of names of other graphql() documents`);
        }
        /** @type {GraphqlCall} */
        const call = {
          file,
          line: source.getLineAndCharacterOfPosition(node.getStart()).line + 1,
          text: textArg.text,
          fragments: fragmentsArg && ts.isArrayLiteralExpression(fragmentsArg) ? fragmentsArg.elements.filter(ts.isIdentifier) : [],
          imports,
        };
        calls.push(call);
        if (ts.isVariableDeclaration(node.parent) && ts.isIdentifier(node.parent.name))
          byVariable.set(`${file}#${node.parent.name.text}`, call);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return { calls, byVariable, files };
}

/**
 * The operations of a package as its client sends them: one entry per graphql() call that holds an operation, its
 * text joined with every fragment it is composed with (followed through imports, as gql.tada joins them at run time),
 * in canonical form with its hash (@work/shared-contracts/graphql-document).
 * `bundledFiles` (absolute paths) are sources from outside the package that its bundle holds: a workspace package's
 * unshared modules, such as the shared pickers with their documents (ADR 0262). Files inside the package, outside any
 * workspace source (node_modules) or not TypeScript are left out.
 * @param {string} packageDir
 * @param {{ bundledFiles?: Iterable<string> }} [options]
 * @returns {{ documents: ManifestDocument[], files: string[] }}
 */
export function extractGraphqlDocuments(packageDir, { bundledFiles = [] } = {}) {
  const bundled = [...new Set(bundledFiles)]
    .filter((file) => SOURCE.test(file) && !NOT_SHIPPED.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => path.relative(packageDir, file).split(path.sep).join('/'))
    .filter((file) => file.startsWith('../'))
    .sort();
  const { calls, byVariable, files } = graphqlCalls(packageDir, bundled);

  /** @param {GraphqlCall} call @param {ts.Identifier} id @returns {GraphqlCall} */
  const fragmentCall = (call, id) => {
    const local = byVariable.get(`${call.file}#${id.text}`);
    if (local) return local;
    const imported = call.imports.get(id.text);
    const file = imported && resolveImport(packageDir, call.file, imported.from);
    const found = file && imported ? byVariable.get(`${file}#${imported.name}`) : undefined;
    if (!found) throw new Error(`${call.file}:${call.line}: fragment ${id.text} is not a graphql() document of this package`);
    return found;
  };

  /** The call's own text and its fragments' texts, each fragment once. @param {GraphqlCall} call */
  const composedText = (call, seen = new Set([call])) => {
    const parts = [call.text];
    for (const id of call.fragments) {
      const fragment = fragmentCall(call, id);
      if (seen.has(fragment)) continue;
      seen.add(fragment);
      parts.push(composedText(fragment, seen));
    }
    return parts.join('\n');
  };

  /** @type {ManifestDocument[]} */
  const documents = [];
  for (const call of calls) {
    let operations;
    try {
      operations = parse(call.text).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    } catch (error) {
      throw new Error(`${call.file}:${call.line}: ${error instanceof Error ? error.message : String(error)}`);
    }
    // a fragment on its own is never sent: it travels inside the operations that use it
    if (operations.length === 0) continue;
    const body = normaliseDocument(composedText(call));
    const name = operations.map((o) => o.name?.value ?? '(anonymous)').join(', ');
    documents.push({ name, file: call.file, hash: documentHash(body), body });
  }
  documents.sort((a, b) => a.file.localeCompare(b.file) || a.name.localeCompare(b.name));
  return { documents, files };
}

/**
 * The source files of the modules in the compilation's chunks (the modules concatenated into one, too): what the
 * bundle holds, so an unshared workspace module's documents are declared by every bundle that ships it.
 * @param {import('webpack').Compilation} compilation
 * @returns {string[]}
 */
function bundledSources(compilation) {
  /** @type {string[]} */
  const files = [];
  /** @param {any} module */
  const add = (module) => {
    if (typeof module.resource === 'string') files.push(module.resource.split('?')[0]);
    for (const inner of module.modules ?? []) add(inner);
  };
  for (const module of compilation.modules) {
    if (compilation.chunkGraph.getNumberOfModuleChunks(module) > 0) add(module);
  }
  return files;
}

/** Emits graphql-documents.json into every bundle (host and remotes alike), rebuilt with the sources in watch mode. */
export class EmitGraphqlDocumentsPlugin {
  /** @param {string} packageDir */
  constructor(packageDir) {
    this.packageDir = packageDir;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('EmitGraphqlDocumentsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'EmitGraphqlDocumentsPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          compilation.contextDependencies.add(path.join(this.packageDir, 'src'));
          let extracted;
          try {
            extracted = extractGraphqlDocuments(this.packageDir, { bundledFiles: bundledSources(compilation) });
          } catch (error) {
            // a build error naming the file and line, not a crash of the whole (watch) process
            compilation.errors.push(
              new webpack.WebpackError(`${DOCUMENTS_MANIFEST}: ${error instanceof Error ? error.message : String(error)}`),
            );
            return;
          }
          for (const file of extracted.files) compilation.fileDependencies.add(path.join(this.packageDir, file));
          const json = `${JSON.stringify({ documents: extracted.documents }, null, 2)}\n`;
          compilation.emitAsset(DOCUMENTS_MANIFEST, new webpack.sources.RawSource(json));
        },
      );
    });
  }
}
