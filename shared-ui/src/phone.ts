// The phone verification dialog (staff-and-admin.md §2 Shared widgets, §4): `@work/shared-ui/phone`, an unshared
// subpath like `pickers`, so only a remote that shows it bundles it with its words and its two mutations (ADR 0262).
export { PhoneVerificationDialog, PHONE_DIALOG_WIDTH, type PhoneVerificationDialogProps } from './phone/PhoneVerificationDialog';
export { isVerificationCode, normalisePhoneNumber, phoneNumberProblem } from './phone/phoneNumber';
export { SendTextConfirmationMutation, VerifyPhoneNumberMutation } from './phone/phone.graphql';
