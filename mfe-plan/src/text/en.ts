/**
 * The words mfe-plan shows, in British English. They ship inside this remote's bundle, so a publish of mfe-plan
 * alone brings new or changed words (ADR 0243). Every key starts with `plan.`. `{name}` marks a parameter filled in
 * by t(). Each feature keeps its words in a file of its own.
 */
import { clientText } from './client';
import { croudiePickerText } from './croudie-picker';
import { planFormsText } from './plan-forms';
import { planViewText } from './plan-view';
import { tasksText } from './tasks';

export const en = {
  'plan.title': 'Plan',
  ...planViewText,
  ...planFormsText,
  ...clientText,
  ...tasksText,
  ...croudiePickerText,
} as const;
