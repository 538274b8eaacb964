// Test support: a saved job as the API answers it (the job form's and actions' tests). Imported by tests only.
import { sam } from '../planFormsTesting';
import type { PlanFormsJob } from './job.graphql';

export const ALL_OWNER_ACTIONS: PlanFormsJob['availableActions'] = ['EDIT', 'PUBLISH', 'START', 'SCHEDULE', 'COPY', 'DELETE'];

export const draftJob: PlanFormsJob = {
  id: '5',
  name: 'Launch ads',
  status: 'DRAFT',
  client: { id: '7', name: 'Bluebird Travel' },
  channel: { id: '70', name: 'Paid search' },
  owner: { id: sam.id, fullName: sam.fullName },
  phase: { id: '31', name: 'Discovery' },
  engineAccounts: ['123-456-7890'],
  what: 'Search ads',
  why: null,
  expectedImpact: null,
  isPublic: false,
  dueAt: '2026-01-20T17:00:00.000Z',
  timezone: 'Europe/London',
  startsAt: '2026-01-15',
  scheduledFor: null,
  startedAt: null,
  completedAt: null,
  timeAllocatedMinutes: 0,
  actualMinutes: 0,
  invoiced: false,
  activeTasks: [],
  availableActions: ALL_OWNER_ACTIONS,
};

export const startedJob: PlanFormsJob = {
  ...draftJob,
  status: 'IN_PROGRESS',
  startedAt: '2026-01-12T09:30:00.000Z',
  timeAllocatedMinutes: 195,
  actualMinutes: 45,
  activeTasks: [{ id: '901', name: 'Write ad copy', croudieName: 'Cara Croudie', state: 'in_progress' }],
  availableActions: ['EDIT', 'COPY', 'DELETE'],
};

export const jobAnswer = (job: PlanFormsJob) => () => ({ data: { job } });
