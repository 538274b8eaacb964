import { getTableName, sql, type Column, type SQL } from 'drizzle-orm';
import { roleSettings } from './roles.tables.js';

/**
 * A condition for a statement that reads someone's roles: the role is not switched off in settings. Roles without a
 * settings row (croudie-*, client roles) are not staff roles and always count. Authentication reads the viewer's roles
 * with it (people.data), so an inactive role counts nowhere: not in the gate, the field rules nor `me.roles`.
 */
export function roleIsActive(role: Column): SQL {
  // qualified by hand: drizzle leaves columns unqualified in some single-table selects, and "role" = "role" would
  // then compare role_settings with itself
  const outer = sql`${sql.identifier(getTableName(role.table))}.${sql.identifier(role.name)}`;
  return sql`not exists (select 1 from ${roleSettings} as role_setting where role_setting.role = ${outer} and not role_setting.active)`;
}
