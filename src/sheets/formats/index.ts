// The formats: the registry (registry.ts) and what the add-on and the tests use of them.
export { ALL_FORMATS, FORMATS, formatOf, formatQuestion, plannerFor, menuOf } from './registry';
export type { FormatAction, FormatTool } from './entry';
export type { ActionInput } from './planner';
