// `@work/shared-ui/forms`: react-final-form fields in antd's layout, bundled by each remote that has forms (not a
// shared singleton: react-final-form is every remote's own dependency).
export { FormField, fieldError } from './forms/FormField';
