export { TextField } from './TextField';
export type { TextFieldProps } from './TextField';
export { input as inputStyle } from './TextField.css';
