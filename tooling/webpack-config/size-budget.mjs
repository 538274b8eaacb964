// Size budgets per bundle (issue 15, ADR 0249): the build fails when a bundle's own code grows past its budget, so a
// barrel import or a heavy library cannot slip into a remote unnoticed. Deterministic: bytes of the built files,
// compressed as the gateway serves them (brotli, quality 6), never timings. The first load of /work as a whole is
// budgeted by the e2e journey first-load-budget.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/**
 * KiB (brotli) of each bundle's own code: every JS file of its build except the fallback copies of shared libraries.
 * For the host that is the shell itself with the libraries it provides to everyone. Lower a budget when a bundle
 * shrinks; raise one only with a reason in the commit.
 */
/** @type {Record<string, number>} */
export const SIZE_BUDGETS_KIB = {
  // every antd component, each a chunk fetched on first use (ADR 0250): the first load is budgeted by the journey;
  // without antd's style functions, which zero runtime never calls (ADR 0297): 709.7 -> 623.5
  'host-shell': 640,
  // + the task credentials admin (issue 16): one lazy route with the data grid, pickers, react-final-form and its own
  // words (~24 KiB); none of it is on the first load
  'mfe-work': 96,
  // + the browser-state hooks and their fallback atoms for a host without them (issue 16, ADR 0259): ~1 KiB
  'mfe-journal': 36,
  // + the payment centre, the invoices, the three creation steps and finance's view (issue 17): five lazy routes with the
  //   data grid, the croudie picker and their words (~32 KiB, measured 62); the entry (router, lifecycles) stays ~24
  'mfe-payments': 68,
  // + the plan (issue 20): the Gantt with its toolbar, filters, drag reorder and move dialogs, the drawer of five
  //   react-final-form forms (project, phase, key date, job with its lifecycle actions, internal task), and the client
  //   page's cards; the plan page, the forms and the client page are lazy chunks (~47 KiB, measured 76.6)
  // + the job page with its tasks, the single and QA task forms, and the croudie picker drawer (issue 21): two lazy
  //   chunks with their words (~17 KiB, measured 93.5); the plan's own chunks are unchanged
  'mfe-plan': 97,
  // + /my-profile/payment (issue 17): one lazy route with the shared bank-details form, the country picker and the invoice
  //   settings schema with its IBAN check (~13 KiB, measured 39)
  // + the croudie profile (issue 18): /my-profile's seven tabs, the phone and file dialogs, the photo crop, and the
  //   staff's search list, offboarding list and croudie view with react-final-form; three lazy routes (~45 KiB,
  //   measured 87); the entry stays ~20
  // + the FTE search and staff profile, onboarding a user, and the HR view's five tabs (issue 19): three lazy route
  //   groups with the staff profile cards, the create-user form, the availability matrix, template editor, leave
  //   calendar and utilisation chart, and their words (~38 KiB, measured 130); the entry is unchanged
  'mfe-hr': 134,
  // + the croudie's academy (issue 22): the course lists, a course, a module, an assessment's intro, results and the
  //   attempt with its timer, each page in the learning chunk with its words (~13 KiB, measured 39.0)
  // + the staff academy (issue 22, ADR 0289): course list, course editor, question editor and essay review with the data
  //   grid, the pickers, react-final-form and dnd-kit (~55 KiB in lazy chunks), and the rich-text editor (Tiptap and
  //   ProseMirror, 120 KiB) as a chunk of its own that only the module form loads (measured 203.5)
  //   (the two measured together: 216.5)
  'mfe-academy': 220,
  // the staff data grid, react-final-form and the settings lists (issue 16); each list is its own lazy chunk
  // + roles, offices and teams with the shared pickers (issue 16): ~13 KiB
  // + public holidays, channels and task backdate (issue 16, ADR 0260): three lazy routes, the date input and their
  //   words, ~10 KiB
  // + task templates (issue 21): one lazy route with the list, preview, form drawer and variant dialog (~10 KiB,
  //   measured 86.8)
  // + announcements (issue 22, ADR 0290): /announcements' list, form drawer with the audience pickers and the shared
  //   announcement card as its preview, and the report with its SVG chart, in lazy chunks; DOMPurify comes with the card
  //   (~11 KiB of the ~27); the entry grows ~2.4 KiB by the page frame and the words (measured 113.7)
  // + the announcement's body in the shared rich-text editor (Tiptap and ProseMirror, ~120 KiB): a chunk of its own that
  //   only the form loads (measured 236.6)
  'mfe-admin-settings': 240,
};
/** For a remote not in the table yet: a new remote starts small (its router is ~13 of it, ADR 0250). */
export const DEFAULT_BUDGET_KIB = 26;

/**
 * Bytes of `data` as the gateway sends it to a browser that accepts brotli.
 * @param {Buffer} data
 */
export function brotliSize(data) {
  return zlib.brotliCompressSync(data, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length },
  }).length;
}

/**
 * The JS files of a build that are its own code: everything but the shared libraries' fallback chunks.
 * @param {string} distDir
 */
export function ownCodeFiles(distDir) {
  /** @type {{ shared: { assets?: { js?: { sync?: string[]; async?: string[] } } }[]; exposes?: unknown[] }} */
  const manifest = JSON.parse(readFileSync(path.join(distDir, 'mf-manifest.json'), 'utf8'));
  const shared = new Set(manifest.shared.flatMap((s) => [...(s.assets?.js?.sync ?? []), ...(s.assets?.js?.async ?? [])]));
  // the host's shared libraries are its own first-load code: it provides them to every remote
  const isHost = (manifest.exposes ?? []).length === 0;
  return readdirSync(distDir)
    .filter((file) => file.endsWith('.js') && (isHost || !shared.has(file)))
    .sort();
}

/**
 * The size of a bundle's own code against its budget.
 * @param {string} distDir
 * @param {string} name  the package folder (host-shell, mfe-work, …)
 */
export function measureBundle(distDir, name) {
  const files = ownCodeFiles(distDir);
  const bytes = files.reduce((sum, file) => sum + brotliSize(readFileSync(path.join(distDir, file))), 0);
  const budgetKiB = SIZE_BUDGETS_KIB[name] ?? DEFAULT_BUDGET_KIB;
  return { name, files: files.length, kib: bytes / 1024, budgetKiB, over: bytes > budgetKiB * 1024 };
}

/**
 * Throws, naming the bundle, its size and where the budget lives, when it is over.
 * @param {string} distDir
 * @param {string} name
 */
export function assertWithinBudget(distDir, name) {
  const m = measureBundle(distDir, name);
  if (m.over) {
    throw new Error(
      `${name}: its own code is ${m.kib.toFixed(1)} KiB (brotli, ${m.files} files), over its budget of ${m.budgetKiB} KiB ` +
        '(tooling/webpack-config/size-budget.mjs). Import icons by path, load big parts of a page on demand, or say in ' +
        'the commit why the budget grows.',
    );
  }
  return m;
}
