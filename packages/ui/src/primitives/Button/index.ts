export { Button } from './Button';
export type { ButtonProps } from './Button';
export { button as buttonStyle } from './Button.css';
