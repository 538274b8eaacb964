import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenFor } from '../../../test/support/accounts.js';
import { errorCode, gql, startTestApi, type GraphQLResponse, type TestApi } from '../../../test/support/api.js';
import { tasks, workLogs } from './work.tables.js';

let api: TestApi;
let croudie: string;
let otherCroudie: string;
let admin: string;
let member: string;
let client: string;

beforeAll(async () => {
  api = await startTestApi({ now: new Date('2026-05-04T08:00:00Z') });
  [croudie, otherCroudie, admin, member, client] = await Promise.all([
    tokenFor(api.baseUrl, 'croudie.active@example.com'),
    tokenFor(api.baseUrl, 'croudie.limited@example.com'),
    tokenFor(api.baseUrl, 'staff.admin@example.com'),
    tokenFor(api.baseUrl, 'staff.member@example.com'),
    tokenFor(api.baseUrl, 'client.user@example.com'),
  ]);
});
afterAll(async () => {
  await api?.close();
});

const TASK_FIELDS = `id state availableActions work brief recurring fixedCostPence allocatedMinutes assignee { id }
  messages { authorName body } timeline { action toState feedback actorName }
  ratings { communication meetingDeadlines adaptingToFeedback qualityOfWork otherComments }
  workLog { description summary total rate }`;

interface TaskData {
  id: string;
  state: string;
  availableActions: string[];
  work: string | null;
  brief: string;
  recurring: boolean;
  assignee: { id: string } | null;
  messages: { authorName: string; body: string }[];
  timeline: { action: string; toState: string; feedback: string | null; actorName: string }[] | null;
  ratings: Record<string, number | string | null>[] | null;
  workLog: { description: string; summary: string; total: string; rate: string | null } | null;
}

const readTask = (token: string | undefined, id: number) =>
  gql<{ task: TaskData }>(api, `query T($id: ID!) { task(id: $id) { ${TASK_FIELDS} } }`, { token, variables: { id: String(id) } });

function mutate(token: string, name: string, args: Record<string, unknown>, types: Record<string, string> = {}) {
  const all = { taskId: 'ID!', ...types };
  const decl = Object.entries(all)
    .map(([k, t]) => `$${k}: ${t}`)
    .join(', ');
  const pass = Object.keys(all)
    .map((k) => `${k}: $${k}`)
    .join(', ');
  return gql<Record<string, TaskData>>(api, `mutation M(${decl}) { ${name}(${pass}) { ${TASK_FIELDS} } }`, {
    token,
    variables: { ...args, taskId: String(args.taskId) },
  });
}
const stateOf = (res: GraphQLResponse<Record<string, TaskData>>, name: string) => res.data?.[name]?.state;

/** A task of croudie.active in a state, with staff.admin as owner and reviewer (the seed's shape), made fresh per test. */
async function freshTask(
  state: 'offered' | 'in_progress' | 'review_in_progress' | 'delivered' | 'withdrawn',
  changes: Partial<typeof tasks.$inferInsert> = {},
) {
  const [row] = await api.db
    .insert(tasks)
    .values({
      name: `Flow test ${state}`,
      state,
      clientId: 1,
      ownerId: 1,
      reviewerId: null,
      croudieId: 1,
      createdAt: new Date('2026-05-01T00:00:00Z'),
      brief: 'Brief',
      ...changes,
    })
    .returning();
  return row!.id;
}

const LONG_FEEDBACK = 'Clear, accurate work that follows the brief closely; thank you for the tidy notes.';

