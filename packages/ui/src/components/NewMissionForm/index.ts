export { NewMissionForm } from './NewMissionForm';
export type { AvailableShip, MissionFormHelpers, MissionTargetView, NewMissionFormProps, QuickDestination } from './NewMissionForm';
