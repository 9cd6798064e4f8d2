/**
 * PostgreSQL settings for PGlite (its memory stays bounded). PGlite's defaults are a server's:
 * 128 MB of shared buffers, which its WebAssembly heap allocates and touches at start (≈150 MB
 * resident of a 189 MB heap), although the pages they cache already sit in memory (in-memory
 * PGlite) or in the OS page cache (DATA_DIR); 16 MB keeps the heap at its 128 MB minimum with
 * ≈20 MB resident. In memory the write-ahead log lives in the JavaScript heap too: up to
 * `max_wal_size` (1 GB by default) before a checkpoint recycles it, so it is bounded to 16 MB
 * there (1 MB segments, set at initdb; a DATA_DIR keeps its 16 MB segments and its WAL on disk).
 */
export function pgliteSettings(inMemory: boolean): string[] {
  const settings = ['shared_buffers=16MB', 'max_connections=8']
  if (inMemory) settings.push('min_wal_size=4MB', 'max_wal_size=16MB')
  return settings.flatMap((s) => ['-c', s])
}
