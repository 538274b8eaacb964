// the factory by its own path: this subpath is bundled into each remote that shows the dialog
import { createTextCatalogue } from '../text/createTextCatalogue';

/**
 * The phone verification dialog's words (keys `ui.phone.…`), bundled with the dialog (staff-and-admin.md §4 Phone
 * verification, §8 toasts). The toasts are worded as the spec gives them.
 */
export const en = {
  'ui.phone.title': 'Verify your phone number',
  'ui.phone.step.current': 'Current number',
  'ui.phone.step.number': 'New number',
  'ui.phone.step.code': 'Code',
  'ui.phone.current': 'Your phone number on file',
  'ui.phone.none': 'No phone number yet',
  'ui.phone.change': 'Change number',
  'ui.phone.number': 'New mobile number',
  'ui.phone.number.hint': 'Include the country code, e.g. +44 7700 900123',
  'ui.phone.number.placeholder': '+44 7700 900123',
  'ui.phone.send': 'Send code',
  'ui.phone.code': 'Verification code',
  'ui.phone.code.hint': 'Enter the 6-digit code we texted to {number}',
  'ui.phone.verify': 'Verify',
  'ui.phone.back': 'Back',
  'ui.phone.cancel': 'Cancel',
  'ui.phone.required': 'This field is required',
  'ui.phone.invalidNumber': 'Please enter a valid mobile number',
  'ui.phone.invalidCode': 'Please enter the 6-digit code',
  'ui.phone.sendFailed': 'failed to send verification code',
  'ui.phone.confirmFailed': 'failed to confirm verification code',
  'ui.phone.verified': 'Record has been successfully updated',
} as const;

export const { t, hasText } = createTextCatalogue('ui.phone', en);
export type TextKey = keyof typeof en;
