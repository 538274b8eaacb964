import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type TestApi } from '../../../test/support/api.js';
import { tasks } from '../work/work.tables.js';
import { MAX_FILE_BYTES, safeFileName } from './files.rules.js';

let api: TestApi;
let dataDir: string;
let croudie: string;
let otherCroudie: string;
let staff: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'files-test-'));
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z'), env: { DATA_DIR: dataDir } });
  [croudie, otherCroudie, staff] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
  await rm(dataDir, { recursive: true, force: true });
});

interface UploadedFile {
  id: number;
  name: string;
  size: number;
  content_type: string;
  scope: string;
  download_url: string;
}

async function upload(token: string | undefined, files: { name: string; content: Blob }[], scope = 'task') {
  const form = new FormData();
  for (const f of files) form.append('files', f.content, f.name);
  const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=${scope}`, {
    method: 'POST',
    headers: token ? { authorization: `Bearer ${token}` } : {},
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { files?: UploadedFile[]; error?: { code: string; message: string; fieldErrors?: Record<string, string> } },
  };
}

const download = (token: string | undefined, url: string) =>
  fetch(`${api.baseUrl}${url}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('private files', () => {
  it('uploads files in the field files to disk with a row, and the uploader downloads the same bytes', async () => {
    const { status, body } = await upload(croudie, [
      { name: 'notes.txt', content: new Blob(['hello files'], { type: 'text/plain' }) },
      { name: '../../etc/passwd', content: new Blob([new Uint8Array([1, 2, 3])]) },
    ]);
    expect(status).toBe(201);
    expect(body.files).toHaveLength(2);
    expect(body.files![0]).toMatchObject({ name: 'notes.txt', size: 11, content_type: 'text/plain', scope: 'task' });
    expect(body.files![1]).toMatchObject({ name: 'passwd', content_type: 'application/octet-stream' });
    const res = await download(croudie, body.files![0]!.download_url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe("attachment; filename*=UTF-8''notes.txt");
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(await res.text()).toBe('hello files');
  });

  it('needs a signed-in person, a known scope and at least one file', async () => {
    expect((await upload(undefined, [{ name: 'a.txt', content: new Blob(['a']) }])).status).toBe(401);
    const badScope = await upload(croudie, [{ name: 'a.txt', content: new Blob(['a']) }], 'secrets');
    expect(badScope.status).toBe(400);
    expect(badScope.body.error?.fieldErrors).toEqual({ scope: 'scope must be one of task, task_message, profile, journal' });
    const none = await upload(croudie, []);
    expect(none.status).toBe(400);
    expect(none.body.error?.fieldErrors).toEqual({ files: 'Choose at least one file' });
  });

  it('refuses a file over 50 MB with 413 and a clear message', async () => {
    const big = await upload(croudie, [{ name: 'huge.bin', content: new Blob([new Uint8Array(MAX_FILE_BYTES + 1)]) }]);
    expect(big.status).toBe(413);
    expect(big.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(big.body.error!.message).toMatch(/50 MB/);
    const exactly = await upload(croudie, [{ name: 'limit.bin', content: new Blob([new Uint8Array(MAX_FILE_BYTES)]) }]);
    expect(exactly.status).toBe(201);
  });

  it('lets staff download, refuses other croudies (403) and anonymous callers (401); unknown ids are 404', async () => {
    const { body } = await upload(croudie, [{ name: 'mine.txt', content: new Blob(['private']) }]);
    const url = body.files![0]!.download_url;
    expect((await download(staff, url)).status).toBe(200);
    const other = await download(otherCroudie, url);
    expect(other.status).toBe(403);
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe('You are not allowed to download this file');
    expect((await download(undefined, url)).status).toBe(401);
    expect((await download(croudie, '/api/platform/files/private/999999/download')).status).toBe(404);
    expect((await download(croudie, '/api/platform/files/private/abc/download')).status).toBe(404);
  });

  it("submits work with files: they become the task's attachments, visible to the task's croudie", async () => {
    const [task] = await api.db
      .insert(tasks)
      .values({
        name: 'Files task',
        state: 'in_progress',
        clientId: 1,
        ownerId: 1,
        croudieId: 1,
        createdAt: new Date('2026-05-01T00:00:00Z'),
      })
      .returning();
    const mine = (await upload(croudie, [{ name: 'work.txt', content: new Blob(['the work']) }])).body.files![0]!;
    const theirs = (await upload(otherCroudie, [{ name: 'x.txt', content: new Blob(['x']) }])).body.files![0]!;
    const SUBMIT = `mutation S($taskId: ID!, $work: String!, $fileIds: [ID!]) {
      submitTaskWork(taskId: $taskId, work: $work, fileIds: $fileIds) { state attachments { name kind downloadUrl } }
    }`;
    const refused = await gql(api, SUBMIT, {
      token: croudie,
      variables: { taskId: String(task!.id), work: '', fileIds: [String(theirs.id)] },
    });
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fieldErrors).toEqual({ fileIds: 'Only your own task files can be submitted' });
    const done = await gql<{ submitTaskWork: { state: string; attachments: { name: string; kind: string; downloadUrl: string }[] } }>(
      api,
      SUBMIT,
      {
        token: croudie,
        variables: { taskId: String(task!.id), work: '', fileIds: [String(mine.id)] },
      },
    );
    expect(done.errors).toBeUndefined();
    expect(done.data!.submitTaskWork).toEqual({
      state: 'REVIEW_IN_PROGRESS',
      attachments: [{ name: 'work.txt', kind: 'submission', downloadUrl: mine.download_url }],
    });
    // staff.admin (owner) reads it; another croudie still cannot.
    expect((await download(staff, mine.download_url)).status).toBe(200);
    expect((await download(otherCroudie, mine.download_url)).status).toBe(403);
  });

  it('keeps names safe for headers and disks', () => {
    expect(safeFileName('C:\\Users\\me\\report.pdf')).toBe('report.pdf');
    expect(safeFileName('a"b\u0000c.txt')).toBe('abc.txt');
    expect(safeFileName('   ')).toBe('file');
  });
});
