/** What the drawer gives each form. */
export interface PlanFormProps {
  /** The form's accessible name (the drawer's title). */
  name: string;
  onClose: () => void;
  /** After any change (the plan reloads). */
  onSaved: () => void;
}
