/**
 * The words mfe-admin-settings shows, in British English. They ship inside this remote's bundle, so a publish of mfe-admin-settings alone
 * brings new or changed words (ADR 0243). Every key starts with `settings.`. `{name}` marks a parameter filled in
 * by t().
 */
export const en = {
  'settings.title': 'Settings',
  'settings.nav.label': 'Settings areas',
  'settings.nav.choose': 'Choose an area',
  'settings.home.title': 'Choose an area',
  'settings.home.text': 'Pick the settings you want to look at or change from the list.',
  'settings.notFound': 'There is no such settings area.',

  'settings.area.templates': 'Templates',
  'settings.area.publicHolidays': 'Public holidays',
  'settings.area.roles': 'Roles',
  'settings.area.channels': 'Channels',
  'settings.area.verticals': 'Industry verticals',
  'settings.area.channelTypes': 'Channel types',
  'settings.area.offices': 'Offices',
  'settings.area.teams': 'Teams',
  'settings.area.qualifications': 'Qualifications',
  'settings.area.verifications': 'Verifications',
  'settings.area.taskBackdate': 'Task backdate',

  // staff-and-admin.md §8 Generic
  'settings.record.created': 'Record has been successfully created',
  'settings.record.updated': 'Record has been successfully updated',
  'settings.record.deleted': 'Record has been successfully deleted',
  'settings.record.createFailed': 'Unable to create the record. Please try again and contact support if it persists.',
  'settings.record.updateFailed': 'Unable to update the record. Please try again and contact support if it persists.',
  'settings.record.deleteFailed': 'Unable to delete the record. Please try again and contact support if it persists.',
  'settings.record.deleteConfirm': 'Delete {name}?',
  'settings.record.deleteConfirmText': 'This cannot be undone.',
  'settings.record.delete': 'Delete',
  'settings.record.edit': 'Edit',
  'settings.record.save': 'Save',
  'settings.record.cancel': 'Cancel',
  'settings.record.required': 'This field is required',
  'settings.record.readOnly': 'Read only',

  'settings.verticals.add': 'Add vertical',
  'settings.verticals.new': 'New vertical',
  'settings.verticals.editTitle': 'Edit vertical',
  'settings.verticals.entity': 'verticals',
  'settings.verticals.search': 'Search verticals',

  'settings.channelTypes.add': 'Add channel type',
  'settings.channelTypes.new': 'New channel type',
  'settings.channelTypes.editTitle': 'Edit channel type',
  'settings.channelTypes.entity': 'channel types',
  'settings.channelTypes.search': 'Search channel types',

  'settings.offices.add': 'Add office',
  'settings.offices.new': 'New office',
  'settings.offices.editTitle': 'Edit office',
  'settings.offices.entity': 'offices',
  'settings.offices.search': 'Search offices',

  'settings.qualifications.add': 'Add qualification',
  'settings.qualifications.new': 'New qualification',
  'settings.qualifications.editTitle': 'Edit qualification',
  'settings.qualifications.entity': 'qualifications',
  'settings.qualifications.search': 'Search qualifications',
  'settings.qualifications.campusImported': 'Imported from Campus',

  'settings.verifications.add': 'Add verification',
  'settings.verifications.new': 'New verification',
  'settings.verifications.editTitle': 'Edit verification',
  'settings.verifications.entity': 'verifications',
  'settings.verifications.search': 'Search verifications',

  'settings.field.id': 'ID',
  'settings.field.name': 'Name',
  'settings.field.slug': 'Slug',
  'settings.field.description': 'Description',
  'settings.field.country': 'Country',
  'settings.field.timezone': 'Timezone',
  'settings.field.source': 'Source',
} as const;
