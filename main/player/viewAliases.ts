// The player display's opaque ids come from the one alias table in shared/, which the players'
// recap of the session-log export uses too, so both call a creature by the same name.
export { createViewAliases, type ViewAliases } from '../../shared/encounter/view-aliases';
