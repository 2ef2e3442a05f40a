export { Field, SelectField } from './Field.tsx';
export { Form } from './Form.tsx';
export { SubmitButton } from './SubmitButton.tsx';