describe('task(id)', () => {
  it('is UNAUTHENTICATED anonymously, NOT_FOUND for an unknown id', async () => {
    const id = await freshTask('offered');
    expect(errorCode(await readTask(undefined, id))).toBe('UNAUTHENTICATED');
    expect(errorCode(await readTask(croudie, 999999))).toBe('NOT_FOUND');
  });
  it('lets the croudie and staff read it; another croudie and client users are FORBIDDEN', async () => {
    const id = await freshTask('offered');
    const mine = await readTask(croudie, id);
    expect(mine.data!.task).toMatchObject({
      state: 'OFFERED',
      availableActions: ['ACCEPT', 'DECLINE', 'POST_MESSAGE'],
      timeline: null,
      ratings: null,
    });
    expect((await readTask(admin, id)).data!.task.availableActions).toEqual(['POST_MESSAGE']);
    expect((await readTask(member, id)).data!.task.availableActions).toEqual([]);
    expect(errorCode(await readTask(otherCroudie, id))).toBe('FORBIDDEN');
    expect(errorCode(await readTask(client, id))).toBe('FORBIDDEN');
  });
  it("seeds briefs, a cost or minutes and staff.admin as owner of croudie.active's offers", async () => {
    const offered = (
      await api.db
        .select()
        .from(tasks)
        .where(and(eq(tasks.croudieId, 1), eq(tasks.state, 'offered')))
    ).filter((t) => !t.name.startsWith('Flow test'));
    expect(offered.length).toBeGreaterThan(0);
    for (const t of offered) {
      expect(t.ownerId).toBe(1);
      expect(t.brief.length).toBeGreaterThan(0);
      expect((t.fixedCostPence === null) !== (t.allocatedMinutes === null)).toBe(true);
    }
    const completed = await api.db.select().from(tasks).where(eq(tasks.state, 'completed'));
    const logs = await api.db.select().from(workLogs);
    expect(logs.length).toBe(completed.filter((t) => t.croudieId !== null).length);
  });
});

describe('freelancer flow', () => {
  it('accepts an offer once; a second accept is a CONFLICT; another croudie is FORBIDDEN', async () => {
    const id = await freshTask('offered');
    const other = await mutate(otherCroudie, 'acceptTaskOffer', { taskId: id });
    expect(errorCode(other)).toBe('FORBIDDEN');
    const staff = await mutate(admin, 'acceptTaskOffer', { taskId: id });
    expect(errorCode(staff)).toBe('FORBIDDEN');
    expect(staff.errors![0]!.message).toBe('Only the croudie working on this task can accept this offer');
    const accepted = await mutate(croudie, 'acceptTaskOffer', { taskId: id });
    expect(stateOf(accepted, 'acceptTaskOffer')).toBe('IN_PROGRESS');
    expect(accepted.data!.acceptTaskOffer!.timeline).toEqual([
      { action: 'ACCEPT', toState: 'IN_PROGRESS', feedback: null, actorName: 'Ava Active' },
    ]);
    const again = await mutate(croudie, 'acceptTaskOffer', { taskId: id });
    expect(errorCode(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe('You cannot accept this offer while it is in progress');
  });

  it("declines an offer: the task goes back to unassigned and is no longer the croudie's", async () => {
    const id = await freshTask('offered');
    const declined = await mutate(croudie, 'declineTaskOffer', { taskId: id });
    expect(stateOf(declined, 'declineTaskOffer')).toBe('UNASSIGNED');
    expect(errorCode(await readTask(croudie, id))).toBe('FORBIDDEN');
    expect(errorCode(await mutate(croudie, 'declineTaskOffer', { taskId: id }))).toBe('FORBIDDEN');
  });

  it('refuses to decline or relinquish in the wrong state', async () => {
    const inProgress = await freshTask('in_progress');
    expect(errorCode(await mutate(croudie, 'declineTaskOffer', { taskId: inProgress }))).toBe('CONFLICT');
    const offered = await freshTask('offered');
    expect(errorCode(await mutate(croudie, 'relinquishTask', { taskId: offered }))).toBe('CONFLICT');
  });

  it('relinquishes a task in progress without a work log', async () => {
    const id = await freshTask('in_progress', { work: 'half done' });
    const res = await mutate(croudie, 'relinquishTask', { taskId: id });
    expect(stateOf(res, 'relinquishTask')).toBe('UNASSIGNED');
    const [row] = await api.db.select().from(tasks).where(eq(tasks.id, id));
    expect(row).toMatchObject({ croudieId: null, work: null });
    expect(await api.db.select().from(workLogs).where(eq(workLogs.taskId, id))).toEqual([]);
  });

  it('saves without submitting, then submits; an empty submission is refused; saving after submitting is a CONFLICT', async () => {
    const id = await freshTask('in_progress');
    const saved = await mutate(croudie, 'saveTaskWork', { taskId: id, work: '  Draft one  ' }, { work: 'String!' });
    expect(saved.data!.saveTaskWork).toMatchObject({ state: 'IN_PROGRESS', work: 'Draft one' });
    const empty = await mutate(croudie, 'submitTaskWork', { taskId: id, work: '   ' }, { work: 'String!' });
    expect(errorCode(empty)).toBe('BAD_USER_INPUT');
    expect(empty.errors![0]!.extensions!.fieldErrors).toEqual({ work: 'This field is required' });
    const other = await mutate(otherCroudie, 'submitTaskWork', { taskId: id, work: 'mine' }, { work: 'String!' });
    expect(errorCode(other)).toBe('FORBIDDEN');
    const submitted = await mutate(croudie, 'submitTaskWork', { taskId: id, work: 'Final work' }, { work: 'String!' });
    expect(submitted.data!.submitTaskWork).toMatchObject({
      state: 'REVIEW_IN_PROGRESS',
      work: 'Final work',
      availableActions: ['POST_MESSAGE'],
    });
    expect(errorCode(await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'more' }, { work: 'String!' }))).toBe('CONFLICT');
  });
});

