import { REFERRAL_SOURCES } from '@work/shared-contracts/onboarding';
import type { TextKey } from '../../text';

/** §3 Referral options in the spec's order, with their readable labels (the staff profile and the create-user form). */
export const referralOptions = (t: (key: TextKey) => string) =>
  REFERRAL_SOURCES.map((source) => ({ value: source, label: t(`hr.referral.${source}`) }));
