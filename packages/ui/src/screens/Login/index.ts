export { LoginScreen } from './LoginScreen';
export type { LoginScreenProps } from './LoginScreen';
