/** Who looks at the profile: the croudie themselves (/my-profile) or staff (/croudies/:id). */
export type ProfileMode = 'self' | 'staff';
