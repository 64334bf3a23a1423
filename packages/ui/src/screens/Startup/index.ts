export { StartupScreen } from './StartupScreen';
