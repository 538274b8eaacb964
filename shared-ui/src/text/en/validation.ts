/** Form validation messages (staff-and-admin.md §5), shared by every form of every remote. */
export const validation = {
  'validation.required': 'This field is required',
  'validation.email': 'Please enter a valid email address',
  'validation.minLength': 'Must be at least {min} characters',
  'validation.maxLength': 'Must be {max} characters or fewer',
  'validation.between': 'Must be between {min} and {max}',
  'validation.minValue': 'Must be at least {min}',
  'validation.maxValue': 'Must be {max} or less',
  'validation.wholeNumber': 'Please enter a whole number',
  'validation.startsWithLetter': 'Must start with a letter',
  'validation.url': 'Please enter a valid URL',
  'validation.currency.minValue': 'Please enter an amount greater than 0',
  'validation.currency.decimals': 'Please enter an amount with at most two decimal places',
  'validation.fallback': 'This value is not valid',
  'input.currency.label': 'Amount in pounds',
} as const;
