import { describe, expect, it } from 'vitest';
import { en as announcementWords, t as announcementText } from '../announcements/text';
import { en as inputWords, t as inputText } from '../inputs/text';
import { en as pickerWords, t as pickerText } from '../pickers/text';
import { textCatalogueProblems } from '../testing/textCatalogue';
import { en as rootWords } from './en';

describe('the catalogues bundled with the pickers, inputs and announcements subpaths', () => {
  it('are namespaced with non-empty texts', () => {
    expect(textCatalogueProblems('ui.picker', pickerWords)).toEqual([]);
    expect(textCatalogueProblems('ui.input', inputWords)).toEqual([]);
    expect(textCatalogueProblems('ui.announcement', announcementWords)).toEqual([]);
  });

  it('are not also in the root catalogue, which every first load carries', () => {
    const root = Object.keys(rootWords);
    expect(Object.keys(pickerWords).filter((key) => root.includes(key))).toEqual([]);
    expect(Object.keys(inputWords).filter((key) => root.includes(key))).toEqual([]);
    expect(Object.keys(announcementWords).filter((key) => root.includes(key))).toEqual([]);
  });

  it('have the spec wording', () => {
    expect(inputText('ui.input.timeOfDay.endOfDay')).toBe('End of the day');
    expect(pickerText('ui.picker.office.empty')).toBe('No offices found');
    expect(announcementText('ui.announcement.markAsRead')).toBe('Mark as Read');
  });
});
