export { PreferenceSwitches } from './PreferenceSwitches';
