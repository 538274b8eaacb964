import type { ReactNode } from 'react';
import { useField } from 'react-final-form';
import type { AddPeople as FieldAddPeople } from '../task-forms/CroudiesField';
import type { ChosenCroudie } from '../task-forms/taskForm';
import { CroudiePickerPanel } from './CroudiePickerPanel';

/** The panel inside the task form: the chosen croudies are the form's `users`, read here so the form need not pass them. */
function TaskFormCroudiePicker({ clientId, addPeople }: { clientId: string; addPeople: FieldAddPeople }) {
  const { input } = useField<ChosenCroudie[]>('users', { subscription: { value: true } });
  const selectedIds = (input.value || []).map((person) => person.croudieId);
  return <CroudiePickerPanel clientId={clientId} selectedIds={selectedIds} onAdd={addPeople} />;
}

/** The task form drawer's `croudieAdders` for a job of this client (JobPage passes it behind `new_croudie_picker`). */
export const taskFormCroudiePicker =
  (clientId: string) =>
  (addPeople: FieldAddPeople): ReactNode => <TaskFormCroudiePicker clientId={clientId} addPeople={addPeople} />;
