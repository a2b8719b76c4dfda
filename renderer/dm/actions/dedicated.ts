// Commands whose form is an editor of its own rather than one generated from the schema: the
// Referee's OSR tables (four tables with their own rules of shape).
/** `system:command` of the commands with an editor of their own. */
export const DEDICATED_EDITORS: ReadonlySet<string> = new Set(['osr:setTables']);
