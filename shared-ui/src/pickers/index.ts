// The shared pickers (shell-and-freelancer.md §2 shared inputs): `@work/shared-ui/pickers`, not shared through Module
// Federation, so each remote bundles the pickers it shows with their GraphQL documents (ADR 0262). Each is an antd
// Select searching and paging on the server through the remote's urql client; value: an id or code (string), or a list
// of them with `multiple`.
export { LanguagePicker, CountryPicker, TimezonePicker } from './localePickers';
export { UserPicker, CroudiePicker } from './peoplePickers';
export { ClientPicker, ChannelPicker, type ChannelPickerProps } from './clientPickers';
export { VerticalPicker, ChannelTypePicker, QualificationPicker, VerificationPicker, OfficePicker, TeamPicker } from './referencePickers';
export {
  ServerPicker,
  PICKER_PAGE_SIZE,
  PICKER_SEARCH_DEBOUNCE_MS,
  type MultiPickerProps,
  type PickerCommonProps,
  type PickerOption,
  type PickerProps,
  type PickerRequest,
  type PickerSource,
  type PickerTexts,
  type SinglePickerProps,
} from './ServerPicker';
export { graphql as pickerGraphql, type PickerConnection, type PickerListVariables } from './graphql';
export { listSource } from './source';