describe('saving keeps the uploaded files', () => {
  async function upload(token: string, name: string): Promise<string> {
    const form = new FormData();
    form.append('files', new Blob([`content of ${name}`]), name);
    const res = await fetch(`${api.baseUrl}/api/platform/files/private?scope=task`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    expect(res.status).toBe(201);
    return String(((await res.json()) as { files: { id: string | number }[] }).files[0]!.id);
  }
  const attachments = async (token: string, id: number) =>
    (
      await gql<{ task: { attachments: { id: string; kind: string; name: string }[] } }>(
        api,
        `query T($id: ID!) { task(id: $id) { attachments { id kind name } } }`,
        {
          token,
          variables: { id: String(id) },
        },
      )
    ).data!.task.attachments;
  const FILES = { work: 'String!', fileIds: '[ID!]' };

  it('save with files keeps them as saved files; saving again without fileIds keeps them; submitting submits them', async () => {
    const id = await freshTask('in_progress');
    const a = await upload(croudie, 'draft-a.txt');
    const b = await upload(croudie, 'draft-b.txt');
    const saved = await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft', fileIds: [a, b] }, FILES);
    expect(saved.errors).toBeUndefined();
    expect(await attachments(croudie, id)).toEqual([
      { id: a, kind: 'draft', name: 'draft-a.txt' },
      { id: b, kind: 'draft', name: 'draft-b.txt' },
    ]);
    // A later save of the text alone keeps the files; a save with fileIds replaces them.
    await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft two' }, { work: 'String!' });
    expect((await attachments(croudie, id)).map((f) => f.id)).toEqual([a, b]);
    await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft three', fileIds: [b] }, FILES);
    expect((await attachments(croudie, id)).map((f) => f.id)).toEqual([b]);
    // Submitting with files only (no text) is allowed when files were saved; saved and new files are submitted once each.
    const c = await upload(croudie, 'final-c.txt');
    const submitted = await mutate(croudie, 'submitTaskWork', { taskId: id, work: ' ', fileIds: [b, c] }, FILES);
    expect(submitted.errors).toBeUndefined();
    expect(await attachments(croudie, id)).toEqual([
      { id: b, kind: 'submission', name: 'draft-b.txt' },
      { id: c, kind: 'submission', name: 'final-c.txt' },
    ]);
  });

  it("only the croudie's own task files can be saved; relinquishing drops the saved files", async () => {
    const id = await freshTask('in_progress');
    const others = await upload(otherCroudie, 'not-mine.txt');
    const refused = await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft', fileIds: [others] }, FILES);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(refused.errors![0]!.extensions!.fieldErrors).toEqual({ fileIds: 'Only your own task files can be submitted' });
    expect(errorCode(await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft', fileIds: ['x'] }, FILES))).toBe('BAD_USER_INPUT');
    const mine = await upload(croudie, 'mine.txt');
    expect(errorCode(await mutate(otherCroudie, 'saveTaskWork', { taskId: id, work: 'Draft', fileIds: [] }, FILES))).toBe('FORBIDDEN');
    await mutate(croudie, 'saveTaskWork', { taskId: id, work: 'Draft', fileIds: [mine] }, FILES);
    expect(await attachments(croudie, id)).toHaveLength(1);
    await mutate(croudie, 'relinquishTask', { taskId: id });
    expect(await attachments(admin, id)).toEqual([]);
  });
});

describe('reviewer flow', () => {
  it('a croudie cannot pass their own work; staff who neither own nor review it cannot either', async () => {
    const id = await freshTask('review_in_progress');
    const own = await mutate(croudie, 'passTaskWork', { taskId: id, feedback: LONG_FEEDBACK }, { feedback: 'String' });
    expect(errorCode(own)).toBe('FORBIDDEN');
    expect(own.errors![0]!.message).toBe('Only the reviewer of this task can pass this work');
    expect(errorCode(await mutate(member, 'passTaskWork', { taskId: id, feedback: LONG_FEEDBACK }, { feedback: 'String' }))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await mutate(croudie, 'requestTaskRevisions', { taskId: id, feedback: 'x' }, { feedback: 'String!' }))).toBe(
      'FORBIDDEN',
    );
  });

  it('requests revisions with feedback, the croudie resubmits, the reviewer passes with 50+ characters and ratings', async () => {
    const id = await freshTask('review_in_progress', { work: 'v1', allocatedMinutes: 90 });
    const noFeedback = await mutate(admin, 'requestTaskRevisions', { taskId: id, feedback: ' ' }, { feedback: 'String!' });
    expect(noFeedback.errors![0]!.extensions!.fieldErrors).toEqual({ feedback: 'This field is required' });
    const revisions = await mutate(
      admin,
      'requestTaskRevisions',
      { taskId: id, feedback: 'Please fix the headings.' },
      { feedback: 'String!' },
    );
    expect(stateOf(revisions, 'requestTaskRevisions')).toBe('IN_PROGRESS');
    await mutate(croudie, 'submitTaskWork', { taskId: id, work: 'v2' }, { work: 'String!' });

    const short = await mutate(admin, 'passTaskWork', { taskId: id, feedback: 'x'.repeat(49) }, { feedback: 'String' });
    expect(errorCode(short)).toBe('BAD_USER_INPUT');
    expect(short.errors![0]!.extensions!.fieldErrors).toEqual({ feedback: 'Timeline feedback needs at least 50 characters' });
    const badRating = await mutate(
      admin,
      'passTaskWork',
      { taskId: id, feedback: LONG_FEEDBACK, ratings: { communication: 4 } },
      { feedback: 'String', ratings: 'TaskRatingsInput' },
    );
    expect(badRating.errors![0]!.extensions!.fieldErrors).toEqual({ 'ratings.communication': 'Ratings are 1 to 3 stars' });

    const ratings = { communication: 3, meetingDeadlines: 2, adaptingToFeedback: 3, qualityOfWork: 1, otherComments: 'Staff only note' };
    const passed = await mutate(
      admin,
      'passTaskWork',
      { taskId: id, feedback: LONG_FEEDBACK, ratings },
      { feedback: 'String', ratings: 'TaskRatingsInput' },
    );
    expect(passed.errors).toBeUndefined();
    expect(passed.data!.passTaskWork).toMatchObject({ state: 'COMPLETED', ratings: [ratings] });
    expect(passed.data!.passTaskWork!.workLog).toEqual({
      description: 'Flow test review_in_progress',
      summary: 'v2',
      rate: '15.00',
      total: '22.50',
    });

    const seen = (await readTask(croudie, id)).data!.task;
    expect(seen.ratings).toBeNull();
    expect(seen.timeline!.map((e) => e.action)).toEqual(['REQUEST_REVISIONS', 'SUBMIT', 'PASS']);
    expect(seen.timeline![2]!.feedback).toBe(LONG_FEEDBACK);
    expect(seen.workLog?.total).toBe('22.50');
    expect(errorCode(await mutate(admin, 'passTaskWork', { taskId: id, feedback: LONG_FEEDBACK }, { feedback: 'String' }))).toBe(
      'CONFLICT',
    );
  });

  it("passes a recurring task without feedback; a fixed-cost task's work log pays the cost", async () => {
    const id = await freshTask('review_in_progress', { recurring: true, fixedCostPence: 4250 });
    const passed = await mutate(admin, 'passTaskWork', { taskId: id });
    expect(passed.data!.passTaskWork).toMatchObject({ state: 'COMPLETED', workLog: { total: '42.50', rate: null } });
  });

  it('sends the work to the job owner, who alone submits the review', async () => {
    const id = await freshTask('review_in_progress', { ownerId: 2, reviewerId: 1, work: 'done' });
    expect(errorCode(await mutate(member, 'sendTaskToJobOwner', { taskId: id }))).toBe('FORBIDDEN');
    const sent = await mutate(admin, 'sendTaskToJobOwner', { taskId: id });
    expect(stateOf(sent, 'sendTaskToJobOwner')).toBe('DELIVERED');
    const types = { outcome: 'TaskReviewOutcome!', feedback: 'String' };
    expect(errorCode(await mutate(admin, 'submitTaskReview', { taskId: id, outcome: 'PASS', feedback: LONG_FEEDBACK }, types))).toBe(
      'FORBIDDEN',
    );
    expect(errorCode(await mutate(croudie, 'submitTaskReview', { taskId: id, outcome: 'PASS', feedback: LONG_FEEDBACK }, types))).toBe(
      'FORBIDDEN',
    );
    const short = await mutate(member, 'submitTaskReview', { taskId: id, outcome: 'PASS', feedback: 'short' }, types);
    expect(errorCode(short)).toBe('BAD_USER_INPUT');
    const revisions = await mutate(
      member,
      'submitTaskReview',
      { taskId: id, outcome: 'REVISIONS', feedback: 'One more pass please' },
      types,
    );
    expect(stateOf(revisions, 'submitTaskReview')).toBe('IN_PROGRESS');
    expect(errorCode(await mutate(member, 'submitTaskReview', { taskId: id, outcome: 'PASS', feedback: LONG_FEEDBACK }, types))).toBe(
      'CONFLICT',
    );
  });

  it('the owner passes after sending: the task completes with its work log', async () => {
    const id = await freshTask('delivered', { ownerId: 2, reviewerId: 1, work: 'done', fixedCostPence: 1000 });
    const types = { outcome: 'TaskReviewOutcome!', feedback: 'String' };
    const passed = await mutate(member, 'submitTaskReview', { taskId: id, outcome: 'PASS', feedback: LONG_FEEDBACK }, types);
    expect(passed.data!.submitTaskReview).toMatchObject({ state: 'COMPLETED', workLog: { total: '10.00' } });
  });
});

describe('messages', () => {
  const post = (token: string, taskId: number, body: string) =>
    gql<{ postTaskMessage: { body: string; authorName: string } }>(
      api,
      `mutation P($taskId: ID!, $body: String!) { postTaskMessage(taskId: $taskId, body: $body) { body authorName } }`,
      { token, variables: { taskId: String(taskId), body } },
    );
  it('the croudie and the job owner post; others are FORBIDDEN; empty and deleted are refused', async () => {
    const id = await freshTask('in_progress');
    expect((await post(croudie, id, '  Question about the brief ')).data!.postTaskMessage).toEqual({
      body: 'Question about the brief',
      authorName: 'Ava Active',
    });
    expect((await post(admin, id, 'Answer')).data!.postTaskMessage.authorName).toBe('Sam Admin');
    expect(errorCode(await post(otherCroudie, id, 'Hi'))).toBe('FORBIDDEN');
    expect(errorCode(await post(member, id, 'Hi'))).toBe('FORBIDDEN');
    expect((await post(croudie, id, '   ')).errors![0]!.extensions!.fieldErrors).toEqual({ body: 'This field is required' });
    expect((await readTask(croudie, id)).data!.task.messages.map((m) => m.body)).toEqual(['Question about the brief', 'Answer']);
    const deleted = await freshTask('withdrawn');
    const refused = await post(croudie, deleted, 'Hello');
    expect(errorCode(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe('You cannot post a message on this task while it is deleted');
  });
});
