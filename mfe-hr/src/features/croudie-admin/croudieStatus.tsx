import { Tag } from 'antd';
import { useText, type TextKey } from '../../text';

/** The user statuses of §4, in the order staff think of them (the status filter lists them so). */
export const CROUDIE_STATUSES = [
  'pending',
  'active',
  'reactivated',
  'inactive',
  'paused',
  'pending_reactivation',
  'suspended',
  'blocked',
  'offboarded',
  'signup',
  'deleted',
  'anonymised',
] as const;
export type CroudieStatus = (typeof CROUDIE_STATUSES)[number];

const COLOURS: Record<CroudieStatus, string> = {
  pending: 'gold',
  active: 'green',
  reactivated: 'green',
  inactive: 'default',
  paused: 'default',
  pending_reactivation: 'gold',
  suspended: 'orange',
  blocked: 'red',
  offboarded: 'default',
  signup: 'blue',
  deleted: 'default',
  anonymised: 'default',
};

export const isCroudieStatus = (value: unknown): value is CroudieStatus =>
  typeof value === 'string' && (CROUDIE_STATUSES as readonly string[]).includes(value);

export const statusKey = (status: CroudieStatus): TextKey => `hr.croudies.status.${status}`;

/** A croudie's status as a coloured tag; nothing when the API gives none. */
export function StatusTag({ status }: { status: string | null | undefined }) {
  const t = useText();
  if (!isCroudieStatus(status)) return null;
  return <Tag color={COLOURS[status]}>{t(statusKey(status))}</Tag>;
}
