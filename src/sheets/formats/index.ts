// The formats: the registry (registry.ts) and what the add-on and the tests use of them.
export { FORMATS, formatOf, plannerFor, menuOf, type FoundFormat } from './registry';
export type { FormatAction, FormatEntry, FormatTool } from './entry';
export type { ActionInput, Planner } from './planner';
export { FORMAT_DEFS, ALL_FORMATS, readFormatSettings, formatSettingsDoc, type FormatSettings } from './settings';
