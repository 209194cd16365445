// Types for the tests that build a snapshot (tests/integration/pglite-snapshot.test.ts).
export declare const SNAPSHOT_FILE: string;
export declare function makeDbSnapshot(opts?: { migrationsFolder?: string }): Promise<Uint8Array>;
export declare function writeDbSnapshot(root?: string): Promise<{ file: string; bytes: number }>;
