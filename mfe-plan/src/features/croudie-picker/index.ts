// The croudie picker (ADR 0285): the panel, and its adapter for the task form's Croudies field.
export { CroudiePickerPanel, type AddPeople, type CroudiePickerPanelProps } from './CroudiePickerPanel';
export { taskFormCroudiePicker } from './TaskFormCroudiePicker';
