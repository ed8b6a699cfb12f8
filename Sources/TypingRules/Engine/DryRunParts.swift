/// What a dry run of the engine (``EngineCore/dryRun(on:with:)``) uses of its own, made
/// once per engine and reused: a context window and a reader after the cursor. (A copy of
/// the engine would otherwise share the engine's, whose storage is held by reference.)
struct DryRunParts {
  let window = ContextWindow()
  let reader = ContextReader()
}
