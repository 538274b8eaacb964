// @ts-check
// `new-remote <mfe-name> [--route /x] [--title X] [--namespace x] [--tenants network,control]`: a new remote from the
// template (ADR 0248). Adding a remote is adding its folder: the gateway, the deploy CLI, the builds and the tests
// find it by its remote.json.
import fs from 'node:fs';
import path from 'node:path';
import { fail, say } from '../log.mjs';
import { PNPM, run } from '../process.mjs';
import { renderRemote, specProblems } from '../remote-template.mjs';

export const NEW_REMOTE_USAGE = `usage: node scripts/platform.mjs new-remote <mfe-name> [--route /path] [--title "Title"] [--namespace ns] [--tenants network,control]
  --route      the route prefix it owns (default /<name without mfe->)
  --title      the area's name, the page heading (default from the name)
  --namespace  the first segment of its text keys (default the name without mfe- and dashes)
  --tenants    comma-separated: network, control, client (default network,control)`;

/**
 * @param {readonly string[]} args
 * @returns {import('../remote-template.mjs').RemoteSpec | { error: string }}
 */
export function parseNewRemoteArgs(args) {
  const [name, ...rest] = args;
  if (!name || name.startsWith('--')) return { error: 'new-remote needs a name such as mfe-reports' };
  /** @type {Record<string, string>} */
  const options = {};
  for (let i = 0; i < rest.length; i += 2) {
    const flag = /** @type {string} */ (rest[i]);
    const value = rest[i + 1];
    if (!['--route', '--title', '--namespace', '--tenants'].includes(flag)) return { error: `unknown argument ${flag}` };
    if (value === undefined || value.startsWith('--')) return { error: `${flag} needs a value` };
    options[flag.slice(2)] = value;
  }
  const spec = {
    name,
    namespace: options.namespace ?? name.replace(/^mfe-/, '').replace(/-/g, ''),
    title: options.title,
    route: options.route,
    tenants: options.tenants?.split(',').map((t) => t.trim()),
  };
  const problems = specProblems(spec);
  return problems.length ? { error: problems.join('; ') } : spec;
}

/**
 * @param {import('../context.mjs').Context} ctx
 * @param {string[]} args
 */
export async function newRemote(ctx, args) {
  if (args.includes('--help')) return (console.log(NEW_REMOTE_USAGE), 0);
  const spec = parseNewRemoteArgs(args);
  if ('error' in spec) {
    fail(spec.error);
    console.log(NEW_REMOTE_USAGE);
    return 2;
  }
  const dir = path.join(ctx.root, spec.name);
  if (fs.existsSync(dir)) {
    fail(`${spec.name} exists already: a new remote needs a folder of its own`);
    return 1;
  }
  for (const [file, content] of renderRemote(spec)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  say(`${spec.name}: made from the remote template`);
  // link the new package into the workspace, then its typed GraphQL (src/graphql-env.d.ts) from the shared schema
  const installed = await run('npx', [...PNPM, 'install', '--prefer-offline'], { cwd: ctx.root });
  const generated =
    installed === 0
      ? await run('npx', [...PNPM, '--filter', `@work/${spec.name}`, 'exec', 'gql-tada', 'generate', 'output'], { cwd: ctx.root })
      : 1;
  if (installed !== 0 || generated !== 0) {
    fail(`the files are written, but ${installed !== 0 ? 'pnpm install' : 'gql-tada generate output'} failed: run it again, then carry on`);
    return 1;
  }
  say(`next:
  pnpm --filter @work/${spec.name} dev     serve it with rebuild on change; it prints the address to open in the running shell
  pnpm --filter @work/${spec.name} test    its own tests
  node scripts/platform.mjs build         build and publish it with the others (the registry picks it up by its remote.json)`);
  return 0;
}
