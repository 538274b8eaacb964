import type { TextKey } from '../../text';

/**
 * The settings areas (staff-and-admin.md §2 Settings), in the spec's order. `built: false` areas are listed so staff can
 * find them, and say which release brings them instead of showing made-up data.
 */
export interface SettingsArea {
  /** The path segment under /settings. */
  path: string;
  label: TextKey;
  built: boolean;
}

export const SETTINGS_AREAS: readonly SettingsArea[] = [
  { path: 'templates', label: 'settings.area.templates', built: false },
  { path: 'public-holidays', label: 'settings.area.publicHolidays', built: false },
  { path: 'roles', label: 'settings.area.roles', built: false },
  { path: 'channels', label: 'settings.area.channels', built: false },
  { path: 'verticals', label: 'settings.area.verticals', built: true },
  { path: 'channel-types', label: 'settings.area.channelTypes', built: false },
  { path: 'offices', label: 'settings.area.offices', built: false },
  { path: 'teams', label: 'settings.area.teams', built: false },
  { path: 'qualifications', label: 'settings.area.qualifications', built: false },
  { path: 'verifications', label: 'settings.area.verifications', built: false },
  { path: 'task-backdate', label: 'settings.area.taskBackdate', built: false },
];

export function areaAt(path: string | undefined): SettingsArea | undefined {
  return SETTINGS_AREAS.find((a) => a.path === path);
}
