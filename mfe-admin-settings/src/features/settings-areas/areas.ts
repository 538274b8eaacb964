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
  { path: 'templates', label: 'settings.area.templates', built: true },
  { path: 'public-holidays', label: 'settings.area.publicHolidays', built: true },
  { path: 'roles', label: 'settings.area.roles', built: true },
  { path: 'channels', label: 'settings.area.channels', built: true },
  { path: 'verticals', label: 'settings.area.verticals', built: true },
  { path: 'channel-types', label: 'settings.area.channelTypes', built: true },
  { path: 'offices', label: 'settings.area.offices', built: true },
  { path: 'teams', label: 'settings.area.teams', built: true },
  { path: 'qualifications', label: 'settings.area.qualifications', built: true },
  { path: 'verifications', label: 'settings.area.verifications', built: true },
  { path: 'task-backdate', label: 'settings.area.taskBackdate', built: true },
];

export function areaAt(path: string | undefined): SettingsArea | undefined {
  return SETTINGS_AREAS.find((a) => a.path === path);
}
