import { useHasSomeRole } from '@work/shared-ui';

/** Who changes templates and leave (the API's HR_ROLES). Team leaders and others read what the API lets them. */
export const HR_WRITE_ROLES = ['hr_user'] as const;

/** Whether the signed-in person may edit templates and leave: what they are offered (the API refuses the rest). */
export const useMayEditAvailability = (): boolean => useHasSomeRole(HR_WRITE_ROLES);
