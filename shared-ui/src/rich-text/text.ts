// the factory by its own path: this subpath is bundled into each remote that shows the editor
import { createTextCatalogue } from '../text/createTextCatalogue';

/** The rich-text editor's words (keys `ui.richText.…`), bundled with it rather than in shared-ui's root catalogue. */
export const en = {
  'ui.richText.label': 'Text',
  'ui.richText.toolbar': 'Formatting',
  'ui.richText.bold': 'Bold',
  'ui.richText.italic': 'Italic',
  'ui.richText.underline': 'Underline',
  'ui.richText.strike': 'Strikethrough',
  'ui.richText.heading': 'Heading',
  'ui.richText.subheading': 'Subheading',
  'ui.richText.bulletList': 'Bulleted list',
  'ui.richText.orderedList': 'Numbered list',
  'ui.richText.quote': 'Quote',
  'ui.richText.link': 'Link',
  'ui.richText.undo': 'Undo',
  'ui.richText.redo': 'Redo',
  'ui.richText.linkAddress': 'Link address',
  'ui.richText.linkApply': 'Apply link',
  'ui.richText.linkRemove': 'Remove link',
  'ui.richText.linkCancel': 'Cancel',
  'ui.richText.linkInvalid': 'Enter an address starting with https://, http:// or mailto:',
} as const;

export const { t, hasText } = createTextCatalogue('ui.richText', en);
export type TextKey = keyof typeof en;
