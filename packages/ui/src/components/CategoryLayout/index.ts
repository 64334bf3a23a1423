export { CategoryLayout, type CategoryLayoutProps } from './CategoryLayout';
