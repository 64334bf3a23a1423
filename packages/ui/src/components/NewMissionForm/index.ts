export { NewMissionForm } from './NewMissionForm';
export type { AvailableShip, NewMissionFormProps } from './NewMissionForm';
