// The shop's one form kit (auth, checkout, content): labelled, framed controls with their messages.
export { Checkbox, type CheckboxProps } from './checkbox.tsx';
export type { FieldChrome } from './field-shell.tsx';
export {
  SelectField,
  TextAreaField,
  TextField,
  type SelectFieldProps,
  type TextAreaFieldProps,
  type TextFieldProps,
} from './fields.tsx';
export { PasswordField } from './password-field.tsx';
export { DataRightsLine, PrivacyNotice } from './privacy-notice.tsx';
