/** A new client compilation: nothing built yet. */
export function clientCompilationStarted(): void;
/** The client compilation has built its modules: compiles on the server what still waits; returns those files. */
export function clientModulesBuilt(): string[];
